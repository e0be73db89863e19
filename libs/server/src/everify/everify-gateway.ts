import type { EVerifyAgency, EVerifyCaseStatus, EVerifyClosureReason, EVerifyLateReason, EVerifyPhotoAnswer } from '@clearhire/contracts';

/**
 * The one door to E-Verify (docs/compliance.md §6). Everything else in ClearHire speaks to this
 * interface; a driver turns it into calls to a service. The built-in driver is the test mode; the
 * client for E-Verify Web Services plugs in here once an enrolled employer agent holds E-Verify's
 * interface document (which is not public), chosen by EVERIFY_DRIVER.
 *
 * Results are pulled, not pushed: the worker asks `caseStatus` for the cases waiting on E-Verify.
 */
export interface EVerifyGateway {
  /** 'test' for the test mode: every screen, e-mail and PDF then says so. */
  readonly mode: 'test' | 'live';
  createCase(input: EVerifyCaseInput): Promise<EVerifyGatewayCase>;
  caseStatus(caseNumber: string): Promise<EVerifyGatewayCase>;
  /** The photo E-Verify holds for the employee's document, for the employer to compare with the copy. */
  photo(caseNumber: string): Promise<{ bytes: Buffer; contentType: 'image/png' | 'image/jpeg' }>;
  photoMatch(caseNumber: string, answer: EVerifyPhotoAnswer): Promise<EVerifyGatewayCase>;
  /** The employee contests the mismatch: E-Verify refers the case to SSA and/or DHS. */
  refer(caseNumber: string): Promise<EVerifyGatewayCase>;
  /** The employee chose not to take action: E-Verify answers a final nonconfirmation. */
  noAction(caseNumber: string): Promise<EVerifyGatewayCase>;
  close(caseNumber: string, closure: { reason: EVerifyClosureReason; currentlyEmployed: boolean; text?: string | null }): Promise<EVerifyGatewayCase>;
  /** The Further Action Notice or the Referral Date Confirmation, as a PDF. */
  notice(caseNumber: string, request: EVerifyNoticeRequest): Promise<Buffer>;
}

export const EVERIFY_GATEWAY = Symbol('EVERIFY_GATEWAY');

/** What a case is created from, built from the I-9 the moment the case is submitted and never stored. */
export interface EVerifyCaseInput {
  /** The employer's E-Verify company ID. */
  readonly employerAccount: string;
  readonly firstName: string;
  readonly lastName: string;
  readonly middleInitial: string | null;
  readonly otherLastNames: string | null;
  readonly dateOfBirth: string;
  readonly ssn: string;
  /** The Section 1 citizenship box: citizen1 (U.S. citizen) … citizen4 (authorized noncitizen). */
  readonly citizenship: string;
  readonly alienNumber: string | null;
  readonly dateOfHire: string;
  /** The documents examined in Section 2. */
  readonly documents: readonly { list: 'A' | 'B' | 'C'; title: string; number: string | null; expirationDate: string | null }[];
  readonly lateReason: EVerifyLateReason | null;
  readonly lateReasonText: string | null;
  readonly caseCreator: { readonly name: string; readonly email: string };
}

/** A case as E-Verify answers it. */
export interface EVerifyGatewayCase {
  readonly caseNumber: string;
  readonly status: EVerifyCaseStatus;
  readonly agency: EVerifyAgency | null;
  /** The day the current result was issued. */
  readonly resultIssuedOn: string | null;
  readonly referredOn: string | null;
}

export interface EVerifyNoticeRequest {
  readonly kind: 'further-action-notice' | 'referral-date-confirmation';
  readonly language: 'en' | 'es';
  readonly employerName: string;
  readonly employee: { readonly firstName: string; readonly lastName: string };
  readonly timeZone: string;
}

/** A gateway call that failed: the caller answers a clear error and changes nothing. */
export class EVerifyUnavailableError extends Error {}
