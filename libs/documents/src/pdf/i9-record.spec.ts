import { expectToContainAll } from '../testing/expect-text';
import { i9Input, section2Input } from '../testing/fixtures';
import { PDF_SETUP_TIMEOUT, checkedNumbers, extractAll, joinAll } from '../testing/pdf-text';
import { I9_SECTION1_ATTESTATION, renderI9Record } from './i9-record';
import { i9RecordDigest } from './i9-record-digest';

const BOX = /A (?:citizen|noncitizen|lawful)/;

describe('renderI9Record', () => {
  const base = i9Input();
  let pdf: Buffer;
  let text: Record<'main' | 'lpr' | 'refugee' | 'verified' | 'noDocuments' | 'everify' | 'formerTitles', string>;

  beforeAll(async () => {
    pdf = await renderI9Record(base);
    text = joinAll(extractAll({
      main: pdf,
      lpr: await renderI9Record({ ...base, section1: { ...base.section1, citizenship: 'citizen3', alienNumber: '123456789', expiry: null, citizen4Number2: null } }),
      refugee: await renderI9Record({ ...base, section1: { ...base.section1, expiry: null, expiryNotApplicable: true } }),
      verified: await renderI9Record(
        i9Input({
          section2: section2Input({ alternativeProcedure: true, additionalInformation: 'Receipt follow-up not needed.' }),
          revision: 1,
          preparers: [
            { lastName: 'Ortega', firstName: 'Lucia', middleInitial: 'R', street: '9 Elm St', city: 'Dallas', state: 'TX', zip: '75204', signature: 'Lucia R Ortega', signedAt: new Date('2025-03-03T14:15:07Z'), attestation: 'I attest, under penalty of perjury, that I have assisted in the completion of Section 1 of this form.' },
          ],
        }),
      ),
      noDocuments: await renderI9Record(i9Input({ documents: null })),
      // A record stored before the lists took the M-274's titles (libs/contracts I9_FORMER_CHOICES, libs/domain formerTitles).
      formerTitles: await renderI9Record(
        i9Input({
          documents: { listA: { type: 'Employment Authorization', filename: 'i9-list-a-5d0c1e.png' } },
          section2: section2Input({
            documents: [{ list: 'A', title: 'Employment Auth. Document (Form I-766)', issuingAuthority: 'USCIS', number: 'IOE0123456789', expirationDate: '2027-01-10' }],
          }),
          supplementB: [
            {
              sequence: 1,
              reason: 'reverification',
              document: { list: 'C', title: 'Employment authorization document issued by DHS', issuingAuthority: 'DHS', number: 'C0123', expirationDate: null },
              alternativeProcedure: false,
              examinerName: 'Pat Lee',
              signedOn: '2027-01-05',
              signedAt: new Date('2027-01-05T15:00:00Z'),
              attestation: 'Certification: I attest, under penalty of perjury, that I have examined the documentation presented.',
              recordId: '7a1b2c3d-0000-4000-8000-000000000001',
            },
          ],
          revision: 2,
        }),
      ),
      everify: await renderI9Record(
        i9Input({
          section2: section2Input(),
          revision: 3,
          everify: [
            {
              caseNumber: '2026329000123AB',
              result: 'Closed',
              testMode: true,
              createdOn: '2026-11-25',
              mismatch: { agency: 'SSA', issuedOn: '2026-11-25', notifiedOn: '2026-11-27', decision: 'Takes action', signature: 'Ana M Silva', referredOn: '2026-11-30' },
              closure: { reason: 'The information entered was not correct', currentlyEmployed: true, closedOn: '2026-12-01' },
            },
            { caseNumber: '2026335000456CD', result: 'Employment authorized', testMode: true, createdOn: '2026-12-01', mismatch: null, closure: null },
          ],
        }),
      ),
    }));
  }, PDF_SETUP_TIMEOUT);

  it('shows Section 1 exactly as entered, with the full SSN', () => {
    expectToContainAll(text.main, [
      'Last Name (Family Name) Nguyen',
      'First Name (Given Name) Linh',
      'Middle Initial (if any) T',
      'Other Last Names Used (if any) Tran',
      'Address (Street Number and Name) 12 Oak Ave',
      'Apt. Number (if any) Unit 3',
      'City or Town Dallas',
      'ZIP Code 75201',
      'Date of Birth (mm/dd/yyyy) 01/02/1990',
      'U.S. Social Security Number 234-56-7890',
      "Employee's Email Address linh@example.test",
      "Employee's Telephone Number (214) 555-0123",
    ]);
  });

  it('checks box 4 only, with the expiration date and the I-94 number', () => {
    expect(checkedNumbers(text.main, BOX)).toEqual([4]);
    expect(text.main).toContain('Expiration date: 05/31/2027');
    expect(text.main).toContain('OR Form I-94 Admission Number 12345678901');
  });

  it('checks box 3 with the A-Number for a lawful permanent resident, and prints N/A for an authorization without end', () => {
    expect(checkedNumbers(text.lpr, BOX)).toEqual([3]);
    expect(text.lpr).toContain('USCIS or A-Number: 123456789');
    expect(text.refugee).toContain('Expiration date: N/A');
  });

  it('keeps the e-signature record: who, when, from where, the attestation, the record and its digest (EI9-15)', () => {
    expectToContainAll(text.main, [
      `Attestation acknowledged by the employee before signing: ${I9_SECTION1_ATTESTATION}`,
      'Linh T Nguyen',
      '2025-03-03T14:15:07.000Z',
      '3 Mar 2025, 9:15:07 AM EST',
      '203.0.113.9',
      'Mozilla/5.0 (X11; Linux x86_64) Chrome/126.0',
      'Record ID 6f1c2d9e-1b7a-4a55-9a51-0c1f0e6d7a10',
      i9RecordDigest(base.section1, base.signature),
    ]);
  });

  it('lists the uploaded documents by list, and says Section 2 is not completed yet', () => {
    expect(text.main).toContain("List B: identity Driver's License i9-list-b-2b1e5c.pdf");
    expect(text.main).toContain('List C: employment authorization Social Security Card i9-list-c-77aa01.png');
    expect(text.main).not.toContain('List A: identity and employment authorization');
    expect(text.main).toContain('Section 2. Employer Review and Verification The employer has not completed Section 2 yet.');
    expect(text.main).toContain('Form I-9 record, version 1');
    expect(text.main).not.toMatch(/X\s+Check here if you used an alternative procedure/);
  });

  it('prints Section 2 as signed: the first day, each document with its full number, the box, the examiner and the employer', () => {
    expect(text.verified).toMatch(/X\s+Check here if you used an alternative procedure authorized by DHS to examine documents\./);
    expectToContainAll(text.verified, [
      'First Day of Employment (mm/dd/yyyy) 03/03/2025',
      "List B Driver's license issued by a U.S. state or outlying possession Texas DPS D40012345 06/30/2029",
      'List C Social Security Account Number card (unrestricted) Social Security Administration 234567890 N/A',
      'Additional Information Receipt follow-up not needed.',
      'Lee, Pat, HR Manager',
      "Today's Date (mm/dd/yyyy) 03/05/2025",
      '500 Commerce St, Dallas, TX 75202',
      'Electronic signature record: Section 2',
      '198.51.100.4',
      'Record ID 0d3f6a50-3c5e-4b7e-8d0f-1a2b3c4d5e6f',
      'Form I-9 record, version 2',
    ]);
  });

  it('prints Supplement A for each preparer or translator, and nothing of it when nobody helped', () => {
    expectToContainAll(text.verified, [
      'Supplement A. Preparer and/or Translator Certification for Section 1',
      'Preparer and/or translator 1. I attest, under penalty of perjury, that I have assisted in the completion of Section 1 of this form.',
      'Last Name (Family Name) Ortega First Name (Given Name) Lucia Middle Initial (if any) R',
      '9 Elm St',
      'Lucia R Ortega',
    ]);
    expect(text.main).not.toContain('Supplement A');
  });

  it('prints the choices and titles of a record stored before the M-274 titles in today\'s words', () => {
    expectToContainAll(text.formerTitles, [
      'List A: identity and employment authorization Employment Authorization Document (Form I-766) i9-list-a-5d0c1e.png',
      'List A Employment Authorization Document (Form I-766) USCIS IOE0123456789 01/10/2027',
      'Document Title Employment authorization document issued by the Department of Homeland Security',
    ]);
    expect(text.formerTitles).not.toContain('Auth. Document');
    expect(text.formerTitles).not.toContain('issued by DHS');
  });

  it('says so when no document was uploaded', () => {
    expect(text.noDocuments).toContain('No documents have been uploaded for this Form I-9.');
  });

  it('gives identical bytes for identical input', async () => {
    expect((await renderI9Record(i9Input())).equals(pdf)).toBe(true);
  });
  it('records each E-Verify case with its number, its mismatch steps and its closure, and says when it was test mode', () => {
    expect(text.main).not.toContain('E-Verify Case Number');
    expectToContainAll(text.everify, ['2026329000123AB', '2026335000456CD', 'Employment authorized', 'SSA, issued 11/25/2026', 'Ana M Silva', 'The information entered was not correct']);
    expect(text.everify).toMatch(/E-VERIFY TEST MODE/);
  });

});

describe('i9RecordDigest', () => {
  const { section1, signature } = i9Input();
  const digest = i9RecordDigest(section1, signature);

  it('is a SHA-256 hex digest that treats a missing and an empty optional field alike', () => {
    expect(digest).toMatch(/^[0-9a-f]{64}$/);
    expect(i9RecordDigest({ ...section1, citizen4Number1: '' }, signature)).toBe(digest);
  });

  it('changes when any field of Section 1 or the signature changes', () => {
    expect(i9RecordDigest({ ...section1, zip: '75202' }, signature)).not.toBe(digest);
    expect(i9RecordDigest({ ...section1, citizenship: 'citizen1' }, signature)).not.toBe(digest);
    expect(i9RecordDigest(section1, { ...signature, signedAt: new Date(signature.signedAt.getTime() + 1) })).not.toBe(digest);
    expect(i9RecordDigest(section1, { ...signature, signerIp: '203.0.113.10' })).not.toBe(digest);
  });
});
