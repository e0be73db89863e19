/** What a session token says about its holder (SPEC.md §3 Session, DESIGN.md §3). */
export interface Session {
  userId: string;
  isAdmin: boolean;
  name: string;
  /** The company a company user belongs to; null for administrators. */
  companyId: number | null;
}

/** A logged-in company user: companyId is known. */
export interface CompanySession extends Session {
  isAdmin: false;
  companyId: number;
}

/** Who is acting, for the audit trail: a session, or a visitor of a public form. */
export interface Actor {
  session: Session | null;
  ip: string | null;
}

/**
 * The company whose rows a session may see: its own for a company user, every company
 * (undefined) for an administrator. Every scoped query goes through this one rule.
 */
export function companyScope(session: Session): number | undefined {
  if (session.isAdmin) return undefined;
  if (session.companyId === null) throw new Error('A non-admin session without a company');
  return session.companyId;
}
