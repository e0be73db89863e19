import type { ReactNode } from 'react';
import { StoreProvider } from '../../app/StoreProvider';
import { useDocumentTitle } from '../use-document-title';

/**
 * A public site form's page that calls the API through RTK Query: its document title, and the store
 * (the rest of the site runs without one; the sign-up calls with fetch and needs none).
 */
export function SiteFormPage({ title, children }: { title: string; children: ReactNode }) {
  useDocumentTitle(title);
  return <StoreProvider>{children}</StoreProvider>;
}
