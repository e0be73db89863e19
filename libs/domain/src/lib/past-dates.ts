import type { FieldProblem } from './i9-section1';

/** A date a form says has already happened (a birth date, a conviction, the day a request was sent). */
export interface PastDate {
  param: string;
  label: string;
  value: string | null | undefined;
}

/**
 * The past dates that are after `today`: the company's own day, which decides for its forms wherever
 * the server runs. The message is the one the field's own check gives.
 */
export function futureDateProblems(dates: readonly PastDate[], today: string): FieldProblem[] {
  return dates.filter((d) => typeof d.value === 'string' && d.value > today).map((d) => ({ msg: `${d.label} must be a past date (YYYY-MM-DD).`, param: d.param }));
}
