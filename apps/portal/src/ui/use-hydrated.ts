import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * False while React takes over a page prerendered at build time (and while the build renders it),
 * true from the render after. A prerendered form keeps its submit button disabled until then: a
 * press before the script has run would send the fields the browser's own way (a GET with the
 * password in the address) instead of through the page's handler. Pages rendered in the browser
 * from the start read true at once.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
