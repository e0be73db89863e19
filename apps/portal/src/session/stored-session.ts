import { useSyncExternalStore } from 'react';
import { readClaims, TOKEN_STORAGE_KEY, type SessionClaims } from './token';

function storedToken(): string | null {
  try {
    return localStorage.getItem(TOKEN_STORAGE_KEY);
  } catch {
    return null;
  }
}

/** Another tab logged in or out. */
function subscribe(onChange: () => void): () => void {
  window.addEventListener('storage', onChange);
  return () => window.removeEventListener('storage', onChange);
}

/**
 * The session read straight from localStorage, for the public pages that do not load the Redux
 * store (header login link, the / → /dashboard redirect); the store's session slice reads the same
 * token. It is read on every render (the header re-renders on each
 * navigation, so a login or logout shows at once), except while React hydrates a page prerendered at
 * build time (tools/prerender.mjs): that render reads no session, as the build did, so the markup
 * matches; React then renders again with the stored token (a logged-in visitor's "Dashboard" link,
 * the home page's move to /dashboard).
 */
export function useStoredClaims(): SessionClaims | null {
  const token = useSyncExternalStore(subscribe, storedToken, () => null);
  return readClaims(token);
}
