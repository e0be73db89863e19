import type { DataSource } from 'typeorm';
import type { EVerifyCaseStatus, EVerifyEmployeeDecision } from '@clearhire/contracts';

/** An employee with Form I-9 work, their first day, and their location's today and business-day rules. */
export interface I9WorkRow {
  id: string;
  company_id: number;
  location_id: number;
  firstname: string;
  lastname: string;
  first_day: string;
  today: string;
  closed_on_federal_holidays: boolean;
  open_on_weekends: boolean;
}

/** An open E-Verify case, with what decides the employer's next step. */
export interface OpenCaseRow extends I9WorkRow {
  status: EVerifyCaseStatus;
  result_issued_on: string | null;
  notified_at: Date | null;
  employee_decision: EVerifyEmployeeDecision | null;
  referred_on: string | null;
  test_mode: boolean;
}

/** A location's hired applicants whose Form I-9 is not started: how many, and the oldest hire date. */
export interface HiredWithoutI9Row {
  company_id: number;
  location_id: number;
  hired: number;
  oldest_hire_date: string;
}

/**
 * The employee's day on their location's calendar (where they work decides their deadlines), and what
 * the business-day rules need of the location: `l` is the employee's location.
 */
const LOCATION_DAY = `e.location_id, to_char(($1::timestamptz AT TIME ZONE l.time_zone)::date, 'YYYY-MM-DD') AS today, l.closed_on_federal_holidays, l.open_on_weekends`;

/**
 * The rows of the Form I-9 worklist (I9Worklist): one company's, or every company's when none is
 * named (the worker's daily mail, which then sends each company its own), and within it some
 * locations' only when `locationIds` names them (a member's, a dashboard filter). The API names the
 * session's company and locations (Scope), never ones taken from the request alone.
 */
export class I9WorkRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** Employees whose Section 2 is not signed, with a first day at most `lookaheadDays` after the company's today. */
  withoutSection2(now: Date, lookaheadDays: number, companyId?: number, locationIds?: readonly number[]): Promise<I9WorkRow[]> {
    const params: unknown[] = [now.toISOString(), lookaheadDays];
    return this.dataSource.query(
      `SELECT e.id, e.company_id, e.firstname, e.lastname, to_char(e.start_date, 'YYYY-MM-DD') AS first_day, ${LOCATION_DAY}
         FROM employees e JOIN locations l ON l.id = e.location_id
        WHERE e.i9_status <> 'verified' AND e.start_date IS NOT NULL AND e.start_date <= ($1::timestamptz AT TIME ZONE l.time_zone)::date + $2::int
          ${restriction(params, 'e', companyId, locationIds)}`,
      params,
    );
  }

  /** Employees of E-Verify employers, hired since the MOU, with no case yet (or only one closed to resubmit). */
  withoutEVerifyCase(now: Date, lookaheadDays: number, companyId?: number, locationIds?: readonly number[]): Promise<I9WorkRow[]> {
    const params: unknown[] = [now.toISOString(), lookaheadDays];
    return this.dataSource.query(
      `SELECT e.id, e.company_id, e.firstname, e.lastname, to_char(coalesce(e.rehired_on, s.first_day_of_employment), 'YYYY-MM-DD') AS first_day, ${LOCATION_DAY}
         FROM employees e JOIN companies c ON c.id = e.company_id JOIN locations l ON l.id = e.location_id JOIN i9_section2 s ON s.employee_id = e.id
        WHERE c.everify_company_id IS NOT NULL AND c.everify_mou_signed_on IS NOT NULL
          AND e.offer_accepted_on IS NOT NULL AND e.termination_date IS NULL
          AND coalesce(e.rehired_on, s.first_day_of_employment) >= c.everify_mou_signed_on
          AND coalesce(e.rehired_on, s.first_day_of_employment) <= ($1::timestamptz AT TIME ZONE l.time_zone)::date + $2::int
          AND NOT EXISTS (SELECT 1 FROM everify_cases x WHERE x.employee_id = e.id AND NOT (x.status = 'closed' AND x.closure_reason = 'INCORRECT_DATA'))
          ${restriction(params, 'e', companyId, locationIds)}`,
      params,
    );
  }

  /**
   * Submissions hired on or before their location's today with no employee made from them, per location: a Form I-9
   * is owed from the hire, and nobody has started it. Only hires recorded since a hire could start
   * the Form I-9 (hire_recorded_at set) count: older ones kept their Forms I-9 another way. Hires of
   * 3 years ago or more no longer count: a Form I-9 is kept at least 3 years from the first day (8 CFR
   * 274a.2(b)(2)(i)(A)), so an employee missing by then may be one whose record was rightly destroyed. The
   * partial index submissions_hire_recorded_idx finds the rows; the employee check uses
   * employees_submission_key. Counted per location (the daily mail tells each member of theirs).
   */
  hiredWithoutI9(now: Date, companyId?: number, locationIds?: readonly number[]): Promise<HiredWithoutI9Row[]> {
    const params: unknown[] = [now.toISOString()];
    return this.dataSource.query(
      `SELECT s.company_id, s.location_id, count(*)::int AS hired, to_char(min(s.hire_date), 'YYYY-MM-DD') AS oldest_hire_date
         FROM locations l JOIN submissions s ON s.location_id = l.id
        WHERE s.hire_recorded_at IS NOT NULL AND s.hire_date <= ($1::timestamptz AT TIME ZONE l.time_zone)::date
          AND s.hire_date > (($1::timestamptz AT TIME ZONE l.time_zone)::date - interval '3 years')::date
          AND NOT EXISTS (SELECT 1 FROM employees e WHERE e.submission_id = s.id)
          ${restriction(params, 's', companyId, locationIds)}
        GROUP BY s.company_id, s.location_id`,
      params,
    );
  }

  /** Cases in a status where the employer may have a step to take. */
  openCases(now: Date, companyId?: number, locationIds?: readonly number[]): Promise<OpenCaseRow[]> {
    const params: unknown[] = [now.toISOString()];
    return this.dataSource.query(
      `SELECT e.id, e.company_id, e.firstname, e.lastname, NULL AS first_day, ${LOCATION_DAY},
              x.status, to_char(x.result_issued_on, 'YYYY-MM-DD') AS result_issued_on, x.notified_at, x.employee_decision, to_char(x.referred_on, 'YYYY-MM-DD') AS referred_on, x.test_mode
         FROM everify_cases x JOIN employees e ON e.id = x.employee_id JOIN locations l ON l.id = e.location_id
        WHERE x.status IN ('photo-match', 'tentative-nonconfirmation', 'close-and-resubmit', 'duplicate-case', 'final-nonconfirmation')
          ${restriction(params, 'e', companyId, locationIds)}`,
      params,
    );
  }
}

/** The company and location conditions on the located table `alias` (employees or submissions), their values pushed onto `params`. */
function restriction(params: unknown[], alias: 'e' | 's', companyId: number | undefined, locationIds: readonly number[] | undefined): string {
  const company = companyId === undefined ? '' : `AND ${alias}.company_id = $${params.push(companyId)}`;
  const located = locationIds === undefined ? '' : ` AND ${alias}.location_id = ANY($${params.push([...locationIds])}::int[])`;
  return company + located;
}
