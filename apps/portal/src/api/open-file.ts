import { fetchWithSession, type FileSession } from './file-session';

/** A stored document's bytes (GET /api/files/:id with the session), or null when it cannot be read; a 401 ends the session. */
export async function fetchFileBlob(session: FileSession, id: string): Promise<Blob | null> {
  try {
    const res = await fetchWithSession(session, `/api/files/${encodeURIComponent(id)}`);
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
export async function openFile(session: FileSession, id: string): Promise<boolean> {
  const tab = window.open('', '_blank');
  const blob = await fetchFileBlob(session, id);
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
