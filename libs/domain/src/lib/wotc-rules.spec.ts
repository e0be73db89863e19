import {
  NoWotcRulesError,
  TARGET_GROUP_CODES,
  WOTC_RULE_SETS,
  creditRulesProblem,
  firstWotcRulesDate,
  maxCreditFor,
  programStatus,
  wotcRulesCover,
  wotcRulesFor,
  type TargetGroupCode,
  type WotcRuleSet,
} from './wotc-rules';

const LATEST = WOTC_RULE_SETS[WOTC_RULE_SETS.length - 1];

describe('programStatus', () => {
  it.each([
    // The PATH Act of 2015 renewed the credit for people who began work after 2014-12-31.
    ['2015-01-01', 'authorized'],
    ['2015-12-31', 'authorized'],
    ['2016-01-01', 'authorized'],
    ['2024-02-29', 'authorized'],
    ['2025-12-31', 'authorized'], // "begin work on or before 12/31/2025" (docs/compliance.md §0)
    ['2026-01-01', 'hiatus'],
    ['2030-06-30', 'hiatus'],
  ] as const)('%s → %s', (hireDate, expected) => {
    expect(programStatus(hireDate)).toBe(expected);
  });

  it('throws RangeError for a malformed date, and NoWotcRulesError naming a date before the rules table', () => {
    expect(() => programStatus('2025-13-01')).toThrow(RangeError);
    expect(() => programStatus('2014-12-31')).toThrow(NoWotcRulesError);
    expect(() => programStatus('2014-12-31')).toThrow('The WOTC rules in ClearHire start with people who began work on 2015-01-01; 2014-12-31 is before that.');
  });

  it('an extension is a data change: a new row authorizes 2026-2030 hires', () => {
    const extended: WotcRuleSet[] = [
      ...WOTC_RULE_SETS,
      { ...LATEST, effectiveFrom: '2026-01-01', authorizedThrough: '2030-12-31', fullRateBasisPoints: 5000 },
    ];
    expect(programStatus('2025-12-31', extended)).toBe('authorized');
    expect(programStatus('2026-01-01', extended)).toBe('authorized');
    expect(programStatus('2030-12-31', extended)).toBe('authorized');
    expect(programStatus('2031-01-01', extended)).toBe('hiatus');
    expect(wotcRulesFor('2025-12-31', extended).fullRateBasisPoints).toBe(4000);
    expect(wotcRulesFor('2026-01-01', extended).fullRateBasisPoints).toBe(5000);
  });
});

describe('maxCreditFor (docs/product.md §9 maximum credits, docs/compliance.md §1.2)', () => {
  const rules = wotcRulesFor('2025-06-01');
  it.each<[TargetGroupCode, number]>([
    ['IVA', 2400],
    ['VET_SNAP', 2400],
    ['VET_DISABLED_DISCHARGED', 4800],
    ['VET_DISABLED_UNEMPLOYED_6M', 9600],
    ['VET_UNEMPLOYED_4W', 2400],
    ['VET_UNEMPLOYED_6M', 5600],
    ['EX_FELON', 2400],
    ['DCR', 2400],
    ['VR', 2400],
    ['SUMMER_YOUTH', 1200],
    ['SNAP', 2400],
    ['SSI', 2400],
    ['LTFA', 9000],
    ['LTUR', 2400],
  ])('%s → $%i', (group, expected) => {
    expect(maxCreditFor(group, rules)).toBe(expected);
  });

  it('covers every group', () => {
    expect(Object.keys(rules.wageCapsCents).sort()).toEqual([...TARGET_GROUP_CODES].sort());
  });
});

describe('the rules table from 2015 (PATH Act of 2015, Pub. L. 114-113, Div. Q, §142)', () => {
  it.each([
    ['2014-12-31', null],
    ['2015-01-01', '2015-01-01'],
    ['2015-12-31', '2015-01-01'],
    ['2016-01-01', '2016-01-01'],
  ] as const)('a start on %s is governed by the row from %s', (date, row) => {
    expect(wotcRulesCover(date)).toBe(row !== null);
    if (row === null) expect(() => wotcRulesFor(date)).toThrow(NoWotcRulesError);
    else expect(wotcRulesFor(date).effectiveFrom).toBe(row);
  });

  it('starts on 2015-01-01, and the 2015 row has the same rates and caps as 2016', () => {
    expect(firstWotcRulesDate()).toBe('2015-01-01');
    const [y2015, y2016] = [wotcRulesFor('2015-06-01'), wotcRulesFor('2016-06-01')];
    for (const key of ['minimumHours', 'fullRateHours', 'reducedRateBasisPoints', 'fullRateBasisPoints', 'secondYearRateBasisPoints', 'wageCapsCents'] as const) {
      expect(y2015[key]).toEqual(y2016[key]);
    }
  });

  it('has every group but LTUR in 2015; LTUR from 2016-01-01 (§142(b))', () => {
    expect(wotcRulesFor('2015-12-31').groups).toEqual(TARGET_GROUP_CODES.filter((c) => c !== 'LTUR'));
    expect(wotcRulesFor('2016-01-01').groups).toEqual(TARGET_GROUP_CODES);
  });

  it.each<[TargetGroupCode, string, string | null]>([
    ['SNAP', '2015-01-01', null],
    ['LTUR', '2016-01-01', null],
    ['LTUR', '2015-12-31', 'Long-term unemployment recipient (LTUR) is not a WOTC target group for people who began work on 2015-12-31: the rules in force from 2015-01-01 do not have it.'],
    ['SNAP', '2014-12-31', 'The WOTC rules in ClearHire start with people who began work on 2015-01-01; 2014-12-31 is before that.'],
  ])('creditRulesProblem(%s, %s) → %s', (group, startDate, problem) => {
    expect(creditRulesProblem(group, startDate)).toBe(problem);
  });
});
