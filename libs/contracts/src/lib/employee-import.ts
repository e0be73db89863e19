/**
 * The employee import (POST /api/companies/:companyId/employee-imports and its preview): one CSV of
 * new hires per company, checked row by row before anything is saved.
 */
export const EMPLOYEE_IMPORT_LIMITS = {
  /** 10,000 rows of a few hundred bytes each fit well within it. */
  maxBytes: 5 * 1024 * 1024,
  maxRows: 10_000,
  /** Header names, matched case-insensitively; a column not listed here is refused, so a typo is not silently ignored. */
  columns: ['first_name', 'last_name', 'email', 'mobile_phone', 'first_day', 'offer_accepted', 'job_title', 'external_id', 'location', 'language'] as const,
  requiredColumns: ['first_name', 'last_name', 'email', 'first_day', 'offer_accepted'] as const,
  message: 'Upload a CSV file (.csv) of at most 5 MB and 10,000 rows.',
} as const;
export type EmployeeImportColumn = (typeof EMPLOYEE_IMPORT_LIMITS.columns)[number];

/** all: every row or none (one problem refuses the file); valid: the rows without problems, the others reported. */
export const EMPLOYEE_IMPORT_MODES = ['all', 'valid'] as const;
export type EmployeeImportMode = (typeof EMPLOYEE_IMPORT_MODES)[number];

/** An employee's job title, as the employer's HR system names it. */
export const JOB_TITLE = { max: 100 } as const;
