/**
 * Field limits of docs/product.md §5, enforced by the API's DTOs and the portal's forms alike.
 * A limit lives here and nowhere else.
 */
export const LOGIN_LIMITS = { email: 50, password: 50 } as const;

export const SIGNUP_LIMITS = {
  firstname: 50,
  lastname: 50,
  email: 50,
  password: 50,
  /** Shortest password accepted (the spec sets none; an account guards SSNs). */
  passwordMin: 8,
  /** docs/architecture.md §9: 100, not the 10 "as built" in docs/product.md §5. */
  companyName: 100,
  phone: 10,
  fax: 10,
} as const;

export const CONTACT_LIMITS = {
  firstname: 50,
  lastname: 50,
  company: 50,
  position: 50,
  email: 50,
} as const;

export const ERD_LIMITS = {
  firstname: 50,
  lastname: 50,
  name: 100,
  phone: 10,
  fax: 10,
  email: 50,
  ein: 9,
  signature: 30,
} as const;

export const EMPLOYEE_LIMITS = { firstname: 30, lastname: 30, email: 30 } as const;

export const PRESCREENING_LIMITS = {
  firstname: 50,
  lastname: 50,
  email: 50,
  signature: 50,
  street: 50,
  apt: 40,
  city: 40,
  county: 40,
  state: 40,
  zip: 15,
  phone: 10,
  ssn: 9,
  militaryYear: 4,
} as const;

export const I9_LIMITS = {
  firstname: 50,
  lastname: 50,
  middleInitial: 1,
  otherLastnames: 50,
  street: 50,
  apt: 40,
  city: 40,
  county: 40,
  state: 40,
  zip: 15,
  email: 50,
  phone: 10,
  ssn: 9,
  signature: 50,
  /** USCIS / A-Number: 7 to 9 digits. */
  alienNumberMin: 7,
  alienNumberMax: 9,
  /** Form I-94 admission number: 11 digits. */
  i94Number: 11,
  /** Foreign passport number and country of issuance, typed together. */
  passportNumberAndCountry: 60,
} as const;

export const UPLOAD_LIMITS = {
  maxBytes: 5 * 1024 * 1024,
  extensions: ['jpg', 'jpeg', 'png', 'pdf'] as const,
  mimeTypes: ['image/jpeg', 'image/png', 'application/pdf'] as const,
  /** docs/product.md §8, shown by the portal and returned by the API. */
  message: 'Error: Only JPG, JPEG, PNG or PDF allowed. Max size: 5mb.',
} as const;

/** docs/product.md §9: lists show 10 rows, "view more" adds 10; the dashboard shows 5 recent rows. */
export const PAGE_SIZE = 10;
export const MAX_PAGE_SIZE = 100;
export const RECENT_SUBMISSIONS = 5;
