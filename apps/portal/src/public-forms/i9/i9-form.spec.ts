import { describe, expect, it } from 'vitest';
import { UPLOAD_LIMITS } from '@clearhire/contracts';
import { en } from '../i18n/en';
import {
  buildI9Submission,
  clearedForCitizenship,
  clearedForDocumentCount,
  clearedForNumberType,
  isAcceptableUpload,
  listsFor,
  prefilledValues,
  sectionOneProblems,
  type I9Values,
} from './i9-form';
import { toMultipart } from '../../api/multipart';

/** The fields of the noncitizen boxes (numbers, expiry), all blank: a citizen's, and what a new box starts from. */
const NONCITIZEN_FIELDS_BLANK = {
  number: '',
  expiryDate: '',
  expiryNotApplicable: false,
  numberType: '' as const,
  citizen4Number1: '',
  citizen4Number2: '',
  citizen4Number3: '',
} satisfies Partial<I9Values>;

const employee: I9Values = {
  lastname: 'Lopez',
  firstname: 'Ana',
  middleInitial: '',
  otherLastnames: '',
  street: '1 Main St',
  apt: '',
  zip: '78701',
  city: 'Austin',
  county: '',
  state: 'TX',
  birthdate: '1990-05-01',
  ssn: '123456789',
  email: 'ana@example.com',
  phone: '5125550100',
  citizenship: 'citizen1',
  ...NONCITIZEN_FIELDS_BLANK,
  signature: 'Ana Lopez',
  helped: 'no',
  preparers: [],
  documentCount: 'one',
  listA: 'U.S. Passport',
  listB: '',
  listC: '',
  recaptcha: '',
};
const TODAY = '2026-03-02';

describe('resets', () => {
  it('a new citizenship box clears every noncitizen number and the expiry', () => {
    expect(clearedForCitizenship()).toEqual(NONCITIZEN_FIELDS_BLANK);
  });

  it('a new number type clears the three numbers', () => {
    expect(clearedForNumberType()).toEqual({ citizen4Number1: '', citizen4Number2: '', citizen4Number3: '' });
  });

  it('a new document count clears all document choices', () => {
    expect(clearedForDocumentCount()).toEqual({ listA: '', listB: '', listC: '' });
    expect(listsFor('one')).toEqual(['listA']);
    expect(listsFor('two')).toEqual(['listB', 'listC']);
    expect(listsFor('')).toEqual([]);
  });
});

describe('upload check', () => {
  const file = (name: string, size: number, type = '') => ({ name, size, type });

  it('accepts JPG, JPEG, PNG and PDF up to 5 MB, whatever the case of the extension', () => {
    expect(isAcceptableUpload(file('id.jpg', 1000, 'image/jpeg'))).toBe(true);
    expect(isAcceptableUpload(file('id.JPEG', 1000))).toBe(true);
    expect(isAcceptableUpload(file('id.png', UPLOAD_LIMITS.maxBytes, 'image/png'))).toBe(true);
    expect(isAcceptableUpload(file('passport.pdf', 1000, 'application/pdf'))).toBe(true);
  });

  it('refuses other types, larger files, empty files and a type that contradicts the name', () => {
    expect(isAcceptableUpload(file('id.gif', 1000, 'image/gif'))).toBe(false);
    expect(isAcceptableUpload(file('id.pdf', 6 * 1024 * 1024, 'application/pdf'))).toBe(false);
    expect(isAcceptableUpload(file('id.pdf', 0))).toBe(false);
    expect(isAcceptableUpload(file('id', 1000))).toBe(false);
    expect(isAcceptableUpload(file('id.pdf', 1000, 'text/html'))).toBe(false);
  });
});

