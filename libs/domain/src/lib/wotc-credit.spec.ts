import fc from 'fast-check';
import { computeCredit, type CreditInput } from './wotc-credit';
import { NoWotcRulesError, TARGET_GROUP_CODES, WOTC_RULE_SETS, type TargetGroupCode, type WotcRuleSet } from './wotc-rules';

const LATEST = WOTC_RULE_SETS[WOTC_RULE_SETS.length - 1];

const START = '2025-03-03';
const credit = (input: Omit<CreditInput, 'startDate'>) => computeCredit({ startDate: START, ...input });

describe('computeCredit: hours thresholds (docs/compliance.md §2.1)', () => {
  it.each([
    // W3: any group, 119 h, $3,000 → $0
    [0, 3000, 0, 0],
    [119, 3000, 0, 0],
    [119.99, 6000, 0, 0],
    [120, 3000, 0.25, 750],
    [120, 6000, 0.25, 1500],
    [399, 6000, 0.25, 1500],
    [399.5, 6000, 0.25, 1500],
    [400, 6000, 0.4, 2400],
    [400, 3000, 0.4, 1200],
    // W1: SNAP, 450 h, $8,000 → min(8000, 6000) × 0.40 = $2,400
    [450, 8000, 0.4, 2400],
    [2080, 0, 0.4, 0],
  ])('SNAP, %s h, $%s → rate %s, $%s', (hoursYear1, wagesYear1, rate, total) => {
    expect(credit({ group: 'SNAP', hoursYear1, wagesYear1 })).toEqual({ rate, year1: total, year2: 0, total });
  });
});

describe('computeCredit: every cap (docs/compliance.md §1.2)', () => {
  // [group, cap, credit at 40%, credit at 25%]
  it.each<[TargetGroupCode, number, number, number]>([
    ['IVA', 6000, 2400, 1500],
    ['VET_SNAP', 6000, 2400, 1500],
    ['VET_DISABLED_DISCHARGED', 12000, 4800, 3000],
    ['VET_DISABLED_UNEMPLOYED_6M', 24000, 9600, 6000],
    ['VET_UNEMPLOYED_4W', 6000, 2400, 1500],
    ['VET_UNEMPLOYED_6M', 14000, 5600, 3500],
    ['EX_FELON', 6000, 2400, 1500],
    ['DCR', 6000, 2400, 1500],
    ['VR', 6000, 2400, 1500],
    ['SUMMER_YOUTH', 3000, 1200, 750],
    ['SNAP', 6000, 2400, 1500],
    ['SSI', 6000, 2400, 1500],
    ['LTFA', 10000, 4000, 2500],
    ['LTUR', 6000, 2400, 1500],
  ])('%s: cap $%i → $%i at 40%%, $%i at 25%%', (group, cap, full, reduced) => {
    expect(credit({ group, hoursYear1: 400, wagesYear1: cap }).year1).toBe(full);
    expect(credit({ group, hoursYear1: 400, wagesYear1: cap + 0.01 }).year1).toBe(full);
    expect(credit({ group, hoursYear1: 400, wagesYear1: cap * 10 }).year1).toBe(full);
    expect(credit({ group, hoursYear1: 400, wagesYear1: cap - 1 }).year1).toBe(Math.round((cap - 1) * 40) / 100);
    expect(credit({ group, hoursYear1: 399, wagesYear1: cap * 10 }).year1).toBe(reduced);
    expect(credit({ group, hoursYear1: 119, wagesYear1: cap * 10 }).year1).toBe(0);
  });
});

describe('computeCredit: LTFA second year (Form 5884 line 1c)', () => {
  it.each([
    // hours, year-1 wages, year-2 wages → year1, year2, total
    [400, 10000, 10000, 0.4, 4000, 5000, 9000],
    [400, 20000, 20000, 0.4, 4000, 5000, 9000],
    [400, 10000, 9999.99, 0.4, 4000, 5000, 9000], // 4,999.995 → 5,000.00 (half up)
    [400, 10000, 9999.98, 0.4, 4000, 4999.99, 8999.99],
    [200, 10000, 10000, 0.25, 2500, 5000, 7500], // year 2 is 50% whatever the year-1 rate
    [400, 5000, 0, 0.4, 2000, 0, 2000],
    [119, 10000, 10000, 0, 0, 0, 0], // the 120-hour minimum bars all wages (§51(i)(3)(A))
  ])('%s h, $%s, $%s → rate %s, %s + %s = %s', (hoursYear1, wagesYear1, wagesYear2, rate, year1, year2, total) => {
    expect(credit({ group: 'LTFA', hoursYear1, wagesYear1, wagesYear2 })).toEqual({ rate, year1, year2, total });
  });

  it('ignores second-year wages for every other group', () => {
    for (const group of TARGET_GROUP_CODES.filter((g) => g !== 'LTFA')) {
      expect(credit({ group, hoursYear1: 400, wagesYear1: 1000, wagesYear2: 50000 })).toEqual({
        rate: 0.4,
        year1: 400,
        year2: 0,
        total: 400,
      });
    }
  });
});

describe('computeCredit: cents', () => {
  it.each([
    [400, 1234.57, 493.83], // 493.828
    [120, 1234.57, 308.64], // 308.6425
    [120, 0.02, 0.01], // 0.005 → 0.01, rounded half up once
    [120, 0.01, 0], // 0.0025
    [400, 0.1 + 0.2, 0.12], // floating noise in the input does not leak
  ])('%s h, $%s → $%s', (hoursYear1, wagesYear1, expected) => {
    const result = credit({ group: 'SSI', hoursYear1, wagesYear1 });
    expect(result.year1).toBe(expected);
    expect(result.total).toBe(expected);
  });
});

