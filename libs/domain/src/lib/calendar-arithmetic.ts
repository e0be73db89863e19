import { parseCalendarDate, type CalendarDateParts } from './calendar-date';

/**
 * Arithmetic on 'YYYY-MM-DD' calendar dates, as whole days since 1970-01-01.
 *
 * Like calendar-date.ts this never builds a `Date`: adding 28 days to a start date
 * or 3 years to a hire date must give the same answer on a server in UTC and a
 * browser in Hawaii, across daylight-saving changes. The day-number conversion is
 * Howard Hinnant's `days_from_civil` / `civil_from_days` (proleptic Gregorian).
 */

function parseOrThrow(value: string, field: string): CalendarDateParts {
  const parts = parseCalendarDate(value);
  if (!parts) throw new RangeError(`${field} is not a calendar date: ${JSON.stringify(value)}`);
  return parts;
}

function toDayNumber({ year, month, day }: CalendarDateParts): number {
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yearOfEra = y - era * 400;
  const monthFromMarch = (month + 9) % 12;
  const dayOfYear = Math.floor((153 * monthFromMarch + 2) / 5) + day - 1;
  const dayOfEra = yearOfEra * 365 + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100) + dayOfYear;
  return era * 146097 + dayOfEra - 719468;
}

function fromDayNumber(dayNumber: number): string {
  const z = dayNumber + 719468;
  const era = Math.floor(z / 146097);
  const dayOfEra = z - era * 146097;
  const yearOfEra = Math.floor(
    (dayOfEra - Math.floor(dayOfEra / 1460) + Math.floor(dayOfEra / 36524) - Math.floor(dayOfEra / 146096)) / 365,
  );
  const dayOfYear = dayOfEra - (365 * yearOfEra + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100));
  const monthFromMarch = Math.floor((5 * dayOfYear + 2) / 153);
  const day = dayOfYear - Math.floor((153 * monthFromMarch + 2) / 5) + 1;
  const month = monthFromMarch < 10 ? monthFromMarch + 3 : monthFromMarch - 9;
  const year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0);
  return formatParts({ year, month, day });
}

function formatParts({ year, month, day }: CalendarDateParts): string {
  if (year < 1 || year > 9999) throw new RangeError(`Date out of the supported range (years 1-9999): ${year}`);
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

function assertInteger(value: number, field: string): void {
  if (!Number.isSafeInteger(value)) throw new RangeError(`${field} must be a whole number: ${value}`);
}

/** `date` moved by a whole number of calendar days (negative goes back). */
export function addCalendarDays(date: string, days: number): string {
  assertInteger(days, 'days');
  return fromDayNumber(toDayNumber(parseOrThrow(date, 'date')) + days);
}

/**
 * The same month and day `years` later. A Feb 29 whose target year is a common
 * year lands on Mar 1, the reading age.ts uses for Feb 29 birthdays (and the one
 * that never ends a retention period or an eligibility window a day early).
 * date-fns' addYears would give Feb 28 instead.
 */
export function addCalendarYears(date: string, years: number): string {
  assertInteger(years, 'years');
  const { year, month, day } = parseOrThrow(date, 'date');
  const target = year + years;
  if (month === 2 && day === 29) {
    const probe = parseCalendarDate(`${String(target).padStart(4, '0')}-02-29`);
    if (!probe) return formatParts({ year: target, month: 3, day: 1 });
  }
  return formatParts({ year: target, month, day });
}

/** Whole days from `from` to `to`: positive when `to` is later, 0 on the same day. */
export function calendarDaysBetween(from: string, to: string): number {
  return toDayNumber(parseOrThrow(to, 'to')) - toDayNumber(parseOrThrow(from, 'from'));
}

/** Day of the week, 0 = Sunday … 6 = Saturday (same numbering as Date#getDay). */
export function calendarDayOfWeek(date: string): number {
  // 1970-01-01, day number 0, was a Thursday (4).
  return (((toDayNumber(parseOrThrow(date, 'date')) + 4) % 7) + 7) % 7;
}