describe('Section 1 rules of libs/domain', () => {
  const keys = Object.keys(en.validation);

  it('asks a lawful permanent resident for the A-Number', () => {
    expect(sectionOneProblems({ ...employee, citizenship: 'citizen3' }, TODAY)).toEqual([{ field: 'number', message: 'aNumberRequired' }]);
    expect(sectionOneProblems({ ...employee, citizenship: 'citizen3', number: '1234567' }, TODAY)).toEqual([]);
  });

  it('asks a noncitizen for the expiry (or N/A) and one number, on the fields that show them', () => {
    const noncitizen = { ...employee, citizenship: 'citizen4' as const };
    expect(sectionOneProblems(noncitizen, TODAY)).toEqual([
      { field: 'expiryDate', message: 'expiryRequired' },
      { field: 'numberType', message: 'citizen4Number' },
    ]);
    expect(sectionOneProblems({ ...noncitizen, expiryDate: '2026-03-01', numberType: 'citizen4Number2' }, TODAY)).toEqual([
      { field: 'expiryDate', message: 'expiryPast' },
      { field: 'citizen4Number2', message: 'citizen4Number' },
    ]);
    expect(sectionOneProblems({ ...noncitizen, expiryNotApplicable: true, numberType: 'citizen4Number3', citizen4Number3: 'X1, Mexico' }, TODAY)).toEqual([]);
  });

  it('turns every message it produces into a text of the dictionary', () => {
    const cases: I9Values[] = [
      { ...employee, citizenship: 'citizen3' },
      { ...employee, citizenship: 'citizen4' },
      { ...employee, citizenship: 'citizen4', expiryDate: '2020-01-01' },
      { ...employee, citizenship: 'citizen4', expiryDate: '2026-02-30' },
    ];
    for (const values of cases) for (const problem of sectionOneProblems(values, TODAY)) expect(keys).toContain(problem.message);
  });
});

describe('the I-9 submission', () => {
  const passport = new File(['%PDF-1.4'], 'passport.pdf', { type: 'application/pdf' });

  it('sends only the numbers of the chosen box, the documents with their file names, and the files', () => {
    const values: I9Values = {
      ...employee,
      citizenship: 'citizen4',
      number: '999999999',
      expiryDate: '2027-01-31',
      numberType: 'citizen4Number2',
      citizen4Number1: '1234567',
      citizen4Number2: '12345678901',
    };
    const form = buildI9Submission(values, { listA: passport, listB: passport }, 'link-token');
    expect(form).toMatchObject({ url: 'link-token', citizenship: 'citizen4', expiry: '2027-01-31', citizen4Number2: '12345678901', listA: passport });
    expect(form.number).toBeUndefined();
    expect(form.citizen4Number1).toBeUndefined();
    expect(form.listB).toBeUndefined();
    expect(JSON.parse(form.documentsType)).toEqual({ listA: { type: 'U.S. Passport', filename: 'passport.pdf' } });
  });

  it('writes N/A for a work authorization that does not expire', () => {
    const values: I9Values = { ...employee, citizenship: 'citizen4', expiryNotApplicable: true, numberType: 'citizen4Number1', citizen4Number1: '1234567' };
    expect(buildI9Submission(values, {}, 'x').expiry).toBe('N/A');
  });

  it('becomes multipart form data without the empty fields', () => {
    const data = toMultipart(buildI9Submission(employee, { listA: passport }, 'link-token'));
    expect(data.get('url')).toBe('link-token');
    expect(data.get('lastname')).toBe('Lopez');
    expect(data.has('apt')).toBe(false);
    expect(data.has('middleInitial')).toBe(false);
    expect((data.get('listA') as File).name).toBe('passport.pdf');
    expect(JSON.parse(data.get('documentsType') as string)).toEqual({ listA: { type: 'U.S. Passport', filename: 'passport.pdf' } });
  });

  it('leaves the SSN out while the pre-screening\'s stands, even if a value is held, and sends the typed one otherwise', () => {
    expect(toMultipart(buildI9Submission(employee, {}, 'x', { keepPrescreeningSsn: true })).has('ssn')).toBe(false);
    expect(toMultipart(buildI9Submission(employee, {}, 'x', { keepPrescreeningSsn: false })).get('ssn')).toBe('123456789');
  });
});

describe('starting from the pre-screening', () => {
  it('fills the person and address, an absent apartment as empty, and never the SSN', () => {
    const prefill = {
      firstname: 'James',
      lastname: 'Carter',
      street: '100 Main St',
      apt: null,
      city: 'Austin',
      county: 'Travis',
      state: 'TX',
      zip: '78701',
      birthdate: '1995-06-15',
      email: 'james.carter@example.test',
      phone: '5125550199',
      ssn_last4: '6789',
    };
    expect(prefilledValues(prefill)).toEqual({
      firstname: 'James',
      lastname: 'Carter',
      street: '100 Main St',
      apt: '',
      city: 'Austin',
      county: 'Travis',
      state: 'TX',
      zip: '78701',
      birthdate: '1995-06-15',
      email: 'james.carter@example.test',
      phone: '5125550199',
    });
  });
});
