import type { ApiKeyScope } from './connections';

/**
 * A company's API keys (docs/product.md §2 API keys): the limits of what an owner types, and what
 * each scope lets a key do, in the words the portal shows beside its checkbox.
 */
export const API_KEY_LIMITS = { name: 80 } as const;

/**
 * A key reads `chk_<id>_<secret>`: `chk_<id>` is its public prefix, shown in lists and safe to log;
 * the secret is 32 random bytes in base64url (43 characters), shown once and kept only as a hash.
 */
export const API_KEY_FORMAT = {
  marker: 'chk_',
  idLength: 8,
  secretLength: 43,
  pattern: /^chk_([a-z0-9]{8})_([A-Za-z0-9_-]{43})$/,
} as const;

/** What each scope lets a key do, in plain language (the portal's create form, the docs). */
export const API_KEY_SCOPE_LABELS: Record<ApiKeyScope, string> = {
  'employees:read': 'Read employees: the list and each employee with their Form I-9 status and deadlines (SSNs and document numbers stay masked).',
  'employees:write': "Add employees (each is mailed their private Form I-9 link), record an employee's termination or move them to another location.",
  'submissions:read': 'Read WOTC pre-screenings: the list and each submission with its target groups, status and state deadline.',
  'everify:read': "Read an employee's E-Verify cases: status, next step and its deadline.",
  'inspection-exports:write': 'Start Form I-9 inspection exports, follow their progress and download the finished zip.',
};
