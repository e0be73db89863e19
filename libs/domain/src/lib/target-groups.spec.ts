import type { AnswerField } from '@clearhire/contracts';
import { determineTargetGroups, type TargetGroupInput } from './target-groups';
import type { TargetGroupCode } from './wotc-rules';

type Answers = Partial<Record<AnswerField, string | null>>;

const HIRE = '2025-06-15';
/** 45 on the hire date: no age-based group unless a test wants one. */
const OLD = '1980-01-01';
/** 25 on the hire date: SNAP/DCR age. */
const YOUNG = '2000-01-01';

const codes = (answers: Answers, extra: Partial<TargetGroupInput> = {}): TargetGroupCode[] =>
  determineTargetGroups({ answers, birthdate: OLD, hireDate: HIRE, ...extra }).map((g) => g.code);

describe('determineTargetGroups: one group per 8850 statement (docs/compliance.md §1.3)', () => {
  it.each<[string, Answers, TargetGroupCode[]]>([
    ['nothing answered', {}, []],
    ['all no', { military: '0', snap: '0', snap3: '0', tanf: '0', ssi: '0', vr: '0', unemployed: '0', felony: '0' }, []],
    // line 2 bullet 1
    ['TANF 9 of 18 months', { tanf: '1', tanfAssistance9: '1', tanfTime: '9 to 17 months' }, ['IVA']],
    ['TANF 9 of 18, no duration given', { tanf: '1', tanfAssistance9: '1' }, ['IVA']],
    ['TANF 9 of 18 contradicted by < 9 months', { tanf: '1', tanfAssistance9: '1', tanfTime: 'Less than 9 months' }, []],
    // line 6
    ['TANF 18 months', { tanf: '1', tanfAssistance18: '1', tanfTime: '18 months or more' }, ['LTFA']],
    ['TANF 18 and 9 of 18', { tanf: '1', tanfAssistance9: '1', tanfAssistance18: '1' }, ['LTFA', 'IVA']],
    ['TANF 18 contradicted by 9-17 months', { tanf: '1', tanfAssistance18: '1', tanfTime: '9 to 17 months' }, []],
    ['TANF stopped by time limit', { tanf: '1', tanfStopped: '1', tanfTime: 'Less than 9 months' }, ['LTFA']],
    ['TANF follow-ups without tanf = 1 are ignored', { tanf: '0', tanfAssistance9: '1', tanfAssistance18: '1' }, []],
    ['TANF alone', { tanf: '1' }, []],
    // line 2 bullet 2
    ['veteran on SNAP', { military: '1', militaryUnemployed6m: '0', militarySnap: '1' }, ['VET_SNAP']],
    // line 4
    [
      'disabled veteran discharged in the past year',
      { military: '1', militaryUnemployed6m: '0', militaryDisability: '1', militaryReleased: '1' },
      ['VET_DISABLED_DISCHARGED'],
    ],
    ['disabled veteran, not recently discharged', { military: '1', militaryUnemployed6m: '0', militaryDisability: '1' }, []],
    ['released, not disabled', { military: '1', militaryUnemployed6m: '0', militaryReleased: '1' }, []],
    // line 5 and line 3
    [
      'disabled veteran unemployed 6 months',
      { military: '1', militaryUnemployed6m: '1', militaryDisability: '1' },
      ['VET_DISABLED_UNEMPLOYED_6M', 'VET_UNEMPLOYED_6M'],
    ],
    ['veteran unemployed 6 months', { military: '1', militaryUnemployed6m: '1' }, ['VET_UNEMPLOYED_6M']],
    // line 2 bullet 7
    ['veteran unemployed 4 weeks', { military: '1', militaryUnemployed6m: '0', militaryUnemployed4w: '1' }, ['VET_UNEMPLOYED_4W']],
    [
      '4-week answer is not asked once 6 months is yes',
      { military: '1', militaryUnemployed6m: '1', militaryUnemployed4w: '1' },
      ['VET_UNEMPLOYED_6M'],
    ],
    ['military follow-ups without military = 1 are ignored', { military: '0', militarySnap: '1', militaryUnemployed6m: '1' }, []],
    [
      'every veteran statement',
      { military: '1', militaryUnemployed6m: '1', militarySnap: '1', militaryDisability: '1', militaryReleased: '1' },
      ['VET_DISABLED_UNEMPLOYED_6M', 'VET_UNEMPLOYED_6M', 'VET_DISABLED_DISCHARGED', 'VET_SNAP'],
    ],
    // line 2 bullet 3
    ['VR referral', { vr: '1', vrService: 'Ticket To Work' }, ['VR']],
    ['VR referral, service not given', { vr: '1' }, ['VR']],
    // line 2 bullet 6
    ['SSI', { ssi: '1' }, ['SSI']],
    // values other than '1' are not yes
    ['unknown values', { ssi: 'yes', vr: 'true', military: '1 ', tanf: '1', tanfStopped: 'Y' }, []],
    ['null values', { ssi: null, vr: null }, []],
  ])('%s', (_label, answers, expected) => {
    expect(codes(answers)).toEqual(expected);
  });
});

