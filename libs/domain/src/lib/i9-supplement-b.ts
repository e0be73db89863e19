import type { Citizenship, SupplementBReason } from '@clearhire/contracts';
import { addCalendarDays, addCalendarYears, calendarDaysBetween } from './calendar-arithmetic';
import { compareCalendarDates, isCalendarDate } from './calendar-date';
import { i9DocumentTitle, type I9List } from './i9-documents';
import type { FieldProblem } from './i9-section1';
import { alternativeProcedureProblems, type HiringSite } from './i9-worksite';
import { attestationWith, examinedDocumentProblems, reverifyBy, type ExaminedDocument, type ReverifyBy } from './i9-section2';

// Form I-9 Supplement B, "Reverification and Rehire" (08/01/23 edition; M-274 §5, §6;
// docs/compliance.md §4.5): a new section for each reverification, rehire or legal name change
// (SUPPLEMENT_B_REASONS, with the employer's words for them, in libs/contracts).

/** The Supplement B certification the employer or authorized representative accepts. */
export const I9_SUPPLEMENT_B_ATTESTATION =
  'I attest, under penalty of perjury, that to the best of my knowledge, this employee is authorized to work in the United States, and if the employee presented documentation, the documentation I examined appears to be genuine and to relate to the individual who presented it.';

/**
 * The text the examiner of a Supplement B section accepts and the record keeps (8 CFR
 * 274a.2(b)(1)(vii); M-274 §6 and the Form I-9 instructions for Supplement B; docs/compliance.md
 * §4.5): the Supplement B certification, with the alternative procedure's statement when used.
 */
export function supplementBAttestation(alternativeProcedure: boolean): string {
  return attestationWith(I9_SUPPLEMENT_B_ATTESTATION, alternativeProcedure);
}

/** A rehire may reuse the Form I-9 within 3 years of the day it was completed; later, a new Form I-9 (M-274 §5.2). */
export const REHIRE_REUSE_YEARS = 3;

/** The days before the reverification date on which the employer is reminded, and the day itself (0). */
export const REVERIFICATION_ALERT_DAYS = [90, 60, 30, 0] as const;

/** How long the private link for the new document stays open. */
export const REVERIFICATION_LINK_DAYS = 30;

export interface SupplementBStart {
  readonly reason: SupplementBReason;
  readonly rehireDate?: string | null;
  readonly newLastName?: string | null;
  readonly newFirstName?: string | null;
}

export interface SupplementBEmployee {
  readonly citizenship: Citizenship;
  /** The day Section 2 was signed: the Form I-9 was completed then. */
  readonly completedOn: string;
  readonly reverifyBy: string | null;
  readonly terminationDate: string | null;
}

/**
 * Whether a Supplement B of this reason may start (docs/compliance.md §4.5): a reverification only
 * when something on the Form I-9 expires (never for citizens, nationals, Permanent Resident Cards or
 * List B documents: asking them is discrimination); a rehire only of someone whose employment ended,
 * after the end and within 3 years of the Form's completion; a name change with the new name.
 */
export function supplementBStartProblems(start: SupplementBStart, employee: SupplementBEmployee, today: string): FieldProblem[] {
  if (start.reason === 'reverification' && !employee.reverifyBy) {
    return [{ msg: "Nothing on this employee's Form I-9 expires: reverification is not required, and asking for documents would be discrimination.", param: 'reason' }];
  }
  if (start.reason === 'rehire') {
    const param = 'rehireDate';
    if (!start.rehireDate || !isCalendarDate(start.rehireDate)) return [{ msg: 'Rehire date must be a date (YYYY-MM-DD).', param }];
    if (!employee.terminationDate) return [{ msg: 'Record the termination before the rehire: only someone whose employment ended is rehired.', param }];
    if (compareCalendarDates(start.rehireDate, employee.terminationDate) <= 0) return [{ msg: `The rehire date must be after the termination (${employee.terminationDate}).`, param }];
    const reuseUntil = addCalendarYears(employee.completedOn, REHIRE_REUSE_YEARS);
    if (compareCalendarDates(start.rehireDate, reuseUntil) > 0) {
      return [{ msg: `The Form I-9 was completed on ${employee.completedOn}: a rehire after ${reuseUntil} needs a new Form I-9, not Supplement B.`, param }];
    }
    if (compareCalendarDates(start.rehireDate, addCalendarDays(today, 365)) > 0) return [{ msg: 'The rehire date is more than a year away. Check the date.', param }];
  }
  if (start.reason === 'name-change') {
    const problems: FieldProblem[] = [];
    if (!start.newLastName?.trim()) problems.push({ msg: 'Enter the new last name.', param: 'newLastName' });
    if (!start.newFirstName?.trim()) problems.push({ msg: 'Enter the new first name.', param: 'newFirstName' });
    return problems;
  }
  return [];
}

