import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager, IsNull, SelectQueryBuilder } from 'typeorm';
import { Employee, I9Section2, Submission, EmployeeMove, SmsOptOut } from '@clearhire/db';
import type { Scope } from '../../common/auth/scope';
import { likePattern } from '../../common/http/page';
import { PRESCREENING_MATCH_LIMIT, REVERIFICATION_ALERT_DAYS, type PrescreeningMatchBasis } from '@clearhire/domain';

/** How far ahead the reverification list and tile look: the first reminder's distance (90 days). */
export const REVERIFICATION_WINDOW_DAYS = Math.max(...REVERIFICATION_ALERT_DAYS);

/** An employee as the employer adds one: the private link is e-mailed by the worker. */
export type NewEmployee = Pick<Employee, 'companyId' | 'locationId' | 'firstname' | 'lastname' | 'email' | 'url' | 'i9Status' | 'startDate' | 'offerAcceptedOn' | 'submissionId' | 'language'> & Partial<Pick<Employee, 'mobilePhone'>>;

/** A pre-screening that may be the same person as an employee added by hand. */
export interface SubmissionMatch {
  id: string;
  firstname: string;
  lastname: string;
  createdAt: Date;
  matchedOn: PrescreeningMatchBasis;
}

/** What a pre-screening is matched on: the employee's company and e-mail, and once Section 1 is in, its name and birth date. */
export interface SubmissionMatchQuery {
  companyId: number;
  email: string;
  section1: { firstname: string; lastname: string; birthdate: string } | null;
  /** The first day, on the company's calendar, whose pre-screenings are offered. */
  since: string;
}

/** The unique index that keeps one employee per pre-screening: its violation is a conflict, not a failure. */
export const EMPLOYEE_SUBMISSION_KEY = 'employees_submission_key';

export interface ReverificationCounts {
  overdue: number;
  within30: number;
  within90: number;
}

/** The reverification counts' query, over the (still employed, due within the window) employees in scope, by location when asked. */
function reverificationCountsSql(scope: Scope, now: Date, byLocation: boolean): [string, unknown[]] {
  const params: unknown[] = [now.toISOString(), REVERIFICATION_WINDOW_DAYS];
  const scoped = scope.sql('e.company_id', params, 'e.location_id');
  return [
    `SELECT ${byLocation ? 'e.location_id AS "locationId", ' : ''}count(*) FILTER (WHERE e.reverify_by < t.today)::int AS overdue,
            count(*) FILTER (WHERE e.reverify_by >= t.today AND e.reverify_by <= t.today + 30)::int AS within30,
            count(*) FILTER (WHERE e.reverify_by > t.today + 30)::int AS within90
       FROM employees e JOIN locations l ON l.id = e.location_id
      CROSS JOIN LATERAL (SELECT ($1::timestamptz AT TIME ZONE l.time_zone)::date AS today) t
      WHERE e.reverify_by IS NOT NULL AND e.termination_date IS NULL AND e.reverify_by <= t.today + $2::int AND ${scoped}${byLocation ? ' GROUP BY e.location_id' : ''}`,
    params,
  ];
}

