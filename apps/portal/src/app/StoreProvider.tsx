import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { store } from './store';

/**
 * The Redux store and RTK Query client, for the pages that call the API (forms, login, dashboard).
 * Those pages are lazy chunks, so the marketing pages never download Redux. Every Provider shares
 * the one store, so the session and cached data survive moving between such pages.
 */
export function StoreProvider({ children }: { children: ReactNode }) {
  return <Provider store={store}>{children}</Provider>;
}
