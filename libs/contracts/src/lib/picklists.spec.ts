import { INDUSTRIES } from './industries';
import { UPLOAD_LIMITS } from './limits';
import {
  COMPANY_SIZES,
  FELONY_TYPES,
  I9_FORMER_CHOICES,
  I9_LIST_A,
  I9_LIST_B,
  I9_LIST_C,
  MILITARY_BRANCHES,
  TANF_DURATIONS,
  VR_SERVICES,
} from './picklists';
import { US_STATE_CODES, US_STATES } from './us-states';

// Every list a form renders as a <select>; a duplicate would show twice and an
// empty list would make a required field impossible to fill.
const lists: ReadonlyArray<[string, readonly string[]]> = [
  ['COMPANY_SIZES', COMPANY_SIZES],
  ['MILITARY_BRANCHES', MILITARY_BRANCHES],
  ['FELONY_TYPES', FELONY_TYPES],
  ['VR_SERVICES', VR_SERVICES],
  ['TANF_DURATIONS', TANF_DURATIONS],
  ['I9_LIST_A', I9_LIST_A],
  ['I9_LIST_B', I9_LIST_B],
  ['I9_LIST_C', I9_LIST_C],
  ['INDUSTRIES', INDUSTRIES],
  ['US_STATE_CODES', US_STATE_CODES],
  ['US_STATES names', US_STATES.map((s) => s.name)],
];

const byName = (a: string, b: string) => a.localeCompare(b, 'en-US');

describe.each(lists)('%s', (_name, list) => {
  it('is not empty', () => {
    expect(list.length).toBeGreaterThan(0);
  });

  it('has no duplicates', () => {
    expect(new Set(list).size).toBe(list.length);
  });

  it('has no blank or padded labels', () => {
    for (const label of list) {
      expect(label).toBe(label.trim());
      expect(label).not.toBe('');
    }
  });
});

describe('INDUSTRIES', () => {
  it('runs from Accounting to Writing & Editing', () => {
    expect(INDUSTRIES[0]).toBe('Accounting');
    expect(INDUSTRIES[INDUSTRIES.length - 1]).toBe('Writing & Editing');
  });

  it('is in alphabetical order', () => {
    expect([...INDUSTRIES].sort(byName)).toEqual(INDUSTRIES);
  });

  it('is the full list, not a sample', () => {
    expect(INDUSTRIES).toHaveLength(147);
  });
});

describe('US_STATES', () => {
  it('has the 50 states, DC and 8 territories', () => {
    expect(US_STATES).toHaveLength(59);
  });

  it('uses 2-letter upper-case codes', () => {
    for (const { code } of US_STATES) {
      expect(code).toMatch(/^[A-Z]{2}$/);
    }
  });

  it('is sorted by name', () => {
    const names = US_STATES.map((s) => s.name);
    expect([...names].sort(byName)).toEqual(names);
  });

  it.each([
    ['CA', 'California'],
    ['DC', 'District of Columbia'],
    ['PR', 'Puerto Rico'],
    ['VI', 'Virgin Islands'],
    ['FM', 'Federated States of Micronesia'],
  ])('maps %s to %s', (code, name) => {
    expect(US_STATES.find((s) => s.code === code)?.name).toBe(name);
  });

  it('derives US_STATE_CODES in the same order', () => {
    expect(US_STATE_CODES).toEqual(US_STATES.map((s) => s.code));
  });

  it('cannot be changed at run time by a consumer', () => {
    expect(Object.isFrozen(US_STATES)).toBe(true);
    expect(Object.isFrozen(US_STATE_CODES)).toBe(true);
    expect(Object.isFrozen(INDUSTRIES)).toBe(true);
  });
});

describe('spec spellings that existing data depends on', () => {
  it.each([
    ['MILITARY_BRANCHES', "Natl' Guard", MILITARY_BRANCHES as readonly string[]],
    ['COMPANY_SIZES', '500+', COMPANY_SIZES as readonly string[]],
    ['VR_SERVICES', 'Ticket To Work', VR_SERVICES as readonly string[]],
    ['I9_LIST_A', 'FSM or RMI Passport', I9_LIST_A as readonly string[]],
    ['I9_LIST_B', "Canadian Driver's License", I9_LIST_B as readonly string[]],
    ['I9_LIST_C', 'U.S. Citizen ID Card', I9_LIST_C as readonly string[]],
  ])('%s contains %s', (_name, label, list) => {
    expect(list).toContain(label);
  });

  it('keeps the list sizes from docs/product.md §3', () => {
    expect([COMPANY_SIZES.length, MILITARY_BRANCHES.length, FELONY_TYPES.length]).toEqual([5, 6, 2]);
    expect([VR_SERVICES.length, TANF_DURATIONS.length]).toEqual([3, 3]);
  });

  it('keeps the I-9 choices of docs/product.md §3, in their order, and completes the lists of the Form', () => {
    // As renamed to the M-274's titles where two read alike (issue 32); the former names stay readable (I9_FORMER_CHOICES).
    const original = {
      A: ['U.S. Passport', 'Permanent Resident Card', 'Foreign Passport', 'Employment Authorization Document (Form I-766)', 'FSM or RMI Passport'],
      B: ["Driver's License", 'ID Card', 'School ID', "Voter's Registration Card", 'U.S. Military Card', 'Native American Document', "Canadian Driver's License"],
      C: [
        'Social Security Card',
        'Certification of Report of Birth (Form DS-1350)',
        'Consular Report of Birth Abroad (Form FS-240)',
        'Certification of Birth Abroad (Form FS-545)',
        'Birth Certificate',
        'U.S. Citizen ID Card',
        'Employment authorization document issued by the Department of Homeland Security',
      ],
    };
    const inOrder = (list: readonly string[], wanted: string[]) => list.filter((d) => wanted.includes(d));
    expect(inOrder(I9_LIST_A, original.A)).toEqual(original.A);
    expect(inOrder(I9_LIST_B, original.B)).toEqual(original.B);
    expect(inOrder(I9_LIST_C, original.C)).toEqual(original.C);
    expect(I9_LIST_B).toEqual(expect.arrayContaining(["Military Dependent's ID Card", 'U.S. Coast Guard Merchant Mariner Card', 'School Record or Report Card (under 18)']));
    expect(I9_LIST_C).toEqual(expect.arrayContaining(['Native American Tribal Document', 'Resident Citizen ID Card (Form I-179)']));
    // Stored in documents.document_type, as long as UPLOAD_LIMITS.documentType.
    for (const label of [...I9_LIST_A, ...I9_LIST_B, ...I9_LIST_C]) expect(label.length).toBeLessThanOrEqual(UPLOAD_LIMITS.documentType);
  });

  it('reads every former I-9 choice as current choices of the lists it belonged to', () => {
    expect(Object.keys(I9_FORMER_CHOICES)).toEqual(['Employment Authorization', 'Certification of Birth']);
    for (const [former, { listA = [], listC = [], label }] of Object.entries(I9_FORMER_CHOICES)) {
      expect(label).not.toBe('');
      expect([...I9_LIST_A, ...I9_LIST_B, ...I9_LIST_C]).not.toContain(former);
      for (const choice of listA) expect(I9_LIST_A).toContain(choice);
      for (const choice of listC) expect(I9_LIST_C).toContain(choice);
    }
  });
});
