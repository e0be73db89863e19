import { StoreProvider } from '../../app/StoreProvider';
import { RequireLogin } from '../../session/RequireLogin';
import { DashboardLayout } from './DashboardLayout';

/**
 * The lazy root of /dashboard: the store (every dashboard page calls the API), the login guard
 * (a logged-out visitor goes to /login?redirect=…) and the side menu around the pages.
 */
export function DashboardShell() {
  return (
    <StoreProvider>
      <RequireLogin>
        <DashboardLayout />
      </RequireLogin>
    </StoreProvider>
  );
}