describe('determineTargetGroups: SNAP and DCR ages 18-39 on the hire date (§1.2 7 / G, 4 / D)', () => {
  it.each([
    ['2007-06-16', 17, []],
    ['2007-06-15', 18, ['DCR', 'SNAP']],
    ['1985-06-16', 39, ['DCR', 'SNAP']],
    ['1985-06-15', 40, []],
  ] as const)('born %s (age %i): SNAP 6 months', (birthdate, _age, expected) => {
    const found = codes({ snap: '1' }, { birthdate });
    expect(found.filter((c) => c === 'SNAP' || c === 'DCR').sort()).toEqual([...expected].sort());
  });

  it.each<[string, Answers, boolean]>([
    ['SNAP for the past 6 months', { snap: '1' }, true],
    ['3 of the past 5 months', { snap: '0', snap3: '1' }, true],
    ['neither', { snap: '0', snap3: '0' }, false],
    ['snap3 is only asked when snap is 0', { snap3: '1' }, false],
  ])('%s', (_label, answers, expected) => {
    expect(codes(answers, { birthdate: YOUNG }).includes('SNAP')).toBe(expected);
  });

  it('reports DCR on age alone, flagged for an address check', () => {
    const [dcr] = determineTargetGroups({ answers: {}, birthdate: YOUNG, hireDate: HIRE });
    expect(dcr).toEqual({
      code: 'DCR',
      name: 'Designated community resident',
      maxCredit: 2400,
      form: '9061',
      needs9175: false,
      needsAddressCheck: true,
    });
  });

  it('leaves out age-based groups when the birthdate is unknown', () => {
    expect(codes({ snap: '1', ssi: '1' }, { birthdate: null })).toEqual(['SSI']);
    expect(codes({ snap: '1' }, { birthdate: undefined })).toEqual([]);
    expect(codes({ snap: '1' }, { birthdate: '' })).toEqual([]);
  });

  it('measures age on today when the hire date is not known yet', () => {
    const base = { answers: { snap: '1' }, birthdate: '1985-06-15' };
    expect(determineTargetGroups({ ...base, today: '2025-06-14' }).map((g) => g.code)).toEqual(['SNAP', 'DCR']);
    expect(determineTargetGroups({ ...base, today: '2025-06-15' }).map((g) => g.code)).toEqual([]);
    expect(determineTargetGroups({ ...base, hireDate: null, today: '2025-06-14' }).map((g) => g.code)).toEqual([
      'SNAP',
      'DCR',
    ]);
  });

  it('treats a Feb 29 birthday as reached on Mar 1 in common years (age.ts)', () => {
    expect(codes({ snap: '1' }, { birthdate: '1984-02-29', hireDate: '2024-02-28' })).toContain('SNAP'); // 39
    expect(codes({ snap: '1' }, { birthdate: '1984-02-29', hireDate: '2024-02-29' })).not.toContain('SNAP'); // 40
    expect(codes({ snap: '1' }, { birthdate: '2008-02-29', hireDate: '2026-02-28' })).not.toContain('SNAP'); // 17
    expect(codes({ snap: '1' }, { birthdate: '2008-02-29', hireDate: '2026-03-01' })).toContain('SNAP'); // 18
  });
});

