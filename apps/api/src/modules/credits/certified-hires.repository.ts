import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { noCreditReason, isTargetGroupCode, creditRulesProblem, type TargetGroupCode } from '@clearhire/domain';
import type { Scope } from '../../common/auth/scope';

/** One wage record as read from wage_records (numerics come back as text). */
export interface WageRow {
  submission_id: string;
  tax_year: number;
  hours: string;
  first_year_wages: string;
  second_year_wages: string;
}

/** An approved submission with a start date, its credit group and its wage records. */
export interface CertifiedHire {
  id: string;
  firstname: string;
  lastname: string;
  companyId: number;
  companyName: string;
  /** The hire's location: the dashboard sums the earned credits per location. */
  locationId: number;
  ssnLast4: string;
  startDate: string;
  certificationNumber: string | null;
  group: TargetGroupCode | null;
  /** Why no wages can be recorded; null when they can. */
  problem: string | null;
  records: WageRow[];
}

interface HireRow {
  id: string;
  firstname: string;
  lastname: string;
  company_id: number;
  company_name: string;
  location_id: number;
  ssn_last4: string;
  start_date: string;
  best_group: string | null;
  woc: string | null;
  certified_group: string | null;
  certification_number: string | null;
}

export interface HireFilter {
  /** Only these submissions. */
  ids?: string[];
  /** Only hires with at least one wage record (in this tax year, when given). */
  withRecords?: boolean | { taxYear: number };
}

export const NO_GROUP_PROBLEM =
  'This hire has no credit group: the certification names no target group and the answers support none that needs no address check. Record the certified group with the approval.';

/** The SQL of the certified hires in scope (snapshotted in a test). */
export function certifiedHiresWhere(scope: Scope, filter: HireFilter): { where: string; params: unknown[] } {
  return whereOf(scope, filter);
}

/**
 * Certified hires: submissions with status 'approved' and a start date. The credit group is the
 * one named by the newest approval that names one (the state's certification), otherwise the best
 * group of the answers that needs no address check (submissions.best_group, stored by creditDeterminationOf).
 */
@Injectable()
export class CertifiedHiresRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** The hires in scope matching the filter, newest start date first, with their records (oldest year first). */
  async find(scope: Scope, filter: HireFilter, page?: { take: number; skip: number }, manager: EntityManager = this.dataSource.manager): Promise<CertifiedHire[]> {
    const { where, params } = whereOf(scope, filter);
    const paging = page ? ` LIMIT $${params.push(page.take)} OFFSET $${params.push(page.skip)}` : '';
    const rows = await manager.query<HireRow[]>(
      `SELECT s.id, s.firstname, s.lastname, s.company_id, c.name AS company_name, s.location_id, s.ssn_last4,
              to_char(s.start_date, 'YYYY-MM-DD') AS start_date, s.best_group, s.woc, g.certified_group, n.certification_number
       FROM submissions s
       JOIN companies c ON c.id = s.company_id
       LEFT JOIN LATERAL (
         SELECT e.certified_group FROM submission_status_events e
         WHERE e.submission_id = s.id AND e.status = 'approved' AND e.certified_group IS NOT NULL
         ORDER BY e.changed_at DESC, e.id DESC LIMIT 1) g ON true
       LEFT JOIN LATERAL (
         SELECT e.certification_number FROM submission_status_events e
         WHERE e.submission_id = s.id AND e.status = 'approved' AND e.certification_number IS NOT NULL
         ORDER BY e.changed_at DESC, e.id DESC LIMIT 1) n ON true
       WHERE ${where}
       ORDER BY s.start_date DESC, s.id DESC${paging}`,
      params,
    );
    if (rows.length === 0) return [];
    const ids = rows.map((r) => r.id);
    const records = await manager.query<WageRow[]>(
      `SELECT submission_id, tax_year, hours, first_year_wages, second_year_wages FROM wage_records WHERE submission_id = ANY($1::uuid[]) ORDER BY tax_year`,
      [ids],
    );
    const recordsOf = new Map<string, WageRow[]>();
    for (const r of records) recordsOf.set(r.submission_id, [...(recordsOf.get(r.submission_id) ?? []), r]);
    return rows.map((r) => {
      // The certified group, else the stored best group of the answers (set at the pre-screening and the hire).
      const group = isTargetGroupCode(r.certified_group) ? r.certified_group : isTargetGroupCode(r.best_group) ? r.best_group : null;
      return {
        id: r.id,
        firstname: r.firstname,
        lastname: r.lastname,
        companyId: r.company_id,
        companyName: r.company_name,
        locationId: r.location_id,
        ssnLast4: r.ssn_last4,
        startDate: r.start_date,
        certificationNumber: r.certification_number,
        group,
        // A rehire's wages never count, certified or not (IRC §51(i)(2)).
        problem: noCreditReason(r) ?? (group === null ? NO_GROUP_PROBLEM : creditRulesProblem(group, r.start_date)),
        records: recordsOf.get(r.id) ?? [],
      };
    });
  }

  async count(scope: Scope, filter: HireFilter): Promise<number> {
    const { where, params } = whereOf(scope, filter);
    const [{ count }] = await this.dataSource.query<{ count: number }[]>(`SELECT count(*)::int AS count FROM submissions s WHERE ${where}`, params);
    return count;
  }
}

function whereOf(scope: Scope, filter: HireFilter): { where: string; params: unknown[] } {
  const params: unknown[] = [];
  const clauses = [`s.status = 'approved'`, 's.start_date IS NOT NULL'];
  const scoped = scope.sql('s.company_id', params, 's.location_id');
  if (scoped !== 'TRUE') clauses.push(scoped);
  if (filter.ids) clauses.push(`s.id = ANY($${params.push(filter.ids)}::uuid[])`);
  if (filter.withRecords) {
    const year = typeof filter.withRecords === 'object' ? ` AND w.tax_year = $${params.push(filter.withRecords.taxYear)}` : '';
    clauses.push(`EXISTS (SELECT 1 FROM wage_records w WHERE w.submission_id = s.id${year})`);
  }
  return { where: clauses.join(' AND '), params };
}
