import { ERD_VALIDITY_YEARS } from '@clearhire/contracts';
import { addCalendarYears } from '@clearhire/domain';

/** The last day an ERD signed on `signedOn` is valid: the same day five years later (Feb 29 → Mar 1). */
export function erdValidUntil(signedOn: string): string {
  return addCalendarYears(signedOn, ERD_VALIDITY_YEARS);
}
