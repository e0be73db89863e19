/** docs/product.md §9: scrolling to the top or to an element runs after 10 ms, smooth. */
export const SCROLL_DELAY_MS = 10;

export function scrollToTop(): void {
  setTimeout(() => window.scrollTo?.({ top: 0, behavior: 'smooth' }), SCROLL_DELAY_MS);
}
