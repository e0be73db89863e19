/**
 * The one answer for a pre-screening link that does not take submissions: an unknown company and one
 * whose ERD is not approved look the same, so nobody can list the companies or learn which are approved.
 */
export const PRESCREENING_LINK_CLOSED = 'This pre-screening link is not open. Ask the employer for its current link.';

/** The answer when an approved company's applicant named none of its locations (it has several). */
export const CHOOSE_WHERE_YOU_APPLIED = 'Choose the location where you applied.';
