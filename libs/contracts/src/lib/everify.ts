/**
 * E-Verify as the API and the portal speak of it (docs/compliance.md §6). The codes follow the
 * E-Verify Web Services vocabulary where it is known (reasons for delay, closure reasons), so a real
 * gateway driver maps them one to one; the labels are the employer-facing words of the E-Verify
 * User Manual.
 */

/** The life of a case, from the moment the employer asks for it to its closure. */
export const EVERIFY_CASE_STATUSES = [
  /** Asked for; the worker is sending it to E-Verify. */
  'submitting',
  /** Sent; E-Verify is checking SSA and DHS records ("Verification In Process"). */
  'verification-in-process',
  /** The employer must compare the photo E-Verify returned with the employee's document. */
  'photo-match',
  /** DHS needs more time ("E-Verify Needs More Time"): wait. */
  'needs-more-time',
  /** A mismatch: notify the employee, record their decision, refer or close. */
  'tentative-nonconfirmation',
  /** The employee was referred and has 8 federal government working days to contact the agency. */
  'referred',
  /** The employee contacted the agency, which needs more time: wait. */
  'case-in-continuance',
  /** SSA or DHS could not process the case as entered: close it and create a new one. */
  'close-and-resubmit',
  /** E-Verify found a case for the same SSN in the past 365 days. */
  'duplicate-case',
  /** Employment could not be confirmed; the employer closes the case. */
  'final-nonconfirmation',
  /** Employment authorized: E-Verify closed the case by itself. */
  'employment-authorized',
  /** Closed by the employer with a closure reason. */
  'closed',
] as const;
export type EVerifyCaseStatus = (typeof EVERIFY_CASE_STATUSES)[number];

export const EVERIFY_STATUS_LABELS: Record<EVerifyCaseStatus, string> = {
  submitting: 'Being submitted',
  'verification-in-process': 'Verification in process',
  'photo-match': 'Photo matching required',
  'needs-more-time': 'E-Verify needs more time',
  'tentative-nonconfirmation': 'Tentative nonconfirmation (mismatch)',
  referred: 'Referred',
  'case-in-continuance': 'Case in continuance',
  'close-and-resubmit': 'Close case and resubmit',
  'duplicate-case': 'Duplicate case',
  'final-nonconfirmation': 'Final nonconfirmation',
  'employment-authorized': 'Employment authorized',
  closed: 'Closed',
};

/** Statuses in which a case is still open (one open case per employee at a time). */
export const EVERIFY_OPEN_STATUSES: readonly EVerifyCaseStatus[] = EVERIFY_CASE_STATUSES.filter((s) => s !== 'employment-authorized' && s !== 'closed');

/** Whose records did not match: the Social Security Administration, DHS, or both. */
export const EVERIFY_AGENCIES = ['ssa', 'dhs', 'dual'] as const;
export type EVerifyAgency = (typeof EVERIFY_AGENCIES)[number];
export const EVERIFY_AGENCY_LABELS: Record<EVerifyAgency, string> = { ssa: 'SSA', dhs: 'DHS', dual: 'SSA and DHS' };

/** POST /api/employees/:id/everify/actions `action`. */
export const EVERIFY_ACTIONS = ['notify', 'employee-decision', 'refer', 'photo-match', 'close'] as const;
export type EVerifyAction = (typeof EVERIFY_ACTIONS)[number];

/** The employee's choice on the Further Action Notice. */
export const EVERIFY_EMPLOYEE_DECISIONS = ['take-action', 'no-action'] as const;
export type EVerifyEmployeeDecision = (typeof EVERIFY_EMPLOYEE_DECISIONS)[number];
/**
 * The decision as the employer's screens and the Form I-9 record name it, in the words of the notice's
 * choice ("I choose to take action to resolve this mismatch" / "I choose not to take action").
 */
export const EVERIFY_EMPLOYEE_DECISION_LABELS: Record<EVerifyEmployeeDecision, string> = {
  'take-action': 'Takes action to resolve the mismatch',
  'no-action': 'Does not take action',
};

