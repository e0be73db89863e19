import { I9_ALTERNATIVE_PROCEDURE_ATTESTATION, I9_SECTION2_ATTESTATION, section2Attestation } from './i9-section2';
import {
  I9_SUPPLEMENT_B_ATTESTATION,
  reverificationAlertDue,
  reverifyByAfter,
  supplementBAttestation,
  supplementBNeedsDocument,
  supplementBProblems,
  supplementBStartProblems,
  type SupplementBEmployee,
} from './i9-supplement-b';

const TODAY = '2026-11-25';
const NONCITIZEN: SupplementBEmployee = { citizenship: 'citizen4', completedOn: '2024-01-10', reverifyBy: '2026-12-31', terminationDate: null };
const EAD = { list: 'A', title: 'Employment Authorization Document (Form I-766)', issuingAuthority: 'USCIS', number: 'IOE0999999999', expirationDate: '2028-12-31' };
const params = (problems: { param: string }[]) => problems.map((p) => p.param);

describe('supplementBStartProblems (docs/compliance.md §4.5)', () => {
  it('starts a reverification only when something on the Form I-9 expires', () => {
    expect(params(supplementBStartProblems({ reason: 'reverification' }, NONCITIZEN, TODAY))).toEqual([]);
    expect(params(supplementBStartProblems({ reason: 'reverification' }, { ...NONCITIZEN, citizenship: 'citizen1', reverifyBy: null }, TODAY))).toEqual(['reason']);
  });

  describe('a rehire', () => {
    const ended = { ...NONCITIZEN, terminationDate: '2025-06-30' };
    it('reuses the Form I-9 up to 3 years after it was completed, not a day more', () => {
      expect(params(supplementBStartProblems({ reason: 'rehire', rehireDate: '2027-01-10' }, { ...ended, completedOn: '2024-01-10' }, TODAY))).toEqual([]);
      expect(params(supplementBStartProblems({ reason: 'rehire', rehireDate: '2027-01-11' }, { ...ended, completedOn: '2024-01-10' }, TODAY))).toEqual(['rehireDate']);
    });

    it('needs an earlier termination, and a rehire after it', () => {
      expect(params(supplementBStartProblems({ reason: 'rehire', rehireDate: '2026-01-05' }, NONCITIZEN, TODAY))).toEqual(['rehireDate']);
      expect(params(supplementBStartProblems({ reason: 'rehire', rehireDate: '2025-06-30' }, ended, TODAY))).toEqual(['rehireDate']);
      expect(params(supplementBStartProblems({ reason: 'rehire' }, ended, TODAY))).toEqual(['rehireDate']);
    });
  });

  it('records a name change with the new name', () => {
    expect(params(supplementBStartProblems({ reason: 'name-change', newLastName: 'Silva', newFirstName: 'Ana' }, NONCITIZEN, TODAY))).toEqual([]);
    expect(params(supplementBStartProblems({ reason: 'name-change', newLastName: ' ' }, NONCITIZEN, TODAY))).toEqual(['newLastName', 'newFirstName']);
  });
});

describe('supplementBNeedsDocument', () => {
  it.each([
    ['reverification', '2026-12-31', undefined, true],
    ['rehire', '2026-12-31', '2027-01-05', true],
    ['rehire', '2026-12-31', '2026-12-31', true],
    ['rehire', '2026-12-31', '2026-12-30', false],
    ['rehire', null, '2027-01-05', false],
    ['name-change', '2026-12-31', undefined, false],
  ] as const)('%s with authorization until %s, rehired %s: %s', (reason, until, rehire, needed) => {
    expect(supplementBNeedsDocument(reason, until, rehire)).toBe(needed);
  });
});

describe('supplementBProblems', () => {
  const ctx = { reason: 'reverification' as const, needsDocument: true, today: TODAY, eVerify: false, hiringSite: { name: 'Austin store', everifyHiringSite: true }, birthdate: '1990-02-01', firstDay: TODAY };

  it('accepts a List A or a List C document, unexpired', () => {
    expect(supplementBProblems({ document: EAD, alternativeProcedure: false }, ctx)).toEqual([]);
    expect(supplementBProblems({ document: { list: 'C', title: 'Social Security Account Number card (unrestricted)', issuingAuthority: 'SSA', number: '123456789' }, alternativeProcedure: false }, ctx)).toEqual([]);
  });

  it('never takes a List B document, and refuses an expired one or none when one is needed', () => {
    expect(params(supplementBProblems({ document: { list: 'B', title: 'School ID card with a photograph', number: '1' }, alternativeProcedure: false }, ctx))).toEqual(['document.list']);
    expect(params(supplementBProblems({ document: { ...EAD, expirationDate: '2026-11-24' }, alternativeProcedure: false }, ctx))).toEqual(['document.expirationDate']);
    expect(params(supplementBProblems({ document: null, alternativeProcedure: false }, ctx))).toEqual(['document']);
    expect(params(supplementBProblems({ document: null, alternativeProcedure: false }, { ...ctx, reason: 'name-change', needsDocument: false }))).toEqual([]);
  });

  it('asks for the authorizing part of a foreign passport combination, and keeps the alternative procedure to E-Verify employers', () => {
    expect(params(supplementBProblems({ document: { ...EAD, title: 'Foreign Passport' }, alternativeProcedure: false }, ctx))).toEqual(['document.title']);
    expect(params(supplementBProblems({ document: EAD, alternativeProcedure: true }, ctx))).toEqual(['alternativeProcedure']);
    expect(params(supplementBProblems({ document: EAD, alternativeProcedure: true }, { ...ctx, eVerify: true }))).toEqual([]);
    expect(params(supplementBProblems({ document: EAD, alternativeProcedure: true }, { ...ctx, eVerify: true, hiringSite: { name: 'Round Rock store', everifyHiringSite: false } }))).toEqual(['alternativeProcedure']);
  });
});

describe('reverifyByAfter and the reminders', () => {
  it('takes the new document’s expiration as the next reverification date', () => {
    expect(reverifyByAfter(EAD, 'citizen4', TODAY)?.date).toBe('2028-12-31');
  });

  it.each([
    ['2027-02-23', true], // 90 days
    ['2027-02-22', false],
    ['2027-01-24', true], // 60 days
    ['2026-12-25', true], // 30 days
    ['2026-12-24', false],
    ['2026-11-25', true], // the day itself
    ['2026-11-20', true], // overdue: every day
  ])('reverify by %s, on %s: reminded %s', (date, due) => {
    expect(reverificationAlertDue(date, TODAY)).toBe(due);
  });
});

describe('supplementBAttestation (8 CFR 274a.2(b)(1)(vii))', () => {
  it('is the Supplement B certification, followed by the alternative procedure when its box is checked', () => {
    expect(supplementBAttestation(false)).toBe(I9_SUPPLEMENT_B_ATTESTATION);
    expect(supplementBAttestation(true)).toBe(`${I9_SUPPLEMENT_B_ATTESTATION} ${I9_ALTERNATIVE_PROCEDURE_ATTESTATION}`);
  });

  it('attests as Section 2 does, with its own certification', () => {
    expect(section2Attestation(true)).toBe(`${I9_SECTION2_ATTESTATION} ${I9_ALTERNATIVE_PROCEDURE_ATTESTATION}`);
    expect(section2Attestation(false)).toBe(I9_SECTION2_ATTESTATION);
  });
});
