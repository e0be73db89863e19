import { allForYear } from '@18f/us-federal-holidays';
import { addCalendarDays, calendarDayOfWeek } from './calendar-arithmetic';
import { compareCalendarDates, isCalendarDate, parseCalendarDate } from './calendar-date';

/**
 * Business days for the I-9 and E-Verify "3 business days" rules (docs/compliance.md §4.2, §6.1).
 * DHS does not define "business day"; by default weekends and US federal holidays on their
 * observed dates (Saturday → Friday, Sunday → Monday, 5 U.S.C. 6103 and EO 11582) are not
 * business days. The holiday list comes from @18f/us-federal-holidays and can be replaced.
 */

/** Dates that are not business days: a list of 'YYYY-MM-DD', or a predicate. */
export type HolidayCalendar = readonly string[] | ((date: string) => boolean);

export interface BusinessDayOptions {
  /** Replaces the default US federal holidays. Pass [] for an employer open on holidays. */
  readonly holidays?: HolidayCalendar;
  /** Count Saturdays and Sundays as business days (an employer open at weekends). Default false. */
  readonly countWeekends?: boolean;
}

const holidaysByYear = new Map<number, ReadonlySet<string>>();

/**
 * Observed US federal holidays falling in a calendar year, as 'YYYY-MM-DD'. Includes a
 * New Year's Day observed on Dec 31 of the year before it (e.g. 2021-12-31 for 2022).
 */
export function usFederalHolidays(year: number): string[] {
  return [...observedHolidaySet(year)].sort();
}

function observedHolidaySet(year: number): ReadonlySet<string> {
  if (!Number.isInteger(year) || year < 1 || year > 9999) throw new RangeError(`Not a supported year: ${year}`);
  let set = holidaysByYear.get(year);
  if (!set) {
    // The package builds its dates and dateString in the same local zone, so dateString is the
    // plain calendar date whatever TZ is; we never read its Date objects.
    const prefix = `${String(year).padStart(4, '0')}-`;
    set = new Set(
      [...allForYear(year), ...allForYear(year + 1)].map((h) => h.dateString).filter((d) => d.startsWith(prefix)),
    );
    holidaysByYear.set(year, set);
  }
  return set;
}

/** Whether a date is an (observed) US federal holiday. */
export function isUsFederalHoliday(date: string): boolean {
  const parts = parseCalendarDate(date);
  if (!parts) throw new RangeError(`Not a calendar date: ${JSON.stringify(date)}`);
  return observedHolidaySet(parts.year).has(date);
}

function holidayPredicate(holidays: HolidayCalendar | undefined): (date: string) => boolean {
  if (holidays === undefined) return isUsFederalHoliday;
  if (typeof holidays === 'function') return holidays;
  for (const day of holidays) {
    if (!isCalendarDate(day)) throw new RangeError(`Holiday is not a calendar date: ${JSON.stringify(day)}`);
  }
  const set = new Set(holidays);
  return (date) => set.has(date);
}

function businessDayPredicate(options: BusinessDayOptions = {}): (date: string) => boolean {
  const isHoliday = holidayPredicate(options.holidays);
  return (date) => {
    const weekday = calendarDayOfWeek(date);
    if (!options.countWeekends && (weekday === 0 || weekday === 6)) return false;
    return !isHoliday(date);
  };
}

/** Whether `date` is a business day (not a weekend, not a holiday), under the options. */
export function isBusinessDay(date: string, options: BusinessDayOptions = {}): boolean {
  return businessDayPredicate(options)(date);
}

/**
 * The `count`-th business day after `date`, `date` itself excluded (count 0 → `date`).
 * Gives up after ten years of non-business days so a predicate that rejects every day
 * cannot loop forever.
 */
export function addBusinessDays(date: string, count: number, options: BusinessDayOptions = {}): string {
  if (!Number.isSafeInteger(count) || count < 0) throw new RangeError(`count must be a whole number, zero or more: ${count}`);
  if (!isCalendarDate(date)) throw new RangeError(`Not a calendar date: ${JSON.stringify(date)}`);
  const isOpen = businessDayPredicate(options);
  let current = date;
  let remaining = count;
  let closedInARow = 0;
  while (remaining > 0) {
    current = addCalendarDays(current, 1);
    if (isOpen(current)) {
      remaining -= 1;
      closedInARow = 0;
    } else if (++closedInARow > 3660) {
      throw new RangeError(`No business day within ten years after ${current}`);
    }
  }
  return current;
}

/**
 * Federal government working days (docs/compliance.md §6.2): no weekends, no observed federal
 * holidays of 5 U.S.C. 6103, whatever the employer's own calendar. E-Verify's deadlines count them.
 */
export const FEDERAL_WORKING_DAYS: BusinessDayOptions = { countWeekends: false };

/**
 * How many business days lie after `from` up to and including `to`: the count addBusinessDays
 * takes (addBusinessDays(from, n) is `to` when `to` is a business day). Negative, the business days
 * after `to` up to and including `from`, when `to` comes first; 0 on the same day.
 */
export function businessDaysBetween(from: string, to: string, options: BusinessDayOptions = {}): number {
  if (!isCalendarDate(from)) throw new RangeError(`Not a calendar date: ${JSON.stringify(from)}`);
  if (!isCalendarDate(to)) throw new RangeError(`Not a calendar date: ${JSON.stringify(to)}`);
  const order = compareCalendarDates(from, to);
  if (order === 0) return 0;
  const [start, end] = order < 0 ? [from, to] : [to, from];
  const isOpen = businessDayPredicate(options);
  let count = 0;
  for (let day = addCalendarDays(start, 1); compareCalendarDates(day, end) <= 0; day = addCalendarDays(day, 1)) {
    if (isOpen(day)) count += 1;
  }
  return order < 0 || count === 0 ? count : -count;
}
