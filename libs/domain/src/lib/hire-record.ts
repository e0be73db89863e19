import { compareCalendarDates } from './calendar-date';
import type { FieldProblem } from './i9-section1';
import { wotcRulesDateProblem } from './wotc-rules';

export interface HireRecord {
  /** The day the applicant completed the pre-screening (gave the Form 8850 information). */
  submittedOn: string;
  offerDate: string;
  hireDate: string;
  startDate: string;
}

/**
 * The order of a hire's dates (docs/compliance.md §1.3, V-8850-1): the applicant gives the Form 8850
 * information on or before the day of the job offer, the hire follows the offer, and work
 * starts on or after the hire.
 */
export function hireRecordProblems(r: HireRecord): FieldProblem[] {
  const problems: FieldProblem[] = [];
  if (compareCalendarDates(r.offerDate, r.submittedOn) < 0) {
    problems.push({
      msg: 'The job offer cannot come before the applicant completed the pre-screening: Form 8850 must be signed on or before the offer day.',
      param: 'offerDate',
    });
  }
  if (compareCalendarDates(r.hireDate, r.offerDate) < 0) problems.push({ msg: 'The hire date cannot be before the job offer.', param: 'hireDate' });
  if (compareCalendarDates(r.startDate, r.hireDate) < 0) problems.push({ msg: 'The start date cannot be before the hire date.', param: 'startDate' });
  // Target groups are judged on the hire date and the credit on the start date, by the rules table
  // (wotc-rules.ts: from the PATH Act of 2015's renewal): a date before it has nothing to judge by.
  for (const p of [wotcRulesDateProblem(r.hireDate, 'hireDate', 'hire date'), wotcRulesDateProblem(r.startDate, 'startDate', 'start date')]) if (p) problems.push(p);
  return problems;
}
