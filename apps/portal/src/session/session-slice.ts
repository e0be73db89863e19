import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { readClaims, TOKEN_STORAGE_KEY, type SessionClaims } from './token';

export interface SessionState {
  /** The raw token, as stored in localStorage under `token`. */
  token: string | null;
  /** The Authorization header value held in memory: `Bearer <token>` (docs/product.md §4). */
  bearer: string | null;
  claims: SessionClaims | null;
  /** Shown on the login page after the session ended by itself. */
  notice: string | null;
}

export const SESSION_EXPIRED_NOTICE = 'Your session has expired. Please log in again.';

function storedToken(): string | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage.getItem(TOKEN_STORAGE_KEY);
  } catch {
    return null;
  }
}

/** A page load starts logged in when a readable, unexpired token is stored; an expired one is dropped with a notice. */
export function initialSession(token = storedToken()): SessionState {
  const claims = readClaims(token);
  if (token && !claims) {
    forgetToken();
    return { token: null, bearer: null, claims: null, notice: SESSION_EXPIRED_NOTICE };
  }
  return { token: claims ? token : null, bearer: claims ? `Bearer ${token}` : null, claims, notice: null };
}

function forgetToken(): void {
  try {
    localStorage.removeItem(TOKEN_STORAGE_KEY);
  } catch {
    /* storage unavailable (private mode): nothing was kept */
  }
}

/** Keeps a token the API just issued (login, password change) and the session it carries. */
function sessionOf(token: string): SessionState {
  try {
    localStorage.setItem(TOKEN_STORAGE_KEY, token);
  } catch {
    /* the session still works for this tab */
  }
  return { token, bearer: `Bearer ${token}`, claims: readClaims(token), notice: null };
}

export const sessionSlice = createSlice({
  name: 'session',
  initialState: initialSession,
  reducers: {
    loggedIn(_state, action: PayloadAction<string>) {
      return sessionOf(action.payload);
    },
    /**
     * The API handed this device a new token for the same user (after a password change every other
     * token, the old one included, stopped working): it replaces the stored and in-memory one, so the
     * next call carries it, without a page load.
     */
    tokenRenewed(_state, action: PayloadAction<string>) {
      return sessionOf(action.payload);
    },
    sessionExpired() {
      forgetToken();
      return { token: null, bearer: null, claims: null, notice: SESSION_EXPIRED_NOTICE };
    },
    noticeShown(state) {
      state.notice = null;
    },
  },
});

export const { loggedIn, tokenRenewed, sessionExpired, noticeShown } = sessionSlice.actions;

/**
 * Logout ends this device's session on the server first (POST /api/auth/logout; the user's other
 * devices stay signed in), or with `everywhere` every session of the user, on every device (POST
 * /api/auth/logout-everywhere); then clears the stored and in-memory token and does a full load of
 * `/` (docs/product.md §2, §4). A failed call (offline) still logs this browser out.
 */
export async function logout(bearer: string | null, everywhere = false): Promise<void> {
  const path = everywhere ? '/api/auth/logout-everywhere' : '/api/auth/logout';
  if (bearer) await fetch(path, { method: 'POST', headers: { Authorization: bearer } }).catch(() => undefined);
  forgetToken();
  window.location.assign('/');
}
