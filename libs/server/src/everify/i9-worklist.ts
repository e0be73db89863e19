import type { DataSource } from 'typeorm';
import { I9WorkRepository, type I9WorkRow } from './i9-work.repository';
import { locationBusinessDays } from './location-calendar';
import type { DeadlineDayUnit } from '@clearhire/contracts';
import { addBusinessDays, compareCalendarDates, daysLeftUntil, eVerifyCaseDeadline, everifyNextAction, section2Deadline, type BusinessDayOptions, type CountedDeadline, type EVerifyNextStep } from '@clearhire/domain';

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
  /** The employee's location, whose calendar counts the deadline. */
  readonly locationId: number;
  readonly name: string;
  /** The name's parts, for who shows less of it (the deadline calendar: the first name and the last initial). */
  readonly firstname: string;
  readonly lastname: string;
  /** 'section2': sign Section 2; 'create': create the E-Verify case; otherwise the step on the open case. */
  readonly kind: 'section2' | 'create' | EVerifyNextStep;
  readonly text: string;
  readonly firstDay: string | null;
  readonly dueDate: string | null;
  /** Days to the due date from the location's today, in `daysUnit` (daysLeftUntil); negative once late; null without one. */
  readonly daysLeft: number | null;
  /** What daysLeft counts: the employer's business days (Section 2, the case to create), federal working days (a mismatch's steps). */
  readonly daysUnit: DeadlineDayUnit | null;
  readonly testMode: boolean;
}

/** A company's applicants hired without a Form I-9 started, and the oldest hire date among them. */
export interface HiredWithoutI9 {
  readonly companyId: number;
  readonly count: number;
  readonly oldestHireDate: string;
}

/** The same at one of its locations. */
export interface HiredWithoutI9AtLocation extends HiredWithoutI9 {
  readonly locationId: number;
}

/** Two counts of hires without a Form I-9 as one: the sum, and the oldest hire of both. */
export function sumOfHired<T extends Pick<HiredWithoutI9, 'count' | 'oldestHireDate'>>(a: T, b: Pick<HiredWithoutI9, 'count' | 'oldestHireDate'>): T {
  return { ...a, count: a.count + b.count, oldestHireDate: compareCalendarDates(a.oldestHireDate, b.oldestHireDate) <= 0 ? a.oldestHireDate : b.oldestHireDate };
}

/**
 * The Form I-9 work of one company (or of every company), at some of its locations when
 * `locationIds` names them: Section 2 due within a business day or late (docs/compliance.md §4.2),
 * E-Verify cases to create by the 3rd business day (§6.1), and open cases waiting on the employer
 * (§6.2), most urgent first. The daily e-mail lists them; the dashboard counts them, also per
 * location. Deadlines are on the calendar and business days of the location each employee works at.
 */
export class I9Worklist {
  private readonly rows: I9WorkRepository;

  constructor(dataSource: DataSource) {
    this.rows = new I9WorkRepository(dataSource);
  }

  async section2Due(now: Date, companyId?: number, locationIds?: readonly number[]): Promise<I9WorkItem[]> {
    return this.dueSoon(await this.rows.withoutSection2(now, FIRST_DAY_LOOKAHEAD_DAYS, companyId, locationIds), section2Deadline, 'section2', 'Complete Form I-9 Section 2.', false);
  }

  async everifyToCreate(now: Date, testMode: boolean, companyId?: number, locationIds?: readonly number[]): Promise<I9WorkItem[]> {
    return this.dueSoon(await this.rows.withoutEVerifyCase(now, FIRST_DAY_LOOKAHEAD_DAYS, companyId, locationIds), eVerifyCaseDeadline, 'create', 'Create the E-Verify case.', testMode);
  }

  /**
   * Per company, the pre-screened applicants hired on or before their location's today whose Form I-9
   * is not started (no employee made from the submission): the form is owed from the hire on.
   */
  async hiredWithoutI9(now: Date, companyId?: number, locationIds?: readonly number[]): Promise<HiredWithoutI9[]> {
    const byCompany = new Map<number, HiredWithoutI9>();
    for (const h of await this.hiredWithoutI9ByLocation(now, companyId, locationIds)) {
      const seen = byCompany.get(h.companyId);
      byCompany.set(h.companyId, seen ? sumOfHired(seen, h) : { companyId: h.companyId, count: h.count, oldestHireDate: h.oldestHireDate });
    }
    return [...byCompany.values()];
  }

  /** The same per location (the dashboard's figures per location). */
  async hiredWithoutI9ByLocation(now: Date, companyId?: number, locationIds?: readonly number[]): Promise<HiredWithoutI9AtLocation[]> {
    const rows = await this.rows.hiredWithoutI9(now, companyId, locationIds);
    return rows.map((r) => ({ companyId: r.company_id, locationId: r.location_id, count: r.hired, oldestHireDate: r.oldest_hire_date }));
  }

