import type { DeadlineDayUnit } from '@clearhire/contracts';
import { addBusinessDays, businessDaysBetween, FEDERAL_WORKING_DAYS, type BusinessDayOptions } from './business-days';
import { addCalendarDays, addCalendarYears, calendarDaysBetween } from './calendar-arithmetic';
import { compareCalendarDates, isCalendarDate } from './calendar-date';
import { FORM_8850_DEADLINE_RELIEFS, type Form8850DeadlineRelief } from './wotc-rules';

function assertDate(value: string, field: string): void {
  if (!isCalendarDate(value)) throw new RangeError(`${field} is not a calendar date: ${JSON.stringify(value)}`);
}

/** docs/compliance.md §3.1: "No later than the 28th calendar day after the individual begins work" (§51(d)(13)). */
export const WOTC_SUBMISSION_DAYS = 28;

/**
 * Last day to send Form 8850 (with the 9061/9062) to the state: start date + 28 calendar days
 * (docs/compliance.md §3.1; e.g. Mon 2025-03-03 → 2025-03-31). No weekend/holiday roll-forward: that
 * reading is unconfirmed, and the conservative default is the 28th day itself.
 *
 * Where the IRS granted transition relief for the start date (FORM_8850_DEADLINE_RELIEFS, e.g.
 * Notices 2016-22 and 2016-40 after the PATH Act renewed WOTC retroactively for 2015), the later of
 * the 28th day and the relief's date: relief only ever gives more time.
 */
export function wotcSubmissionDeadline(startDate: string, reliefs: readonly Form8850DeadlineRelief[] = FORM_8850_DEADLINE_RELIEFS): string {
  assertDate(startDate, 'startDate');
  let deadline = addCalendarDays(startDate, WOTC_SUBMISSION_DAYS);
  for (const r of reliefs) {
    if (r.startFrom <= startDate && startDate <= r.startThrough && r.fileBy > deadline) deadline = r.fileBy;
  }
  return deadline;
}

export interface I9DueDateOptions extends BusinessDayOptions {
  /**
   * How many business days the employment lasts, when known. Under 3, Section 2 is due on the
   * first day itself (8 CFR 274a.2(b)(1)(iii), docs/compliance.md §4.2 "Short jobs").
   */
  readonly employmentBusinessDays?: number;
}

/** docs/compliance.md §4.2: Section 2 "within 3 business days of the first day of employment", first day excluded. */
export const I9_SECTION2_BUSINESS_DAYS = 3;

function assertEmploymentDays(value: number | undefined): void {
  if (value !== undefined && (typeof value !== 'number' || Number.isNaN(value) || value < 0)) {
    throw new RangeError(`employmentBusinessDays must be zero or more: ${String(value)}`);
  }
}

/**
 * A deadline with the days it is counted in, so that what is left is said in the deadline's own
 * unit: the 28-day WOTC deadline in calendar days (docs/compliance.md §3.1), Form I-9 Section 2
 * and the E-Verify case in the employer's business days (§4.2, §6.1), E-Verify's mismatch steps in
 * federal government working days (§6.2).
 */
export type CountedDeadline =
  | { readonly dueDate: string; readonly unit: Exclude<DeadlineDayUnit, 'business'> }
  | { readonly dueDate: string; readonly unit: 'business'; readonly businessDays: BusinessDayOptions };

/** The employer's business days an I-9 deadline counts, without the options that only move the due date. */
function businessDaysOf(options: BusinessDayOptions): BusinessDayOptions {
  return { holidays: options.holidays, countWeekends: options.countWeekends };
}

/** Form I-9 Section 2's deadline, counted in the employer's business days (section2DueDate). */
export function section2Deadline(firstDay: string, options: I9DueDateOptions = {}): CountedDeadline {
  return { dueDate: section2DueDate(firstDay, options), unit: 'business', businessDays: businessDaysOf(options) };
}

/** The E-Verify case's deadline, counted in the employer's business days (eVerifyCaseDueDate). */
export function eVerifyCaseDeadline(firstDay: string, options: I9DueDateOptions = {}): CountedDeadline {
  return { dueDate: eVerifyCaseDueDate(firstDay, options), unit: 'business', businessDays: businessDaysOf(options) };
}

/**
 * Days from `today` to the deadline, in its unit, `today` not counted and the due day counted: on
 * the due day 0; a federal-working deadline of Thu 2026-12-10 has 10 left on Wed 2026-11-25
 * (Thanksgiving skipped). Once it has passed, negative: the days of its unit since, and at least
 * one, since the Saturday after a Friday deadline is late although no working day has gone by.
 */
