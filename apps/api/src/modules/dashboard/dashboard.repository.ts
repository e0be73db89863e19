import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { SubmissionStatus } from '@clearhire/contracts';
import type { HiatusPeriod, TargetGroupCode } from '@clearhire/domain';
import type { Scope } from '../../common/auth/scope';
import type { MonthEdge } from './recent-months';

interface Sql {
  sql: string;
  params: unknown[];
}

const and = (condition: string) => (condition === 'TRUE' ? '' : ` AND ${condition}`);

/** Start dates in hiatus, one range per period (the rules table's gaps), read from the (company, start date) index. */
function inHiatusSql(hiatus: readonly HiatusPeriod[], params: unknown[]): string {
  return hiatus.map((p) => `(start_date >= $${params.push(p.from)}${p.to === null ? '' : ` AND start_date < $${params.push(p.to)}`})`).join(' OR ');
}

/**
 * The rollup a scope reads, and its condition: every location of its companies in the sums by company
 * (submission_company_rollups: a few hundred rows a company whatever its number of locations), some
 * locations (a member's, a filter's) in the sums by location (submission_rollups).
 */
function rollupOf(scope: Scope, params: unknown[]): { table: string; scoped: string } {
  return scope.limitedToLocations
    ? { table: 'submission_rollups', scoped: and(scope.sql('company_id', params, 'location_id')) }
    : { table: 'submission_company_rollups', scoped: and(scope.companySql('company_id', params)) };
}

/**
 * The dashboard's queries (snapshotted in a test), over the rollups the database keeps (per company,
 * and per location: UTC creation month, status and best group; see rollupOf) and, for the few
 * submissions made between local and UTC midnight of a month's 1st, over `submissions` itself.
 */
export function dashboardSql(
  scope: Scope,
  firstMonth: string,
  lastMonth: string,
  timeZone: string,
  edges: MonthEdge[],
  hiatus: readonly HiatusPeriod[] = [],
): { potential: Sql; waiting: Sql | null; rehires: Sql; months: Sql; moved: Sql | null } {
  const waitingParams: unknown[] = [];
  const inHiatus = inHiatusSql(hiatus, waitingParams);
  const waitingScope = and(scope.sql('company_id', waitingParams, 'location_id'));
  const potentialParams: unknown[] = [];
  const potentialRollup = rollupOf(scope, potentialParams);
  const rehireParams: unknown[] = [];
  const monthParams: unknown[] = [`${firstMonth}-01`, `${lastMonth}-01`];
  const monthRollup = rollupOf(scope, monthParams);
  const spanParams: unknown[] = [timeZone, ...edges.flatMap((e) => [e.from, e.to])];
  // One range per edge, written out, so the planner reads each from the created_at index.
  const inSpans = edges.map((_, i) => `(created_at >= $${2 * i + 2} AND created_at < $${2 * i + 3})`).join(' OR ');
  const spanScope = and(scope.sql('company_id', spanParams, 'location_id'));
  return {
    // potential_n and max_credit_sum count the rows with max_credit > 0: eligible applicants with a confirmed group.
    potential: {
      sql: `SELECT nullif(best_group, '') AS "group", sum(potential_n)::int AS submissions, sum(max_credit_sum)::text AS credit
         FROM ${potentialRollup.table} WHERE status <> 'rejected'${potentialRollup.scoped} GROUP BY best_group HAVING sum(potential_n) > 0`,
      params: potentialParams,
    },
    // The part of the potential credits whose hires started while WOTC is not authorized: shown apart.
    waiting:
      hiatus.length === 0
        ? null
        : {
            sql: `SELECT best_group AS "group", count(*)::int AS submissions, sum(max_credit)::text AS credit
             FROM submissions WHERE eligible AND status <> 'rejected' AND max_credit > 0 AND (${inHiatus})${waitingScope} GROUP BY best_group`,
            params: waitingParams,
          },
    // Eligible rehires not rejected: their answers may support a group, but no credit counts (IRC §51(i)(2)).
    rehires: {
      sql: `SELECT count(*)::int AS n FROM submissions WHERE woc = '1' AND eligible AND status <> 'rejected'${and(scope.sql('company_id', rehireParams, 'location_id'))}`,
      params: rehireParams,
    },
    months: {
      // Summed by the month itself, then labelled: a company of many locations has thousands of rows a month.
      sql: `SELECT to_char(month, 'YYYY-MM') AS month, status, n FROM (
         SELECT month, status, sum(n)::int AS n FROM ${monthRollup.table} WHERE month >= $1 AND month <= $2${monthRollup.scoped} GROUP BY month, status) AS m`,
      params: monthParams,
    },
    moved:
      edges.length === 0
        ? null
        : {
            sql: `SELECT to_char(created_at AT TIME ZONE $1, 'YYYY-MM') AS local, to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM') AS utc, status, count(*)::int AS n
             FROM submissions WHERE (${inSpans})${spanScope} GROUP BY 1, 2, 3`,
            params: spanParams,
          },
  };
}

