import fc from 'fast-check';
import { addCalendarDays } from './calendar-arithmetic';
import { computeCredit } from './wotc-credit';
import {
  MAX_HOURS_PER_YEAR,
  creditsByTaxYear,
  employmentYears,
  form5884Lines,
  summerYouthWageWindow,
  wageRecordProblems,
  wagesCountIn,
  type Form5884Row,
  type WageRecordAmounts,
  type WageRecordInput,
} from './wotc-claims';
import { TARGET_GROUP_CODES, WOTC_RULE_SETS, type TargetGroupCode } from './wotc-rules';

const centsOf = (dollars: number) => Math.round(dollars * 100);
const LATEST = WOTC_RULE_SETS[WOTC_RULE_SETS.length - 1];
const rec = (taxYear: number, hours: number, firstYearWages: number, secondYearWages = 0): WageRecordAmounts => ({ taxYear, hours, firstYearWages, secondYearWages });

describe('employmentYears', () => {
  it.each([
    ['2025-03-03', '2026-03-02', '2026-03-03', '2027-03-02'],
    ['2025-01-01', '2025-12-31', '2026-01-01', '2026-12-31'],
    ['2024-12-31', '2025-12-30', '2025-12-31', '2026-12-30'],
    // A Feb 29 start: the year-marks fall on Mar 1, so each year ends on Feb 28.
    ['2024-02-29', '2025-02-28', '2025-03-01', '2026-02-28'],
    ['2023-03-01', '2024-02-29', '2024-03-01', '2025-02-28'],
  ])('start %s: first year to %s, second year %s to %s', (start, firstTo, secondFrom, secondTo) => {
    expect(employmentYears(start)).toEqual({ firstYear: { from: start, to: firstTo }, secondYear: { from: secondFrom, to: secondTo } });
  });
});

describe('creditsByTaxYear: the rate comes from the total first-year hours (lines 1a/1b)', () => {
  it.each<[string, WageRecordAmounts[], '1a' | '1b' | null, number]>([
    ['119 h in one year', [rec(2025, 119, 3000)], null, 0],
    ['120 h in one year', [rec(2025, 120, 3000)], '1a', 750],
    ['399 h in one year', [rec(2025, 399, 6000)], '1a', 1500],
    ['400 h in one year', [rec(2025, 400, 6000)], '1b', 2400],
    ['100 h + 19 h', [rec(2025, 100, 2000), rec(2026, 19, 1000)], null, 0],
    ['100 h + 20 h', [rec(2025, 100, 2000), rec(2026, 20, 1000)], '1a', 750],
    ['119.99 h + 0.01 h', [rec(2025, 119.99, 2000), rec(2026, 0.01, 1000)], '1a', 750],
    ['200 h + 199 h', [rec(2025, 200, 2000), rec(2026, 199, 1000)], '1a', 750],
    ['300 h + 100 h', [rec(2025, 300, 2000), rec(2026, 100, 1000)], '1b', 1200],
    ['399.99 h + 0.01 h', [rec(2025, 399.99, 2000), rec(2026, 0.01, 1000)], '1b', 1200],
    // Hours all in the second tax year still rate the wages of the first.
    ['0 h + 450 h', [rec(2025, 0, 2000), rec(2026, 450, 1000)], '1b', 1200],
  ])('%s → line %s, $%s in all', (_name, records, line, total) => {
    const years = creditsByTaxYear({ group: 'SNAP', startDate: '2025-07-01', records });
    expect(years.map((y) => y.line)).toEqual(records.map(() => line));
    expect(years.reduce((sum, y) => sum + centsOf(y.credit), 0)).toBe(centsOf(total));
  });

  it('W1: SNAP, 450 h, $8,000 → $6,000 qualify on line 1b, $2,400', () => {
    expect(creditsByTaxYear({ group: 'SNAP', startDate: '2026-02-01', records: [rec(2026, 450, 8000)] })).toEqual([
      {
        taxYear: 2026,
        line: '1b',
        qualifiedFirstYearWages: 6000,
        qualifiedSecondYearWages: 0,
        firstYearCredit: 2400,
        secondYearCredit: 0,
        credit: 2400,
        firstYearRate: 0.4,
        secondYearRate: 0.5,
      },
    ]);
  });

  it('W3: 119 h, $3,000 → nothing qualifies on any line', () => {
    const [year] = creditsByTaxYear({ group: 'IVA', startDate: '2025-07-01', records: [rec(2025, 119, 3000)] });
    expect(year).toMatchObject({ line: null, qualifiedFirstYearWages: 0, firstYearCredit: 0, credit: 0, firstYearRate: 0 });
  });
});

