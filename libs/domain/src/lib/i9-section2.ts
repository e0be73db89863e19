import type { Citizenship } from '@clearhire/contracts';
import { ageOn } from './age';
import { addCalendarDays } from './calendar-arithmetic';
import { compareCalendarDates, isCalendarDate } from './calendar-date';
import { documentSetProblems, i9DocumentTitle, type I9DocumentTitle, type I9List } from './i9-documents';
import type { FieldProblem } from './i9-section1';
import { alternativeProcedureProblems, type HiringSite } from './i9-worksite';

/** One document as the employer examined and recorded it (Section 2 or Supplement B). */
export interface ExaminedDocument {
  readonly list: string;
  readonly title: string;
  readonly issuingAuthority?: string | null;
  readonly number?: string | null;
  /** 'YYYY-MM-DD', or null/absent for a document without an expiration date. */
  readonly expirationDate?: string | null;
  /** Whether the document shows a photograph, where that depends on the issuer (List B, E-Verify employers). */
  readonly hasPhoto?: boolean | null;
}

export interface Section2Facts {
  readonly firstDayOfEmployment: string;
  readonly documents: readonly ExaminedDocument[];
  /** DHS-authorized alternative procedure: copies examined, then a live video call (docs/compliance.md §4.9). */
  readonly alternativeProcedure: boolean;
  /** Hired for fewer than 3 business days: Section 2 is due on the first day and receipts are refused. */
  readonly shortTermEmployment?: boolean;
}

export interface Section2Context {
  /** The day the documents are examined, on the employer's calendar. */
  readonly today: string;
  /** The employer participates in E-Verify (in good standing) for this hire. */
  readonly eVerify: boolean;
  /** The employee's location: whether it is an E-Verify hiring site decides the alternative procedure. */
  readonly hiringSite: HiringSite;
  /** The day the employee accepted the job offer, when the employer recorded it. */
  readonly offerAcceptedOn?: string | null;
  /** From Section 1: who the employee is (an under-18 record needs a minor). */
  readonly birthdate: string;
}

/**
 * How far ahead a first day of employment may lie. Section 2 may be completed once the offer is
 * accepted, before work starts (M-274 §2.0); a first day more than a year away is a typing
 * mistake, and a Form I-9 completed that early would be stale by the time work begins.
 */
export const SECTION2_FIRST_DAY_MAX_DAYS_AHEAD = 365;

/**
 * Everything Form I-9 Section 2 refuses, each naming its field (docs/compliance.md §4.2, §4.6, §4.7,
 * §4.9). Nothing here asks for a specific document or for more than the Form requires: only what the
 * Form does not accept is refused (document abuse, 8 U.S.C. 1324b(a)(6)).
 */
export function section2Problems(input: Section2Facts, ctx: Section2Context): FieldProblem[] {
  const problems: FieldProblem[] = [...firstDayProblems(input.firstDayOfEmployment, ctx)];
  const setProblems = documentSetProblems(input.documents);
  problems.push(...setProblems);
  const firstDay = isCalendarDate(input.firstDayOfEmployment) ? input.firstDayOfEmployment : ctx.today;
  input.documents.forEach((d, i) => {
    const known = (d.list === 'A' || d.list === 'B' || d.list === 'C') && i9DocumentTitle(d.list as I9List, d.title);
    if (known) problems.push(...examinedDocumentProblems(d, known, `documents.${i}`, { ...ctx, firstDay, shortTerm: input.shortTermEmployment === true }));
  });
  // 88 FR 47990 (8 CFR 274a.2(b)(1)(ii)(C)); docs/compliance.md §4.9: an E-Verify employer at an E-Verify hiring site.
  problems.push(...alternativeProcedureProblems(input.alternativeProcedure, ctx));
  return problems;
}

function firstDayProblems(firstDay: string, ctx: Section2Context): FieldProblem[] {
  const param = 'firstDayOfEmployment';
  if (!isCalendarDate(firstDay)) return [{ msg: 'First day of employment must be a date (YYYY-MM-DD).', param }];
  // Section 1 and Section 2 never come before the offer is accepted (M-274 §2.0; docs/compliance.md §4.2).
  if (ctx.offerAcceptedOn && compareCalendarDates(firstDay, ctx.offerAcceptedOn) < 0) {
    return [{ msg: `The first day of employment cannot be before the job offer was accepted (${ctx.offerAcceptedOn}).`, param }];
  }
  if (compareCalendarDates(firstDay, addCalendarDays(ctx.today, SECTION2_FIRST_DAY_MAX_DAYS_AHEAD)) > 0) {
    return [{ msg: 'The first day of employment is more than a year away. Check the date.', param }];
  }
  if (compareCalendarDates(firstDay, ctx.birthdate) <= 0) return [{ msg: 'The first day of employment must be after the birth date.', param }];
  return [];
}

