/** docs/product.md §2: after login the default target is /dashboard unless `redirect` is given. */
export const DEFAULT_AFTER_LOGIN = '/dashboard';

/**
 * The `redirect` query parameter, if it is a path on this site; otherwise /dashboard. Only a value
 * starting with a single '/' is considered, and it must still resolve to our own origin: that rules
 * out absolute URLs, protocol-relative '//evil.example', '/\evil.example' (browsers read '\' as '/')
 * and tab/newline tricks the URL parser would strip. This is the open-redirect guard.
 */
export function safeRedirect(target: string | null | undefined, origin: string = window.location.origin): string {
  if (!target || !target.startsWith('/') || target.startsWith('//')) return DEFAULT_AFTER_LOGIN;
  // Backslashes and control characters have no place in our paths and are how parsers get fooled.
  if ([...target].some((char) => char === '\\' || char <= '\u001f' || char === '\u007f')) return DEFAULT_AFTER_LOGIN;
  try {
    const url = new URL(target, origin);
    if (url.origin !== origin) return DEFAULT_AFTER_LOGIN;
    const path = `${url.pathname}${url.search}${url.hash}`;
    // Coming back to the login page after logging in would only show the form again.
    return url.pathname === '/login' ? DEFAULT_AFTER_LOGIN : path;
  } catch {
    return DEFAULT_AFTER_LOGIN;
  }
}