describe('creditsByTaxYear: the cap is per individual, applied in tax-year order', () => {
  it('SNAP $6,000 cap: $4,000 + $4,000 → the second year qualifies $2,000', () => {
    const years = creditsByTaxYear({ group: 'SNAP', startDate: '2025-07-01', records: [rec(2025, 300, 4000), rec(2026, 200, 4000)] });
    expect(years.map((y) => [y.taxYear, y.line, y.qualifiedFirstYearWages, y.firstYearCredit, y.credit])).toEqual([
      [2025, '1b', 4000, 1600, 1600],
      [2026, '1b', 2000, 800, 800],
    ]);
  });

  it('a year after the cap is reached qualifies nothing and has no line', () => {
    const years = creditsByTaxYear({ group: 'SNAP', startDate: '2025-07-01', records: [rec(2025, 500, 7000), rec(2026, 100, 3000)] });
    expect(years.map((y) => [y.line, y.qualifiedFirstYearWages, y.credit])).toEqual([
      ['1b', 6000, 2400],
      [null, 0, 0],
    ]);
  });

  it('sorts the records by tax year before applying the cap', () => {
    const years = creditsByTaxYear({ group: 'SNAP', startDate: '2025-07-01', records: [rec(2026, 100, 4000), rec(2025, 300, 4000)] });
    expect(years.map((y) => [y.taxYear, y.qualifiedFirstYearWages, y.credit])).toEqual([
      [2025, 4000, 1600],
      [2026, 2000, 800],
    ]);
  });

  it('refuses two records for one tax year', () => {
    expect(() => creditsByTaxYear({ group: 'SNAP', startDate: '2025-07-01', records: [rec(2025, 1, 1), rec(2025, 2, 2)] })).toThrow(RangeError);
  });

  it('uses the rules in force on the start date', () => {
    const rules = [...WOTC_RULE_SETS, { ...LATEST, effectiveFrom: '2026-01-01', fullRateBasisPoints: 5000 }];
    const [year] = creditsByTaxYear({ group: 'SNAP', startDate: '2026-03-01', records: [rec(2026, 400, 6000)], rules });
    expect(year).toMatchObject({ line: '1b', credit: 3000, firstYearRate: 0.5 });
  });
});

describe('creditsByTaxYear: LTFA second-year wages (line 1c)', () => {
  it('first-year wages on 1a/1b and second-year wages at 50% up to $10,000, across three tax years', () => {
    const years = creditsByTaxYear({
      group: 'LTFA',
      startDate: '2024-07-01',
      records: [rec(2024, 300, 5000), rec(2025, 200, 6000, 4000), rec(2026, 0, 0, 7000)],
    });
    expect(years.map((y) => [y.taxYear, y.line, y.qualifiedFirstYearWages, y.firstYearCredit, y.qualifiedSecondYearWages, y.secondYearCredit, y.credit])).toEqual([
      [2024, '1b', 5000, 2000, 0, 0, 2000],
      [2025, '1b', 5000, 2000, 4000, 2000, 4000],
      [2026, null, 0, 0, 6000, 3000, 3000],
    ]);
    expect(computeCredit({ group: 'LTFA', hoursYear1: 500, wagesYear1: 11000, wagesYear2: 11000, startDate: '2024-07-01' }).total).toBe(9000);
  });

  it('under 120 first-year hours nothing is earned, second year included', () => {
    const years = creditsByTaxYear({ group: 'LTFA', startDate: '2024-07-01', records: [rec(2024, 100, 5000), rec(2025, 19, 5000, 10000)] });
    expect(years.map((y) => [y.line, y.qualifiedFirstYearWages, y.qualifiedSecondYearWages, y.credit])).toEqual([
      [null, 0, 0, 0],
      [null, 0, 0, 0],
    ]);
    expect(form5884Lines(years).line2).toBe(0);
  });
});

