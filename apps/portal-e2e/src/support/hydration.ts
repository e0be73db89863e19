import { expect, type Locator } from '@playwright/test';

/**
 * Waits until React has taken this prerendered element over. A prerendered page starts its scripts
 * after the first paint, and its page's chunk hydrates after the entry has run: "no request for half
 * a second" can come before either, on a busy machine. React keeps an element's props on the DOM node
 * once it has hydrated it (a `__reactProps$…` key), so that is what is waited for.
 */
export async function expectHydrated(element: Locator): Promise<void> {
  await expect.poll(() => element.evaluate((node) => Object.keys(node).some((key) => key.startsWith('__reactProps$'))), { timeout: 30_000 }).toBe(true);
}