  /** Open cases whose next step is the employer's (a notice, a decision, a referral, a photo, a closure). */
  async everifyActionNeeded(now: Date, companyId?: number, locationIds?: readonly number[]): Promise<I9WorkItem[]> {
    return this.openCaseSteps(now, false, companyId, locationIds);
  }

  /**
   * Every dated deadline of the Form I-9 work up to `aheadDays` after each location's today, late
   * ones included: Section 2 due, the E-Verify case due, a mismatch's notice, decision and referral
   * deadline, and the employee's agency contact date of a referred case (the step the employer waits
   * on). The same rules as the daily list, without its one-business-day horizon: the deadline calendar.
   */
  async deadlinesWithin(now: Date, aheadDays: number, testMode: boolean, companyId?: number, locationIds?: readonly number[]): Promise<I9WorkItem[]> {
    const any = () => true;
    return [
      ...this.withDeadlines(await this.rows.withoutSection2(now, aheadDays, companyId, locationIds), section2Deadline, 'section2', 'Complete Form I-9 Section 2.', false, any),
      ...this.withDeadlines(await this.rows.withoutEVerifyCase(now, aheadDays, companyId, locationIds), eVerifyCaseDeadline, 'create', 'Create the E-Verify case.', testMode, any),
      ...(await this.openCaseSteps(now, true, companyId, locationIds)).filter((i) => i.dueDate !== null),
    ];
  }

  /** The open cases' next steps: the employer's, and with `waiting` also the steps the employer waits on. */
  private async openCaseSteps(now: Date, waiting: boolean, companyId?: number, locationIds?: readonly number[]): Promise<I9WorkItem[]> {
    const rows = await this.rows.openCases(now, companyId, locationIds);
    return rows
      .map((r): I9WorkItem | null => {
        const next = everifyNextAction({ status: r.status, resultIssuedOn: r.result_issued_on, notifiedAt: r.notified_at, employeeDecision: r.employee_decision, referredOn: r.referred_on });
        if (!next || (next.step === 'wait' && !waiting)) return null;
        return withDeadline(
          { employeeId: r.id, companyId: r.company_id, locationId: r.location_id, name: `${r.firstname} ${r.lastname}`, firstname: r.firstname, lastname: r.lastname, kind: next.step, text: next.text, firstDay: null, testMode: r.test_mode },
          next.deadline,
          r.today,
        );
      })
      .filter((i): i is I9WorkItem => i !== null)
      .sort(byUrgency);
  }

  private dueSoon(rows: I9WorkRow[], deadlineOf: (firstDay: string, options: BusinessDayOptions) => CountedDeadline, kind: 'section2' | 'create', text: string, testMode: boolean): I9WorkItem[] {
    // Within one business day of the location's today, or late.
    return this.withDeadlines(rows, deadlineOf, kind, text, testMode, (deadline, today, businessDays) => deadline.dueDate <= addBusinessDays(today, I9_WARNING_BUSINESS_DAYS, businessDays));
  }

  private withDeadlines(
    rows: I9WorkRow[],
    deadlineOf: (firstDay: string, options: BusinessDayOptions) => CountedDeadline,
    kind: 'section2' | 'create',
    text: string,
    testMode: boolean,
    keep: (deadline: CountedDeadline, today: string, businessDays: BusinessDayOptions) => boolean,
  ): I9WorkItem[] {
    return rows
      .map((r) => {
        const businessDays = locationBusinessDays({ closedOnFederalHolidays: r.closed_on_federal_holidays, openOnWeekends: r.open_on_weekends });
        const deadline = deadlineOf(r.first_day, businessDays);
        if (!keep(deadline, r.today, businessDays)) return null;
        return withDeadline({ employeeId: r.id, companyId: r.company_id, locationId: r.location_id, name: `${r.firstname} ${r.lastname}`, firstname: r.firstname, lastname: r.lastname, kind, text, firstDay: r.first_day, testMode }, deadline, r.today);
      })
      .filter((i): i is I9WorkItem => i !== null)
      .sort(byUrgency);
  }
}

/**
 * A work item with its deadline: its day, and the days left from the location's today in the
 * deadline's own unit. The days left are counted when first read, day by day over the span: a
 * dashboard counts thousands of items (some long late) and shows ten, and sorts them by due day.
 */
function withDeadline(item: Omit<I9WorkItem, 'dueDate' | 'daysLeft' | 'daysUnit'>, deadline: CountedDeadline | null, today: string): I9WorkItem {
  if (!deadline) return { ...item, dueDate: null, daysLeft: null, daysUnit: null };
  let daysLeft: number | undefined;
  return {
    ...item,
    dueDate: deadline.dueDate,
    daysUnit: deadline.unit,
    get daysLeft(): number {
      return (daysLeft ??= daysLeftUntil(deadline, today));
    },
  };
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