describe('creditsByTaxYear: rounding', () => {
  it('rounds the cumulative credit once, so the years add up to the cent', () => {
    // 25% of 1¢, 2¢, 3¢: 0.25¢ → 0, 0.5¢ → 1¢, 0.75¢ → 1¢.
    const years = creditsByTaxYear({ group: 'SSI', startDate: '2024-07-01', records: [rec(2024, 100, 0.01), rec(2025, 50, 0.01), rec(2026, 0, 0.01)] });
    expect(years.map((y) => y.credit)).toEqual([0, 0.01, 0]);
  });

  it('40% of $1,234.57 split $617.29 + $617.28 → $246.92 + $246.91 = $493.83, as on the totals', () => {
    const years = creditsByTaxYear({ group: 'SSI', startDate: '2025-07-01', records: [rec(2025, 400, 617.29), rec(2026, 0, 617.28)] });
    expect(years.map((y) => y.credit)).toEqual([246.92, 246.91]);
    expect(computeCredit({ group: 'SSI', hoursYear1: 400, wagesYear1: 1234.57, startDate: '2025-07-01' }).total).toBe(493.83);
  });
});

describe('creditsByTaxYear: properties', () => {
  const group = fc.constantFrom(...TARGET_GROUP_CODES);
  const startDate = fc.integer({ min: 0, max: 365 * 14 }).map((d) => addCalendarDays('2016-01-01', d));
  const record = fc.record({
    hundredthsOfHours: fc.integer({ min: 0, max: 300_000 }),
    wages1: fc.integer({ min: 0, max: 2_000_000 }),
    wages2: fc.integer({ min: 0, max: 2_000_000 }),
  });
  const hire = fc.record({ group, startDate, records: fc.array(record, { minLength: 1, maxLength: 3 }) }).map(({ group: g, startDate: s, records }) => ({
    group: g,
    startDate: s,
    records: records.map((r, i) => rec(Number(s.slice(0, 4)) + i, r.hundredthsOfHours / 100, r.wages1 / 100, g === 'LTFA' ? r.wages2 / 100 : 0)),
  }));
  const rules = LATEST;
  // The totals of the wages that can count in their tax years (wagesCountIn): the generator also
  // makes records the wage form would refuse, which must add nothing.
  const totalsOf = (h: { group: TargetGroupCode; startDate: string; records: WageRecordAmounts[] }) => {
    const counted = (r: WageRecordAmounts, which: 'firstYear' | 'secondYear') => wagesCountIn(h.group, h.startDate, r.taxYear)[which];
    return computeCredit({
      group: h.group,
      startDate: h.startDate,
      hoursYear1: h.records.reduce((s, r) => s + Math.round(r.hours * 100), 0) / 100,
      wagesYear1: h.records.reduce((s, r) => s + (counted(r, 'firstYear') ? centsOf(r.firstYearWages) : 0), 0) / 100,
      wagesYear2: h.records.reduce((s, r) => s + (counted(r, 'secondYear') ? centsOf(r.secondYearWages ?? 0) : 0), 0) / 100,
    });
  };

  it('the yearly credits add up to computeCredit on the totals, line by line', () => {
    fc.assert(
      fc.property(hire, (h) => {
        const years = creditsByTaxYear(h);
        const totals = totalsOf(h);
        expect(years.reduce((s, y) => s + centsOf(y.credit), 0)).toBe(centsOf(totals.total));
        expect(years.reduce((s, y) => s + centsOf(y.firstYearCredit), 0)).toBe(centsOf(totals.year1));
        expect(years.reduce((s, y) => s + centsOf(y.secondYearCredit), 0)).toBe(centsOf(totals.year2));
      }),
    );
  });

  it('never negative, never above cap × rate', () => {
    fc.assert(
      fc.property(hire, (h) => {
        const years = creditsByTaxYear(h);
        const caps = rules.wageCapsCents[h.group];
        for (const y of years) {
          for (const v of [y.qualifiedFirstYearWages, y.qualifiedSecondYearWages, y.firstYearCredit, y.secondYearCredit, y.credit]) expect(v).toBeGreaterThanOrEqual(0);
          expect(centsOf(y.firstYearCredit)).toBeLessThanOrEqual(Math.round(caps.year1 * y.firstYearRate));
          expect(centsOf(y.secondYearCredit)).toBeLessThanOrEqual(Math.round((caps.year2 * rules.secondYearRateBasisPoints) / 10000));
          expect(centsOf(y.credit)).toBe(centsOf(y.firstYearCredit) + centsOf(y.secondYearCredit));
        }
        expect(years.reduce((s, y) => s + centsOf(y.qualifiedFirstYearWages), 0)).toBeLessThanOrEqual(caps.year1);
        expect(years.reduce((s, y) => s + centsOf(y.qualifiedSecondYearWages), 0)).toBeLessThanOrEqual(caps.year2);
        expect(years.reduce((s, y) => s + centsOf(y.credit), 0)).toBeLessThanOrEqual(Math.round((caps.year1 * years[0].firstYearRate * 10000 + caps.year2 * rules.secondYearRateBasisPoints) / 10000));
      }),
    );
  });

  it("the form's line 2 is within a cent per employee of the employees' credits", () => {
    fc.assert(
      fc.property(fc.array(hire, { minLength: 1, maxLength: 6 }), (hires) => {
        const rows = hires.map((h) => creditsByTaxYear(h)[0]);
        const lines = form5884Lines(rows);
        const employees = rows.reduce((s, r) => s + centsOf(r.credit), 0);
        expect(Math.abs(centsOf(lines.line2) - employees)).toBeLessThanOrEqual(rows.length + 2);
        expect(centsOf(lines.line2)).toBe(centsOf(lines.line1a.credit) + centsOf(lines.line1b.credit) + centsOf(lines.line1c.credit));
      }),
    );
  });
});

