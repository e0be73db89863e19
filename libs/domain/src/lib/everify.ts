import {
  EVERIFY_OPEN_STATUSES,
  EVERIFY_REASON_TEXT_MAX,
  type EVerifyAction,
  type EVerifyCaseStatus,
  type EVerifyClosureReason,
  type EVerifyEmployeeDecision,
  type EVerifyLateReason,
} from '@clearhire/contracts';
import { addBusinessDays, FEDERAL_WORKING_DAYS } from './business-days';
import { compareCalendarDates } from './calendar-date';
import type { CountedDeadline } from './deadlines';

/**
 * E-Verify case rules (docs/compliance.md §6). Every deadline of a case counts "federal government
 * working days": weekends and the observed federal holidays (5 U.S.C. 6103) are skipped whatever the
 * employer's own calendar, and the day of the event itself is not counted.
 */

/** The employer refers or closes a tentative nonconfirmation within 10 federal government working days of its issue (e-verify.gov, 2020-11-05 change; User Manual 3.3). */
export const TNC_REFERRAL_WORKING_DAYS = 10;
/** A referred employee contacts SSA or DHS within 8 federal government working days of the referral (Referral Date Confirmation; SSA POMS RM 10250.010). */
export const AGENCY_CONTACT_WORKING_DAYS = 8;

/** The `count`-th federal government working day after `date` (not counted). */
export function addFederalWorkingDays(date: string, count: number): string {
  return addBusinessDays(date, count, FEDERAL_WORKING_DAYS);
}

/** Last day to refer (or close) a tentative nonconfirmation issued on `issuedOn`. */
export function tncReferBy(issuedOn: string): string {
  return addFederalWorkingDays(issuedOn, TNC_REFERRAL_WORKING_DAYS);
}

/** Last day for the employee to contact the agency after a referral on `referredOn`. */
export function agencyContactBy(referredOn: string): string {
  return addFederalWorkingDays(referredOn, AGENCY_CONTACT_WORKING_DAYS);
}

/**
 * The date of hire E-Verify records: the first day of work for pay, or the day the case is created
 * when that comes first (a case created after the I-9 but before the start; docs/compliance.md §6.1).
 */
export function everifyHireDate(firstDay: string, createdOn: string): string {
  return compareCalendarDates(createdOn, firstDay) < 0 ? createdOn : firstDay;
}

/** Anything shaped like an SSN (nine digits, with or without dashes, spaces or dots): refused in free text sent to E-Verify. */
const SSN_SHAPE = /(^|\D)\d{3}[-\s.]?\d{2}[-\s.]?\d{4}(?!\d)/;

export function looksLikeItHoldsAnSsn(text: string): boolean {
  return SSN_SHAPE.test(text);
}

/** Problems with the free-text explanation that goes with an "Other" reason (three-day rule page: "≤ 200 characters, no PII such as an SSN"). */
export function reasonTextProblems(text: string | null | undefined, param: string): { msg: string; param: string }[] {
  const value = text?.trim() ?? '';
  if (!value) return [{ msg: 'Explain the reason in a few words.', param }];
  if (value.length > EVERIFY_REASON_TEXT_MAX) return [{ msg: `The explanation may have at most ${EVERIFY_REASON_TEXT_MAX} characters.`, param }];
  if (looksLikeItHoldsAnSsn(value)) return [{ msg: 'The explanation goes to E-Verify: leave out Social Security numbers and other personal data.', param }];
  return [];
}

export interface EVerifyCaseRequest {
  /** The company's E-Verify enrolment: MOU signed on this day, or not participating. */
  readonly mouSignedOn: string | null;
  readonly section2Complete: boolean;
  readonly offerAcceptedOn: string | null;
  readonly firstDay: string | null;
  /** The company's today. */
  readonly today: string;
  /** eVerifyCaseDueDate of the first day, on the company's calendar. */
  readonly dueDate: string | null;
  readonly hasOpenCase: boolean;
  /** An earlier case of this employee ended employment authorized. */
  readonly hasAuthorizedCase: boolean;
  readonly lateReason?: EVerifyLateReason | null;
  readonly lateReasonText?: string | null;
}

export interface CaseRefusal {
  readonly status: 400 | 409;
  readonly errors: { msg: string; param?: string }[];
}

/**
 * Whether a case may be created now (docs/compliance.md §6.1), as the refusal the API answers:
 * 409 when the employee's situation forbids it, 400 when the request lacks a late reason.
 * - only for an E-Verify employer, and not for an employee hired before its MOU (User Manual 1.5);
 * - after the offer is accepted and the Form I-9 is complete: never to pre-screen;
 * - one open case at a time;
 * - once a case ended employment authorized, never again: not for reverification, not for a rehire
 *   on Supplement B (User Manual 4.2.3; a rehire whose earlier case ended otherwise gets a new one);
 * - after the 3rd business day, with a reason from E-Verify's list ("Other" explained, ≤ 200
 *   characters, no SSN).
 */