/**
 * The figures per location's queries (snapshotted in a test), one grouped query each whatever the
 * number of locations: the rollup's sums and the part of its potential credits waiting for renewal.
 */
export function locationFiguresSql(scope: Scope, hiatus: readonly HiatusPeriod[] = []): { sums: Sql; waiting: Sql | null } {
  const sumParams: unknown[] = [];
  const waitingParams: unknown[] = [];
  const inHiatus = inHiatusSql(hiatus, waitingParams);
  return {
    sums: {
      sql: `SELECT location_id AS "locationId", sum(n)::int AS submissions, coalesce(sum(max_credit_sum) FILTER (WHERE status <> 'rejected'), 0)::text AS credit
         FROM submission_rollups WHERE ${scope.sql('company_id', sumParams, 'location_id')} GROUP BY location_id`,
      params: sumParams,
    },
    waiting:
      hiatus.length === 0
        ? null
        : {
            sql: `SELECT location_id AS "locationId", sum(max_credit)::text AS credit
             FROM submissions WHERE eligible AND status <> 'rejected' AND max_credit > 0 AND (${inHiatus})${and(scope.sql('company_id', waitingParams, 'location_id'))} GROUP BY location_id`,
            params: waitingParams,
          },
  };
}

/** A location's submissions and credits (dollars, as text: bigint sums). */
export interface LocationSums {
  locationId: number;
  submissions: number;
  /** Its potential credits, those waiting for renewal taken out. */
  credit: number;
}

export interface DashboardRows {
  groups: { group: TargetGroupCode; submissions: number; credit: string }[];
  /** Of those, the hires that started in a hiatus, by group. */
  waiting: { group: TargetGroupCode; submissions: number; credit: string }[];
  rehires: number;
  counts: { month: string; status: SubmissionStatus; n: number }[];
  moved: { local: string; utc: string; status: SubmissionStatus; n: number }[];
}

/** The dashboard's figures for the companies in scope. */
@Injectable()
export class DashboardRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async figures(scope: Scope, months: string[], timeZone: string, edges: MonthEdge[], hiatus: readonly HiatusPeriod[]): Promise<DashboardRows> {
    const sql = dashboardSql(scope, months[0], months[months.length - 1], timeZone, edges, hiatus);
    const [groups, waiting, [{ n: rehires }], counts, moved] = await Promise.all([
      this.dataSource.query<DashboardRows['groups']>(sql.potential.sql, sql.potential.params),
      sql.waiting ? this.dataSource.query<DashboardRows['waiting']>(sql.waiting.sql, sql.waiting.params) : Promise.resolve([]),
      this.dataSource.query<{ n: number }[]>(sql.rehires.sql, sql.rehires.params),
      this.dataSource.query<DashboardRows['counts']>(sql.months.sql, sql.months.params),
      sql.moved ? this.dataSource.query<DashboardRows['moved']>(sql.moved.sql, sql.moved.params) : Promise.resolve([]),
    ]);
    return { groups, waiting, rehires, counts, moved };
  }

  /** Per location in scope that has submissions: how many, and its potential credits outside a hiatus. */
  async sumsByLocation(scope: Scope, hiatus: readonly HiatusPeriod[]): Promise<LocationSums[]> {
    const sql = locationFiguresSql(scope, hiatus);
    const [sums, waiting] = await Promise.all([
      this.dataSource.query<{ locationId: number; submissions: number; credit: string }[]>(sql.sums.sql, sql.sums.params),
      sql.waiting ? this.dataSource.query<{ locationId: number; credit: string }[]>(sql.waiting.sql, sql.waiting.params) : Promise.resolve([]),
    ]);
    const held = new Map(waiting.map((w) => [w.locationId, Number(w.credit)]));
    return sums.map((s) => ({ locationId: s.locationId, submissions: s.submissions, credit: Number(s.credit) - (held.get(s.locationId) ?? 0) }));
  }
}
