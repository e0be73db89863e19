import { useEffect, useState } from 'react';
import { fetchFileBlob } from '../../api/open-file';
import { useFileSession } from '../../session/use-file-session';

export type StoredFileUrl = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; url: string };

/**
 * A stored file (an uploaded document copy, E-Verify's photo) as an object URL to show inline. The
 * file needs the session token, so it is fetched as a blob; it is personal data, so the URL is
 * released when the component goes.
 */
export function useStoredFileUrl(id: string): StoredFileUrl {
  const session = useFileSession();
  const [loaded, setLoaded] = useState<StoredFileUrl>({ state: 'loading' });
  useEffect(() => {
    let url: string | null = null;
    let live = true;
    void fetchFileBlob(session, id).then((blob) => {
      if (!live) return;
      if (!blob) return setLoaded({ state: 'failed' });
      url = URL.createObjectURL(blob);
      setLoaded({ state: 'ready', url });
    });
    return () => {
      live = false;
      if (url) URL.revokeObjectURL(url);
    };
  }, [session, id]);
  return loaded;
}
