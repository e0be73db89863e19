/**
 * Calendar dates ('YYYY-MM-DD') as plain strings.
 *
 * Birthdates, hire dates and conviction dates are calendar days, not instants.
 * Turning them into `Date` objects invites time-zone shifts (new Date('2024-03-01')
 * is UTC midnight, which is still Feb 29 in the Americas), so everything here
 * is integer arithmetic on the three parts and never touches a `Date` except
 * to read "today" on the local clock.
 */

const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

export interface CalendarDateParts {
  readonly year: number;
  readonly month: number; // 1-12
  readonly day: number; // 1-31
}

/** Gregorian leap-year rule (divisible by 4, except centuries not divisible by 400). */
export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

/** Days in a month (1-12) of a given year. */
export function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/** Splits a date into numbers, or returns null when it is not a real calendar date. */
export function parseCalendarDate(value: string): CalendarDateParts | null {
  const match = CALENDAR_DATE.exec(value);
  if (!match) return null;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  if (month < 1 || month > 12) return null;
  if (day < 1 || day > daysInMonth(year, month)) return null;
  return { year, month, day };
}

/** Strict 'YYYY-MM-DD' that names a day that exists (2023-02-29 does not). */
export function isCalendarDate(value: string): boolean {
  return parseCalendarDate(value) !== null;
}

/**
 * Today's date on the machine's local clock: for the portal (the visitor's own day) and for
 * code with no company in view. The server judges a company's dates with calendarDateIn and the
 * company's time zone, wherever the server runs.
 */
export function todayCalendarDate(now: Date = new Date()): string {
  const year = String(now.getFullYear()).padStart(4, '0');
  const month = String(now.getMonth() + 1).padStart(2, '0');
  const day = String(now.getDate()).padStart(2, '0');
  return `${year}-${month}-${day}`;
}

/**
 * Negative, zero or positive like a sort comparator. Throws on malformed input
 * instead of comparing garbage, because a silent wrong answer here would pass
 * or fail an eligibility window.
 */
export function compareCalendarDates(a: string, b: string): number {
  if (!isCalendarDate(a)) throw new RangeError(`Not a calendar date: ${JSON.stringify(a)}`);
  if (!isCalendarDate(b)) throw new RangeError(`Not a calendar date: ${JSON.stringify(b)}`);
  // Fixed-width, zero-padded, most significant part first: string order is date order.
  return a < b ? -1 : a > b ? 1 : 0;
}
