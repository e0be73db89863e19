import { SCROLL_DELAY_MS } from '../ui/scroll';

/**
 * Scrolls smoothly to a home page section after the 10 ms of docs/product.md §9, then moves keyboard focus
 * there so the next Tab continues from the section, not from the header link. The element is looked
 * up when the timer fires, because the home page may still be rendering when the scroll is asked for.
 */
export function scrollToSection(id: string): void {
  setTimeout(() => {
    const section = document.getElementById(id);
    if (!section) return;
    section.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
    section.focus?.({ preventScroll: true });
  }, SCROLL_DELAY_MS);
}
