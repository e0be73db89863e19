import type { ApiErrorItem } from './errors';
import { fetchWithSession, type FileSession } from './file-session';

export type DownloadResult = { ok: true; filename: string; headers: Headers } | { ok: false; errors: ApiErrorItem[] };

const NETWORK_MESSAGE = 'We could not reach ClearHire. Check your connection and try again.';

/** The name the server gives in Content-Disposition, else the fallback (never built from personal data). */
function filenameOf(headers: Headers, fallback: string): string {
  const match = /filename="?([^";]+)"?/i.exec(headers.get('Content-Disposition') ?? '');
  return match?.[1] ?? fallback;
}

/**
 * Saves what an API call returns as a file (a Form 5884 worksheet, a state batch zip). These calls
 * need the Authorization header, so a plain link cannot fetch them: the body is read as a blob and
 * handed to the browser through a temporary download link. A refusal comes back as the API's
 * `errors[]` so the screen shows it like any other; a 401 ends the session.
 */
export async function downloadFile(
  session: FileSession,
  path: string,
  fallbackName: string,
  init: { method?: 'GET' | 'POST'; json?: unknown } = {},
): Promise<DownloadResult> {
  const json = init.json === undefined ? {} : { headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(init.json) };
  let res: Response;
  try {
    res = await fetchWithSession(session, path, { method: init.method, ...json });
  } catch {
    return { ok: false, errors: [{ msg: NETWORK_MESSAGE }] };
  }
  if (!res.ok) {
    const body = (await res.json().catch(() => null)) as { errors?: ApiErrorItem[] } | null;
    return { ok: false, errors: body?.errors?.length ? body.errors : [{ msg: `Something went wrong (${res.status}). Please try again.` }] };
  }
  const filename = filenameOf(res.headers, fallbackName);
  const url = URL.createObjectURL(await res.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  // The browser has taken the file by then; release it so it does not stay in memory.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
  return { ok: true, filename, headers: res.headers };
}
