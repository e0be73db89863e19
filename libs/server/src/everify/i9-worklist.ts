import type { DataSource } from 'typeorm';
import type { DeadlineDayUnit, EVerifyCaseStatus, EVerifyEmployeeDecision } from '@clearhire/contracts';
import { addBusinessDays, compareCalendarDates, daysLeftUntil, employerBusinessDays, eVerifyCaseDeadline, everifyNextAction, section2Deadline, type CountedDeadline, type EVerifyNextStep } from '@clearhire/domain';

/** How many business days ahead the reminders warn of a Form I-9 or E-Verify deadline. */
export const I9_WARNING_BUSINESS_DAYS = 1;

/**
 * A deadline three business days after the first day can be within one business day of today only
 * for a first day at most one calendar day ahead: the SQL reads no later first days.
 */
const FIRST_DAY_LOOKAHEAD_DAYS = 1;

/** Something the employer must do on a Form I-9 or its E-Verify case, and by when. */
export interface I9WorkItem {
  readonly employeeId: string;
  readonly companyId: number;
  readonly name: string;
  /** 'section2': sign Section 2; 'create': create the E-Verify case; otherwise the step on the open case. */
  readonly kind: 'section2' | 'create' | EVerifyNextStep;
  readonly text: string;
  readonly firstDay: string | null;
  readonly dueDate: string | null;
  /** Days to the due date from the company's today, in `daysUnit` (daysLeftUntil); negative once late; null without one. */
  readonly daysLeft: number | null;
  /** What daysLeft counts: the employer's business days (Section 2, the case to create), federal working days (a mismatch's steps). */
  readonly daysUnit: DeadlineDayUnit | null;
  readonly testMode: boolean;
}

interface Row {
  id: string;
  company_id: number;
  firstname: string;
  lastname: string;
  first_day: string;
  today: string;
  closed_on_federal_holidays: boolean;
}

/** The employee's day on the company's calendar, and what the business-day rules need of the company. */
const COMPANY_DAY = `to_char(($1::timestamptz AT TIME ZONE c.time_zone)::date, 'YYYY-MM-DD') AS today, c.closed_on_federal_holidays`;
const companyFilter = (companyId: number | undefined, param: string) => (companyId === undefined ? '' : `AND c.id = ${param}`);

/**
 * The Form I-9 work of one company (or of every company): Section 2 due within a business day or
 * late (docs/compliance.md §4.2), E-Verify cases to create by the 3rd business day (§6.1), and open
 * cases waiting on the employer (§6.2), most urgent first. The daily e-mail lists them; the
 * dashboard counts them. Deadlines are on each company's own calendar and business days.
 */
export class I9Worklist {
  constructor(private readonly dataSource: DataSource) {}

  async section2Due(now: Date, companyId?: number): Promise<I9WorkItem[]> {
    const rows: Row[] = await this.dataSource.query(
      `SELECT e.id, e.company_id, e.firstname, e.lastname, to_char(e.start_date, 'YYYY-MM-DD') AS first_day, ${COMPANY_DAY}
         FROM employees e JOIN companies c ON c.id = e.company_id
        WHERE e.i9_status <> 'verified' AND e.start_date IS NOT NULL AND e.start_date <= ($1::timestamptz AT TIME ZONE c.time_zone)::date + $2::int
          ${companyFilter(companyId, '$3')}`,
      [now.toISOString(), FIRST_DAY_LOOKAHEAD_DAYS, ...(companyId === undefined ? [] : [companyId])],
    );
    return this.dueSoon(rows, section2Deadline, 'section2', 'Complete Form I-9 Section 2.', false);
  }

  async everifyToCreate(now: Date, testMode: boolean, companyId?: number): Promise<I9WorkItem[]> {
    // Employees of E-Verify employers, hired since the MOU, with no case yet (or only one closed to resubmit).
    const rows: Row[] = await this.dataSource.query(
      `SELECT e.id, e.company_id, e.firstname, e.lastname, to_char(coalesce(e.rehired_on, s.first_day_of_employment), 'YYYY-MM-DD') AS first_day, ${COMPANY_DAY}
         FROM employees e JOIN companies c ON c.id = e.company_id JOIN i9_section2 s ON s.employee_id = e.id
        WHERE c.everify_company_id IS NOT NULL AND c.everify_mou_signed_on IS NOT NULL
          AND e.offer_accepted_on IS NOT NULL AND e.termination_date IS NULL
          AND coalesce(e.rehired_on, s.first_day_of_employment) >= c.everify_mou_signed_on
          AND coalesce(e.rehired_on, s.first_day_of_employment) <= ($1::timestamptz AT TIME ZONE c.time_zone)::date + $2::int
          AND NOT EXISTS (SELECT 1 FROM everify_cases x WHERE x.employee_id = e.id AND NOT (x.status = 'closed' AND x.closure_reason = 'INCORRECT_DATA'))
          ${companyFilter(companyId, '$3')}`,
      [now.toISOString(), FIRST_DAY_LOOKAHEAD_DAYS, ...(companyId === undefined ? [] : [companyId])],
    );
    return this.dueSoon(rows, eVerifyCaseDeadline, 'create', 'Create the E-Verify case.', testMode);
  }

