import { useEffect } from 'react';

export const SITE_NAME = 'ClearHire';

/** Sets the browser tab title as "<page> | ClearHire" (the home page passes its full title). */
export function useDocumentTitle(title: string, { suffix = true }: { suffix?: boolean } = {}): void {
  useEffect(() => {
    document.title = suffix ? `${title} | ${SITE_NAME}` : title;
  }, [title, suffix]);
}
