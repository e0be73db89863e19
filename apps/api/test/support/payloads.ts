import { randomUUID } from 'node:crypto';
import { ERD_AUTHORIZATION_VERSION } from '@clearhire/contracts';

/** Valid request bodies that tests change one field at a time. */
export const uniqueEmail = (tag = 'user') => `${tag}-${randomUUID().slice(0, 8)}@example.test`;

/**
 * A well-formed, unique address of exactly `length` characters (a local part of at most 64, domain
 * labels of at most 63, as SMTP allows), to test the e-mail limit, 254, at and past its edge.
 */
export function emailOfLength(length: number, tag = 'long'): string {
  const local = `${tag}-${randomUUID().slice(0, 8)}`;
  let rest = length - local.length - 1 - '.test'.length;
  const labels: string[] = [];
  while (rest > 0) {
    const take = rest <= 63 ? rest : Math.min(63, rest - 2);
    labels.push('x'.repeat(take));
    rest -= take + 1;
  }
  const address = `${local}@${labels.join('.')}.test`;
  if (address.length !== length) throw new Error(`No address of ${length} characters from ${local}`);
  return address;
}

/**
 * The zone of the machine running the tests. Companies sign up with it, as the portal sends the
 * browser's, so the tests' "today" (the machine's) is the companies' today under any TZ.
 */
export const HOST_TIME_ZONE = Intl.DateTimeFormat().resolvedOptions().timeZone;

export const signupPayload = (over: Record<string, unknown> = {}) => ({
  firstname: 'Maria',
  lastname: 'Lopez',
  email: uniqueEmail('owner'),
  password: 'correct horse battery',
  password2: 'correct horse battery',
  name: `Acme ${randomUUID().slice(0, 6)}`,
  phone: '5125550100',
  fax: '5125550101',
  industry: 'Restaurants',
  size: '11-50',
  timeZone: HOST_TIME_ZONE,
  ...over,
});

export const contactPayload = (over: Record<string, unknown> = {}) => ({
  firstname: 'Dan',
  lastname: 'Price',
  company: 'Price Foods',
  position: 'HR Manager',
  email: uniqueEmail('demo'),
  ...over,
});

export const erdPayload = (over: Record<string, unknown> = {}) => ({
  firstname: 'Maria',
  lastname: 'Lopez',
  name: 'Acme Restaurants LLC',
  phone: '5125550100',
  email: 'hr@acme.example',
  fax: '5125550101',
  ein: '123456789',
  signature: 'Maria Lopez',
  // The words the ERD page showed before the signature (libs/contracts erd-authorization.ts).
  authorizationVersion: ERD_AUTHORIZATION_VERSION,
  erdStatus: 'pending',
  ...over,
});

export const prescreeningPayload = (companyId: number, over: Record<string, unknown> = {}) => ({
  companyId,
  eligible: true,
  firstname: 'James',
  lastname: 'Carter',
  email: 'james.carter@example.test',
  street: '100 Main St',
  apt: 'Apt 4',
  city: 'Austin',
  county: 'Travis',
  state: 'TX',
  zip: '78701',
  phone: '5125550199',
  ssn: '123456789',
  birthdate: '1995-06-15',
  signature: 'James Carter',
  military: true,
  militaryUnemployed6m: true,
  militarySnap: false,
  militaryDisability: true,
  militaryReleased: false,
  militaryYear: '2019',
  militaryBranch: 'Army',
  snap: false,
  snap3: true,
  tanf: false,
  ssi: false,
  vr: false,
  unemployed: true,
  unemployedDate: '2025-01-10',
  unemployedState: 'TX',
  felony: false,
  woc: false,
  ...over,
});

/**
 * The answers of a SNAP recipient with no other group, born on `birthdate`: SNAP ($2,400) counts
 * for someone 18 to 39 on the hire date; DCR would need an address check, so it does not.
 */
export const snapApplicant = (birthdate: string) => ({ military: false, snap: true, unemployed: false, felony: false, tanf: false, ssi: false, vr: false, birthdate });

export const addEmployeePayload = (over: Record<string, unknown> = {}) => ({
  firstname: 'Ana',
  lastname: 'Silva',
  email: uniqueEmail('hire'),
  ...over,
});

/** Section 1 fields of the I-9 (the files are attached separately). */
export const i9Fields = (url: string, over: Record<string, string> = {}): Record<string, string> => ({
  url,
  lastname: 'Silva',
  firstname: 'Ana',
  middleInitial: 'M',
  otherLastnames: '',
  street: '200 Oak Ave',
  apt: '',
  city: 'Austin',
  county: 'Travis',
  state: 'TX',
  zip: '78702',
  birthdate: '1990-02-01',
  ssn: '219099998',
  email: 'ana.silva@example.test',
  phone: '5125550142',
  citizenship: 'citizen1',
  signature: 'Ana M Silva',
  documentsType: JSON.stringify({ listA: { type: 'U.S. Passport', filename: 'passport.pdf' } }),
  ...over,
});

export const PDF_BYTES = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n', 'latin1');
export const PNG_BYTES = Buffer.concat([Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex'), Buffer.alloc(32)]);
export const JPEG_BYTES = Buffer.concat([Buffer.from('ffd8ffe000104a46494600010100000100010000', 'hex'), Buffer.alloc(32), Buffer.from('ffd9', 'hex')]);
