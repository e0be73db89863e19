/** The wage import (POST /api/credits/import): one CSV per company, checked whole before anything is saved. */
export const WAGE_IMPORT_LIMITS = {
  maxBytes: 1024 * 1024,
  maxRows: 5000,
  /** Header names, matched case-insensitively; other columns (names, notes) are ignored. */
  columns: ['ssn', 'tax_year', 'hours', 'first_year_wages', 'second_year_wages'] as const,
  requiredColumns: ['ssn', 'tax_year', 'hours', 'first_year_wages'] as const,
  message: 'Upload a CSV file (.csv) of at most 1 MB and 5,000 rows.',
} as const;
