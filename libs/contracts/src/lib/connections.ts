/**
 * What other systems exchange with ClearHire: the ids an applicant tracking or HR system gives its
 * candidates and employees, the mobile numbers texts go to, and what an API key may be allowed to do.
 */

/** A candidate's or employee's id in the employer's own system, as that system sends it (printable ASCII, no spaces). */
export const EXTERNAL_ID = { max: 100, pattern: /^[\x21-\x7e]+$/ } as const;

/** A mobile number in E.164 form (+ country code and number, at most 15 digits), the form SMS providers take. */
export const MOBILE_PHONE = { max: 16, pattern: /^\+[1-9]\d{7,14}$/ } as const;

/**
 * What an API key may do. Each documented route that accepts a key names the one scope it needs;
 * account, team, key, webhook-endpoint and administrator routes accept no key at all.
 */
export const API_KEY_SCOPES = [
  'employees:read',
  'employees:write',
  'submissions:read',
  'everify:read',
  'inspection-exports:write',
] as const;
export type ApiKeyScope = (typeof API_KEY_SCOPES)[number];
