import { useEffect } from 'react';

/**
 * The event a prerendered page's start script (apps/portal/boot/start-after-first-paint.js) waits
 * for before it presses again the buttons pressed before the page came alive: dispatched once the
 * page's own lazy chunk has hydrated, when a click on it is no longer dropped.
 */
export const PAGE_READY_EVENT = 'clearhire:page-ready';

/** Rendered inside the page's Suspense boundary: its effect runs once the page there has hydrated. */
export function PageReady(): null {
  useEffect(() => {
    document.dispatchEvent(new Event(PAGE_READY_EVENT));
  }, []);
  return null;
}
