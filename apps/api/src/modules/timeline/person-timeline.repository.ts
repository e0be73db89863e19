import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { EVerifyCaseStatus } from '@clearhire/contracts';
import type { TimelineEmployee, TimelineSubmission } from '@clearhire/domain';
import type { Scope } from '../../common/auth/scope';

/** Which submission: its own id, or the one an employee was hired from. */
export type SubmissionKey = { id: string } | { employeeId: string };
/** Which employee: its own id, or the one hired from a submission. */
export type EmployeeKey = { id: string } | { submissionId: string };

/** A record's part of the timeline, with what the audit of its read needs. */
export interface TimelinePart<T> {
  part: T;
  companyId: number;
  /** The zone of the record's location: its days are read on that calendar. */
  timeZone: string;
}

interface SubmissionRow {
  id: string;
  company_id: number;
  time_zone: string;
  created_at: Date;
  offer_date: string | null;
  hire_date: string | null;
  start_date: string | null;
  max_credit: number | null;
  status_events: { status: string; changed_at: string; sent_on: string | null; certified_on: string | null }[];
  wage_records: { tax_year: number; recorded_at: string }[];
}

interface EmployeeRow {
  id: string;
  company_id: number;
  time_zone: string;
  start_date: string | null;
  invited_at: Date | null;
  section1_signed_at: Date | null;
  section2_signed_at: Date | null;
  section2_signed_on: string | null;
  section2_due_date: string | null;
  termination_date: string | null;
  retain_until: string | null;
  everify_cases: { created_at: string; status: EVerifyCaseStatus; result_issued_on: string | null; closed_at: string | null }[];
}

/** The submission by its id, or the one the employee $1 was hired from. */
const SUBMISSION_BY = { id: 's.id = $1', employeeId: 's.id = (SELECT x.submission_id FROM employees x WHERE x.id = $1)' };
/** The employee by its id, or the one hired from submission $1 (employees_submission_key). */
const EMPLOYEE_BY = { id: 'e.id = $1', submissionId: 'e.submission_id = $1' };

/**
 * Each record's part of a person's timeline in one statement, its steps' children aggregated in it
 * (no query per status event or case). Every read takes the Scope: another company's record, even
 * linked, is not found.
 */
@Injectable()
export class PersonTimelineRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** The SQL of the submission's part (snapshotted in a test). */
  submissionPartQuery(scope: Scope, key: SubmissionKey): { sql: string; params: unknown[] } {
    const params: unknown[] = ['id' in key ? key.id : key.employeeId];
    const scoped = scope.sql('s.company_id', params, 's.location_id');
    const sql = `SELECT s.id, s.company_id, l.time_zone, s.created_at,
            to_char(s.offer_date, 'YYYY-MM-DD') AS offer_date, to_char(s.hire_date, 'YYYY-MM-DD') AS hire_date,
            to_char(s.start_date, 'YYYY-MM-DD') AS start_date, s.max_credit,
            COALESCE((SELECT json_agg(json_build_object('status', ev.status, 'changed_at', ev.changed_at, 'sent_on', ev.sent_on, 'certified_on', ev.certified_on) ORDER BY ev.changed_at, ev.id)
                        FROM submission_status_events ev WHERE ev.submission_id = s.id), '[]') AS status_events,
            COALESCE((SELECT json_agg(json_build_object('tax_year', w.tax_year, 'recorded_at', w.updated_at) ORDER BY w.tax_year)
                        FROM wage_records w WHERE w.submission_id = s.id), '[]') AS wage_records
       FROM submissions s JOIN locations l ON l.id = s.location_id
      WHERE ${'id' in key ? SUBMISSION_BY.id : SUBMISSION_BY.employeeId} AND ${scoped}`;
    return { sql, params };
  }

  async submissionPart(scope: Scope, key: SubmissionKey): Promise<TimelinePart<TimelineSubmission> | null> {
    const { sql, params } = this.submissionPartQuery(scope, key);
    const [row] = await this.dataSource.query<SubmissionRow[]>(sql, params);
    if (!row) return null;
    return {
      companyId: row.company_id,
      timeZone: row.time_zone,
      part: {
        id: row.id,
        createdAt: row.created_at,
        offerDate: row.offer_date,
        hireDate: row.hire_date,
        startDate: row.start_date,
        maxCredit: row.max_credit,
        statusEvents: row.status_events.map((e) => ({ status: e.status, changedAt: new Date(e.changed_at), sentOn: e.sent_on, certifiedOn: e.certified_on })),
        wageRecords: row.wage_records.map((w) => ({ taxYear: w.tax_year, recordedAt: new Date(w.recorded_at) })),
      },
    };
  }

  /** The SQL of the employee's part (snapshotted in a test). */
  employeePartQuery(scope: Scope, key: EmployeeKey): { sql: string; params: unknown[] } {
    const params: unknown[] = ['id' in key ? key.id : key.submissionId];
    const scoped = scope.sql('e.company_id', params, 'e.location_id');
    const sql = `SELECT e.id, e.company_id, l.time_zone, to_char(e.start_date, 'YYYY-MM-DD') AS start_date, e.invited_at,
            f.signed_at AS section1_signed_at, s2.signed_at AS section2_signed_at,
            to_char(s2.signed_on, 'YYYY-MM-DD') AS section2_signed_on, to_char(s2.due_date, 'YYYY-MM-DD') AS section2_due_date,
            to_char(e.termination_date, 'YYYY-MM-DD') AS termination_date, to_char(e.retain_until, 'YYYY-MM-DD') AS retain_until,
            COALESCE((SELECT json_agg(json_build_object('created_at', v.created_at, 'status', v.status, 'result_issued_on', v.result_issued_on, 'closed_at', v.closed_at) ORDER BY v.created_at)
                        FROM everify_cases v WHERE v.employee_id = e.id), '[]') AS everify_cases
       FROM employees e JOIN locations l ON l.id = e.location_id
       LEFT JOIN i9_forms f ON f.employee_id = e.id
       LEFT JOIN i9_section2 s2 ON s2.employee_id = e.id
      WHERE ${'id' in key ? EMPLOYEE_BY.id : EMPLOYEE_BY.submissionId} AND ${scoped}`;
    return { sql, params };
  }

  async employeePart(scope: Scope, key: EmployeeKey): Promise<TimelinePart<TimelineEmployee> | null> {
    const { sql, params } = this.employeePartQuery(scope, key);
    const [row] = await this.dataSource.query<EmployeeRow[]>(sql, params);
    if (!row) return null;
    return {
      companyId: row.company_id,
      timeZone: row.time_zone,
      part: {
        id: row.id,
        startDate: row.start_date,
        invitedAt: row.invited_at,
        section1SignedAt: row.section1_signed_at,
        // A signed Section 2 always has its day and due date (NOT NULL columns).
        section2: row.section2_signed_at && row.section2_signed_on && row.section2_due_date ? { signedAt: row.section2_signed_at, signedOn: row.section2_signed_on, dueDate: row.section2_due_date } : null,
        everifyCases: row.everify_cases.map((v) => ({ createdAt: new Date(v.created_at), status: v.status, resultIssuedOn: v.result_issued_on, closedAt: v.closed_at ? new Date(v.closed_at) : null })),
        terminationDate: row.termination_date,
        retainUntil: row.retain_until,
      },
    };
  }
}