/** What one examined document is checked against: the day, E-Verify, the employee's age on the first day, a short job. */
export type ExaminationContext = Omit<Section2Context, 'hiringSite'> & { firstDay: string; shortTerm: boolean };

/**
 * One examined document's problems (Section 2 or Supplement B), each naming `<at>.<field>`: its
 * authority and number, its expiration on the day of examination, receipts for a short job, minors'
 * records, and a List B photo for an E-Verify employer.
 */
export function examinedDocumentProblems(d: ExaminedDocument, known: I9DocumentTitle, at: string, ctx: ExaminationContext): FieldProblem[] {
  const problems: FieldProblem[] = [];
  const given = (v: string | null | undefined): v is string => typeof v === 'string' && v.trim() !== '';
  if (!known.notation) {
    if (!given(d.issuingAuthority)) problems.push({ msg: 'Enter the document’s issuing authority.', param: `${at}.issuingAuthority` });
    if (!given(d.number)) problems.push({ msg: 'Enter the document number.', param: `${at}.number` });
  }
  // "All documents containing an expiration date must be unexpired" (Lists of Acceptable Documents; M-274 §4.4).
  if (known.expiration === 'required' && !given(d.expirationDate)) {
    problems.push({ msg: 'Enter the document’s expiration date: this document always has one.', param: `${at}.expirationDate` });
  } else if (known.expiration === 'none' && given(d.expirationDate)) {
    problems.push({ msg: 'This document has no expiration date. Leave it empty.', param: `${at}.expirationDate` });
  } else if (given(d.expirationDate)) {
    if (!isCalendarDate(d.expirationDate)) problems.push({ msg: 'Expiration date must be a date (YYYY-MM-DD).', param: `${at}.expirationDate` });
    else if (compareCalendarDates(d.expirationDate, ctx.today) < 0) {
      problems.push({
        msg: `This document expired on ${d.expirationDate}: Form I-9 accepts only unexpired documents. If the issuing authority extended it, enter the extended date.`,
        param: `${at}.expirationDate`,
      });
    }
  }
  // 8 CFR 274a.2(b)(1)(vi); M-274 §4.3: no receipt for a job of fewer than 3 business days.
  if (known.receipt && ctx.shortTerm) {
    problems.push({ msg: 'Receipts are not acceptable when the employment lasts fewer than 3 business days. The employee presents the document itself.', param: `${at}.title` });
  }
  // M-274 §4.1, §4.2: the under-18 records and notation are for minors only.
  if (known.under18 && isCalendarDate(ctx.birthdate) && compareCalendarDates(ctx.firstDay, ctx.birthdate) > 0 && ageOn(ctx.birthdate, ctx.firstDay) >= 18) {
    problems.push({ msg: 'This List B record is only for an employee under 18 on the first day of employment.', param: `${at}.title` });
  }
  // E-Verify: "List B documents must contain a photo" (E-Verify User Manual for Corporate Administrators §1.5; docs/compliance.md §4.7), so
  // no minor's record or notation either.
  if (ctx.eVerify && known.list === 'B') {
    if (known.photo === 'never') {
      problems.push({ msg: 'An E-Verify employer accepts a List B document only if it contains a photograph.', param: `${at}.title` });
    } else if (known.photo === 'maybe' && d.hasPhoto !== true) {
      problems.push({
        msg: d.hasPhoto === false ? 'An E-Verify employer accepts a List B document only if it contains a photograph.' : 'Say whether the List B document contains a photograph: E-Verify employers need one.',
        param: `${at}.hasPhoto`,
      });
    }
  }
  return problems;
}

/**
 * How long a receipt stands in for the document (M-274 §4.3): the replacement receipt and the
 * refugee I-94 for 90 days from the first day of employment. The figure is not confirmed in the
 * regulation's text (docs/compliance.md §4.6), so it is a setting whose default is the shortest
 * period cited; a longer one would let a receipt outlive its validity.
 */
export const RECEIPT_VALIDITY_DAYS = 90;

export interface ReverifyBy {
  /** The day the employee must present new evidence, on or before which Supplement B is done. */
  readonly date: string;
  readonly reason: string;
}

export interface ReverificationFacts {
  readonly citizenship: Citizenship;
  /** Section 1 box 4: the work authorization's end date, or null for none / "N/A". */
  readonly authorizedUntil?: string | null;
  readonly firstDayOfEmployment: string;
  readonly documents: readonly ExaminedDocument[];
}

/**
 * The day an employee's Form I-9 needs Supplement B (docs/compliance.md §4.5; M-274 §6.1): the
 * earliest of the Section 1 work-authorization end date, the expiration of a document whose
 * expiry ends the authorization (EAD, temporary I-551 evidence, Form I-94), and the end of a
 * receipt's validity. Never for U.S. citizens or noncitizen nationals on their status (only a
 * receipt they presented, when its period ends), never for a U.S. passport, a Permanent Resident
 * Card or a List B document. Null when nothing expires.
 */