describe('determineTargetGroups: summer youth (§1.2 6 / F)', () => {
  it.each<[string, string, string, Answers, boolean]>([
    ['age 15', '2009-06-16', '2025-06-15', {}, false],
    ['age 16', '2009-06-15', '2025-06-15', {}, true],
    ['age 17', '2007-06-16', '2025-06-15', {}, true],
    ['age 18', '2007-06-15', '2025-06-15', {}, false],
    ['hired on Sept 15', '2008-01-01', '2025-09-15', {}, true],
    ['hired after Sept 15', '2008-01-01', '2025-09-16', {}, false],
    ['hired in April, 16 by May 1', '2009-04-20', '2025-04-15', {}, true],
    ['hired in April at 17, 18 by May 1', '2007-04-20', '2025-04-15', {}, false],
    ['worked for this company before', '2008-01-01', '2025-06-15', { woc: '1' }, false],
  ])('%s (born %s, hired %s)', (_label, birthdate, hireDate, answers, expected) => {
    const found = determineTargetGroups({ answers, birthdate, hireDate });
    const youth = found.find((g) => g.code === 'SUMMER_YOUTH');
    expect(Boolean(youth)).toBe(expected);
    if (youth) expect(youth).toMatchObject({ maxCredit: 1200, needsAddressCheck: true, form: '9061' });
  });

  it('before a hire date only the age is tested', () => {
    const found = determineTargetGroups({ answers: {}, birthdate: '2008-01-01', today: '2025-10-20' });
    expect(found.map((g) => g.code)).toEqual(['SUMMER_YOUTH']);
  });
});

describe('determineTargetGroups: ex-felon within one year of the hire date (§1.2 3 / C)', () => {
  const felon = (extra: Answers, hireDate: string) =>
    codes({ felony: '1', felonyType: 'State', ...extra }, { hireDate }).includes('EX_FELON');

  it.each([
    ['conviction', '2024-06-10', '2025-06-09', true], // 364 days
    ['conviction', '2024-06-10', '2025-06-10', true], // 365 days: exactly one year
    ['conviction', '2024-06-10', '2025-06-11', false], // 366 days
    ['release', '2024-06-10', '2025-06-09', true],
    ['release', '2024-06-10', '2025-06-10', true],
    ['release', '2024-06-10', '2025-06-11', false],
    // across Feb 29 a year is 366 days
    ['conviction', '2023-06-10', '2024-06-09', true], // 365 days
    ['conviction', '2023-06-10', '2024-06-10', true], // 366 days: exactly one year
    ['conviction', '2023-06-10', '2024-06-11', false], // 367 days
    // a Feb 29 conviction's year-mark is Mar 1
    ['conviction', '2024-02-29', '2025-03-01', true],
    ['conviction', '2024-02-29', '2025-03-02', false],
    // month end
    ['release', '2024-12-31', '2025-12-31', true],
    ['release', '2024-12-31', '2026-01-01', false],
    // same day, and a date after the hire date does not count
    ['release', '2025-06-15', '2025-06-15', true],
    ['release', '2025-06-16', '2025-06-15', false],
  ] as const)('%s %s, hired %s → %s', (which, date, hireDate, expected) => {
    const field = which === 'conviction' ? 'felonyConviction' : 'felonyRelease';
    expect(felon({ [field]: date }, hireDate)).toBe(expected);
  });

  it('an old conviction with a recent release counts', () => {
    expect(felon({ felonyConviction: '2015-03-01', felonyRelease: '2025-01-20' }, HIRE)).toBe(true);
    expect(felon({ felonyConviction: '2015-03-01', felonyRelease: '2019-01-20' }, HIRE)).toBe(false);
  });

  it('needs a date to show the year: missing or malformed dates do not count', () => {
    expect(felon({}, HIRE)).toBe(false);
    expect(felon({ felonyConviction: '06/10/2025', felonyRelease: 'unknown' }, HIRE)).toBe(false);
  });

  it('ignores felony dates when felony is not 1', () => {
    expect(codes({ felony: '0', felonyConviction: '2025-06-01' })).toEqual([]);
  });
});

