import { calendarDaysBetween } from './calendar-arithmetic';

/**
 * Form I-9 Section 1 must be completed "no later than the first day of employment" (8 CFR
 * 274a.2(b)(1)(i)(A)). An employee who has not done it is reminded 2 days before, 1 day before and
 * on the first day itself, each once, on the calendar of the location they work at. The employer's
 * side is the daily due list (docs/compliance.md §4.2).
 */
export const SECTION1_REMINDER_DAYS_BEFORE = [2, 1, 0] as const;
export type Section1ReminderDay = (typeof SECTION1_REMINDER_DAYS_BEFORE)[number];

/**
 * Texts and mails go out during the employee's waking hours only: from `fromHour` (the location's
 * clock) until 21:00, the end of the quiet hours the TCPA rules set for calls and texts
 * (47 CFR 64.1200(c)(1): no solicitation before 8 a.m. or after 9 p.m. local time; a reminder is not
 * a solicitation, but nobody should be woken by one).
 */
export const SECTION1_REMINDER_LAST_HOUR = 20;

/**
 * Which reminder is due today for a first day (2, 1 or 0 days before it), or null: before the
 * window, after the first day, or no first day known. `today` is the location's date.
 */
export function section1ReminderDue(firstDay: string | null, today: string): Section1ReminderDay | null {
  if (!firstDay) return null;
  const daysBefore = calendarDaysBetween(today, firstDay);
  return (SECTION1_REMINDER_DAYS_BEFORE as readonly number[]).includes(daysBefore) ? (daysBefore as Section1ReminderDay) : null;
}

/** Whether a reminder may go at this hour of the location's day (`fromHour` to 20:59). */
export function section1ReminderHour(hour: number, fromHour: number): boolean {
  return hour >= fromHour && hour <= SECTION1_REMINDER_LAST_HOUR;
}
