import type { AnswerField, Citizenship, EVerifyAgency, I9DocumentList } from '@clearhire/contracts';

/**
 * What the PDF renderers take: plain data shaped like the entities of libs/db, so the worker maps
 * a row to an input in a few lines (often by passing the row itself). Calendar dates are
 * 'YYYY-MM-DD' strings, instants are Dates. Secrets (SSN, A-Number, I-94 and passport numbers)
 * arrive decrypted: generated forms are the one place full numbers are printed (docs/architecture.md §4).
 */

/** When and where a document is generated. The same values give byte-for-byte the same PDF. */
export interface RenderOptions {
  /** Printed in every page footer and stored as the PDF CreationDate. */
  readonly generatedAt: Date;
  /**
   * The employer's IANA time zone (`timeZoneOf(company)` in libs/domain): human-readable times are
   * printed in it and the calendar day of a timestamp (the day an applicant signed) is the day on
   * its calendar. ISO timestamps are printed in UTC as well. Required: a form dated on the server's
   * or UTC's day instead of the employer's can be dated a day late.
   */
  readonly timeZone: string;
}

/** A US mailing address as the forms collect it (Submission, I9Form). */
export interface AddressInput {
  readonly street: string;
  readonly apt?: string | null;
  readonly city: string;
  readonly county?: string | null;
  /** Two-letter USPS code. */
  readonly state: string;
  readonly zip: string;
}

/** The pre-screening applicant: Submission columns, with the SSN decrypted. */
export interface ApplicantInput extends AddressInput {
  readonly firstname: string;
  readonly lastname: string;
  /** Digits only; `phone` of the submission. */
  readonly phone: string;
  /** Full SSN, 9 digits. */
  readonly ssn: string;
  readonly birthdate: string;
}

/**
 * The submission's answers as stored ('1' yes, '0' no, null not asked or unknown). A Submission
 * row can be passed as is; follow-ups whose parent was not answered yes are ignored.
 */
export type ScreeningAnswersInput = Partial<Record<AnswerField, string | null>>;

/** The applicant's typed-name electronic signature on Form 8850 (Submission.signature, createdAt, signerIp). */
export interface ApplicantSignatureInput {
  readonly signature: string;
  readonly signedAt: Date;
  readonly signerIp: string | null;
}

/** The employer as declared on its Employer Representative Declaration (ErdForm), with what the company row adds. */
export interface EmployerInput {
  /** Legal name as signed on the ERD. */
  readonly name: string;
  /** Digits only, 9 digits. */
  readonly ein: string | null;
  readonly phone: string;
  readonly fax?: string | null;
  readonly email?: string | null;
  /** Not collected by the ERD form today: printed as blank lines until it is. */
  readonly address?: AddressInput | null;
  /** Person to contact about the certification request (the ERD signer). */
  readonly contact?: { readonly firstname: string; readonly lastname: string; readonly phone?: string | null } | null;
}

/** The hire, recorded by the employer once known (Submission offerDate … jobTitle). */
export interface HireInput {
  readonly offerDate?: string | null;
  readonly hireDate?: string | null;
  readonly startDate?: string | null;
  /** Dollars per hour as exact decimal text ('15.50'), as the numeric column returns it. */
  readonly startingWage?: string | null;
  readonly jobTitle?: string | null;
}

/**
 * One submission's WOTC request. The same input renders Form 8850 and ETA Form 9061, so the
 * worker builds it once per submission.
 */
export interface WotcFormInput extends RenderOptions {
  readonly applicant: ApplicantInput;
  readonly answers: ScreeningAnswersInput;
  readonly signature: ApplicantSignatureInput;
  readonly employer: EmployerInput;
  readonly hire?: HireInput | null;
  /** Form 8850 line 1: the applicant holds a conditional certification (ETA 9062) from the SWA or a participating agency. */
  readonly conditionallyCertified?: boolean;
  /**
   * Form 8850 page 2: the employer's finding that, from age and home address, the applicant is
   * in group 4 (designated community resident) or 6 (summer youth). The answers alone cannot
   * show an Empowerment Zone address, so this stays blank until the employer decides.
   */
  readonly group4or6?: 4 | 6 | null;
}

export type Form8850Input = WotcFormInput;
export type Form9061Input = WotcFormInput;

