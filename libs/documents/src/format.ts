import { format, parseISO } from 'date-fns';
import { parseCalendarDate, type CalendarDateParts } from '@clearhire/domain';

/**
 * How values look on generated forms and in mail. Every formatter is a pure function of its
 * arguments (no clock, no locale or zone of the machine, no default zone), so rendering is
 * reproducible. An instant is printed in the zone its caller names: the employer's, whose calendar
 * decides a printed date (`calendarDateIn` in libs/domain, the one place that turns an instant into
 * a day).
 */

/** The date's year, month and day; a malformed date on a government form is worse than a failed job: fail loudly. */
function calendarDateParts(value: string, field: string): CalendarDateParts {
  const parts = parseCalendarDate(value);
  if (!parts) throw new RangeError(`${field} is not a calendar date (YYYY-MM-DD): ${JSON.stringify(value)}`);
  return parts;
}

/** 'MM/DD/YYYY', the convention of the IRS, DOL and USCIS forms; '' when unknown. */
export function formatFormDate(date: string | null | undefined, field = 'date'): string {
  if (date === null || date === undefined || date === '') return '';
  // The date's own parts, zero-padded: no instant and no zone is involved, so none can shift the day.
  // (date-fns parsed the ISO date and its pattern anew for each of a form pair's dozen dates: about
  // 0.15 of the pair's CPU ms in the worker.)
  const parts = calendarDateParts(date, field);
  const two = (n: number) => String(n).padStart(2, '0');
  return `${two(parts.month)}/${two(parts.day)}/${String(parts.year).padStart(4, '0')}`;
}

/** '3 Mar 2025': day, abbreviated English month, year (docs/product.md §9). */
export function formatLongDate(date: string, field = 'date'): string {
  calendarDateParts(date, field);
  return format(parseISO(date), 'd MMM yyyy');
}

// A fixed locale, built once. A calendar date has no zone: it is read as midnight UTC and printed in
// UTC only because Intl formats instants, so no zone can move it to the day before.
const spanishLongDate = new Intl.DateTimeFormat('es-US', { timeZone: 'UTC', day: 'numeric', month: 'short', year: 'numeric' });

/** '3 mar 2025': formatLongDate for documents given in Spanish (day, abbreviated Spanish month, year). */
export function formatLongDateEs(date: string, field = 'date'): string {
  calendarDateParts(date, field);
  return spanishLongDate.format(new Date(`${date}T00:00:00Z`));
}

const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();

function dateTimeFormat(timeZone: string): Intl.DateTimeFormat {
  let found = dateTimeFormats.get(timeZone);
  if (!found) {
    // Throws RangeError for an unknown zone, which is what a misconfigured worker should see.
    found = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: 'short',
      day: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      second: '2-digit',
      hour12: true,
      timeZoneName: 'short',
    });
    dateTimeFormats.set(timeZone, found);
  }
  return found;
}

function parts(instant: Date, timeZone: string): Record<string, string> {
  if (Number.isNaN(instant.getTime())) throw new RangeError('Invalid Date');
  const out: Record<string, string> = {};
  for (const p of dateTimeFormat(timeZone).formatToParts(instant)) out[p.type] = p.value;
  return out;
}

/** '3 Mar 2025, 9:15:07 AM EST' in the given zone (the employer's: there is no default). */
export function formatTimestamp(instant: Date, timeZone: string): string {
  const p = parts(instant, timeZone);
  return `${p['day']} ${p['month']} ${p['year']}, ${p['hour']}:${p['minute']}:${p['second']} ${p['dayPeriod']} ${p['timeZoneName']}`;
}

const spanishDateTimes = new Map<string, Intl.DateTimeFormat>();

/** '3 mar 2025, 9:15:07 a. m. EST': formatTimestamp for mail written in Spanish, in the given zone. */
export function formatTimestampEs(instant: Date, timeZone: string): string {
  if (Number.isNaN(instant.getTime())) throw new RangeError('Invalid Date');
  let found = spanishDateTimes.get(timeZone);
  if (!found) {
    found = new Intl.DateTimeFormat('es-US', { timeZone, year: 'numeric', month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit', second: '2-digit', hour12: true, timeZoneName: 'short' });
    spanishDateTimes.set(timeZone, found);
  }
  return found.format(instant);
}

/** ISO 8601 in UTC, the unambiguous form of a signature time. */
export function formatIsoTimestamp(instant: Date): string {
  return instant.toISOString();
}

/** '123-45-6789'. Throws without echoing the number, so a bad SSN never reaches a log. */
export function formatSsn(ssn: string | null | undefined): string {
  if (ssn === null || ssn === undefined || ssn === '') return '';
  const digits = ssn.replace(/[\s-]/g, '');
  if (!/^\d{9}$/.test(digits)) throw new RangeError('SSN must be 9 digits');
  return `${digits.slice(0, 3)}-${digits.slice(3, 5)}-${digits.slice(5)}`;
}

/** '12-3456789', the IRS way of writing an EIN; other text is printed as given. */
export function formatEin(ein: string | null | undefined): string {
  if (!ein) return '';
  return /^\d{9}$/.test(ein) ? `${ein.slice(0, 2)}-${ein.slice(2)}` : ein;
}

/** '(512) 555-0199' for 10 digits; other text is printed as given. */
export function formatPhone(phone: string | null | undefined): string {
  if (!phone) return '';
  return /^\d{10}$/.test(phone) ? `(${phone.slice(0, 3)}) ${phone.slice(3, 6)}-${phone.slice(6)}` : phone;
}

/** '$15.50 per hour' from the exact decimal text of the numeric column. */
export function formatHourlyWage(wage: string | null | undefined): string {
  if (wage === null || wage === undefined || wage === '') return '';
  const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(wage.trim());
  if (!match) throw new RangeError(`startingWage is not a dollar amount: ${JSON.stringify(wage)}`);
  // Group the dollars by string so an exact decimal never goes through a float.
  const dollars = match[1].replace(/^0+(?=\d)/, '').replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  const cents = (match[2] ?? '').padEnd(2, '0');
  return `$${dollars}.${cents} per hour`;
}

// toLocaleString would build a new formatter on every call; this one is built once.
const dollars = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

/** Dollars with thousands separators: '$9,600'. */
export function formatDollars(amount: number): string {
  return `$${dollars.format(amount)}`;
}

/** A stored answer as a reader says it: '1' Yes, '0' No, otherwise a dash for not asked or unknown. */
export function formatAnswer(answer: string | null | undefined): string {
  if (answer === '1') return 'Yes';
  if (answer === '0') return 'No';
  return '—';
}

/** First, middle initial and last name, skipping the parts not given. */
export function fullName(first: string, last: string, middleInitial?: string | null): string {
  return [first, middleInitial ? `${middleInitial}.` : '', last].filter((p) => p !== '').join(' ');
}

/** 'Austin, TX 78701'. */
export function cityStateZip(a: { city: string; state: string; zip: string }): string {
  return `${a.city}, ${a.state} ${a.zip}`.trim();
}

/** '100 Main St, Apt 4'. */
export function streetLine(a: { street: string; apt?: string | null }): string {
  return a.apt ? `${a.street}, ${a.apt}` : a.street;
}
