/**
 * People and files the journeys type in. Every journey makes its own company and people with a
 * random suffix, so journeys never meet each other's rows on the shared database.
 */

/** The administrator tools/e2e-server.mjs seeds. */
export const ADMIN = { email: 'admin@clearhire.test', password: 'e2e admin password' } as const;

export const PHONE_VIEWPORT = { width: 375, height: 812 } as const;
export const DESKTOP_VIEWPORT = { width: 1280, height: 800 } as const;

/** docs/product.md §8, word for word. */
export const UPLOAD_ERROR = 'Error: Only JPG, JPEG, PNG or PDF allowed. Max size: 5mb.';

export function uniqueSuffix(): string {
  return `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}

export interface CompanyAccount {
  firstname: string;
  lastname: string;
  email: string;
  password: string;
  /** Company name (signup) and company legal name (ERD). */
  name: string;
  phone: string;
  industry: string;
  size: string;
  ein: string;
  signature: string;
}

export function aCompany(label = 'Northwind'): CompanyAccount {
  const suffix = uniqueSuffix();
  return {
    firstname: 'Carla',
    lastname: 'Owner',
    email: `owner.${suffix}@example.com`,
    password: `pass-${suffix}`,
    name: `${label} ${suffix}`,
    phone: '5125550100',
    industry: 'Accounting',
    size: '11-50',
    // A 12- prefix is one the IRS assigns (libs/domain isValidEin).
    ein: '121234567',
    signature: 'Carla Owner',
  };
}

/** A calendar date (YYYY-MM-DD) `days` before today. */
export function daysAgo(days: number): string {
  const date = new Date(Date.now() - days * 24 * 60 * 60 * 1000);
  return date.toISOString().slice(0, 10);
}

/** A calendar date (YYYY-MM-DD) `years` after today: an unexpired document's expiration. */
export function inYears(years: number): string {
  const date = new Date();
  date.setUTCFullYear(date.getUTCFullYear() + years);
  return date.toISOString().slice(0, 10);
}

export interface Person {
  firstname: string;
  lastname: string;
  email: string;
  street: string;
  zip: string;
  city: string;
  county: string;
  state: string;
  phone: string;
  ssn: string;
  birthdate: string;
}

/** Thirty years old on any day the suite runs: the detail labels the applicant 'Under 40'. */
function thirtyYearsAgo(): string {
  return `${new Date().getFullYear() - 30}-04-15`;
}

export function aPerson(firstname: string): Person {
  const suffix = uniqueSuffix();
  return {
    firstname,
    // Letters only (digits spelled a to j), so the name reads as a name; the random end keeps it unique.
    lastname: `Rivera${suffix.replace(/\d/g, (d) => 'abcdefghij'[Number(d)]).slice(-7)}`,
    email: `${firstname.toLowerCase()}.${suffix}@example.com`,
    street: '100 Congress Ave',
    zip: '78701',
    city: 'Austin',
    county: 'Travis',
    state: 'TX',
    phone: '5125550199',
    // Area 123, group 45, serial 6789: a structurally valid SSN (libs/domain isValidSsn).
    ssn: '123456789',
    birthdate: thirtyYearsAgo(),
  };
}

/** The smallest valid PNG: one transparent pixel. */
export const PNG_FILE = {
  name: 'drivers-license.png',
  mimeType: 'image/png',
  buffer: Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
    'base64',
  ),
};

/** A one-page PDF with nothing on it. */
export const PDF_FILE = {
  name: 'social-security-card.pdf',
  mimeType: 'application/pdf',
  buffer: Buffer.from(
    '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
      '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
  ),
};

/** A real GIF, which the form must refuse. */
export const GIF_FILE = {
  name: 'drivers-license.gif',
  mimeType: 'image/gif',
  buffer: Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64'),
};
