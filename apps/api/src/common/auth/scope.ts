import { And, Equal, FindOperator, In, Raw } from 'typeorm';
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
 *
 * Within a company, a member sees only the locations assigned to them (owners and administrators
 * see every location): employees and submissions by their `location_id`, the records of an employee
 * (its Form I-9, E-Verify cases, supplements, files) through that employee. A record at another
 * location answers 404 like another company's. Each repository call says which kind of table it
 * reads (`where` for a located one, `whereOfEmployee`, `whereOfOwner`, `whereCompany`), so the
 * location rule cannot be skipped by accident either.
 */
export class Scope {
  private constructor(
    /** One company, or null for every company (administrators only). */
    private readonly only: number | null,
    /** A company user asked for another company's rows: nothing can match. */
    private readonly empty = false,
    /** The locations in scope, or null for every location of the companies in scope. */
    private readonly sites: readonly number[] | null = null,
  ) {}

  /** Everything the session may see. */
  static of(session: Session): Scope {
    if (session.isAdmin) return new Scope(null);
    if (session.companyId === null) throw new Error('A non-admin session without a company');
    if (session.role === 'owner') return new Scope(session.companyId);
    // A member's locations are read with the session on every request (AccessGuard); a member
    // session without them is a programming error, never "every location".
    if (!session.locationIds) throw new Error("A member's session without its locations");
    return new Scope(session.companyId, false, [...session.locationIds]);
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
    return requested === base.only ? base : new Scope(base.only, true, base.sites);
  }

  /**
   * This scope narrowed to the locations a request names (a list's or an export's filter): an owner's
   * or an administrator's choice, a member's among their own (naming another matches nothing there).
   */
  atLocations(requested: readonly number[] | undefined): Scope {
    if (requested === undefined || requested.length === 0) return this;
    const wanted = [...new Set(requested)];
    const sites = this.sites === null ? wanted : wanted.filter((id) => this.sites!.includes(id));
    return new Scope(this.only, this.empty, sites);
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

  /** The locations in scope, or undefined for every location (owners and administrators). */
  get locationIds(): readonly number[] | undefined {
    return this.sites ?? undefined;
  }

  /** Whether the scope is limited to some locations (a member's, or a location filter). */
  get limitedToLocations(): boolean {
    return this.sites !== null;
  }

  /** Whether a company-level row of this company is in scope (the company itself, its settings). */
  includes(companyId: number): boolean {
    return !this.empty && (this.only === null || this.only === companyId);
  }

  /** Whether a row of this company and location is in scope. */
  includesLocated(companyId: number, locationId: number): boolean {
    return this.includes(companyId) && (this.sites === null || this.sites.includes(locationId));
  }

  /**
   * A TypeORM `where` for a company-level table (no location: the company's ERDs, settings, exports'
   * list), the company condition added. A scope that matches nothing uses an impossible id (company
   * ids are positive), so callers need no special case.
   */
  whereCompany<W extends object>(where: W): W & { companyId?: number } {
    if (this.empty) return { ...where, companyId: -1 };
    return this.only === null ? where : { ...where, companyId: this.only };
  }

  /** A TypeORM `where` for a located table (employees, submissions): company and location conditions added. */
  where<W extends object>(where: W): W & { companyId?: number; locationId?: FindOperator<number> } {
    const company = this.whereCompany(where);
    return this.sites === null ? company : { ...company, locationId: In([...this.sites]) };
  }

  /**
   * A TypeORM `where` for a table of an employee's records (E-Verify cases, Supplement B sections):
   * the company condition, and for a scope limited to locations, `employeeId` among those locations' employees.
   */
  whereOfEmployee<W extends object>(where: W): W & { companyId?: number } {
    const company = this.whereCompany(where);
    if (this.sites === null) return company;
    return { ...company, employeeId: this.narrowed((where as { employeeId?: unknown }).employeeId, 'employees') };
  }

  /**
   * A TypeORM `where` for a company-level row that covers some of the company's locations (an
   * inspection export's `locationIds`, null for every location): for a scope limited to locations,
   * only a row that names some, all of them in scope. A row of every location holds the others' records.
   */
  whereCovering<W extends object>(where: W): W & { companyId?: number; locationIds?: FindOperator<number> } {
    const company = this.whereCompany(where);
    const covered = this.covered;
    return covered === null ? company : { ...company, locationIds: Raw<number>((column) => covered.sql(column), covered.params) };
  }

  /**
   * The rule of `whereCovering` as SQL on a column of located ids (with named parameters), for a
   * query that reaches such rows another way (the file of an inspection export); null when every
   * location is in scope.
   */
  get covered(): { sql: (column: string) => string; params: Record<string, unknown> } | null {
    if (this.sites === null) return null;
    return { sql: (column) => `(${column} IS NOT NULL AND ${column} <@ :scopeCoveredLocationIds::int[])`, params: { scopeCoveredLocationIds: [...this.sites] } };
  }

  /**
   * TypeORM `where` options for stored files, which belong to an employee or to a submission: for a
   * scope limited to locations, a file of either kind at those locations.
   */
  whereOfOwner<W extends object>(where: W): (W & { companyId?: number })[] {
    const company = this.whereCompany(where);
    if (this.sites === null) return [company];
    const owner = where as { employeeId?: unknown; submissionId?: unknown };
    return [
      { ...company, employeeId: this.narrowed(owner.employeeId, 'employees') },
      { ...company, submissionId: this.narrowed(owner.submissionId, 'submissions') },
    ];
  }

  /** `value` (an id, an operator or nothing) and "a row of `table` at the scope's locations". */
  private narrowed(value: unknown, table: 'employees' | 'submissions'): FindOperator<string> {
    const sites = [...(this.sites ?? [])];
    const located = Raw<string>((column) => `${column} IN (SELECT id FROM ${table} WHERE location_id = ANY(:scopeLocationIds))`, { scopeLocationIds: sites });
    if (value === undefined) return located;
    return And(value instanceof FindOperator ? (value as FindOperator<string>) : Equal(value as string), located);
  }

  /**
   * The located condition for a TypeORM query builder (`qb.andWhere(sql, params)`): the same as `sql`,
   * with named parameters; null when every row is in scope.
   */
  builderSql(companyColumn: string, locationColumn: string): { sql: string; params: Record<string, unknown> } | null {
    const positional: unknown[] = [];
    const sql = this.sql(companyColumn, positional, locationColumn);
    if (sql === 'TRUE') return null;
    const params: Record<string, unknown> = {};
    const named = sql.replace(/\$(\d+)/g, (_, n: string) => {
      params[`scope${n}`] = positional[Number(n) - 1];
      return `:scope${n}`;
    });
    return { sql: named, params };
  }

  /**
   * The SQL condition on a company-level `column` (e.g. `c.id`), its value pushed onto `params`;
   * `TRUE` for every company, `FALSE` when nothing can match.
   */
  companySql(column: string, params: unknown[]): string {
    if (this.empty) return 'FALSE';
    if (this.only === null) return 'TRUE';
    return `${column} = $${params.push(this.only)}`;
  }

  /**
   * The SQL condition for a located row: `companyColumn` (e.g. `s.company_id`) and, for a scope
   * limited to locations, `locationColumn` (e.g. `s.location_id`) among them.
   */
  sql(companyColumn: string, params: unknown[], locationColumn: string): string {
    const company = this.companySql(companyColumn, params);
    if (this.sites === null || company === 'FALSE') return company;
    const located = `${locationColumn} = ANY($${params.push([...this.sites])}::int[])`;
    return company === 'TRUE' ? located : `${company} AND ${located}`;
  }
}
