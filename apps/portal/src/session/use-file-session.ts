import { useMemo } from 'react';
import { useAppStore } from '../app/hooks';
import type { FileSession } from '../api/file-session';
import { sessionExpired } from './session-slice';

/**
 * The session as the stored-file calls (`api/open-file.ts`, `api/download-file.ts`) take it. The
 * token is read from the store when a call leaves, not when the screen was drawn, so a token renewed
 * meanwhile is the one sent, and without re-rendering the screen on every session change.
 */
export function useFileSession(): FileSession {
  const store = useAppStore();
  return useMemo(() => ({ bearer: () => store.getState().session.bearer, sessionEnded: () => store.dispatch(sessionExpired()) }), [store]);
}
