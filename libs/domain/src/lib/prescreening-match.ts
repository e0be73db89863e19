import { addCalendarYears } from './calendar-arithmetic';

/**
 * Which pre-screenings an employee added by hand is offered as "this is the same person": those of
 * the same company made within the last 12 months on the company's calendar.
 *
 * Why a year: the pre-screening notice (Form 8850) is completed on or before the day the job is
 * offered and reaches the state within 28 days of the first day (IRC §51(d)(13)(A)(ii)), so the
 * pre-screening of a hire being entered now is recent. One older than a year belongs to an earlier
 * application, and offering it would invite linking an employee to a hiring that never happened.
 * The year itself is ClearHire's choice, not the law's: long enough for a slow hiring, short
 * enough to leave out the last season's applicants.
 */
export const PRESCREENING_MATCH_MONTHS = 12;

/** The first day (company calendar) whose pre-screenings are still offered, given the company's today. */
export function prescreeningMatchSince(today: string): string {
  return addCalendarYears(today, -PRESCREENING_MATCH_MONTHS / 12);
}

/** How a pre-screening was found for an employee: the e-mail, or Section 1's name and birth date. */
export type PrescreeningMatchBasis = 'email' | 'name_and_birthdate';

/** At most this many are offered: more would be a list to search, not a match to confirm. */
export const PRESCREENING_MATCH_LIMIT = 5;
