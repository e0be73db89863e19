/**
 * The days a deadline is counted in, and how a count reads, for the API, the portal and the mails
 * alike (docs/compliance.md §3.1, §4.2, §6): a deadline of 10 federal government working days is
 * said in federal working days, never in calendar days.
 */
export const DEADLINE_DAY_UNITS = [
  /** Every day: the 28-day WOTC deadline, reverification dates. */
  'calendar',
  /** The employer's business days (weekends never count; federal holidays as the company says): Form I-9 Section 2 and the E-Verify case. */
  'business',
  /** Federal government working days (no weekends, no observed federal holidays, whatever the employer's calendar): E-Verify mismatch steps. */
  'federal-working',
] as const;
export type DeadlineDayUnit = (typeof DEADLINE_DAY_UNITS)[number];

/** One and several of each unit. */
export const DEADLINE_DAY_UNIT_WORDS: Record<DeadlineDayUnit, readonly [one: string, several: string]> = {
  calendar: ['day', 'days'],
  business: ['business day', 'business days'],
  'federal-working': ['federal working day', 'federal working days'],
};

/** A count of days in its unit: "1 federal working day", "8 business days". */
export function daysInUnit(days: number, unit: DeadlineDayUnit): string {
  const [one, several] = DEADLINE_DAY_UNIT_WORDS[unit];
  return `${days} ${days === 1 ? one : several}`;
}

/**
 * Where a deadline stands, in its unit: "8 federal working days left", "due today", "late by 2
 * business days". `daysLeft` is the API's count (negative once late).
 */
export function daysLeftText(daysLeft: number, unit: DeadlineDayUnit): string {
  if (daysLeft === 0) return 'due today';
  return daysLeft > 0 ? `${daysInUnit(daysLeft, unit)} left` : `late by ${daysInUnit(-daysLeft, unit)}`;
}