describe('determineTargetGroups: LTUR 27 consecutive weeks (§1.3 line 7)', () => {
  it.each([
    ['2024-12-22', 175, false], // 25 weeks
    ['2024-12-15', 182, false], // 26 weeks
    ['2024-12-09', 188, false], // 27 weeks less a day
    ['2024-12-08', 189, true], // 27 weeks
    ['2023-01-01', 896, true],
    ['2025-06-16', -1, false], // starts after the hire date
  ] as const)('unemployed since %s (%i days) → %s', (unemployedDate, _days, expected) => {
    expect(codes({ unemployed: '1', unemployedDate, unemployedState: 'TX' }).includes('LTUR')).toBe(expected);
  });

  it('counts across Feb 29', () => {
    // 2024-02-29 is inside the period: 27 weeks (189 days) from 2023-12-10 is 2024-06-16
    expect(codes({ unemployed: '1', unemployedDate: '2023-12-10' }, { hireDate: '2024-06-16' })).toEqual(['LTUR']);
    expect(codes({ unemployed: '1', unemployedDate: '2023-12-10' }, { hireDate: '2024-06-15' })).toEqual([]);
  });

  it('needs the unemployment date, and unemployed = 1', () => {
    expect(codes({ unemployed: '1' })).toEqual([]);
    expect(codes({ unemployed: '0', unemployedDate: '2020-01-01' })).toEqual([]);
  });

  it('asks for ETA 9175', () => {
    const [ltur] = determineTargetGroups({ answers: { unemployed: '1', unemployedDate: '2024-01-01' }, birthdate: OLD, hireDate: HIRE });
    expect(ltur).toEqual({
      code: 'LTUR',
      name: 'Long-term unemployment recipient',
      maxCredit: 2400,
      form: '9061',
      needs9175: true,
      needsAddressCheck: false,
    });
  });
});

describe('determineTargetGroups: result shape and order', () => {
  const everything: Answers = {
    military: '1',
    militaryUnemployed6m: '1',
    militarySnap: '1',
    militaryDisability: '1',
    militaryReleased: '1',
    snap: '1',
    tanf: '1',
    tanfAssistance9: '1',
    tanfAssistance18: '1',
    ssi: '1',
    vr: '1',
    unemployed: '1',
    unemployedDate: '2024-01-01',
    felony: '1',
    felonyRelease: '2025-01-01',
  };

  it('lists the best first, confirmed groups before address checks at equal credit, then IRS order', () => {
    const found = determineTargetGroups({ answers: everything, birthdate: YOUNG, hireDate: HIRE });
    expect(found.map((g) => [g.code, g.maxCredit])).toEqual([
      ['VET_DISABLED_UNEMPLOYED_6M', 9600],
      ['LTFA', 9000],
      ['VET_UNEMPLOYED_6M', 5600],
      ['VET_DISABLED_DISCHARGED', 4800],
      ['IVA', 2400],
      ['VET_SNAP', 2400],
      ['EX_FELON', 2400],
      ['VR', 2400],
      ['SNAP', 2400],
      ['SSI', 2400],
      ['LTUR', 2400],
      ['DCR', 2400],
    ]);
    for (const g of found) expect(g.form).toBe('9061');
  });

  it('uses ETA 9062 for everyone conditionally certified (8850 line 1)', () => {
    const found = determineTargetGroups({ answers: { ssi: '1', vr: '1' }, birthdate: OLD, hireDate: HIRE, conditionallyCertified: true });
    expect(found.map((g) => g.form)).toEqual(['9062', '9062']);
  });

  it('throws RangeError for a malformed hire date or a birthdate after it', () => {
    expect(() => determineTargetGroups({ answers: {}, birthdate: OLD, hireDate: '2025-02-30' })).toThrow(RangeError);
    expect(() => determineTargetGroups({ answers: {}, birthdate: '2025-07-01', hireDate: HIRE })).toThrow(RangeError);
    expect(() => determineTargetGroups({ answers: {}, birthdate: '07/01/1990', hireDate: HIRE })).toThrow(RangeError);
  });
});