/** The signed Employer Representative Declaration (ErdForm row, createdAt as signedAt). */
export interface ErdInput {
  /** The signer. */
  readonly firstname: string;
  readonly lastname: string;
  /** Legal company name as signed. */
  readonly name: string;
  readonly phone: string;
  readonly email: string;
  readonly fax?: string | null;
  readonly ein: string;
  /** The signer's full name typed as an electronic signature. */
  readonly signature: string;
  readonly signedAt: Date;
  readonly signerIp?: string | null;
  /** The signer's job title; the ERD form does not ask it yet, so a blank line is printed without it. */
  readonly signerTitle?: string | null;
  /** When ClearHire accepted the declaration (ErdForm.approvedAt). */
  readonly approvedAt?: Date | null;
  /**
   * The words signed as stored with the signature (ErdForm.authorizationVersion, authorizationText,
   * authorizationSha256); null for a declaration signed before they were kept with it.
   */
  readonly authorization: ErdAuthorizationSigned | null;
}

/** The authorization's words as kept with a signature: printed as they are, never rebuilt. */
export interface ErdAuthorizationSigned {
  readonly version: string;
  readonly text: string;
  readonly sha256: string;
}

/** The party the employer authorizes. */
export interface RepresentativeInput {
  readonly name: string;
  readonly email?: string | null;
  readonly phone?: string | null;
  readonly website?: string | null;
}

export interface ErdAuthorizationInput extends RenderOptions {
  readonly erd: ErdInput;
  /** Defaults to ClearHire with no contact details. */
  readonly representative?: RepresentativeInput;
}

/** Form I-9 Section 1 as entered (I9Form row with the numbers decrypted). */
export interface I9Section1Input extends AddressInput {
  readonly lastname: string;
  readonly firstname: string;
  readonly middleInitial?: string | null;
  readonly otherLastnames?: string | null;
  readonly birthdate: string;
  /** Full SSN, 9 digits; voluntary on Form I-9 unless the employer uses E-Verify, so it may be empty. */
  readonly ssn?: string | null;
  readonly email?: string | null;
  readonly phone?: string | null;
  readonly citizenship: Citizenship;
  /** Box 3: USCIS / A-Number. */
  readonly alienNumber?: string | null;
  /** Box 4: work authorization end date. */
  readonly expiry?: string | null;
  /** Box 4: the authorization does not expire ("N/A"). */
  readonly expiryNotApplicable?: boolean;
  /** Box 4, exactly one of: USCIS A-Number, Form I-94 admission number, foreign passport number and country. */
  readonly citizen4Number1?: string | null;
  readonly citizen4Number2?: string | null;
  readonly citizen4Number3?: string | null;
}

/** What every Form I-9 electronic signature keeps (8 CFR 274a.2(h)): when, from where, and the record it signs. */
export interface I9SignatureRecordInput {
  readonly signedAt: Date;
  readonly signerIp?: string | null;
  readonly signerUserAgent?: string | null;
  /** The id of the record this signature belongs to: the I9Form, I9Section2 or I9SupplementB row. */
  readonly recordId: string;
}

/** The employee's Section 1 e-signature (I9Form signature, signedAt, signerIp, signerUserAgent, id). */
export interface I9SignatureInput extends I9SignatureRecordInput {
  readonly signature: string;
  /** The attestation the employee accepted, if the portal showed other wording than I9_SECTION1_ATTESTATION. */
  readonly attestationText?: string;
}

/** One uploaded identity document, as Employee.documentsType holds it. */
export interface I9DocumentInput {
  /** The document chosen from the list, e.g. "U.S. Passport". */
  readonly type: string;
  /** Stored download name (built from kind and id, never personal data). */
  readonly filename?: string | null;
}

/** One preparer or translator of Supplement A, as they signed. */
export interface I9PreparerInput {
  readonly lastName: string;
  readonly firstName: string;
  readonly middleInitial?: string | null;
  readonly street: string;
  readonly city: string;
  readonly state: string;
  readonly zip: string;
  readonly signature: string;
  readonly signedAt: Date;
  readonly attestation: string;
}

/** One document the examiner recorded in Section 2, with its full number (the Form holds it). */
export interface I9ExaminedDocumentInput {
  readonly list: 'A' | 'B' | 'C';
  readonly title: string;
  readonly issuingAuthority?: string | null;
  readonly number?: string | null;
  readonly expirationDate?: string | null;
}

/** The examiner's electronic signature, alike on Section 2 and on each Supplement B section. */
export interface I9ExaminerSignatureInput extends I9SignatureRecordInput {
  /** The day the documents were examined, on the employer's calendar. */
  readonly signedOn: string;
  /** The certification the examiner accepted before signing. */
  readonly attestation: string;
}