export function everifyCaseRefusal(r: EVerifyCaseRequest): CaseRefusal | null {
  const conflict = (msg: string): CaseRefusal => ({ status: 409, errors: [{ msg }] });
  if (!r.mouSignedOn) return conflict('The company does not participate in E-Verify: record its E-Verify company ID and MOU date in the company settings first.');
  if (!r.section2Complete || !r.firstDay) return conflict('Complete Form I-9 Section 2 first: an E-Verify case is created from the completed Form I-9.');
  if (!r.offerAcceptedOn) return conflict('Record the day the job offer was accepted: E-Verify may not be used before it (no pre-screening).');
  if (compareCalendarDates(r.offerAcceptedOn, r.today) > 0) return conflict('The job offer is accepted on a later day: E-Verify may not be used before it (no pre-screening).');
  if (compareCalendarDates(r.firstDay, r.mouSignedOn) < 0) return conflict('The employee was hired before the company signed its E-Verify MOU: E-Verify is not used for existing employees.');
  if (r.hasOpenCase) return conflict('This employee already has an open E-Verify case: finish or close it first.');
  if (r.hasAuthorizedCase) return conflict('The employee’s E-Verify case ended employment authorized: E-Verify is not used again, neither to reverify nor for a rehire.');
  if (r.dueDate && compareCalendarDates(r.today, r.dueDate) > 0) {
    if (!r.lateReason) return { status: 400, errors: [{ msg: 'The case is late (due by the 3rd business day after the first day): choose the reason.', param: 'lateReason' }] };
    if (r.lateReason === 'OTHER') {
      const problems = reasonTextProblems(r.lateReasonText, 'lateReasonText');
      if (problems.length) return { status: 400, errors: problems };
    }
  } else if (r.lateReason || r.lateReasonText) {
    return { status: 400, errors: [{ msg: 'The case is not late: it needs no reason for delay.', param: r.lateReason ? 'lateReason' : 'lateReasonText' }] };
  }
  return null;
}

/**
 * Whether the case is created on its own once Section 2 is signed (the company's option
 * `everify_create_after_section2`): only when nothing is left to the employer's judgement. The same
 * refusals as a user's creation apply (everifyCaseRefusal); on top of them, a late case waits for the
 * employer's reason for delay (docs/compliance.md §6.1: only the employer knows why it is late), and
 * an employee with any earlier case (a rehire) waits for the employer, who decides whether a new case
 * is due at all (User Manual 4.2.3).
 */
export function automaticEVerifyCaseAllowed(r: Omit<EVerifyCaseRequest, 'lateReason' | 'lateReasonText'> & { readonly optionOn: boolean; readonly hasAnyCase: boolean }): boolean {
  if (!r.optionOn || r.hasAnyCase) return false;
  return everifyCaseRefusal({ ...r, lateReason: null, lateReasonText: null }) === null;
}

/** What a case's state asks of the employer, and by when. */
export interface EVerifyCaseState {
  readonly status: EVerifyCaseStatus;
  readonly resultIssuedOn: string | null;
  readonly notifiedAt: Date | string | null;
  readonly employeeDecision: EVerifyEmployeeDecision | null;
  readonly referredOn: string | null;
}

export type EVerifyNextStep = EVerifyAction | 'wait' | 'resubmit';

export interface EVerifyNextAction {
  readonly step: EVerifyNextStep;
  /** What the employer does, in a sentence. */
  readonly text: string;
  /** The last day to do it, counted in federal government working days (null when E-Verify sets no deadline). */
  readonly deadline: CountedDeadline | null;
}

/** An E-Verify deadline: federal government working days, whatever the employer's calendar (docs/compliance.md §6.2). */
const federalWorking = (dueDate: string | null): CountedDeadline | null => (dueDate ? { dueDate, unit: 'federal-working' } : null);

/**
 * The employer's next step on a case (docs/compliance.md §6.2). A tentative nonconfirmation is
 * notified privately, the employee decides and signs, then the employer refers it, all within 10
 * federal government working days of its issue; a referred employee has 8 to contact the agency.
 */
export function everifyNextAction(c: EVerifyCaseState): EVerifyNextAction | null {
  switch (c.status) {
    case 'submitting':
    case 'verification-in-process':
      return { step: 'wait', text: 'Wait for E-Verify’s result.', deadline: null };
    case 'needs-more-time':
      return { step: 'wait', text: 'DHS needs more time: wait for the result, and take no action against the employee meanwhile.', deadline: null };
    case 'case-in-continuance':
      return { step: 'wait', text: 'The employee contacted the agency, which needs more time: wait, and take no action against the employee meanwhile.', deadline: null };
    case 'photo-match':
      return { step: 'photo-match', text: 'Compare the photo E-Verify returned with the photo on the employee’s document (not with the person).', deadline: null };
    case 'tentative-nonconfirmation': {
      const referBy = federalWorking(c.resultIssuedOn ? tncReferBy(c.resultIssuedOn) : null);
      if (!c.notifiedAt) return { step: 'notify', text: 'Notify the employee privately and give them the Further Action Notice.', deadline: referBy };
      if (!c.employeeDecision) return { step: 'employee-decision', text: 'Record whether the employee takes action to resolve the mismatch, with their signature.', deadline: referBy };
      return { step: 'refer', text: 'Refer the case so the employee can contact the agency.', deadline: referBy };
    }
    case 'referred':
      return {
        step: 'wait',
        text: 'The employee must contact the agency; they keep working meanwhile, with no adverse action.',
        deadline: federalWorking(c.referredOn ? agencyContactBy(c.referredOn) : null),
      };
    case 'close-and-resubmit':
      return { step: 'close', text: 'SSA or DHS could not process the case as entered: close it, then create a new case with the corrected information.', deadline: null };
    case 'duplicate-case':
      return { step: 'close', text: 'E-Verify found a case for this employee in the past year: close this one as a duplicate.', deadline: null };
    case 'final-nonconfirmation':
      return { step: 'close', text: 'Close the case, saying whether the employee still works for the company.', deadline: null };
    case 'employment-authorized':
    case 'closed':
      return null;
  }
}

