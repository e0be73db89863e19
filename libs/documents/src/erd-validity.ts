import { addCalendarYears } from '@clearhire/domain';

/** docs/product.md §1: "Employer authorization is effective up to five years." */
export const ERD_VALIDITY_YEARS = 5;

/** The last day an ERD signed on `signedOn` is valid: the same day five years later (Feb 29 → Mar 1). */
export function erdValidUntil(signedOn: string): string {
  return addCalendarYears(signedOn, ERD_VALIDITY_YEARS);
}
