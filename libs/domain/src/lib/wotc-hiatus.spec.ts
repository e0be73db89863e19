import { addCalendarDays } from './calendar-arithmetic';
import { hiatusPeriods } from './wotc-hiatus';
import { programStatus, WOTC_RULE_SETS, type WotcRuleSet } from './wotc-rules';

const inPeriods = (date: string, periods: ReturnType<typeof hiatusPeriods>) => periods.some((p) => date >= p.from && (p.to === null || date < p.to));

describe('hiatusPeriods: the start dates WOTC does not cover yet (docs/compliance.md §0)', () => {
  it('begins the day after the authorization ends (2025-12-31, CAA 2021 Div. EE §113) and has no end', () => {
    expect(hiatusPeriods(WOTC_RULE_SETS)).toEqual([{ from: '2026-01-01', to: null }]);
  });

  it('agrees with programStatus on every day around each boundary', () => {
    const periods = hiatusPeriods(WOTC_RULE_SETS);
    for (let d = '2025-12-20'; d <= '2026-01-10'; d = addCalendarDays(d, 1)) {
      expect({ d, hiatus: inPeriods(d, periods) }).toEqual({ d, hiatus: programStatus(d) === 'hiatus' });
    }
  });

  it('moves hires back out of the hiatus when a row for an extension is added: data, no code change', () => {
    const last = WOTC_RULE_SETS[WOTC_RULE_SETS.length - 1];
    // An extension enacted after a lapse: hires from 2026-01-01 through 2030-12-31 at the same rates.
    const extended: WotcRuleSet[] = [...WOTC_RULE_SETS, { ...last, effectiveFrom: '2026-01-01', authorizedThrough: '2030-12-31', source: 'test: an extension' }];
    expect(hiatusPeriods(extended)).toEqual([{ from: '2031-01-01', to: null }]);
    expect(programStatus('2026-03-01', extended)).toBe('authorized');
    // An extension that leaves a gap (renewed from 2027 only) keeps the gap in hiatus.
    const gap: WotcRuleSet[] = [...WOTC_RULE_SETS, { ...last, effectiveFrom: '2027-01-01', authorizedThrough: null, source: 'test: a later renewal' }];
    expect(hiatusPeriods(gap)).toEqual([{ from: '2026-01-01', to: '2027-01-01' }]);
    for (const d of ['2025-12-31', '2026-01-01', '2026-12-31', '2027-01-01']) {
      expect({ d, hiatus: inPeriods(d, hiatusPeriods(gap)) }).toEqual({ d, hiatus: programStatus(d, gap) === 'hiatus' });
    }
  });
});
