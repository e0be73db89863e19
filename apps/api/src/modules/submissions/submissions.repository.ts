import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager, In, IsNull, MoreThan, type SelectQueryBuilder } from 'typeorm';
import type { SubmissionStatus } from '@clearhire/contracts';
import { DUE_LIST_START_OFFSET_DAYS, type CreditDetermination } from '@clearhire/domain';
import { Employee, type HireFields, type I9Form, Submission, SubmissionHireCorrection, SubmissionStatusEvent } from '@clearhire/db';
import type { Scope } from '../../common/auth/scope';
import type { DueRow, SubmissionRow } from './submission.presenter';
import { pooledQuery } from '@clearhire/server';

export interface SubmissionListFilters {
  companyName?: string;
  status?: SubmissionStatus;
  /** The candidate's id in the company's applicant tracking system, exact (submissions_company_external_idx). */
  externalId?: string;
}

export interface Paging {
  limit: number;
  offset: number;
}

/** A submission found by the SSN's blind index, and whether it is a certified hire. */
export interface SsnMatch {
  id: string;
  ssn_index: string;
  certified: boolean;
}

interface Sql {
  sql: string;
  params: unknown[];
}

const where = (conditions: string[]) => {
  const real = conditions.filter((c) => c !== 'TRUE');
  return real.length ? ` WHERE ${real.join(' AND ')}` : '';
};

/**
 * The two queries behind GET /api/submissions, as plain parameterised SQL: the busiest read of
 * the dashboard, kept readable for review (its text is snapshotted in a test) and free of
 * query-builder overhead. The page reads `submissions` through its (company, status, created_at)
 * indexes; the counts read the tally the database keeps per company and location
 * (submission_status_counts), a member's locations' rows only.
 */
export function submissionListSql(scope: Scope, f: SubmissionListFilters, page: Paging): { page: Sql; counts: Sql } {
  const filtersOn = (alias: string, params: unknown[]) => {
    const conditions = [scope.sql(`${alias}.company_id`, params, `${alias}.location_id`)];
    if (f.companyName !== undefined) conditions.push(`lower(c.name) = lower($${params.push(f.companyName)})`);
    return conditions;
  };
  const pageParams: unknown[] = [];
  const pageConditions = filtersOn('s', pageParams);
  if (f.status) pageConditions.push(`s.status = $${pageParams.push(f.status)}`);
  if (f.externalId !== undefined) pageConditions.push(`s.external_id = $${pageParams.push(f.externalId)}`);
  const countParams: unknown[] = [];
  // The status counts come from their rollup, which knows no external ids: filtered by one, they
  // are counted from the few submissions that carry it.
  const counted = f.externalId === undefined ? 't' : 's';
  const countConditions = filtersOn(counted, countParams);
  if (f.externalId !== undefined) countConditions.push(`s.external_id = $${countParams.push(f.externalId)}`);
  return {
    page: {
      sql:
        'SELECT s.id, s.firstname, s.lastname, s.email, s.status, s.eligible, s.created_at, s.company_id, c.name AS company_name, s.location_id, l.name AS location_name, s.best_group, s.max_credit, s.external_id ' +
        'FROM submissions s JOIN companies c ON c.id = s.company_id JOIN locations l ON l.id = s.location_id' +
        where(pageConditions) +
        ` ORDER BY s.created_at DESC, s.id DESC LIMIT $${pageParams.push(page.limit)} OFFSET $${pageParams.push(page.offset)}`,
      params: pageParams,
    },
    counts: {
      sql:
        counted === 't'
          ? 'SELECT t.status, SUM(t.n)::int AS n FROM submission_status_counts t JOIN companies c ON c.id = t.company_id' + where(countConditions) + ' GROUP BY t.status'
          : 'SELECT s.status, count(*)::int AS n FROM submissions s JOIN companies c ON c.id = s.company_id' + where(countConditions) + ' GROUP BY s.status',
      params: countParams,
    },
  };
}

/**
 * Hires not yet sent to the state whose 28-day deadline is at most 7 days away or has passed on
 * their company's own day (start date on or before that day minus 21), most urgent first; the
 * start-date index serves both. `now` is the clock's instant, turned into each company's date here.
 */
export function dueListSql(scope: Scope, now: Date, page: Paging): { page: Sql; count: Sql } {
  const params: unknown[] = [now.toISOString(), DUE_LIST_START_OFFSET_DAYS];
  const scoped = scope.sql('s.company_id', params, 's.location_id');
  const companyDay = `($1::timestamptz AT TIME ZONE c.time_zone)::date`;
  const condition =
    `s.status = 'pending' AND s.start_date IS NOT NULL AND s.start_date <= ${companyDay} + $2::int` + (scoped === 'TRUE' ? '' : ` AND ${scoped}`);
  const countParams = [...params];
  return {
    page: {
      sql:
        `SELECT s.id, s.firstname, s.lastname, s.company_id, c.name AS company_name, to_char(s.start_date, 'YYYY-MM-DD') AS start_date, ` +
        `to_char(${companyDay}, 'YYYY-MM-DD') AS company_today ` +
        `FROM submissions s JOIN companies c ON c.id = s.company_id WHERE ${condition} ` +
        `ORDER BY s.start_date ASC, s.id ASC LIMIT $${params.push(page.limit)} OFFSET $${params.push(page.offset)}`,
      params,
    },
    count: { sql: `SELECT count(*)::int AS count FROM submissions s JOIN companies c ON c.id = s.company_id WHERE ${condition}`, params: countParams },
  };
}

