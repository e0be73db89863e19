import {
  TARGET_GROUP_CODES,
  WOTC_RULE_SETS,
  maxCreditFor,
  programStatus,
  wotcRulesFor,
  type TargetGroupCode,
  type WotcRuleSet,
} from './wotc-rules';

describe('programStatus', () => {
  it.each([
    ['2016-01-01', 'authorized'],
    ['2024-02-29', 'authorized'],
    ['2025-12-31', 'authorized'], // "begin work on or before 12/31/2025" (docs/compliance.md §0)
    ['2026-01-01', 'hiatus'],
    ['2030-06-30', 'hiatus'],
  ] as const)('%s → %s', (hireDate, expected) => {
    expect(programStatus(hireDate)).toBe(expected);
  });

  it('throws RangeError for a malformed date or one before the rules table', () => {
    expect(() => programStatus('2025-13-01')).toThrow(RangeError);
    expect(() => programStatus('2015-12-31')).toThrow(RangeError);
  });

  it('an extension is a data change: a new row authorizes 2026-2030 hires', () => {
    const extended: WotcRuleSet[] = [
      ...WOTC_RULE_SETS,
      { ...WOTC_RULE_SETS[0], effectiveFrom: '2026-01-01', authorizedThrough: '2030-12-31', fullRateBasisPoints: 5000 },
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
