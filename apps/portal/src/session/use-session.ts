import { useAppSelector } from '../app/hooks';
import { logout } from './session-slice';

/**
 * The session as docs/product.md §3 describes it: isLoggedIn, isAdmin, name, userId, token, logout;
 * for a company user its role (isOwner: may manage the company's users and sign its ERD); and whether
 * two-factor sign-in must be set up before anything else.
 */
export function useSession() {
  const { token, bearer, claims } = useAppSelector((state) => state.session);
  return {
    isLoggedIn: Boolean(claims),
    isAdmin: claims?.isAdmin ?? false,
    name: claims?.name ?? '',
    userId: claims?.userId ?? null,
    companyId: claims?.companyId ?? null,
    role: claims?.role ?? null,
    isOwner: claims?.role === 'owner',
    /** Until set up, the dashboard shows nothing but the two-factor set-up. */
    twoFactorSetupRequired: claims?.twoFactorSetupRequired ?? false,
    token,
    /** Ends this device's session. */
    logout: () => logout(bearer),
    /** Ends every session of the user, on every device. */
    logoutEverywhere: () => logout(bearer, true),
  };
}
