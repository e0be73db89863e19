import type { CompanyRole } from '@clearhire/contracts';

/** What the portal reads from the session token (the API signs it; the portal only displays from it). */
export interface SessionClaims {
  /** The API signs the user's UUID (apps/api common/auth/session.ts); numbers are accepted too. */
  userId: string | number;
  isAdmin: boolean;
  name: string;
  companyId: number | null;
  /**
   * A company user's role: an owner manages the company's users and signs its ERD. Null for
   * administrators. A token from before roles were carried counts as a member, as the API reads it.
   */
  role: CompanyRole | null;
  /**
   * Two-factor sign-in is required of the user (an administrator, or their company requires it) and
   * not set up yet: the API answers 403 to everything but setting it up (and logging out) until the
   * new token it then issues, which no longer carries the claim.
   */
  twoFactorSetupRequired: boolean;
  /** Expiry, seconds since the epoch. */
  exp: number;
}

export const TOKEN_STORAGE_KEY = 'token';

/** Decodes the JWT payload (base64url JSON). Returns null for anything that is not a readable, unexpired token. */
export function readClaims(token: string | null, nowMs = Date.now()): SessionClaims | null {
  if (!token) return null;
  const part = token.split('.')[1];
  if (!part) return null;
  try {
    const json = atob(part.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(part.length / 4) * 4, '='));
    const claims = JSON.parse(json) as Partial<SessionClaims>;
    if (typeof claims.exp !== 'number' || (typeof claims.userId !== 'string' && typeof claims.userId !== 'number')) return null;
    if (claims.exp * 1000 <= nowMs) return null;
    const isAdmin = claims.isAdmin === true;
    return {
      userId: claims.userId,
      isAdmin,
      name: typeof claims.name === 'string' ? claims.name : '',
      companyId: typeof claims.companyId === 'number' ? claims.companyId : null,
      role: isAdmin ? null : claims.role === 'owner' ? 'owner' : 'member',
      twoFactorSetupRequired: claims.twoFactorSetupRequired === true,
      exp: claims.exp,
    };
  } catch {
    return null;
  }
}
