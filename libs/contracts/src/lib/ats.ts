/**
 * An applicant tracking system's use of the pre-screening: the hosts an applicant may be sent back
 * to, the careers-page origins that may embed the form, and the prefilled values a link may carry.
 */
export const ATS_LIMITS = {
  /** Host names on a company's list of return hosts. */
  returnHosts: 20,
  /** https origins on a company's list of pages that may frame the form. */
  frameAncestors: 10,
  /** A host name (RFC 1035: at most 253 characters). */
  host: 253,
  /** A return URL (what browsers and servers reliably carry). */
  returnUrl: 2000,
} as const;

/** The query parameters of a pre-screening link an ATS may add (docs/product.md, Pre-screening from an ATS). */
export const PRESCREENING_LINK_PARAMS = ['externalId', 'firstName', 'lastName', 'email', 'phone', 'returnUrl'] as const;
