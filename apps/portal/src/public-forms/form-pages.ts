import type { ComponentType } from 'react';

/**
 * The applicant's pages, each its own chunk, loaded on first visit: the pre-screening
 * (/prescreening/:linkId, or a location's own /prescreening/:linkId/:locationKey), Form I-9 Section 1
 * (/i9/:url) and the Supplement B upload (/reverify/:url).
 * Shared by the forms' own entry (src/forms-main.tsx) and the portal's router (routes.tsx).
 */
export const FORM_PAGES = {
  prescreening: async (): Promise<{ default: ComponentType<{ linkId: string; locationKey?: string }> }> => ({
    default: (await import('./prescreening/PrescreeningPage')).PrescreeningPage,
  }),
  i9: async (): Promise<{ default: ComponentType<{ url: string }> }> => ({ default: (await import('./i9/I9Page')).I9Page }),
  reverify: async (): Promise<{ default: ComponentType<{ url: string }> }> => ({ default: (await import('./reverify/ReverifyPage')).ReverifyPage }),
};

/**
 * The form page a path names, with its parameter (decoded) and, for a location's pre-screening link,
 * the location's key; null for any other path.
 */
export function matchFormPath(pathname: string): { page: keyof typeof FORM_PAGES; param: string; locationKey?: string } | null {
  const match = /^\/(prescreening|i9|reverify)\/([^/]+)(?:\/([^/]+))?\/?$/.exec(pathname);
  if (!match) return null;
  const page = match[1] as keyof typeof FORM_PAGES;
  // Only the pre-screening has a second part: a location's own link.
  if (match[3] !== undefined && page !== 'prescreening') return null;
  try {
    const param = decodeURIComponent(match[2]);
    return match[3] === undefined ? { page, param } : { page, param, locationKey: decodeURIComponent(match[3]) };
  } catch {
    return null;
  }
}