export function reverifyBy(facts: ReverificationFacts, receiptValidityDays = RECEIPT_VALIDITY_DAYS): ReverifyBy | null {
  const candidates: ReverifyBy[] = [];
  const noncitizen = facts.citizenship === 'citizen3' || facts.citizenship === 'citizen4';
  if (facts.citizenship === 'citizen4' && facts.authorizedUntil && isCalendarDate(facts.authorizedUntil)) {
    candidates.push({ date: facts.authorizedUntil, reason: 'The employment authorization attested in Section 1 ends.' });
  }
  for (const d of facts.documents) {
    const known = i9DocumentTitle(d.list as I9List, d.title);
    if (!known) continue;
    if (known.receipt === 'replacement' || known.receipt === 'i94-refugee') {
      candidates.push({ date: addCalendarDays(facts.firstDayOfEmployment, receiptValidityDays), reason: `The receipt (${known.title}) is valid ${receiptValidityDays} days from the first day of employment.` });
    } else if (known.receipt === 'i94-i551-stamp' && d.expirationDate) {
      candidates.push({ date: d.expirationDate, reason: 'The temporary I-551 stamp on Form I-94 expires.' });
    } else if (noncitizen && known.reverifyOnExpiry && d.expirationDate && isCalendarDate(d.expirationDate)) {
      candidates.push({ date: d.expirationDate, reason: `${known.title} expires.` });
    }
  }
  if (candidates.length === 0) return null;
  return candidates.reduce((earliest, c) => (compareCalendarDates(c.date, earliest.date) < 0 ? c : earliest));
}

/** Form I-9 (08/01/23 and 01/20/25 editions) Section 2 certification, accepted word for word by the examiner. */
export const I9_SECTION2_ATTESTATION =
  'Certification: I attest, under penalty of perjury, that (1) I have examined the documentation presented by the above-named employee, (2) the above-listed documentation appears to be genuine and to relate to the employee named, and (3) to the best of my knowledge, the employee is authorized to work in the United States.';

/**
 * The alternative-procedure box and what it stands for (88 FR 47749; docs/compliance.md §4.9): copies
 * examined first, then the same documents in a live video call, and the copies kept.
 */
export const I9_ALTERNATIVE_PROCEDURE_ATTESTATION =
  'I used an alternative procedure authorized by DHS to examine documents: I examined copies (front and back) of the documents the employee transmitted, then the same documents presented by the employee in a live video interaction, and the copies are retained with this Form I-9.';

/**
 * The text an examiner accepts and the record keeps: the certification, followed by the
 * alternative procedure's statement when its box is checked (Form I-9 instructions; 88 FR 47749).
 * Section 2 and Supplement B attest the same way.
 */
export function attestationWith(certification: string, alternativeProcedure: boolean): string {
  return alternativeProcedure ? `${certification} ${I9_ALTERNATIVE_PROCEDURE_ATTESTATION}` : certification;
}

/** The text an examiner accepts when signing Section 2 (8 CFR 274a.2(b)(1)(ii)(B); Form I-9 instructions). */
export function section2Attestation(alternativeProcedure: boolean): string {
  return attestationWith(I9_SECTION2_ATTESTATION, alternativeProcedure);
}

/**
 * The dates an employer gives when adding an employee: the offer is accepted on or before today (no
 * Form I-9 before it; docs/compliance.md §4.2), and the first day is on or after it and at most a year away.
 */
export function hireDatesProblems(dates: { startDate?: string | null; offerAcceptedOn?: string | null }, today: string): FieldProblem[] {
  const problems: FieldProblem[] = [];
  const { startDate, offerAcceptedOn } = dates;
  if (offerAcceptedOn && isCalendarDate(offerAcceptedOn) && compareCalendarDates(offerAcceptedOn, today) > 0) {
    problems.push({ msg: 'The job offer cannot be accepted in the future.', param: 'offerAcceptedOn' });
  }
  if (startDate && isCalendarDate(startDate)) {
    if (offerAcceptedOn && isCalendarDate(offerAcceptedOn) && compareCalendarDates(startDate, offerAcceptedOn) < 0) {
      problems.push({ msg: 'The first day of employment cannot be before the job offer was accepted.', param: 'startDate' });
    } else if (compareCalendarDates(startDate, addCalendarDays(today, SECTION2_FIRST_DAY_MAX_DAYS_AHEAD)) > 0) {
      problems.push({ msg: 'The first day of employment is more than a year away. Check the date.', param: 'startDate' });
    }
  }
  return problems;
}
