/**
 * The page's query with one parameter set, or removed when the value is empty: the dashboard keeps a
 * list's filters in the URL so the page can be bookmarked and the back button returns to it.
 */
export function withParam(current: URLSearchParams, key: string, value: string | undefined): URLSearchParams {
  const next = new URLSearchParams(current);
  if (value) next.set(key, value);
  else next.delete(key);
  return next;
}
