import { I9_LIST_A, I9_LIST_B, I9_LIST_C } from '@clearhire/contracts';
import { documentSetProblems, I9_DOCUMENT_TITLES, i9DocumentTitlesOf } from './i9-documents';
import { RECEIPT_VALIDITY_DAYS, reverifyBy, SECTION2_FIRST_DAY_MAX_DAYS_AHEAD, section2Problems, type ExaminedDocument, type Section2Context, type Section2Facts } from './i9-section2';

const PASSPORT: ExaminedDocument = { list: 'A', title: 'U.S. Passport', issuingAuthority: 'U.S. Department of State', number: '123456789', expirationDate: '2030-01-01' };
const LICENSE: ExaminedDocument = { list: 'B', title: "Driver's license issued by a U.S. state or outlying possession", issuingAuthority: 'Texas DPS', number: 'D1234567', expirationDate: '2029-06-30', hasPhoto: true };
const SS_CARD: ExaminedDocument = { list: 'C', title: 'Social Security Account Number card (unrestricted)', issuingAuthority: 'Social Security Administration', number: '123456789' };
const FOREIGN_PASSPORT: ExaminedDocument = { list: 'A', title: 'Foreign Passport', issuingAuthority: 'Mexico', number: 'G12345678', expirationDate: '2031-02-01' };
const I94: ExaminedDocument = { list: 'A', title: 'Form I-94/I-94A', issuingAuthority: 'DHS', number: '12345678901', expirationDate: '2027-03-15' };
const EAD: ExaminedDocument = { list: 'A', title: 'Employment Authorization Document (Form I-766)', issuingAuthority: 'USCIS', number: 'IOE0123456789', expirationDate: '2027-01-10' };
const RECEIPT_C: ExaminedDocument = { list: 'C', title: 'Receipt: Replacement of a lost, stolen or damaged List C document', issuingAuthority: 'Social Security Administration', number: 'R-55' };

const TODAY = '2026-11-25';
const HIRING_SITE = { name: 'Austin store', everifyHiringSite: true };
const CTX: Section2Context = { today: TODAY, eVerify: false, hiringSite: HIRING_SITE, birthdate: '1990-04-12' };
const facts = (documents: ExaminedDocument[], over: Partial<Section2Facts> = {}): Section2Facts => ({
  firstDayOfEmployment: '2026-11-23',
  documents,
  alternativeProcedure: false,
  ...over,
});
const params = (f: Section2Facts, ctx: Partial<Section2Context> = {}) => section2Problems(f, { ...CTX, ...ctx }).map((p) => p.param);

describe('the Lists of Acceptable Documents (docs/compliance.md §4.6)', () => {
  it('holds every list of the Form, including the documents the public form once missed', () => {
    const titles = (list: 'A' | 'B' | 'C') => i9DocumentTitlesOf(list).map((d) => d.title);
    expect(titles('B')).toEqual(expect.arrayContaining(["Military dependent's ID card", 'U.S. Coast Guard Merchant Mariner Card', 'School record or report card (under age 18)', 'Clinic, doctor or hospital record (under age 18)', 'Day-care or nursery school record (under age 18)']));
    expect(titles('C')).toEqual(expect.arrayContaining(['Native American tribal document', 'Identification Card for Use of Resident Citizen in the United States (Form I-179)']));
    expect(new Set(I9_DOCUMENT_TITLES.map((d) => `${d.list}:${d.title}`)).size).toBe(I9_DOCUMENT_TITLES.length);
  });

  it('never reverifies a U.S. passport, a Permanent Resident Card or any List B document (§4.5)', () => {
    const never = I9_DOCUMENT_TITLES.filter((d) => d.list === 'B' || ['U.S. Passport', 'U.S. Passport Card', 'Perm. Resident Card (Form I-551)'].includes(d.title));
    expect(never.every((d) => !d.reverifyOnExpiry)).toBe(true);
  });
});

describe('documentSetProblems: one List A selection, or one List B and one List C', () => {
  it.each([
    ['a U.S. passport alone', [PASSPORT]],
    ['List B + List C', [LICENSE, SS_CARD]],
    ['List C + List B in either order', [SS_CARD, LICENSE]],
    ['a foreign passport with Form I-94 (List A item 5)', [FOREIGN_PASSPORT, I94]],
    ['a foreign passport, Form I-94 and Form I-20 (F-1 student)', [FOREIGN_PASSPORT, I94, { list: 'A', title: 'Form I-20', issuingAuthority: 'DHS', number: 'N0001' }]],
    ['a foreign passport with a temporary I-551 stamp (item 3)', [FOREIGN_PASSPORT, { list: 'A', title: 'Temporary I-551 Stamp', issuingAuthority: 'DHS', number: 'S1', expirationDate: '2027-01-01' }]],
    ['an FSM passport with Form I-94 (item 6)', [{ list: 'A', title: 'FSM Passport', issuingAuthority: 'FSM', number: 'F1', expirationDate: '2030-01-01' }, I94]],
  ])('accepts %s', (_label, documents) => {
    expect(documentSetProblems(documents)).toEqual([]);
  });

  it.each([
    ['nothing', []],
    ['List A with List C', [PASSPORT, SS_CARD]],
    ['List B alone', [LICENSE]],
    ['List C alone', [SS_CARD]],
    ['two List B documents and a List C', [LICENSE, LICENSE, SS_CARD]],
    ['two List A documents that do not combine', [PASSPORT, EAD]],
    ['a foreign passport alone', [FOREIGN_PASSPORT]],
    ['Form I-94 alone', [I94]],
    ['a U.S. passport with Form I-94', [PASSPORT, I94]],
  ])('refuses %s, naming documents', (_label, documents) => {
    expect(documentSetProblems(documents).map((p) => p.param)).toEqual(['documents']);
  });

  it('refuses a title that is not of its list, and a list that does not exist', () => {
    expect(documentSetProblems([{ ...PASSPORT, list: 'B' }, SS_CARD])).toEqual([{ msg: '"U.S. Passport" is not a List B document of Form I-9.', param: 'documents.0.title' }]);
    expect(documentSetProblems([{ ...PASSPORT, list: 'D' }]).map((p) => p.param)).toEqual(['documents.0.list']);
  });
});

