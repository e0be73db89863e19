import { createContext, useContext, useEffect } from 'react';

export const SITE_NAME = 'ClearHire';

/**
 * Where a page prerendered at build time (src/prerender.tsx) hands its title, for the HTML's
 * <title>: effects do not run on the server. In the browser there is none.
 */
export const DocumentTitleSink = createContext<((title: string) => void) | null>(null);

/** Sets the browser tab title as "<page> | ClearHire" (the home page passes its full title). */
export function useDocumentTitle(title: string, { suffix = true }: { suffix?: boolean } = {}): void {
  const full = suffix ? `${title} | ${SITE_NAME}` : title;
  useContext(DocumentTitleSink)?.(full);
  useEffect(() => {
    document.title = full;
  }, [full]);
}
