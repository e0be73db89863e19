import { Suspense } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { store } from '../../app/store';
import { baseApi } from '../../api/base-api';
import { loggedIn, sessionExpired } from '../../session/session-slice';
import type { SessionClaims } from '../../session/token';
import { unsignedToken } from '../../session/unsigned-token';
import { dashboardRoutes } from '../routes';

/** The claims of a test token; `twoFactorSetupRequired` only when a test needs it. */
export type TestSession = Omit<SessionClaims, 'exp' | 'twoFactorSetupRequired'> & { twoFactorSetupRequired?: boolean };

export const ADMIN: TestSession = { userId: 1, isAdmin: true, name: 'Ada Admin', companyId: null, role: null };
/** The owner of company 7 (Acme): manages its users and signs its ERD. */
export const COMPANY_USER: TestSession = { userId: 2, isAdmin: false, name: 'Carla Owner', companyId: 7, role: 'owner' };
/** A member of company 7: everything else the company does, read-only on its users. */
export const COMPANY_MEMBER: TestSession = { userId: 3, isAdmin: false, name: 'Mo Member', companyId: 7, role: 'member' };

/**
 * One expiry for every token of a test run, a day after it starts: a token made for the same session
 * is then the same text whenever it is made, so a test comparing the one it rendered with to one it
 * makes later does not fail when a second ticks over between the two.
 */
const TOKEN_EXPIRY = Math.floor(Date.now() / 1000) + 24 * 3600;

/** A token the portal can read (it never checks the signature; the API does). */
export function tokenFor(session: TestSession): string {
  return unsignedToken({ ...session, exp: TOKEN_EXPIRY });
}

/** Where the router is now, so tests can check redirects and query parameters. */
function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

/**
 * Renders the real dashboard route table (lazy pages, shell with StoreProvider and RequireLogin)
 * at `path`. The app has one store, so each test starts it afresh: empty API cache, given session.
 */
export function renderDashboard(path: string, session: TestSession | null) {
  store.dispatch(baseApi.util.resetApiState());
  store.dispatch(session ? loggedIn(tokenFor(session)) : sessionExpired());
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Suspense fallback={<p>Loading page…</p>}>
        <Routes>
          {dashboardRoutes()}
          <Route path="/login" element={<h1>Log in</h1>} />
        </Routes>
      </Suspense>
      <LocationProbe />
    </MemoryRouter>,
  );
}

export function currentLocation(container: HTMLElement = document.body): string {
  return container.querySelector('[data-testid="location"]')?.textContent ?? '';
}
