import { readClaims, TOKEN_STORAGE_KEY, type SessionClaims } from './token';

/**
 * The session read straight from localStorage, for the public pages that do not load the Redux
 * store (header login link, the / → /dashboard redirect). The store's session slice reads the same token.
 */
export function storedClaims(): SessionClaims | null {
  try {
    return readClaims(localStorage.getItem(TOKEN_STORAGE_KEY));
  } catch {
    return null;
  }
}
