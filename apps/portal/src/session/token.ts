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

/**
 * The payload's text: base64url of UTF-8 JSON, as the API's signer writes it. `atob` alone yields
 * one character per byte (Latin-1), which turned the owner "Carla Muñoz" into "Carla MuÃ±oz" on
 * every screen and in the examiner's name proposed for Form I-9 Section 2; the bytes are decoded
 * as UTF-8, and bytes that are not UTF-8 make the token unreadable rather than garbled.
 */
function decodePayload(part: string): string {
  const binary = atob(part.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(part.length / 4) * 4, '='));
  const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
  return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
}

/** Decodes the JWT payload (base64url JSON). Returns null for anything that is not a readable, unexpired token. */
export function readClaims(token: string | null, nowMs = Date.now()): SessionClaims | null {
  if (!token) return null;
  const part = token.split('.')[1];
  if (!part) return null;
  try {
    const claims = JSON.parse(decodePayload(part)) as Partial<SessionClaims>;
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
