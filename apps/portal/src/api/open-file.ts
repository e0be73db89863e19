import { store } from '../app/store';
import { sessionExpired } from '../session/session-slice';

/** A stored document's bytes (GET /api/files/:id with the session), or null when it cannot be read. */
export async function fetchFileBlob(id: string): Promise<Blob | null> {
  const { bearer } = store.getState().session;
  try {
    const res = await fetch(`/api/files/${encodeURIComponent(id)}`, { headers: bearer ? { Authorization: bearer } : {} });
    if (res.status === 401) store.dispatch(sessionExpired());
    return res.ok ? await res.blob() : null;
  } catch {
    return null;
  }
}

/**
 * Opens a stored document (GET /api/files/:id) in a new tab. The call needs the Authorization
 * header, so the file is fetched as a blob and shown through an object URL; the tab is opened
 * first, synchronously, so pop-up blockers allow it.
 */
export async function openFile(id: string): Promise<boolean> {
  const tab = window.open('', '_blank');
  const blob = await fetchFileBlob(id);
  if (!blob) {
    tab?.close();
    return false;
  }
  const url = URL.createObjectURL(blob);
  if (tab) tab.location.href = url;
  else window.location.assign(url);
  // The tab has loaded the blob by then; release it so the document does not stay in memory.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
  return true;
}