/**
 * Whether Supplement B must record a document: always for a reverification; for a rehire when the
 * authorization the Form shows has expired by the rehire date (M-274 §5.2); never for a name change.
 */
export function supplementBNeedsDocument(reason: SupplementBReason, reverifyByDate: string | null, rehireDate?: string | null): boolean {
  if (reason === 'reverification') return true;
  if (reason === 'rehire') return Boolean(reverifyByDate && rehireDate && compareCalendarDates(reverifyByDate, rehireDate) <= 0);
  return false;
}

export interface SupplementBCompletion {
  readonly document?: ExaminedDocument | null;
  readonly alternativeProcedure: boolean;
}

/**
 * The document of Supplement B: any List A or List C document the employee chooses (never List B:
 * List B proves identity only), unexpired on the day of examination, checked as in Section 2.
 */
export function supplementBProblems(
  completion: SupplementBCompletion,
  ctx: { reason: SupplementBReason; needsDocument: boolean; today: string; eVerify: boolean; hiringSite: HiringSite; birthdate: string; firstDay: string },
): FieldProblem[] {
  const problems: FieldProblem[] = [];
  const d = completion.document;
  if (!d) {
    if (ctx.needsDocument) problems.push({ msg: 'Record the List A or List C document the employee presented.', param: 'document' });
  } else if (d.list !== 'A' && d.list !== 'C') {
    problems.push({ msg: 'Supplement B records a List A or a List C document: List B documents are never reverified.', param: 'document.list' });
  } else {
    const known = i9DocumentTitle(d.list as I9List, d.title);
    if (!known) problems.push({ msg: `"${d.title}" is not a List ${d.list} document of Form I-9.`, param: 'document.title' });
    else if (known.part && known.part !== 'alone') problems.push({ msg: 'Record the document that shows the employment authorization (for a foreign passport, its Form I-94 or I-551 stamp).', param: 'document.title' });
    else problems.push(...examinedDocumentProblems(d, known, 'document', { today: ctx.today, eVerify: ctx.eVerify, birthdate: ctx.birthdate, firstDay: ctx.firstDay, shortTerm: false }));
  }
  // 8 CFR 274a.2(b)(1)(ii)(C); 88 FR 47749; docs/compliance.md §4.9: as in Section 2, only at an E-Verify hiring site.
  problems.push(...alternativeProcedureProblems(completion.alternativeProcedure, ctx));
  return problems;
}

/** The next reverification date once Supplement B recorded a new document (the Section 1 end date no longer applies). */
export function reverifyByAfter(document: ExaminedDocument, citizenship: Citizenship, examinedOn: string, receiptValidityDays?: number): ReverifyBy | null {
  return reverifyBy({ citizenship, authorizedUntil: null, firstDayOfEmployment: examinedOn, documents: [document] }, receiptValidityDays);
}

/** Whether today is a reminder day for a reverification date: 90, 60 and 30 days before, the day itself, and every day after. */
export function reverificationAlertDue(reverifyByDate: string, today: string): boolean {
  const daysLeft = calendarDaysBetween(today, reverifyByDate);
  return daysLeft < 0 || (REVERIFICATION_ALERT_DAYS as readonly number[]).includes(daysLeft);
}
