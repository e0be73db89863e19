import { ADDRESS_FIELDS as A, PERSON_FIELDS as P } from './fields';

/**
 * Field limits of docs/product.md §5, enforced by the API's DTOs and the portal's forms alike.
 * A limit lives here and nowhere else; a person's and an address's come from their field specs.
 */
/** An account's e-mail is a person's (sign-up, invitations), so logging in accepts as long a one. */
export const LOGIN_LIMITS = { email: P.email.max, password: 50 } as const;

export const SIGNUP_LIMITS = {
  firstname: P.firstname.max,
  lastname: P.lastname.max,
  email: P.email.max,
  password: 50,
  /** Shortest password accepted (the spec sets none; an account guards SSNs). */
  passwordMin: 8,
  /** docs/architecture.md §9: 100, not the 10 "as built" in docs/product.md §5. */
  companyName: 100,
  phone: P.phone.max,
  fax: 10,
} as const;

export const CONTACT_LIMITS = {
  firstname: P.firstname.max,
  lastname: P.lastname.max,
  company: 50,
  position: 50,
  email: P.email.max,
} as const;

export const ERD_LIMITS = {
  firstname: P.firstname.max,
  lastname: P.lastname.max,
  name: 100,
  phone: P.phone.max,
  fax: 10,
  email: P.email.max,
  ein: 9,
  signature: 30,
} as const;

/** The employee the employer adds; the private Form I-9 link is mailed to their address, whole. */
export const EMPLOYEE_LIMITS = { firstname: 30, lastname: 30, email: P.email.max } as const;

/** The home address as the public forms take it (the pre-screening, Form I-9 Section 1). */
const FORM_ADDRESS_LIMITS = {
  street: A.street.max,
  apt: A.apt.max,
  city: A.city.max,
  county: A.county.max,
  /** The form's state box (a name or code as typed); the API takes the two-letter code. */
  state: 40,
  zip: A.zip.max,
} as const;

export const PRESCREENING_LIMITS = {
  firstname: P.firstname.max,
  lastname: P.lastname.max,
  email: P.email.max,
  signature: P.signature.max,
  ...FORM_ADDRESS_LIMITS,
  phone: P.phone.max,
  ssn: P.ssn.max,
  militaryYear: 4,
} as const;

export const I9_LIMITS = {
  firstname: P.firstname.max,
  lastname: P.lastname.max,
  middleInitial: 1,
  otherLastnames: 50,
  ...FORM_ADDRESS_LIMITS,
  email: P.email.max,
  phone: P.phone.max,
  ssn: P.ssn.max,
  signature: P.signature.max,
  /** USCIS / A-Number: 7 to 9 digits. */
  alienNumberMin: 7,
  alienNumberMax: 9,
  /** Form I-94 admission number: 11 digits. */
  i94Number: 11,
  /** Foreign passport number and country of issuance, typed together. */
  passportNumberAndCountry: 60,
} as const;

/**
 * Form I-9 Section 2 (docs/compliance.md §4.6): the documents examined, the examiner and the
 * employer. The Form's boxes are narrow; these are the longest values a real document or name needs.
 */
export const SECTION2_LIMITS = {
  /** At most three List A documents (passport, Form I-94, Form I-20), or List B and List C. */
  documents: 3,
  title: 120,
  issuingAuthority: 60,
  /** Document numbers: a passport, an I-94 (11 digits), an EAD card number (13 characters), a receipt number. */
  documentNumber: 30,
  additionalInformation: 1000,
  examinerName: 50,
  examinerTitle: 50,
  employerName: SIGNUP_LIMITS.companyName,
} as const;

/** Form I-9 Supplement A: each preparer or translator who helped with Section 1 (docs/compliance.md §4.4). */
export const SUPPLEMENT_A_LIMITS = {
  /** Preparers and translators on one Form I-9; the Supplement prints four to a page and may take more pages. */
  preparers: 5,
  lastname: P.lastname.max,
  firstname: P.firstname.max,
  middleInitial: 1,
  signature: P.signature.max,
} as const;

/** A company's E-Verify participation (docs/compliance.md §4.9, §6.1). */
export const EVERIFY_LIMITS = {
  /** The E-Verify company ID printed on the MOU: digits. */
  companyIdMax: 10,
  hiringSites: 50,
  hiringSite: 100,
  /** The employee's name as they signed the Further Action Notice. */
  decisionSignature: 100,
} as const;

/** The hire the employer records (Form 8850 page 2, ETA Form 9061 items 9-11), and an administrator's reason for correcting it. */
export const HIRE_LIMITS = { jobTitle: 100, correctionReason: 500 } as const;

/**
 * What the service keeps of the client a request came from: its IP address (audit events, demo
 * requests, and beside every electronic signature) and, beside a signature, its browser. The browser
 * sets its User-Agent and nothing limits its length, so the API cuts it to this length where the
 * header enters.
 */
export const CLIENT_LIMITS = { ip: 64, userAgent: 300 } as const;

export const UPLOAD_LIMITS = {
  maxBytes: 5 * 1024 * 1024,
  extensions: ['jpg', 'jpeg', 'png', 'pdf'] as const,
  mimeTypes: ['image/jpeg', 'image/png', 'application/pdf'] as const,
  /** docs/product.md §8, shown by the portal and returned by the API. */
  message: 'Error: Only JPG, JPEG, PNG or PDF allowed. Max size: 5mb.',
  /**
   * The document an upload is, as chosen from an I-9 list (documents.document_type): the longest
   * choice, List C's "Employment authorization document issued by the Department of Homeland
   * Security", has 79 characters.
   */
  documentType: 100,
} as const;

/** docs/product.md §9: lists show 10 rows, "view more" adds 10; the dashboard shows 5 recent rows. */
export const PAGE_SIZE = 10;
export const MAX_PAGE_SIZE = 100;
export const RECENT_SUBMISSIONS = 5;

/** A company's location (hiring site): its name, as lists and the pre-screening picker show it. */
export const LOCATION_LIMITS = { name: 100 } as const;
