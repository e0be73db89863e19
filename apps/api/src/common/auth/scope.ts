import { ApiError } from '../errors/api-error';
import type { Session } from './session';

/**
 * Which companies' rows a request may read or change, decided once from the session and never
 * from request data alone. Repositories take a Scope as a required argument and apply it
 * themselves, and a Scope can only be made here, so there is no unscoped way to read a company's
 * records: a new endpoint cannot forget the rule.
 *
 * - An administrator sees every company, or the one a call names.
 * - A company user sees its own company. Naming another company either matches nothing (lists,
 *   as the submission list's `companyId` filter always has) or is refused with 403 (calls that
 *   work on one named company: the dashboard, Form 5884, the payroll import).
 * - A record of another company answers 404 (the repository finds nothing), as if it did not exist.
 */
export class Scope {
  private constructor(
    /** One company, or null for every company (administrators only). */
    private readonly only: number | null,
    /** A company user asked for another company's rows: nothing can match. */
    private readonly empty = false,
  ) {}

  /** Everything the session may see. */
  static of(session: Session): Scope {
    if (session.isAdmin) return new Scope(null);
    if (session.companyId === null) throw new Error('A non-admin session without a company');
    return new Scope(session.companyId);
  }

  /** One company the system itself acts for (a public form's company, a worker job's record). */
  static company(companyId: number): Scope {
    return new Scope(companyId);
  }

  /**
   * A list filtered to the company a request names: an administrator's choice, or for a company
   * user its own company when it names that one, and nothing when it names another.
   */
  static filtered(session: Session, requested: number | undefined): Scope {
    const base = Scope.of(session);
    if (requested === undefined) return base;
    if (base.only === null) return new Scope(requested);
    return requested === base.only ? base : new Scope(base.only, true);
  }

  /**
   * A call that works on one company: a company user's own (naming another is refused with 403
   * and `refusal`); an administrator the one named, or every company when `required` is false.
   */
  static chosen(session: Session, requested: number | undefined, refusal: string, opts: { required: boolean }): Scope {
    const base = Scope.of(session);
    if (base.only !== null) {
      if (requested !== undefined && requested !== base.only) throw ApiError.forbidden(refusal);
      return base;
    }
    if (requested !== undefined) return new Scope(requested);
    if (opts.required) throw ApiError.badRequest('Choose the company (companyId).', 'companyId');
    return base;
  }

  /** The single company in scope, or undefined for every company. */
  get companyId(): number | undefined {
    return this.only ?? undefined;
  }

  /** True when nothing can match (a company user asked for another company). */
  get matchesNothing(): boolean {
    return this.empty;
  }

  /** Whether a row of this company is in scope. */
  includes(companyId: number): boolean {
    return !this.empty && (this.only === null || this.only === companyId);
  }

  /**
   * A TypeORM `where` with the company condition added. A scope that matches nothing uses an
   * impossible id (company ids are positive), so callers need no special case.
   */
  where<W extends object>(where: W): W & { companyId?: number } {
    if (this.empty) return { ...where, companyId: -1 };
    return this.only === null ? where : { ...where, companyId: this.only };
  }

  /**
   * The SQL condition on `column` (e.g. `s.company_id`), its value pushed onto `params`; `TRUE`
   * for every company, `FALSE` when nothing can match.
   */
  sql(column: string, params: unknown[]): string {
    if (this.empty) return 'FALSE';
    if (this.only === null) return 'TRUE';
    return `${column} = $${params.push(this.only)}`;
  }
}