/** Employees and their Form I-9 as the session may see them: every read takes the request's Scope. */
@Injectable()
export class EmployeesRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /**
   * The list query (snapshotted in a test): employees in scope matching a name or e-mail, newest
   * first; `reverifyDueAt` keeps those still employed whose reverification date falls within
   * REVERIFICATION_WINDOW_DAYS of that instant's day on their company's calendar (or has passed).
   */
  listQuery(scope: Scope, search: string | undefined, reverifyDueAt?: Date, externalId?: string): SelectQueryBuilder<Employee> {
    const qb = this.dataSource.getRepository(Employee).createQueryBuilder('e').innerJoinAndSelect('e.company', 'c')
      // The location: its name for the list, its calendar for each employee's Section 2 deadline.
      .innerJoinAndSelect('e.location', 'l')
      // Of Section 2 the list needs only whether and when it was signed against its due date.
      .leftJoin('e.section2', 's2')
      .addSelect(['s2.id', 's2.signedOn', 's2.dueDate']);
    inListScope(qb, scope, search, externalId);
    if (reverifyDueAt) {
      qb.andWhere('e.reverify_by IS NOT NULL AND e.termination_date IS NULL AND e.reverify_by <= (:at::timestamptz AT TIME ZONE c.time_zone)::date + :days::int', {
        at: reverifyDueAt.toISOString(),
        days: REVERIFICATION_WINDOW_DAYS,
      });
      return qb.orderBy('e.reverify_by', 'ASC').addOrderBy('e.id', 'ASC');
    }
    return qb.orderBy('e.created_at', 'DESC').addOrderBy('e.id', 'DESC');
  }

  /**
   * One page and the total. Every join of the list is to one row (company, location, Section 2), so
   * the page is a plain LIMIT/OFFSET and the total counts `employees` alone through the scope's index:
   * TypeORM's take/skip and getManyAndCount would add a DISTINCT pass over every joined row, which at
   * 100,000 employees costs more than the page itself.
   */
  async list(scope: Scope, search: string | undefined, page: { take: number; skip: number }, reverifyDueAt?: Date, externalId?: string): Promise<[Employee[], number]> {
    const [rows, count] = await Promise.all([
      this.listQuery(scope, search, reverifyDueAt, externalId).limit(page.take).offset(page.skip).getMany(),
      reverifyDueAt ? this.listQuery(scope, search, reverifyDueAt, externalId).getCount() : this.countQuery(scope, search, externalId).getCount(),
    ]);
    return [rows, count];
  }

  /** The query behind the list's total when no reverification date filters it (snapshotted in a test): employees alone. */
  countQuery(scope: Scope, search: string | undefined, externalId?: string): SelectQueryBuilder<Employee> {
    return inListScope(this.dataSource.getRepository(Employee).createQueryBuilder('e'), scope, search, externalId);
  }

  /**
   * Employees still employed whose reverification is overdue, due within 30 days, or within 90 days,
   * each on their location's calendar at `now`: the dashboard's reverification tile.
   */
  async reverificationCounts(scope: Scope, now: Date): Promise<ReverificationCounts> {
    const [row] = await this.dataSource.query<ReverificationCounts[]>(...reverificationCountsSql(scope, now, false));
    return row;
  }

  /** The same per location, for the locations in scope that have any (the dashboard's figures per location). */
  reverificationCountsByLocation(scope: Scope, now: Date): Promise<(ReverificationCounts & { locationId: number })[]> {
    return this.dataSource.query(...reverificationCountsSql(scope, now, true));
  }

  /**
   * The employee a private I-9 link names. Public by design: the link's 256 random bits are the
   * credential, so no company scope applies; callers check the token's shape first.
   */
  findByLink(url: string): Promise<Employee | null> {
    return this.dataSource.getRepository(Employee).findOne({ where: { url }, relations: { company: true, location: true } });
  }

  /** An employee in scope with its company, location, Section 1 and Section 2, or null. `lock` holds the row (alone) for the caller's transaction. */
  findOne(scope: Scope, id: string, opts: { manager?: EntityManager; lock?: boolean } = {}): Promise<Employee | null> {
    return (opts.manager ?? this.dataSource.manager).findOne(Employee, {
      where: scope.where({ id }),
      ...(opts.lock ? { lock: { mode: 'pessimistic_write' as const, tables: ['employees'] } } : { relations: { company: true, location: true, i9Form: { preparers: true }, section2: { documents: true }, supplementB: true, moves: true } }),
    });
  }

  /** A new employee of a company read in scope, in the caller's transaction. */
  add(m: EntityManager, employee: NewEmployee): Promise<Employee> {
    return m.save(m.create(Employee, employee));
  }

  /**
   * The employee hired from a pre-screening in scope, or null. `lock` holds its row (Section 2 takes
   * the same lock), so a hire correction and Section 2 take turns.
   */
  findBySubmission(scope: Scope, submissionId: string, opts: { manager?: EntityManager; lock?: boolean } = {}): Promise<Employee | null> {
    const m = opts.manager ?? this.dataSource.manager;
    return m.findOne(Employee, { where: scope.where({ submissionId }), ...(opts.lock ? { lock: { mode: 'pessimistic_write' as const, tables: ['employees'] } } : {}) });
  }

  /** The signed Section 2's first day of an employee already read in scope and locked, or null before Section 2. */
  section2Of(m: EntityManager, employeeId: string): Promise<Pick<I9Section2, 'firstDayOfEmployment'> | null> {
    return m.findOne(I9Section2, { select: { id: true, firstDayOfEmployment: true }, where: { employeeId } });
  }

  /** An employee in scope with this e-mail and no pre-screening linked: the person may already have been added by hand. */
  findUnlinkedByEmail(scope: Scope, email: string, m: EntityManager): Promise<Pick<Employee, 'id' | 'createdAt'> | null> {
    return m.findOne(Employee, { select: { id: true, createdAt: true }, where: scope.where({ email: email.toLowerCase(), submissionId: IsNull() }), order: { createdAt: 'ASC' } });
  }

  /**
   * A pre-screening in scope to link an employee to, locked for the caller's transaction (the hire
   * takes the same lock first, so the two never wait on each other in opposite orders), or null.
   */
  lockSubmission(m: EntityManager, scope: Scope, submissionId: string): Promise<Pick<Submission, 'id' | 'companyId'> | null> {
    return m.findOne(Submission, { select: { id: true, companyId: true }, where: scope.where({ id: submissionId }), lock: { mode: 'pessimistic_write' } });
  }

  /**
   * The query (snapshotted in a test) of the pre-screenings that may be the employee's own: the same
   * company's, made on or after `since` on its calendar, linked to no employee, with the same e-mail
   * (both are stored lowercase) or, once Section 1 is in, the same first and last name (trimmed, any
   * case) and birth date. Each side reads its own index (company and e-mail, company and birth
   * date); newest first, at most PRESCREENING_MATCH_LIMIT.
   */
  submissionMatchesQuery(scope: Scope, q: SubmissionMatchQuery): { sql: string; params: unknown[] } {
    const params: unknown[] = [q.companyId, q.email.toLowerCase(), q.since];
    const byName = q.section1
      ? ` OR (s.birthdate = $${params.push(q.section1.birthdate)}::date
              AND lower(btrim(s.firstname)) = lower(btrim($${params.push(q.section1.firstname)}))
              AND lower(btrim(s.lastname)) = lower(btrim($${params.push(q.section1.lastname)})))`
      : '';
    const scoped = scope.sql('s.company_id', params, 's.location_id');
    const sql = `SELECT s.id, s.firstname, s.lastname, s.created_at AS "createdAt",
                        CASE WHEN s.email = $2 THEN 'email' ELSE 'name_and_birthdate' END AS "matchedOn"
                   FROM submissions s JOIN companies c ON c.id = s.company_id
                  WHERE s.company_id = $1 AND ${scoped}
                    AND (s.email = $2${byName})
                    AND (s.created_at AT TIME ZONE c.time_zone)::date >= $3::date
                    AND NOT EXISTS (SELECT 1 FROM employees x WHERE x.submission_id = s.id)
                  ORDER BY s.created_at DESC, s.id DESC
                  LIMIT ${PRESCREENING_MATCH_LIMIT}`;
    return { sql, params };
  }

  submissionMatches(scope: Scope, q: SubmissionMatchQuery, m: EntityManager = this.dataSource.manager): Promise<SubmissionMatch[]> {
    const { sql, params } = this.submissionMatchesQuery(scope, q);
    return m.query(sql, params);
  }

  /** Links an employee read in scope and locked to a pre-screening of its company; the unique index refuses a second employee. */
  async linkSubmission(m: EntityManager, id: string, submissionId: string): Promise<void> {
    await m.update(Employee, { id }, { submissionId });
  }

  /** A new first day of employment, on an employee whose Section 2 is not signed yet. */
  async updateStartDate(m: EntityManager, id: string, startDate: string): Promise<void> {
    await m.update(Employee, { id }, { startDate });
  }

  /** An employee's move to another location, kept for their history beside the new location (an employee read in scope and locked). */
  async recordMove(m: EntityManager, move: Pick<EmployeeMove, 'employeeId' | 'companyId' | 'fromLocationName' | 'toLocationName' | 'movedBy'>): Promise<void> {
    await m.insert(EmployeeMove, move);
  }

  /** The end of employment and the retention it sets, a legal hold, or another location, on an employee read in scope and locked. */
  async updateEmployment(
    m: EntityManager,
    id: string,
    changes: Partial<Pick<Employee, 'terminationDate' | 'retainUntil' | 'legalHold' | 'locationId' | 'email' | 'offerAcceptedOn' | 'language'>>,
  ): Promise<void> {
    await m.update(Employee, { id }, changes);
  }

  /** The mobile number texts go to (E.164), or null for none; the caller holds the employee's row. */
  async updateMobilePhone(m: EntityManager, id: string, mobilePhone: string | null): Promise<void> {
    await m.update(Employee, { id }, { mobilePhone });
  }

  /** Whether a number replied STOP to ClearHire's texts (an opt-out is the number's, across companies). */
  async textsOptedOut(mobilePhone: string | null): Promise<boolean> {
    if (!mobilePhone) return false;
    return (await this.dataSource.getRepository(SmsOptOut).countBy({ phone: mobilePhone })) > 0;
  }

  /** Gives the employee a new private link: the old one stops working at once, and the invitation is to be mailed again. */
  async replaceLink(m: EntityManager, id: string, url: string): Promise<void> {
    await m.update(Employee, { id }, { url, invitedAt: null });
  }
}

/** The list's rows: the employees in scope (alias `e`) whose name or e-mail matches the search. */
function inListScope(qb: SelectQueryBuilder<Employee>, scope: Scope, search: string | undefined, externalId?: string): SelectQueryBuilder<Employee> {
  const scoped = scope.builderSql('e.company_id', 'e.location_id');
  if (scoped) qb.andWhere(scoped.sql, scoped.params);
  if (search) qb.andWhere("(e.firstname || ' ' || e.lastname ILIKE :p OR e.email ILIKE :p)", { p: likePattern(search) });
  // Exact, as an HR system gives it: found through employees_company_external_key.
  if (externalId) qb.andWhere('e.external_id = :externalId', { externalId });
  return qb;
}