/** The statuses in which each action may be taken; anything else answers 409 naming the status. */
export const EVERIFY_ACTION_STATUSES: Record<EVerifyAction, readonly EVerifyCaseStatus[]> = {
  notify: ['tentative-nonconfirmation'],
  'employee-decision': ['tentative-nonconfirmation'],
  refer: ['tentative-nonconfirmation'],
  'photo-match': ['photo-match'],
  close: EVERIFY_OPEN_STATUSES.filter((s) => s !== 'submitting'),
};

/** Why an action cannot be taken on the case as it stands, or null (the order within a mismatch: notify, decision, refer). */
export function everifyActionConflict(action: EVerifyAction, c: EVerifyCaseState): string | null {
  if (!EVERIFY_ACTION_STATUSES[action].includes(c.status)) return `The case is ${c.status}: ${action} is not possible now.`;
  if (action === 'employee-decision' && !c.notifiedAt) return 'The case is tentative-nonconfirmation: notify the employee with the Further Action Notice before recording their decision.';
  if (action === 'employee-decision' && c.employeeDecision) return 'The case is tentative-nonconfirmation: the employee’s decision is already recorded.';
  if (action === 'refer' && c.employeeDecision !== 'take-action') return 'The case is tentative-nonconfirmation: only a mismatch the employee chose to contest can be referred.';
  return null;
}

/** Interim results, on which an employer may take no adverse action (E-Verify MOU Art. II.C; User Manual 3.0). */
const INTERIM: readonly EVerifyCaseStatus[] = ['verification-in-process', 'photo-match', 'needs-more-time', 'tentative-nonconfirmation', 'referred', 'case-in-continuance'];

/**
 * Problems with a closure: the reason must fit the case. While a result is interim, a closure may
 * never record the employee as no longer employed unless they quit: an open mismatch must not lead
 * to an adverse action. The final-nonconfirmation reasons go with that result and say whether the
 * employee still works; "Other" is explained without personal data.
 */
export function closureProblems(c: EVerifyCaseState, reason: EVerifyClosureReason, currentlyEmployed: boolean, reasonText?: string | null): { msg: string; param: string }[] {
  const fncReasons: EVerifyClosureReason[] = ['EMPLOYEE_CONTINUES_TO_WORK_AFTER_FNC', 'EMPLOYEE_TERMINATED_FOR_FNC_RESULT'];
  const noActionReasons: EVerifyClosureReason[] = ['EMPLOYEE_NOT_TAKING_ACTION_CONTINUES_TO_WORK', 'EMPLOYEE_NOT_TAKING_ACTION_TERMINATED'];
  const terminates: EVerifyClosureReason[] = ['EMPLOYEE_TERMINATED_FOR_FNC_RESULT', 'EMPLOYEE_NOT_TAKING_ACTION_TERMINATED'];
  if (INTERIM.includes(c.status) && !currentlyEmployed && reason !== 'EMPLOYEE_QUIT') {
    return [{ msg: 'The result is not final: the employee may not be terminated or otherwise penalised because of it. Close it only if the data was wrong or the employee left on their own.', param: 'currentlyEmployed' }];
  }
  if ([...fncReasons, ...noActionReasons].includes(reason) && c.status !== 'final-nonconfirmation') {
    return [{ msg: 'That reason goes with a final nonconfirmation.', param: 'reason' }];
  }
  if (c.status === 'final-nonconfirmation') {
    const expected = c.employeeDecision === 'no-action' ? noActionReasons : fncReasons;
    if (![...expected, 'INCORRECT_DATA', 'EMPLOYEE_QUIT', 'OTHER'].includes(reason)) return [{ msg: 'Choose a reason that goes with this final nonconfirmation.', param: 'reason' }];
  }
  if (terminates.includes(reason) === currentlyEmployed && [...fncReasons, ...noActionReasons].includes(reason)) {
    return [{ msg: 'The reason and whether the employee still works here disagree.', param: 'currentlyEmployed' }];
  }
  if (reason === 'DUPLICATE_CASE_DATA_EXISTS' && c.status !== 'duplicate-case') return [{ msg: 'E-Verify reported no duplicate case.', param: 'reason' }];
  if (reason === 'OTHER') return reasonTextProblems(reasonText, 'reasonText');
  return [];
}