describe('form5884Lines', () => {
  const row = (line: '1a' | '1b' | null, first: number, second = 0, rate = line === '1a' ? 0.25 : 0.4): Form5884Row => ({
    line,
    qualifiedFirstYearWages: first,
    qualifiedSecondYearWages: second,
    firstYearRate: line ? rate : 0,
    secondYearRate: 0.5,
  });

  it("adds each line's wages and multiplies once: 1a 25%, 1b 40%, 1c 50%, line 2 the sum", () => {
    const lines = form5884Lines([row('1b', 6000), row('1b', 1234.57), row('1a', 1000.01), row('1b', 3000, 2000.01), row(null, 0, 0)]);
    expect(lines).toEqual({
      line1a: { wages: 1000.01, credit: 250, rate: 0.25 }, // 250.0025
      line1b: { wages: 10234.57, credit: 4093.83, rate: 0.4 }, // 4,093.828
      line1c: { wages: 2000.01, credit: 1000.01, rate: 0.5 }, // 1,000.005, half up
      line2: 5343.84,
    });
  });

  it('can differ from the per-employee credits by cents: two hires with 1¢ each at 40%', () => {
    const perEmployee = creditsByTaxYear({ group: 'SNAP', startDate: '2025-07-01', records: [rec(2025, 400, 0.01)] });
    expect(perEmployee[0].credit).toBe(0); // 0.4¢
    const lines = form5884Lines([perEmployee[0], perEmployee[0]]);
    expect(lines.line1b).toEqual({ wages: 0.02, credit: 0.01, rate: 0.4 }); // 0.8¢
    expect(lines.line2).toBe(0.01);
  });

  it("prints the form's rates on empty lines", () => {
    expect(form5884Lines([])).toEqual({
      line1a: { wages: 0, credit: 0, rate: 0.25 },
      line1b: { wages: 0, credit: 0, rate: 0.4 },
      line1c: { wages: 0, credit: 0, rate: 0.5 },
      line2: 0,
    });
  });

  it('multiplies wages of different rates separately and reports no single rate', () => {
    const lines = form5884Lines([row('1b', 100.01, 0, 0.4), row('1b', 100.01, 0, 0.5)]);
    // 40.004 → 40.00 and 50.005 → 50.01
    expect(lines.line1b).toEqual({ wages: 200.02, credit: 90.01, rate: null });
  });
});