describe('computeCredit: invalid input', () => {
  it.each<[string, Partial<CreditInput>]>([
    ['negative hours', { hoursYear1: -1 }],
    ['NaN hours', { hoursYear1: Number.NaN }],
    ['infinite hours', { hoursYear1: Number.POSITIVE_INFINITY }],
    ['negative wages', { wagesYear1: -0.01 }],
    ['infinite wages', { wagesYear1: Number.POSITIVE_INFINITY }],
    ['NaN wages', { wagesYear1: Number.NaN }],
    ['negative year-2 wages', { wagesYear2: -5 }],
    ['infinite year-2 wages', { wagesYear2: Number.NEGATIVE_INFINITY }],
    ['unknown group', { group: 'NOPE' as TargetGroupCode }],
    ['start before the rules table', { startDate: '2010-01-01' }],
  ])('%s → RangeError', (_label, patch) => {
    expect(() => computeCredit({ group: 'LTFA', hoursYear1: 400, wagesYear1: 1000, startDate: START, ...patch })).toThrow(
      RangeError,
    );
  });
});

describe('computeCredit: rules by start date', () => {
  it('uses the row in force on the start date (an extension at 50% is a data change)', () => {
    const rules: WotcRuleSet[] = [
      ...WOTC_RULE_SETS,
      { ...LATEST, effectiveFrom: '2026-01-01', authorizedThrough: '2030-12-31', fullRateBasisPoints: 5000 },
    ];
    expect(computeCredit({ group: 'SNAP', hoursYear1: 400, wagesYear1: 6000, startDate: '2025-12-31', rules }).total).toBe(2400);
    expect(computeCredit({ group: 'SNAP', hoursYear1: 400, wagesYear1: 6000, startDate: '2026-01-01', rules })).toEqual({
      rate: 0.5,
      year1: 3000,
      year2: 0,
      total: 3000,
    });
  });

  it('still computes for a hire in hiatus (past lapses were renewed retroactively)', () => {
    expect(computeCredit({ group: 'SNAP', hoursYear1: 400, wagesYear1: 6000, startDate: '2026-02-01' }).total).toBe(2400);
  });

  it.each<[string, TargetGroupCode, number | 'no rules' | 'no group']>([
    // The PATH Act of 2015 renewed the credit from 2015-01-01 with the same rates and caps; LTUR only from 2016.
    ['2014-12-31', 'SNAP', 'no rules'],
    ['2015-01-01', 'SNAP', 2400],
    ['2015-01-01', 'VET_DISABLED_UNEMPLOYED_6M', 9600],
    ['2015-12-31', 'LTUR', 'no group'],
    ['2016-01-01', 'LTUR', 2400],
  ])('a start on %s, %s → %s', (startDate, group, expected) => {
    const compute = () => computeCredit({ group, hoursYear1: 400, wagesYear1: 30000, startDate });
    if (expected === 'no rules') expect(compute).toThrow(NoWotcRulesError);
    else if (expected === 'no group') expect(compute).toThrow(`LTUR is not a WOTC target group for people who began work on ${startDate}`);
    else expect(compute().total).toBe(expected);
  });
});

describe('computeCredit: properties', () => {
  const group = fc.constantFrom(...TARGET_GROUP_CODES);
  const hours = fc.double({ min: 0, max: 5000, noNaN: true });
  const wages = fc.integer({ min: 0, max: 10_000_000 }).map((c) => c / 100);
  const rules = LATEST;
  const centsOf = (dollars: number) => Math.round(dollars * 100);

  it('never negative, never above cap × rate, and total = year1 + year2', () => {
    fc.assert(
      fc.property(group, hours, wages, wages, (g, h, w1, w2) => {
        const r = credit({ group: g, hoursYear1: h, wagesYear1: w1, wagesYear2: w2 });
        const caps = rules.wageCapsCents[g];
        expect(r.year1).toBeGreaterThanOrEqual(0);
        expect(r.year2).toBeGreaterThanOrEqual(0);
        expect(centsOf(r.year1)).toBeLessThanOrEqual(Math.round(caps.year1 * r.rate));
        expect(centsOf(r.year2)).toBeLessThanOrEqual(Math.round((caps.year2 * rules.secondYearRateBasisPoints) / 10000));
        expect(centsOf(r.total)).toBe(centsOf(r.year1) + centsOf(r.year2));
        expect([0, 0.25, 0.4]).toContain(r.rate);
      }),
    );
  });

  it('is monotone in hours', () => {
    fc.assert(
      fc.property(group, hours, hours, wages, wages, (g, h1, h2, w1, w2) => {
        const [lo, hi] = h1 <= h2 ? [h1, h2] : [h2, h1];
        const a = credit({ group: g, hoursYear1: lo, wagesYear1: w1, wagesYear2: w2 });
        const b = credit({ group: g, hoursYear1: hi, wagesYear1: w1, wagesYear2: w2 });
        expect(a.total).toBeLessThanOrEqual(b.total);
        expect(a.rate).toBeLessThanOrEqual(b.rate);
      }),
    );
  });

  it('is monotone in first- and second-year wages', () => {
    fc.assert(
      fc.property(group, hours, wages, wages, wages, (g, h, x, y, w) => {
        const [lo, hi] = x <= y ? [x, y] : [y, x];
        expect(credit({ group: g, hoursYear1: h, wagesYear1: lo, wagesYear2: w }).total).toBeLessThanOrEqual(
          credit({ group: g, hoursYear1: h, wagesYear1: hi, wagesYear2: w }).total,
        );
        expect(credit({ group: g, hoursYear1: h, wagesYear1: w, wagesYear2: lo }).total).toBeLessThanOrEqual(
          credit({ group: g, hoursYear1: h, wagesYear1: w, wagesYear2: hi }).total,
        );
      }),
    );
  });
});
