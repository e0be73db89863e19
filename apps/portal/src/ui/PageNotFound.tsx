import type { ReactNode } from 'react';

/**
 * "Page not found", for the portal and for forms.html. forms.html loads no router, so each draws its
 * own link home: `homeLink` gets the link's text.
 */
export function PageNotFound({ homeLink }: { homeLink: (text: string) => ReactNode }) {
  return (
    <main id="main" className="not-found">
      <h1>Page not found</h1>
      <p>The page you asked for does not exist or has moved.</p>
      <p>{homeLink('Go to the ClearHire home page')}</p>
    </main>
  );
}
