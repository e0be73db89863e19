import type { FieldProblem } from './i9-section1';

/**
 * What Form I-9 takes from the location where the employee works, rather than from the company as a
 * whole: the business address Section 2 prints, and whether the documents may be examined remotely.
 */

/** An address as a location or a company keeps it: any part may still be missing. */
export interface AddressOnFile {
  readonly street: string | null;
  readonly city: string | null;
  readonly state: string | null;
  readonly zip: string | null;
}

export interface BusinessAddress {
  readonly street: string;
  readonly city: string;
  readonly state: string;
  readonly zip: string;
}

function complete(a: AddressOnFile | null | undefined): BusinessAddress | null {
  if (!a?.street || !a.city || !a.state || !a.zip) return null;
  return { street: a.street, city: a.city, state: a.state, zip: a.zip };
}

/**
 * The employer's business address Section 2 starts from: the employee's location's, falling back to
 * the company's when the location has no complete address (a part of one is never mixed with the
 * other's). The Form I-9 instructions ask an employer with several locations for "the most
 * appropriate address that identifies the location of the employer with respect to the employee"
 * (Form I-9 Instructions, Section 2, "Employer's Business or Organization Address"; M-274 §4.0).
 * Null when neither has one: the employer must type it.
 */
export function section2BusinessAddress(location: AddressOnFile | null | undefined, company: AddressOnFile | null | undefined): BusinessAddress | null {
  return complete(location) ?? complete(company);
}

/** The location an examination happens for, as the alternative procedure asks about it. */
export interface HiringSite {
  readonly name: string;
  /** Enrolled as a hiring site under the company's E-Verify MOU. */
  readonly everifyHiringSite: boolean;
}

/**
 * The DHS alternative procedure (remote examination of documents, then a live video call) is open
 * only to an employer enrolled in E-Verify, in good standing, "at the hiring site" where the employee
 * is hired (8 CFR 274a.2(b)(1)(ii)(C); DHS notice, 88 FR 47749, July 25, 2023; docs/compliance.md
 * §4.9). The company's enrolment (`eVerify`) is necessary and the employee's location, an E-Verify
 * hiring site of its MOU, decides: a company enrolled for some sites cannot examine remotely at another.
 */
export function alternativeProcedureProblems(requested: boolean, ctx: { eVerify: boolean; hiringSite: HiringSite }): FieldProblem[] {
  const param = 'alternativeProcedure';
  if (!requested) return [];
  if (!ctx.eVerify) {
    return [{ msg: 'The alternative procedure (remote examination) is only for employers that participate in E-Verify in good standing. Examine the original documents in person.', param }];
  }
  if (!ctx.hiringSite.everifyHiringSite) {
    return [{ msg: `The alternative procedure (remote examination) is only for E-Verify hiring sites, and ${ctx.hiringSite.name} is not one. Examine the original documents in person.`, param }];
  }
  return [];
}

/** Section 2's business address as the examiner sent it: every part, or none to take the default. */
export interface TypedBusinessAddress {
  readonly employerStreet?: string | null;
  readonly employerCity?: string | null;
  readonly employerState?: string | null;
  readonly employerZip?: string | null;
}

const TYPED_PARTS = [
  ['employerStreet', 'street', 'Street address'],
  ['employerCity', 'city', 'City or town'],
  ['employerState', 'state', 'State'],
  ['employerZip', 'zip', 'ZIP code'],
] as const;

/**
 * The business address Section 2 records: the one the examiner typed, whole; or, when they left the
 * whole address out, the default (section2BusinessAddress). Part of an address is refused, each
 * missing part named (a half-typed address is never completed from another one), and so is leaving
 * it out where neither the location nor the company has one.
 */
export function recordedBusinessAddress(typed: TypedBusinessAddress, fallback: BusinessAddress | null): { address: BusinessAddress; problems: [] } | { address: null; problems: FieldProblem[] } {
  const given = (v: string | null | undefined): v is string => typeof v === 'string' && v.trim() !== '';
  const missing = TYPED_PARTS.filter(([param]) => !given(typed[param]));
  if (missing.length === 0) {
    return { address: { street: typed.employerStreet!, city: typed.employerCity!, state: typed.employerState!, zip: typed.employerZip! }, problems: [] };
  }
  if (missing.length === TYPED_PARTS.length && fallback) return { address: fallback, problems: [] };
  const why = missing.length === TYPED_PARTS.length ? ": neither the employee's location nor the company has a business address on file" : '';
  return { address: null, problems: missing.map(([param, , label]) => ({ msg: `${label} is required${why}.`, param })) };
}
