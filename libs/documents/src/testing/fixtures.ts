import { createHash } from 'node:crypto';
import { ERD_AUTHORIZATION_VERSION, erdAuthorizationText } from '@clearhire/contracts';
import type { ErdAuthorizationInput, ErdAuthorizationSigned, I9RecordInput, I9Section2Input, WotcFormInput } from '../inputs';

/**
 * Sample inputs for the specs and the PDF bench. The numbers are reserved or invalid on purpose:
 * 555 phone numbers, documentation IP ranges (RFC 5737), example.test mail domains.
 */

export const GENERATED_AT = new Date('2025-03-10T15:00:00Z');

export function wotcInput(overrides: Partial<WotcFormInput> = {}): WotcFormInput {
  return {
    generatedAt: GENERATED_AT,
    timeZone: 'America/Chicago',
    applicant: {
      firstname: 'James',
      lastname: 'Carter',
      phone: '5125550199',
      ssn: '123456789',
      birthdate: '1995-06-15',
      street: '100 Main St',
      apt: 'Apt 4',
      city: 'Austin',
      county: 'Travis',
      state: 'TX',
      zip: '78701',
    },
    answers: {
      military: '1',
      militaryUnemployed6m: '1',
      militaryDisability: '1',
      militaryReleased: '0',
      militarySnap: '0',
      militaryYear: '2020',
      militaryBranch: 'Army',
      snap: '0',
      snap3: '0',
      tanf: '0',
      ssi: '0',
      vr: '0',
      unemployed: '1',
      unemployedDate: '2024-01-10',
      unemployedState: 'TX',
      felony: '0',
      woc: '0',
    },
    signature: { signature: 'James Carter', signedAt: new Date('2025-03-03T14:15:07Z'), signerIp: '203.0.113.5' },
    employer: {
      name: 'Acme Foods LLC',
      ein: '123456789',
      phone: '5125550100',
      email: 'hr@acme.example.test',
      contact: { firstname: 'Dana', lastname: 'Reyes' },
    },
    hire: { offerDate: '2025-03-04', hireDate: '2025-03-05', startDate: '2025-03-10', startingWage: '15.5', jobTitle: 'Line cook' },
    ...overrides,
  };
}

/** The words as the API keeps them with a signature: the current version for the employer, with the SHA-256 of the text. */
export function signedWords(employer: string, text = erdAuthorizationText(employer)): ErdAuthorizationSigned {
  return { version: ERD_AUTHORIZATION_VERSION, text, sha256: createHash('sha256').update(text, 'utf8').digest('hex') };
}

export function erdInput(overrides: Partial<ErdAuthorizationInput['erd']> = {}): ErdAuthorizationInput {
  return {
    generatedAt: GENERATED_AT,
    timeZone: 'America/New_York',
    erd: {
      firstname: 'Dana',
      lastname: 'Reyes',
      name: 'Acme Foods LLC',
      phone: '5125550100',
      email: 'dana@acme.example.test',
      fax: '5125550101',
      ein: '123456789',
      signature: 'Dana Reyes',
      signedAt: new Date('2025-03-05T16:30:00Z'),
      signerIp: '198.51.100.7',
      approvedAt: null,
      authorization: signedWords('Acme Foods LLC'),
      ...overrides,
    },
  };
}

/** Section 2 as an HR manager signed it, with a List B and a List C document. */
export function section2Input(overrides: Partial<I9Section2Input> = {}): I9Section2Input {
  return {
    firstDayOfEmployment: '2025-03-03',
    documents: [
      { list: 'B', title: "Driver's license issued by a U.S. state or outlying possession", issuingAuthority: 'Texas DPS', number: 'D40012345', expirationDate: '2029-06-30' },
      { list: 'C', title: 'Social Security Account Number card (unrestricted)', issuingAuthority: 'Social Security Administration', number: '234567890', expirationDate: null },
    ],
    alternativeProcedure: false,
    additionalInformation: null,
    examiner: { lastName: 'Lee', firstName: 'Pat', title: 'HR Manager', authorizedRepresentative: false },
    employer: { name: 'Acme Foods LLC', street: '500 Commerce St', city: 'Dallas', state: 'TX', zip: '75202' },
    signedOn: '2025-03-05',
    signedAt: new Date('2025-03-05T15:00:00Z'),
    signerIp: '198.51.100.4',
    signerUserAgent: 'Mozilla/5.0 (Macintosh) Safari/17.0',
    attestation: 'Certification: I attest, under penalty of perjury, that (1) I have examined the documentation presented by the above-named employee.',
    recordId: '0d3f6a50-3c5e-4b7e-8d0f-1a2b3c4d5e6f',
    ...overrides,
  };
}

export function i9Input(overrides: Partial<I9RecordInput> = {}): I9RecordInput {
  return {
    generatedAt: GENERATED_AT,
    timeZone: 'America/New_York',
    employerName: 'Acme Foods LLC',
    section1: {
      lastname: 'Nguyen',
      firstname: 'Linh',
      middleInitial: 'T',
      otherLastnames: 'Tran',
      street: '12 Oak Ave',
      apt: 'Unit 3',
      city: 'Dallas',
      county: 'Dallas',
      state: 'TX',
      zip: '75201',
      birthdate: '1990-01-02',
      ssn: '234567890',
      email: 'linh@example.test',
      phone: '2145550123',
      citizenship: 'citizen4',
      expiry: '2027-05-31',
      citizen4Number2: '12345678901',
    },
    signature: {
      signature: 'Linh T Nguyen',
      signedAt: new Date('2025-03-03T14:15:07Z'),
      signerIp: '203.0.113.9',
      signerUserAgent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/126.0',
      recordId: '6f1c2d9e-1b7a-4a55-9a51-0c1f0e6d7a10',
    },
    documents: {
      listB: { type: "Driver's License", filename: 'i9-list-b-2b1e5c.pdf' },
      listC: { type: 'Social Security Card', filename: 'i9-list-c-77aa01.png' },
    },
    ...overrides,
  };
}