describe('wageRecordProblems', () => {
  const TODAY = '2026-11-22';
  const input = (over: Partial<WageRecordInput> = {}): WageRecordInput => ({
    group: 'SNAP',
    startDate: '2025-03-03',
    taxYear: 2025,
    hours: 300,
    firstYearWages: 4000,
    secondYearWages: 0,
    today: TODAY,
    ...over,
  });
  const params = (over: Partial<WageRecordInput>) => wageRecordProblems(input(over)).map((p) => p.param);

  it('accepts a complete record and one without second-year wages', () => {
    expect(wageRecordProblems(input())).toEqual([]);
    expect(wageRecordProblems(input({ secondYearWages: undefined }))).toEqual([]);
  });

  it.each<[string, Partial<WageRecordInput>, string[]]>([
    ['the start year', { taxYear: 2025 }, []],
    ['the year before the start', { taxYear: 2024 }, ['taxYear']],
    ['the year before the start, with a bad amount too', { taxYear: 2024, hours: -1 }, ['taxYear', 'hours']],
    ['the current year, still in the first year (to 2026-03-02)', { taxYear: 2026 }, []],
    ['next year', { taxYear: 2027, hours: 0, firstYearWages: 0 }, ['taxYear']],
    ['a fractional year', { taxYear: 2025.5 }, ['taxYear']],
    // A Jan 1 start: the first year is that calendar year; a Jan 2 start reaches Jan 1 of the next.
    ['Jan 1 start, hours in the next year', { startDate: '2025-01-01', taxYear: 2026 }, ['hours', 'firstYearWages']],
    ['Jan 1 start, nothing in the next year', { startDate: '2025-01-01', taxYear: 2026, hours: 0, firstYearWages: 0 }, []],
    ['Jan 2 start, wages paid on Jan 1 of the next year', { startDate: '2025-01-02', taxYear: 2026 }, []],
    ['Dec 31 start, the start year', { startDate: '2024-12-31', taxYear: 2024 }, []],
    ['Dec 31 start, the next year (to Dec 30)', { startDate: '2024-12-31', taxYear: 2025 }, []],
    ['Dec 31 start, two years on', { startDate: '2024-12-31', taxYear: 2026 }, ['hours', 'firstYearWages']],
    ['Feb 29 start, the next year (to Feb 28)', { startDate: '2024-02-29', taxYear: 2025 }, []],
    ['Feb 29 start, two years on', { startDate: '2024-02-29', taxYear: 2026 }, ['hours', 'firstYearWages']],
  ])('tax year: %s', (_name, over, expected) => {
    expect(params(over)).toEqual(expected);
  });

  it.each<[string, Partial<WageRecordInput>, string[]]>([
    ['LTFA, second-year wages in the second year', { group: 'LTFA', startDate: '2025-01-01', taxYear: 2026, hours: 0, firstYearWages: 0, secondYearWages: 10000 }, []],
    ['LTFA, second-year wages in the first year', { group: 'LTFA', startDate: '2025-01-01', taxYear: 2025, secondYearWages: 1 }, ['secondYearWages']],
    ['LTFA, Jan 2 start: second year begins Jan 2 of the next year', { group: 'LTFA', startDate: '2025-01-02', taxYear: 2025, secondYearWages: 1 }, ['secondYearWages']],
    ['LTFA, Jan 2 start: the second year reaches Jan 1 two years on', { group: 'LTFA', startDate: '2024-01-02', taxYear: 2026, hours: 0, firstYearWages: 0, secondYearWages: 1 }, []],
    ['LTFA, Jan 1 start: nothing in the third year', { group: 'LTFA', startDate: '2024-01-01', taxYear: 2026, hours: 0, firstYearWages: 0, secondYearWages: 1 }, ['secondYearWages']],
    ['LTFA, Feb 29 start: second year to Feb 28 two years on', { group: 'LTFA', startDate: '2024-02-29', taxYear: 2026, hours: 0, firstYearWages: 0, secondYearWages: 1 }, []],
    ['LTFA, Feb 29 start: nothing three years on', { group: 'LTFA', startDate: '2024-02-29', taxYear: 2027, hours: 0, firstYearWages: 0, secondYearWages: 1, today: '2028-01-01' }, ['secondYearWages']],
    ['another group, second-year wages', { group: 'SNAP', startDate: '2025-01-01', taxYear: 2026, hours: 0, firstYearWages: 0, secondYearWages: 1 }, ['secondYearWages']],
  ])('second-year wages: %s', (_name, over, expected) => {
    expect(params(over)).toEqual(expected);
  });

  it.each<[string, Partial<WageRecordInput>, string[]]>([
    ['8,784 hours', { hours: MAX_HOURS_PER_YEAR }, []],
    ['8,784.01 hours', { hours: 8784.01 }, ['hours']],
    ['negative hours', { hours: -0.01 }, ['hours']],
    ['hours with 3 decimals', { hours: 1.005 }, ['hours']],
    ['NaN hours', { hours: Number.NaN }, ['hours']],
    ['zero everything', { hours: 0, firstYearWages: 0, secondYearWages: 0 }, []],
    ['$0.07 (not exact in binary, 2 decimals all the same)', { firstYearWages: 0.07 }, []],
    ['$9,999,999.99', { firstYearWages: 9_999_999.99 }, []],
    ['$10,000,000', { firstYearWages: 10_000_000 }, ['firstYearWages']],
    ['negative wages', { firstYearWages: -1 }, ['firstYearWages']],
    ['wages with fractions of a cent', { firstYearWages: 15.555 }, ['firstYearWages']],
    ['infinite second-year wages', { group: 'LTFA', secondYearWages: Number.POSITIVE_INFINITY }, ['secondYearWages']],
    ['negative second-year wages', { group: 'LTFA', secondYearWages: -5 }, ['secondYearWages']],
  ])('amounts: %s', (_name, over, expected) => {
    expect(params(over)).toEqual(expected);
  });

  it('says what is wrong in words', () => {
    expect(wageRecordProblems(input({ taxYear: 2024 }))[0]).toEqual({ msg: 'The tax year cannot be before 2025, the year the employee started work.', param: 'taxYear' });
    expect(wageRecordProblems(input({ taxYear: 2027, hours: 0, firstYearWages: 0 }))).toEqual([{ msg: 'The tax year cannot be after the current year (2026).', param: 'taxYear' }]);
    expect(wageRecordProblems(input({ hours: 9000 }))).toEqual([{ msg: 'Hours must be at most 8,784.', param: 'hours' }]);
    expect(wageRecordProblems(input({ firstYearWages: 10_000_000 }))).toEqual([{ msg: 'First-year wages must be at most 9,999,999.99.', param: 'firstYearWages' }]);
    expect(wageRecordProblems(input({ startDate: '2025-01-01', taxYear: 2026, firstYearWages: 0 }))).toEqual([
      { msg: 'Hours count only in the first year of work (2025-01-01 to 2025-12-31), none of which is in 2026.', param: 'hours' },
    ]);
    expect(wageRecordProblems(input({ secondYearWages: 1 }))[0].msg).toBe('Second-year wages count only for long-term family assistance (LTFA) recipients, not for SNAP recipient.');
  });
});