/** Form I-9 Section 2 as signed (I9Section2 and its examined documents). */
export interface I9Section2Input extends I9ExaminerSignatureInput {
  readonly firstDayOfEmployment: string;
  readonly documents: readonly I9ExaminedDocumentInput[];
  readonly alternativeProcedure: boolean;
  readonly additionalInformation?: string | null;
  readonly examiner: { readonly lastName: string; readonly firstName: string; readonly title: string; readonly authorizedRepresentative: boolean };
  readonly employer: { readonly name: string; readonly street: string; readonly city: string; readonly state: string; readonly zip: string };
}

/** One completed Supplement B section (I9SupplementB), with the full document number. */
export interface I9SupplementBInput extends I9ExaminerSignatureInput {
  readonly sequence: number;
  readonly reason: 'reverification' | 'rehire' | 'name-change';
  readonly rehireDate?: string | null;
  /** A legal name change: last, first and middle initial. */
  readonly newName?: { readonly lastName: string; readonly firstName: string; readonly middleInitial?: string | null } | null;
  readonly document?: I9ExaminedDocumentInput | null;
  readonly alternativeProcedure: boolean;
  readonly additionalInformation?: string | null;
  readonly examinerName: string;
}

export interface I9RecordInput extends RenderOptions {
  /** The company the employee was hired by. */
  readonly employerName: string;
  readonly section1: I9Section1Input;
  readonly signature: I9SignatureInput;
  /** Employee.documentsType: one entry per list used. */
  readonly documents: Partial<Record<I9DocumentList, I9DocumentInput>> | null;
  /** Supplement A: whoever helped with Section 1 (none when the employee completed it alone). */
  readonly preparers?: readonly I9PreparerInput[];
  /** Section 2, once the employer signed it. */
  readonly section2?: I9Section2Input | null;
  /** Supplement B: the completed reverification, rehire and name-change sections, in order. */
  readonly supplementB?: readonly I9SupplementBInput[];
  /** Which version of the record this is: the employee's I-9 revision (0: Section 1 alone). */
  readonly revision?: number;
  /** The E-Verify cases of this Form I-9, oldest first (E-Verify: record the case number with the I-9). */
  readonly everify?: readonly I9EVerifyCaseInput[];
}

/** One E-Verify case as the I-9 record keeps it: no SSN, only the case and its steps. */
export interface I9EVerifyCaseInput {
  readonly caseNumber: string;
  /** The result or state, in E-Verify's words ("Employment authorized", "Final nonconfirmation", "Closed"). */
  readonly result: string;
  readonly testMode: boolean;
  readonly createdOn: string;
  readonly mismatch?: { readonly agency: string; readonly issuedOn: string; readonly notifiedOn: string | null; readonly decision: string | null; readonly signature: string | null; readonly referredOn: string | null } | null;
  readonly closure?: { readonly reason: string; readonly currentlyEmployed: boolean; readonly closedOn: string } | null;
}

/** The two E-Verify notices given to an employee after a tentative nonconfirmation (docs/compliance.md §6.2). */
export type EVerifyNoticeKind = 'further-action-notice' | 'referral-date-confirmation';

/**
 * One E-Verify notice for the employee, in English or Spanish. It carries no SSN, A-Number or
 * document number, on purpose: the notices never print them.
 */
export interface EVerifyNoticeInput extends RenderOptions {
  readonly kind: EVerifyNoticeKind;
  readonly language: 'en' | 'es';
  /** True while the E-Verify test mode is on: every page must say so prominently. */
  readonly testMode: boolean;
  /** The E-Verify case number, e.g. '2026329000123AB'. */
  readonly caseNumber: string;
  readonly employerName: string;
  readonly employee: { readonly firstName: string; readonly lastName: string };
  /** Which records did not match: SSA, DHS, or both (dual). */
  readonly agency: EVerifyAgency;
  /** The day the tentative nonconfirmation was issued. */
  readonly resultIssuedOn: string;
  /** The employer must refer or close the case by this day (10 federal government working days after the issue). */
  readonly referBy: string;
  /** Referral Date Confirmation only: the day the case was referred. */
  readonly referredOn?: string | null;
  /** Referral Date Confirmation only: the employee must contact SSA/DHS by this day (8 federal government working days after the referral). */
  readonly contactBy?: string | null;
}