/** A status change with its evidence, kept in the submission's append-only history. */
export type NewStatusEvent = Pick<SubmissionStatusEvent, 'submissionId' | 'status' | 'changedBy' | 'sentOn' | 'sentChannel'> &
  Partial<Pick<SubmissionStatusEvent, 'certifiedOn' | 'certificationNumber' | 'certifiedGroup' | 'rejectionReason' | 'proofDocumentId'>>;

/** A correction of a hire the state already has: who, why, and the hire before and after. */
export type NewHireCorrection = Pick<SubmissionHireCorrection, 'submissionId' | 'correctedBy' | 'reason' | 'before' | 'after'>;

/** Submissions as the session may see them: every read takes the request's Scope. */
@Injectable()
export class SubmissionsRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async list(scope: Scope, filters: SubmissionListFilters, page: Paging): Promise<{ rows: SubmissionRow[]; grouped: { status: SubmissionStatus; n: number }[] }> {
    const sql = submissionListSql(scope, filters, page);
    const [rows, grouped] = await Promise.all([
      pooledQuery<SubmissionRow>(this.dataSource, sql.page.sql, sql.page.params),
      pooledQuery<{ status: SubmissionStatus; n: number }>(this.dataSource, sql.counts.sql, sql.counts.params),
    ]);
    return { rows, grouped };
  }

  async due(scope: Scope, now: Date, page: Paging): Promise<{ rows: DueRow[]; count: number }> {
    const sql = dueListSql(scope, now, page);
    const [rows, [{ count }]] = await Promise.all([
      this.dataSource.query<DueRow[]>(sql.page.sql, sql.page.params),
      this.dataSource.query<{ count: number }[]>(sql.count.sql, sql.count.params),
    ]);
    return { rows, count };
  }

  /**
   * One submission in scope with its company, or null (another company's answers 404 upstream).
   * `lock` takes the row lock for the rest of the caller's transaction.
   */
  findOne(scope: Scope, id: string, opts: { manager?: EntityManager; lock?: boolean; withCompany?: boolean } = {}): Promise<Submission | null> {
    const m = opts.manager ?? this.dataSource.manager;
    return m.findOne(Submission, {
      where: scope.where({ id }),
      ...(opts.withCompany === false ? {} : { relations: { company: true, location: true } }),
      ...(opts.lock ? { lock: { mode: 'pessimistic_write' as const, tables: ['submissions'] } } : {}),
    });
  }

  /** The submissions in scope among `ids`, with their companies (those out of scope are simply absent). */
  findMany(scope: Scope, ids: string[]): Promise<Submission[]> {
    return this.dataSource.getRepository(Submission).find({ where: scope.where({ id: In(ids) }), relations: { company: true } });
  }

  /**
   * The submissions in scope per SSN blind index (the payroll import's matching). Locked FOR SHARE
   * in the caller's transaction so none changes status between the checks and the commit; in id
   * order, as every other locker of several submissions takes them, so none waits on another in a circle.
   */
  async bySsnIndex(scope: Scope, indexes: string[], manager: EntityManager): Promise<Map<string, SsnMatch[]>> {
    const byIndex = new Map<string, SsnMatch[]>();
    if (indexes.length === 0) return byIndex;
    const params: unknown[] = [indexes];
    const found = await manager.query<SsnMatch[]>(
      `SELECT s.id, s.ssn_index, (s.status = 'approved' AND s.start_date IS NOT NULL) AS certified
       FROM submissions s WHERE s.ssn_index = ANY($1::char(64)[]) AND ${scope.sql('s.company_id', params, 's.location_id')}
       ORDER BY s.id FOR SHARE`,
      params,
    );
    for (const s of found) byIndex.set(s.ssn_index, [...(byIndex.get(s.ssn_index) ?? []), s]);
    return byIndex;
  }

  /**
   * Form I-9 Section 1 of the employee hired from a submission, or null before Section 1 or while no
   * employee is linked. Scoped as the submission was: an employee of another company is never read.
   */
  async linkedSection1(scope: Scope, submissionId: string): Promise<I9Form | null> {
    const employee = await this.dataSource.manager.findOne(Employee, { where: scope.where({ submissionId }), relations: { i9Form: true } });
    return employee?.i9Form ?? null;
  }

  /** The status changes of a submission already read through this repository, newest first. */
  statusHistory(submissionId: string): Promise<SubmissionStatusEvent[]> {
    return this.dataSource.getRepository(SubmissionStatusEvent).find({ where: { submissionId }, order: { changedAt: 'DESC' } });
  }

  /** The hire corrections of a submission already read through this repository, newest first. */
  hireCorrections(submissionId: string): Promise<SubmissionHireCorrection[]> {
    return this.dataSource.getRepository(SubmissionHireCorrection).find({ where: { submissionId }, order: { correctedAt: 'DESC' } });
  }

  /**
   * The query behind `stateQueue` (snapshotted in a test): one state's pending submissions with
   * their company's name and calendar, hires by start date first (the 28-day deadline runs from it),
   * then those without a hire, oldest first; the partial index submissions_state_queue_idx holds
   * exactly these rows in this order. An administrator's list: every company.
   */
  stateQueueQuery(state: string): SelectQueryBuilder<Submission> {
    return this.dataSource.getRepository(Submission).createQueryBuilder('s').where(`s.status = 'pending'`).andWhere('s.state = :state', { state });
  }

  /** One page of the state's queue and how many it holds; a page reads its answers too (they give the target groups). */
  stateQueue(state: string, page: { take: number; skip: number }): Promise<[Submission[], number]> {
    const pending = this.stateQueueQuery(state);
    return Promise.all([
      pending
        .clone()
        .innerJoin('s.company', 'c')
        .addSelect(['c.id', 'c.name', 'c.timeZone'])
        .orderBy('s.startDate', 'ASC', 'NULLS LAST')
        .addOrderBy('s.createdAt', 'ASC')
        .addOrderBy('s.id', 'ASC')
        .limit(page.take)
        .offset(page.skip)
        .getMany(),
      pending.getCount(),
    ]);
  }

  /** Keeps a status change (or its evidence) in the history of a submission read and locked in scope. */
  /**
   * Locks these submissions' rows in the caller's transaction, in id order: the order in which the
   * worker's batches lock theirs, so two transactions that each need several never wait on each other
   * in a circle.
   */
  async lockInIdOrder(m: EntityManager, ids: readonly string[]): Promise<void> {
    if (ids.length) await m.query('SELECT id FROM submissions WHERE id = ANY($1::uuid[]) ORDER BY id FOR UPDATE', [ids]);
  }

  async recordStatusEvent(m: EntityManager, event: NewStatusEvent): Promise<void> {
    await m.insert(SubmissionStatusEvent, event);
  }

  /** Sets the status; with `from`, only while the submission still has that one (a batch never moves one further along back). */
  async setStatus(m: EntityManager, id: string, status: SubmissionStatus, from?: SubmissionStatus): Promise<void> {
    await m.update(Submission, from ? { id, status: from } : { id }, { status, statusChangedAt: new Date() });
  }

  /**
   * Writes the hire and its credit determination; a changed hire raises the hire revision and
   * the forms stop being ready until that revision's are stored (the sweep re-queues the job).
   */
  async recordHire(m: EntityManager, id: string, hire: HireFields, determination: CreditDetermination, hireRevision: number | null, recordedAt: Date): Promise<void> {
    // The first recording's instant stays: a correction is the same hire.
    await m
      .createQueryBuilder()
      .update(Submission)
      .set({ ...hire, ...determination, ...(hireRevision !== null ? { hireRevision, documentsReadyAt: null } : {}), hireRecordedAt: () => 'COALESCE(hire_recorded_at, :recordedAt)' })
      .where('id = :id', { id, recordedAt })
      .execute();
  }

  /**
   * A correction after sending: kept with its reason, and the 8850 and 9061 the state received kept
   * under their as-sent kinds, once (a later correction leaves those as they are: the state still
   * holds them), so the new hire's forms replace only later renderings.
   */
  async keepAsSent(m: EntityManager, correction: NewHireCorrection): Promise<void> {
    await m.insert(SubmissionHireCorrection, correction);
    const [{ kept }]: { kept: number }[] = await m.query(`SELECT count(*)::int AS kept FROM documents WHERE submission_id = $1 AND kind IN ('form-8850-as-sent', 'form-9061-as-sent')`, [correction.submissionId]);
    if (kept === 0) await m.query(`UPDATE documents SET kind = kind || '-as-sent' WHERE submission_id = $1 AND kind IN ('form-8850', 'form-9061')`, [correction.submissionId]);
  }

  /** Up to `take` submissions after `after` (by id) whose credit is not determined yet: the backfill's batches. */
  undetermined(after: string, take: number): Promise<Submission[]> {
    return this.dataSource.getRepository(Submission).find({ where: { maxCredit: IsNull(), id: MoreThan(after) }, order: { id: 'ASC' }, take });
  }

  /** Writes determinations in one statement, only where none was written meanwhile. */
  async fillDeterminations(determined: ({ id: string } & CreditDetermination)[]): Promise<void> {
    await this.dataSource.query(
      `UPDATE submissions AS s SET best_group = d.best_group, max_credit = d.max_credit
       FROM unnest($1::uuid[], $2::text[], $3::int[]) AS d(id, best_group, max_credit)
       WHERE s.id = d.id AND s.max_credit IS NULL`,
      [determined.map((d) => d.id), determined.map((d) => d.bestGroup), determined.map((d) => d.maxCredit)],
    );
  }
}
