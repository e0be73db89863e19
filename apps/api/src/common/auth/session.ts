import type { ApiKeyScope, CompanyRole } from '@clearhire/contracts';

/** What a session token says about its holder (docs/product.md §3 Session, docs/architecture.md §3). */
export interface Session {
  userId: string;
  isAdmin: boolean;
  name: string;
  /** The company a company user belongs to; null for administrators. */
  companyId: number | null;
  /** A company user's role in the company; null for administrators. */
  role: CompanyRole | null;
  /**
   * A member's locations, read with every request (never from the token, so a change applies at
   * once); undefined for owners and administrators, who see every location.
   */
  locationIds?: readonly number[];
  /**
   * Two-factor sign-in is required of this user and not set up yet: the session may only set it up
   * (or log out) until it is.
   */
  twoFactorSetupRequired?: boolean;
  /**
   * Set when the caller is another system with one of the company's API keys: the session acts for
   * the company as an owner would (every location), `userId` is the key's id and `name` "API key <name>".
   */
  apiKey?: ApiKeyIdentity;
  /**
   * The sign-in this token belongs to (its `sid` and expiry), which Logout ends alone; undefined for a
   * token issued before sign-ins were named, whose Logout ends every session of the user.
   */
  signIn?: { readonly sessionId: string; readonly expiresAt: number };
}

/** The API key a session was made from. */
export interface ApiKeyIdentity {
  id: string;
  name: string;
  scopes: readonly ApiKeyScope[];
}

/** A logged-in company user: companyId is known. */
export interface CompanySession extends Session {
  isAdmin: false;
  companyId: number;
  role: CompanyRole;
}

/** Who is acting, for the audit trail: a session, or a visitor of a public form. */
export interface Actor {
  session: Session | null;
  ip: string | null;
}
