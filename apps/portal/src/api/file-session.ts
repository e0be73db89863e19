/**
 * What a call for a stored file needs of the session. The caller hands it in
 * (`session/use-file-session.ts` reads it from the store), so the api folder never reaches back
 * into the store.
 */
export interface FileSession {
  /** The Authorization header value (`Bearer <token>`) at the moment of the call, or null when logged out. */
  bearer: () => string | null;
  /** The API answered 401: the session has ended. */
  sessionEnded: () => void;
}

/**
 * fetch with the session's Authorization header. The token is read as the call leaves, so a token
 * renewed after the screen was drawn (a password change) is the one sent.
 */
export async function fetchWithSession(session: FileSession, path: string, init: { method?: 'GET' | 'POST'; headers?: Record<string, string>; body?: string } = {}): Promise<Response> {
  const bearer = session.bearer();
  const res = await fetch(path, { method: init.method ?? 'GET', headers: { ...init.headers, ...(bearer ? { Authorization: bearer } : {}) }, body: init.body });
  if (res.status === 401) session.sessionEnded();
  return res;
}