describe('summer youth wages: only a 90-day period between May 1 and September 15 (IRC §51(d)(7))', () => {
  it.each<[string, string | null, string | null]>([
    // The hire begins work in the season, or no wages count at all.
    ['2025-04-30', null, null],
    ['2025-05-01', '2025-05-01', '2025-07-29'], // the 90th day, May 1 counted as day 1
    ['2025-06-17', '2025-06-17', '2025-09-14'],
    ['2025-06-18', '2025-06-18', '2025-09-15'], // the last start whose 90 days fit the season
    ['2025-06-19', '2025-06-19', '2025-09-15'], // fewer than 90 days left: the period ends Sept 15
    ['2025-09-15', '2025-09-15', '2025-09-15'],
    ['2025-09-16', null, null],
    ['2024-12-31', null, null],
    ['2025-01-01', null, null],
  ])('a start on %s → wages of services from %s to %s', (startDate, from, to) => {
    expect(summerYouthWageWindow(startDate)).toEqual(from === null ? null : { from, to });
  });

  const TODAY = '2026-11-22';
  const youth = (startDate: string, taxYear: number, firstYearWages = 2500): WageRecordInput => ({ group: 'SUMMER_YOUTH', startDate, taxYear, hours: 300, firstYearWages, today: TODAY });
  const params = (r: WageRecordInput) => wageRecordProblems(r).map((p) => p.param);

  it.each<[string, WageRecordInput, string[]]>([
    ['May 1 start, the start year', youth('2025-05-01', 2025), []],
    ['Sept 15 start, the start year', youth('2025-09-15', 2025), []],
    ['April 30 start', youth('2025-04-30', 2025), ['firstYearWages']],
    ['Sept 16 start', youth('2025-09-16', 2025), ['firstYearWages']],
    // The window lies in the start year: the next tax year, though still in the first year of work, has none.
    ['Sept 15 start, the next tax year', youth('2025-09-15', 2026), ['firstYearWages']],
    ['Dec 31 start, the next tax year', youth('2024-12-31', 2025), ['firstYearWages']],
    ['hours but no wages in the next tax year', youth('2025-07-01', 2026, 0), []],
    ['outside the season, hours only', youth('2025-10-01', 2025, 0), []],
  ])('%s → %j', (_name, input, expected) => {
    expect(params(input)).toEqual(expected);
  });

  it('says which rule and which dates', () => {
    expect(wageRecordProblems(youth('2025-06-02', 2026))).toEqual([
      {
        msg: 'Summer youth wages: only wages for services during a 90-day period between May 1 and September 15 count (IRC §51(d)(7)); for this hire that is 2025-06-02 to 2025-08-30, none of which is in 2026. Record them in 2025.',
        param: 'firstYearWages',
      },
    ]);
    expect(wageRecordProblems(youth('2025-09-16', 2025))).toEqual([
      {
        msg: 'No first-year wages count for this summer youth hire: only wages for services during a 90-day period between May 1 and September 15 count (IRC §51(d)(7)), and a summer youth employee begins work in that period, but this one started on 2025-09-16. Record 0.',
        param: 'firstYearWages',
      },
    ]);
  });

  it('other groups keep the first year of work: a Sept 15 SNAP start has wages in the next tax year', () => {
    expect(wageRecordProblems({ ...youth('2025-09-15', 2026), group: 'SNAP' })).toEqual([]);
  });

  it('Form 5884 lines never count wages the form refuses, even if stored before the rule', () => {
    // $2,000 in the start year counts; $2,000 recorded for the next tax year does not.
    const years = creditsByTaxYear({ group: 'SUMMER_YOUTH', startDate: '2025-07-01', records: [rec(2025, 300, 2000), rec(2026, 100, 2000)] });
    expect(years.map((y) => [y.taxYear, y.line, y.qualifiedFirstYearWages, y.credit])).toEqual([
      [2025, '1b', 2000, 800],
      [2026, null, 0, 0],
    ]);
    expect(form5884Lines(years.filter((y) => y.taxYear === 2026)).line2).toBe(0);
    // A start outside the season: nothing on any line, in any year.
    const late = creditsByTaxYear({ group: 'SUMMER_YOUTH', startDate: '2025-09-16', records: [rec(2025, 400, 3000)] });
    expect(late).toEqual([expect.objectContaining({ line: null, qualifiedFirstYearWages: 0, credit: 0 })]);
    // The $3,000 cap still applies inside the window.
    const capped = creditsByTaxYear({ group: 'SUMMER_YOUTH', startDate: '2025-05-01', records: [rec(2025, 400, 5000)] });
    expect(capped[0]).toMatchObject({ line: '1b', qualifiedFirstYearWages: 3000, credit: 1200 });
  });
});
