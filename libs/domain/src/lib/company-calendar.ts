/**
 * The one place that decides which calendar day an instant falls on for an employer. A company keeps
 * its own time zone (and, once a company has locations, each location its own): its deadlines, its
 * tax years, the dates it sees in lists and the dates printed on its forms (the day an applicant
 * signed Form 8850, the day an employer signed Section 2) are days on that calendar, never the
 * server's nor UTC's. The pre-screening notice must be completed on or before the day the job is
 * offered (IRC §51(d)(13)(A)(ii)(I); docs/compliance.md §3.1): a Form 8850 dated a day late because
 * a server counted in UTC can cost the employer the credit.
 */

/** The zone of companies that never chose one: the service's home zone (most US employers are east). */
export const DEFAULT_TIME_ZONE = 'America/New_York';

/** Whatever keeps a calendar of its own: a company, or one of its locations (their `timeZone` columns). */
export interface CalendarOwner {
  readonly timeZone: string;
}

/**
 * The zone whose calendar decides an owner's dates; the service's home zone only where no company
 * exists to ask (a public link that names none, the administrators' overview of every company).
 * Its times are printed with the zone's abbreviation.
 */
export function timeZoneOf(owner: CalendarOwner | null | undefined): string {
  return owner?.timeZone ?? DEFAULT_TIME_ZONE;
}

const formats = new Map<string, Intl.DateTimeFormat>();

/** Whether `name` is an IANA time zone this runtime knows (America/Los_Angeles, UTC…). */
export function isTimeZone(name: unknown): name is string {
  if (typeof name !== 'string' || name.length === 0 || name.length > 64) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/**
 * The calendar date ('YYYY-MM-DD') an instant falls on in a time zone: at 21:00 on 2026-11-25 in
 * Los Angeles it is already 05:00 on the 26th in UTC, but the employer's day is still the 25th.
 * Throws RangeError for an invalid instant or an unknown zone: a wrong date on a federal form is
 * worse than a failed job.
 */
export function calendarDateIn(timeZone: string, instant: Date): string {
  if (Number.isNaN(instant.getTime())) throw new RangeError('Invalid Date');
  let format = formats.get(timeZone);
  if (!format) {
    // en-CA writes dates as YYYY-MM-DD.
    format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    formats.set(timeZone, format);
  }
  return format.format(instant);
}

/**
 * The owner's calendar date of an instant. The owner is required: a date printed for a record whose
 * company was not loaded would otherwise be New York's day, silently; this throws instead.
 */
export function calendarDateOf(owner: CalendarOwner | null | undefined, instant: Date): string {
  if (!owner) throw new RangeError("A company's calendar date was asked for without the company");
  return calendarDateIn(owner.timeZone, instant);
}

/**
 * The latest and earliest dates it is anywhere on Earth at `now` (UTC+14 and UTC-12). A date after
 * the latest is in the future for everyone; before the earliest, in the past for everyone. Checks
 * that run before the company is known use these bounds, so nobody is told their own today is in
 * the future; the company's zone then decides the days in between.
 */
export function latestCalendarDate(now: Date): string {
  return dateAtFixedOffset(now, 14);
}

export function earliestCalendarDate(now: Date): string {
  return dateAtFixedOffset(now, -12);
}

/**
 * The date at a fixed UTC offset (no daylight saving, so plain arithmetic is exact). The two bounds
 * are read for every public form submitted, several times each; a time-zone formatter call costs
 * far more than this.
 */
function dateAtFixedOffset(now: Date, hours: number): string {
  return new Date(now.getTime() + hours * 3_600_000).toISOString().slice(0, 10);
}

const hourFormats = new Map<string, Intl.DateTimeFormat>();

/** The hour of the day (0-23) an instant falls on in a time zone: whether an owner's morning has come. */
export function hourIn(timeZone: string, instant: Date): number {
  if (Number.isNaN(instant.getTime())) throw new RangeError('Invalid Date');
  let format = hourFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { timeZone, hour: '2-digit', hourCycle: 'h23' });
    hourFormats.set(timeZone, format);
  }
  return Number(format.format(instant));
}