describe('section2Problems (docs/compliance.md §4.2, §4.6, §4.7, §4.9)', () => {
  it('accepts a complete Section 2', () => {
    expect(params(facts([PASSPORT]))).toEqual([]);
    expect(params(facts([LICENSE, SS_CARD]))).toEqual([]);
  });

  it('asks for the issuing authority and number of every document', () => {
    expect(params(facts([{ ...PASSPORT, issuingAuthority: ' ', number: null }]))).toEqual(['documents.0.issuingAuthority', 'documents.0.number']);
  });

  describe('expiration on the day of examination', () => {
    it('accepts a document that expires on the day it is examined, refuses one that expired the day before', () => {
      expect(params(facts([{ ...PASSPORT, expirationDate: TODAY }]))).toEqual([]);
      const [problem] = section2Problems(facts([{ ...PASSPORT, expirationDate: '2026-11-24' }]), CTX);
      expect(problem).toEqual({ msg: expect.stringContaining('expired on 2026-11-24'), param: 'documents.0.expirationDate' });
    });

    it('asks for the expiration of a document that always has one, and refuses one for a document without', () => {
      expect(params(facts([{ ...PASSPORT, expirationDate: null }]))).toEqual(['documents.0.expirationDate']);
      expect(params(facts([LICENSE, { ...SS_CARD, expirationDate: '2030-01-01' }]))).toEqual(['documents.1.expirationDate']);
      expect(params(facts([{ ...LICENSE, expirationDate: null }, SS_CARD]))).toEqual([]);
      expect(params(facts([{ ...PASSPORT, expirationDate: '2030-02-30' }]))).toEqual(['documents.0.expirationDate']);
    });
  });

  describe('receipts', () => {
    it('accepts a replacement receipt, but not for a job of fewer than 3 business days', () => {
      expect(params(facts([LICENSE, RECEIPT_C]))).toEqual([]);
      expect(params(facts([LICENSE, RECEIPT_C], { shortTermEmployment: true }))).toEqual(['documents.1.title']);
      expect(params(facts([LICENSE, SS_CARD], { shortTermEmployment: true }))).toEqual([]);
    });
  });

  describe('E-Verify employers', () => {
    it('refuse a List B document without a photograph', () => {
      const voter: ExaminedDocument = { list: 'B', title: "Voter's registration card", issuingAuthority: 'Travis County', number: 'V1' };
      expect(params(facts([voter, SS_CARD]))).toEqual([]);
      expect(params(facts([voter, SS_CARD]), { eVerify: true })).toEqual(['documents.0.title']);
      expect(params(facts([{ ...LICENSE, hasPhoto: false }, SS_CARD]), { eVerify: true })).toEqual(['documents.0.hasPhoto']);
      expect(params(facts([{ ...LICENSE, hasPhoto: undefined }, SS_CARD]), { eVerify: true })).toEqual(['documents.0.hasPhoto']);
      expect(params(facts([LICENSE, SS_CARD]), { eVerify: true })).toEqual([]);
      expect(params(facts([{ ...LICENSE, hasPhoto: false }, SS_CARD]), { eVerify: false })).toEqual([]);
    });

    it('alone may use the alternative procedure, and only at an E-Verify hiring site', () => {
      expect(params(facts([PASSPORT], { alternativeProcedure: true }))).toEqual(['alternativeProcedure']);
      expect(params(facts([PASSPORT], { alternativeProcedure: true }), { eVerify: true })).toEqual([]);
      const elsewhere = section2Problems(facts([PASSPORT], { alternativeProcedure: true }), { ...CTX, eVerify: true, hiringSite: { name: 'Round Rock store', everifyHiringSite: false } });
      expect(elsewhere).toEqual([{ msg: expect.stringContaining('Round Rock store is not one'), param: 'alternativeProcedure' }]);
      expect(params(facts([PASSPORT], { alternativeProcedure: false }), { eVerify: true, hiringSite: { name: 'Round Rock store', everifyHiringSite: false } })).toEqual([]);
    });
  });

  describe('minors', () => {
    const record: ExaminedDocument = { list: 'B', title: 'School record or report card (under age 18)', issuingAuthority: 'Austin ISD', number: 'SR-1' };
    it('accept an under-18 record the day before the 18th birthday, not on it', () => {
      expect(params(facts([record, SS_CARD], { firstDayOfEmployment: '2026-06-09' }), { birthdate: '2008-06-10' })).toEqual([]);
      expect(params(facts([record, SS_CARD], { firstDayOfEmployment: '2026-06-10' }), { birthdate: '2008-06-10' })).toEqual(['documents.0.title']);
    });

    it('take the "Individual under Age 18" notation without a number, but not from an E-Verify employer', () => {
      const notation: ExaminedDocument = { list: 'B', title: 'Individual under Age 18' };
      expect(params(facts([notation, SS_CARD]), { birthdate: '2010-01-01' })).toEqual([]);
      expect(params(facts([notation, SS_CARD]), { birthdate: '2010-01-01', eVerify: true })).toEqual(['documents.0.title']);
    });
  });

  describe('first day of employment', () => {
    it('may not come before the job offer was accepted', () => {
      expect(params(facts([PASSPORT], { firstDayOfEmployment: '2026-11-09' }), { offerAcceptedOn: '2026-11-10' })).toEqual(['firstDayOfEmployment']);
      expect(params(facts([PASSPORT], { firstDayOfEmployment: '2026-11-10' }), { offerAcceptedOn: '2026-11-10' })).toEqual([]);
    });

    it(`may lie up to ${SECTION2_FIRST_DAY_MAX_DAYS_AHEAD} days ahead, not one more`, () => {
      expect(params(facts([PASSPORT], { firstDayOfEmployment: '2027-11-25' }))).toEqual([]);
      expect(params(facts([PASSPORT], { firstDayOfEmployment: '2027-11-26' }))).toEqual(['firstDayOfEmployment']);
    });

    it('must be a date', () => {
      expect(params(facts([PASSPORT], { firstDayOfEmployment: '11/23/2026' }))).toEqual(['firstDayOfEmployment']);
    });
  });
});