  /** Open cases whose next step is the employer's (a notice, a decision, a referral, a photo, a closure). */
  async everifyActionNeeded(now: Date, companyId?: number): Promise<I9WorkItem[]> {
    const rows: (Row & { status: EVerifyCaseStatus; result_issued_on: string | null; notified_at: Date | null; employee_decision: EVerifyEmployeeDecision | null; referred_on: string | null; test_mode: boolean })[] =
      await this.dataSource.query(
        `SELECT e.id, e.company_id, e.firstname, e.lastname, NULL AS first_day, ${COMPANY_DAY},
                x.status, to_char(x.result_issued_on, 'YYYY-MM-DD') AS result_issued_on, x.notified_at, x.employee_decision, to_char(x.referred_on, 'YYYY-MM-DD') AS referred_on, x.test_mode
           FROM everify_cases x JOIN employees e ON e.id = x.employee_id JOIN companies c ON c.id = x.company_id
          WHERE x.status IN ('photo-match', 'tentative-nonconfirmation', 'close-and-resubmit', 'duplicate-case', 'final-nonconfirmation')
            ${companyFilter(companyId, '$2')}`,
        [now.toISOString(), ...(companyId === undefined ? [] : [companyId])],
      );
    return rows
      .map((r): I9WorkItem | null => {
        const next = everifyNextAction({ status: r.status, resultIssuedOn: r.result_issued_on, notifiedAt: r.notified_at, employeeDecision: r.employee_decision, referredOn: r.referred_on });
        if (!next || next.step === 'wait') return null;
        return {
          employeeId: r.id,
          companyId: r.company_id,
          name: `${r.firstname} ${r.lastname}`,
          kind: next.step,
          text: next.text,
          firstDay: null,
          ...counted(next.deadline, r.today),
          testMode: r.test_mode,
        };
      })
      .filter((i): i is I9WorkItem => i !== null)
      .sort(byUrgency);
  }

  private dueSoon(rows: Row[], deadlineOf: (firstDay: string, options: ReturnType<typeof employerBusinessDays>) => CountedDeadline, kind: 'section2' | 'create', text: string, testMode: boolean): I9WorkItem[] {
    return rows
      .map((r) => {
        const businessDays = employerBusinessDays({ closedOnFederalHolidays: r.closed_on_federal_holidays });
        const deadline = deadlineOf(r.first_day, businessDays);
        const horizon = addBusinessDays(r.today, I9_WARNING_BUSINESS_DAYS, businessDays);
        const item: I9WorkItem = { employeeId: r.id, companyId: r.company_id, name: `${r.firstname} ${r.lastname}`, kind, text, firstDay: r.first_day, ...counted(deadline, r.today), testMode };
        return deadline.dueDate <= horizon ? item : null;
      })
      .filter((i): i is I9WorkItem => i !== null)
      .sort(byUrgency);
  }
}

/** A work item's deadline: its day, and the days left from the company's today in the deadline's own unit. */
function counted(deadline: CountedDeadline | null, today: string): Pick<I9WorkItem, 'dueDate' | 'daysLeft' | 'daysUnit'> {
  return deadline ? { dueDate: deadline.dueDate, daysLeft: daysLeftUntil(deadline, today), daysUnit: deadline.unit } : { dueDate: null, daysLeft: null, daysUnit: null };
}

/**
 * Most urgent first: the longest overdue, then the nearest deadline, then the steps without one.
 * By the due day, not the count: counts of business days and of federal working days are not
 * comparable (the dashboard mixes the three kinds of work).
 */
export function byUrgency(a: I9WorkItem, b: I9WorkItem): number {
  if (a.dueDate !== b.dueDate) {
    if (a.dueDate === null) return 1;
    if (b.dueDate === null) return -1;
    return compareCalendarDates(a.dueDate, b.dueDate);
  }
  return a.name.localeCompare(b.name);
}
