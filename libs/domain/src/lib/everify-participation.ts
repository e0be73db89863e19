/**
 * Whether an employer participates in E-Verify: enrolled under a signed MOU with its E-Verify
 * company ID. Participation is what allows the DHS alternative procedure (88 FR 47990; docs/compliance.md
 * §4.9), requires a photograph on List B documents and the employee's SSN (docs/compliance.md §4.7, §4.3),
 * and decides who gets E-Verify cases (docs/compliance.md §6.1).
 */
export interface EVerifyEnrolment {
  readonly everifyCompanyId: string | null;
  readonly everifyMouSignedOn: string | null;
}

export function participatesInEVerify(company: EVerifyEnrolment): boolean {
  return Boolean(company.everifyCompanyId && company.everifyMouSignedOn);
}
