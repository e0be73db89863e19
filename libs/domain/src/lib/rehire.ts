/**
 * Rehires: IRC §51(i)(2), "No wages shall be taken into account under subsection (a) with respect to
 * any individual if, prior to the hiring date of such individual, such individual had been employed
 * by the employer at any time." The pre-screening asks it as "worked for this company before" (woc).
 *
 * The target groups the answers support are still reported (the state agency may still be asked to
 * certify, and the answer may be corrected), but the credit is zero: nothing counts in the potential
 * credits, and no wages can be recorded for the hire.
 */
export const REHIRE_NO_CREDIT =
  'No credit: the applicant worked for this company before. No wages count for a person the employer employed at any time before the hiring date (IRC §51(i)(2)).';

/** Whether the answers say the applicant worked for the employer before (woc = '1'). */
export function isRehire(answers: { woc?: string | null }): boolean {
  return answers.woc === '1';
}