export function daysLeftUntil(deadline: CountedDeadline, today: string): number {
  assertDate(deadline.dueDate, 'dueDate');
  assertDate(today, 'today');
  const count =
    deadline.unit === 'calendar'
      ? calendarDaysBetween(today, deadline.dueDate)
      : businessDaysBetween(today, deadline.dueDate, deadline.unit === 'business' ? deadline.businessDays : FEDERAL_WORKING_DAYS);
  return compareCalendarDates(today, deadline.dueDate) > 0 ? Math.min(count, -1) : count;
}

/**
 * Last day to complete Form I-9 Section 2: the third business day after the first day of
 * employment, which is not counted (USCIS: start Mon 2025-06-02 → Thu 2025-06-05). Weekends and
 * observed US federal holidays are skipped unless the options say otherwise. For employment of
 * fewer than 3 business days, the first day itself.
 */
export function section2DueDate(firstDay: string, options: I9DueDateOptions = {}): string {
  assertDate(firstDay, 'firstDay');
  assertEmploymentDays(options.employmentBusinessDays);
  if (options.employmentBusinessDays !== undefined && options.employmentBusinessDays < I9_SECTION2_BUSINESS_DAYS) {
    return firstDay;
  }
  return addBusinessDays(firstDay, I9_SECTION2_BUSINESS_DAYS, options);
}

/**
 * Last day to create the E-Verify case: "no later than the 3rd business day after the employee
 * starts work for pay", first day excluded (docs/compliance.md §6.1; start Mon 2025-05-26 → Thu 2025-05-29).
 *
 * Unlike Section 2, a short job does not bring this forward: e-verify.gov says the case "is still
 * due within 3 business days even if the job lasts 1–2 days" (docs/compliance.md §6.1 "Short-term hires"),
 * so employmentBusinessDays is accepted (the same options object serves both) but ignored.
 */
export function eVerifyCaseDueDate(firstDay: string, options: I9DueDateOptions = {}): string {
  assertDate(firstDay, 'firstDay');
  assertEmploymentDays(options.employmentBusinessDays);
  return addBusinessDays(firstDay, I9_SECTION2_BUSINESS_DAYS, options);
}

/**
 * Date until which a Form I-9 must be kept (docs/compliance.md §4.8): "three years after the date of hire,
 * or one year after the date employment ends, whichever is later". While employed (no termination
 * date) it must be kept indefinitely: null. A Feb 29 hire or termination lands on Mar 1 of a
 * common year (addCalendarYears), never a day early.
 */
export function i9RetainUntil(hireDate: string, terminationDate?: string | null): string | null {
  assertDate(hireDate, 'hireDate');
  if (terminationDate === undefined || terminationDate === null) return null;
  assertDate(terminationDate, 'terminationDate');
  if (compareCalendarDates(terminationDate, hireDate) < 0) {
    throw new RangeError(`terminationDate ${terminationDate} is before hireDate ${hireDate}`);
  }
  const threeYearsAfterHire = addCalendarYears(hireDate, 3);
  const oneYearAfterEnd = addCalendarYears(terminationDate, 1);
  return threeYearsAfterHire > oneYearAfterEnd ? threeYearsAfterHire : oneYearAfterEnd;
}

/** How many days ahead the dashboard warns about a state deadline. */
export const STATE_DEADLINE_WARNING_DAYS = 7;

/**
 * A hire is due soon or late when its start date is on or before today plus this many days (a
 * negative number): its 28-day deadline is at most 7 days away. SQL that judges each company's own
 * day adds it to that day.
 */
export const DUE_LIST_START_OFFSET_DAYS = STATE_DEADLINE_WARNING_DAYS - WOTC_SUBMISSION_DAYS;

/**
 * The latest start date whose 28-day state deadline falls within the warning window (or has
 * passed) on `today`: a hire is due soon or late exactly when its start date is on or before this.
 * A start date under a transition relief (2015 to 2016-08-31) has a later deadline, long past.
 */
export function dueListStartCutoff(today: string): string {
  return addCalendarDays(today, DUE_LIST_START_OFFSET_DAYS);
}

/**
 * What decides a workplace's business days: the location where the employee works (its own
 * settings), or a company's setting where no location is known.
 */