/** The employer's answer when comparing E-Verify's photo with the employee's document (not the person). */
export const EVERIFY_PHOTO_ANSWERS = ['yes', 'no', 'no-photo'] as const;
export type EVerifyPhotoAnswer = (typeof EVERIFY_PHOTO_ANSWERS)[number];
export const EVERIFY_PHOTO_ANSWER_LABELS: Record<EVerifyPhotoAnswer, string> = {
  yes: 'Yes: the photos match',
  no: 'No: the photos do not match',
  'no-photo': 'No photo on this document',
};

/** Why a case is created after the 3rd business day (uscis.gov, E-Verify three-day rule). */
export const EVERIFY_LATE_REASONS = [
  { code: 'AWAITING_SOCIAL_SECURITY_NUMBER', label: 'Awaiting Social Security number' },
  { code: 'TECHNICAL_PROBLEMS', label: 'Technical problems' },
  { code: 'AUDIT_REVEALED_NEW_HIRE_WAS_NOT_RUN', label: 'Audit revealed that the new hire was not run' },
  { code: 'FEDERAL_CONTRACTOR_VERIFYING_EXISTING_EMPLOYEE', label: 'Federal contractor with the FAR E-Verify clause verifying an existing employee' },
  { code: 'OTHER', label: 'Other (explain)' },
] as const;
export type EVerifyLateReason = (typeof EVERIFY_LATE_REASONS)[number]['code'];
/** The "Other" explanation of a late case or a closure: short, and never personal data such as an SSN. */
export const EVERIFY_REASON_TEXT_MAX = 200;

/** Why the employer closes a case (E-Verify User Manual 4.1; the codes of the Web Services closure reasons). */
export const EVERIFY_CLOSURE_REASONS = [
  { code: 'EMPLOYEE_CONTINUES_TO_WORK_AFTER_FNC', label: 'The employee continues to work for the employer after receiving a Final Nonconfirmation result' },
  { code: 'EMPLOYEE_TERMINATED_FOR_FNC_RESULT', label: 'The employee was terminated by the employer for receiving a Final Nonconfirmation result' },
  { code: 'EMPLOYEE_NOT_TAKING_ACTION_CONTINUES_TO_WORK', label: 'The employee continues to work after choosing not to take action to resolve the mismatch' },
  { code: 'EMPLOYEE_NOT_TAKING_ACTION_TERMINATED', label: 'The employee was terminated after choosing not to take action to resolve the mismatch' },
  { code: 'INCORRECT_DATA', label: 'The information entered was not correct' },
  { code: 'DUPLICATE_CASE_DATA_EXISTS', label: 'A case for this employee already exists' },
  { code: 'EMPLOYEE_QUIT', label: 'The employee voluntarily quit' },
  { code: 'OTHER', label: 'Other (explain)' },
] as const;
export type EVerifyClosureReason = (typeof EVERIFY_CLOSURE_REASONS)[number]['code'];

/** E-Verify closes a case by itself when it confirms employment authorization: there is no employer's reason to show. */
export const EVERIFY_AUTHORIZED_CLOSURE_LABEL = 'Closed automatically: employment authorized';

/** A case as its closure's label needs it. */
export interface EVerifyClosure {
  readonly status: EVerifyCaseStatus;
  readonly closureReason: EVerifyClosureReason | null;
  /** The employer's explanation of an "Other" closure. */
  readonly closureText: string | null;
}

/**
 * Why a case is closed, in the employer's words: E-Verify's own closure of an authorized case, or the
 * reason the employer chose (an "Other" with its explanation); null while the case is open. An
 * authorized case has no closure reason, so it used to show "Closed" and a date, and nothing else (issue 32).
 */
export function everifyClosureLabel(c: EVerifyClosure): string | null {
  if (c.status === 'employment-authorized') return EVERIFY_AUTHORIZED_CLOSURE_LABEL;
  if (!c.closureReason) return null;
  if (c.closureReason === 'OTHER' && c.closureText) return `Other: ${c.closureText}`;
  return EVERIFY_CLOSURE_REASONS.find((r) => r.code === c.closureReason)?.label ?? null;
}