describe('reverifyBy: when Supplement B is due (docs/compliance.md §4.5)', () => {
  const base = { firstDayOfEmployment: '2026-11-23' };
  it('is never set for a U.S. citizen with a passport, or a lawful permanent resident with the card', () => {
    expect(reverifyBy({ ...base, citizenship: 'citizen1', documents: [PASSPORT] })).toBeNull();
    expect(reverifyBy({ ...base, citizenship: 'citizen3', documents: [{ list: 'A', title: 'Perm. Resident Card (Form I-551)', expirationDate: '2027-01-01' }] })).toBeNull();
    expect(reverifyBy({ ...base, citizenship: 'citizen4', authorizedUntil: null, documents: [LICENSE, SS_CARD] })).toBeNull();
  });

  it('takes the earliest of the Section 1 end date and the authorizing documents’ expiration', () => {
    expect(reverifyBy({ ...base, citizenship: 'citizen4', authorizedUntil: '2027-02-01', documents: [EAD] })).toEqual({ date: '2027-01-10', reason: 'Employment Authorization Document (Form I-766) expires.' });
    // A Section 2 signed under the former title reverifies alike, and says so in today's words.
    expect(reverifyBy({ ...base, citizenship: 'citizen4', authorizedUntil: '2027-02-01', documents: [{ ...EAD, title: 'Employment Auth. Document (Form I-766)' }] })).toEqual({ date: '2027-01-10', reason: 'Employment Authorization Document (Form I-766) expires.' });
    expect(reverifyBy({ ...base, citizenship: 'citizen4', authorizedUntil: '2026-12-31', documents: [EAD] })?.date).toBe('2026-12-31');
    expect(reverifyBy({ ...base, citizenship: 'citizen4', documents: [FOREIGN_PASSPORT, I94] })?.date).toBe('2027-03-15');
  });

  it(`ends a receipt ${RECEIPT_VALIDITY_DAYS} days after the first day, even for a citizen`, () => {
    expect(reverifyBy({ ...base, citizenship: 'citizen1', documents: [LICENSE, RECEIPT_C] })?.date).toBe('2027-02-21');
    expect(reverifyBy({ ...base, citizenship: 'citizen1', documents: [LICENSE, RECEIPT_C] }, 60)?.date).toBe('2027-01-22');
  });
});

describe('the catalogue and the public form agree', () => {
  it('links every public choice to at least one Section 2 title of its list, and every title to a public choice', () => {
    for (const [list, choices] of [['A', I9_LIST_A], ['B', I9_LIST_B], ['C', I9_LIST_C]] as const) {
      for (const choice of choices) expect({ choice, titles: i9DocumentTitlesOf(list).filter((d) => d.choice === choice).length > 0 }).toEqual({ choice, titles: true });
    }
    const notations = I9_DOCUMENT_TITLES.filter((d) => !d.choice).map((d) => d.title);
    expect(notations).toEqual(['Individual under Age 18', 'Special Placement']);
  });
});