export interface WorkplaceCalendar {
  /** Closed on US federal holidays: they then do not count. */
  readonly closedOnFederalHolidays: boolean;
  /** Open on Saturdays and Sundays: they then count. Absent, closed at weekends. */
  readonly openOnWeekends?: boolean;
}

/**
 * The business days of an employer's location for the I-9 and E-Verify deadlines. DHS does not
 * define "business day" (8 CFR 274a.2(b)(1)(ii); M-274 §2.0 and §4.0; docs/compliance.md §4.2):
 * ClearHire counts the days the location is open, reading every doubt towards the earlier, safe
 * deadline. Weekends count only where the location opens on them (a restaurant working Saturdays
 * has Saturday as a business day; an office closed at weekends does not). Federal holidays count
 * unless the location says it is closed on them: counting them gives the earlier deadline, and a
 * Section 2 done by it is on time under either reading.
 */
export function employerBusinessDays(workplace: WorkplaceCalendar): BusinessDayOptions {
  const holidays: BusinessDayOptions = workplace.closedOnFederalHolidays ? {} : { holidays: [] };
  return workplace.openOnWeekends ? { ...holidays, countWeekends: true } : holidays;
}

export interface DeadlineStatus {
  readonly dueDate: string;
  /** Days from today to the due date in `unit` (daysLeftUntil); negative once it has passed. */
  readonly daysLeft: number;
  readonly unit: DeadlineDayUnit;
  readonly late: boolean;
}

/** Where a deadline stands on `today`, in its unit: due today is not late; the day after is. */
export function deadlineStatus(deadline: CountedDeadline, today: string): DeadlineStatus {
  const daysLeft = daysLeftUntil(deadline, today);
  return { dueDate: deadline.dueDate, daysLeft, unit: deadline.unit, late: daysLeft < 0 };
}

/**
 * Whether a Form I-9 may be destroyed on `today` (docs/compliance.md §4.8): only once its retention
 * date has passed, so it is kept through the whole of `retainUntil`, never purged a day early.
 * Never while it has no retention date (still employed).
 */
export function retentionEnded(retainUntil: string | null | undefined, today: string): boolean {
  if (!retainUntil) return false;
  assertDate(retainUntil, 'retainUntil');
  assertDate(today, 'today');
  return compareCalendarDates(today, retainUntil) > 0;
}

/**
 * Problems with a termination date (the last day of employment): it needs the first day to
 * count the retention from, is not before it, and is not in the future on the employer's calendar.
 */
export function terminationProblems(terminationDate: string, firstDay: string | null | undefined, today: string): { msg: string; param: string }[] {
  const param = 'terminationDate';
  if (!isCalendarDate(terminationDate)) return [{ msg: 'Termination date must be a date (YYYY-MM-DD).', param }];
  if (!firstDay) return [{ msg: 'Record the first day of employment (Section 2) before the termination: the retention period counts from it.', param }];
  if (compareCalendarDates(terminationDate, firstDay) < 0) return [{ msg: `The termination date cannot be before the first day of employment (${firstDay}).`, param }];
  if (compareCalendarDates(terminationDate, today) > 0) return [{ msg: 'The termination date cannot be in the future. Record it once employment has ended.', param }];
  return [];
}

/** What an inspection export's scope needs to know of one employee's Form I-9. */
export interface ExportCandidate {
  readonly firstDay: string | null;
  readonly terminationDate: string | null;
  readonly retainUntil: string | null;
}

/**
 * Whether a Form I-9 belongs to an inspection export (8 CFR 274a.2(b)(2)(i)(A) and (ii); docs/compliance.md §4.8): 'current', every
 * employee still employed; 'retained', the former employees whose record is still within its
 * retention period (the ones an inspector may ask for); 'all', both; 'hire-range', the employees
 * whose first day falls between `from` and `to`, both included.
 */
export function inInspectionExport(
  e: ExportCandidate,
  scope: 'current' | 'retained' | 'all' | 'hire-range',
  today: string,
  range: { from?: string | null; to?: string | null } = {},
): boolean {
  const employed = !e.terminationDate;
  const retained = Boolean(e.terminationDate) && !retentionEnded(e.retainUntil, today);
  if (scope === 'current') return employed;
  if (scope === 'retained') return retained;
  if (scope === 'all') return employed || retained;
  if (!e.firstDay || !range.from || !range.to) return false;
  return compareCalendarDates(e.firstDay, range.from) >= 0 && compareCalendarDates(e.firstDay, range.to) <= 0;
}
