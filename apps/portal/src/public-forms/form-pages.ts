import type { ComponentType } from 'react';

/**
 * The applicant's pages, each its own chunk, loaded on first visit: the pre-screening
 * (/prescreening/:linkId), Form I-9 Section 1 (/i9/:url) and the Supplement B upload (/reverify/:url).
 * Shared by the forms' own entry (src/forms-main.tsx) and the portal's router (routes.tsx).
 */
export const FORM_PAGES = {
  prescreening: async (): Promise<{ default: ComponentType<{ linkId: string }> }> => ({
    default: (await import('./prescreening/PrescreeningPage')).PrescreeningPage,
  }),
  i9: async (): Promise<{ default: ComponentType<{ url: string }> }> => ({ default: (await import('./i9/I9Page')).I9Page }),
  reverify: async (): Promise<{ default: ComponentType<{ url: string }> }> => ({ default: (await import('./reverify/ReverifyPage')).ReverifyPage }),
};

/** The form page a path names, with its one parameter (decoded), or null for any other path. */
export function matchFormPath(pathname: string): { page: keyof typeof FORM_PAGES; param: string } | null {
  const match = /^\/(prescreening|i9|reverify)\/([^/]+)\/?$/.exec(pathname);
  if (!match) return null;
  let param: string;
  try {
    param = decodeURIComponent(match[2]);
  } catch {
    return null;
  }
  return { page: match[1] as keyof typeof FORM_PAGES, param };
}
