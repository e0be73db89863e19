/**
 * A full page load, for the moments docs/product.md asks the dashboard to "reload" (after the ERD is sent):
 * every cached answer is dropped and read again. Its own module so tests can replace it.
 */
export function loadPage(path: string): void {
  window.location.assign(path);
}
