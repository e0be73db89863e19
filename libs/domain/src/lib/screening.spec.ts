import { addCalendarDays, addCalendarYears } from './calendar-arithmetic';
import { todayCalendarDate } from './calendar-date';
import { bestConfirmedGroup, creditDeterminationOf, noCreditReason, screeningOf } from './screening';
import { isRehire, REHIRE_NO_CREDIT } from './rehire';
import type { TargetGroupMatch } from './target-groups';

const TODAY = todayCalendarDate();
const group = (code: TargetGroupMatch['code'], maxCredit: number, needsAddressCheck = false): TargetGroupMatch => ({
  code,
  name: code,
  maxCredit,
  form: '9061',
  needs9175: false,
  needsAddressCheck,
});

describe('the credit a submission counts for', () => {
  it('is the best group that needs no address check', () => {
    expect(bestConfirmedGroup([group('DCR', 2400, true), group('SNAP', 2400)])).toEqual({ bestGroup: 'SNAP', maxCredit: 2400 });
    expect(bestConfirmedGroup([group('VET_DISABLED_UNEMPLOYED_6M', 9600), group('LTUR', 2400)])).toEqual({ bestGroup: 'VET_DISABLED_UNEMPLOYED_6M', maxCredit: 9600 });
    expect(bestConfirmedGroup([group('DCR', 2400, true)])).toEqual({ bestGroup: null, maxCredit: 0 });
    expect(bestConfirmedGroup([])).toEqual({ bestGroup: null, maxCredit: 0 });
  });

  it('comes from the answers: SNAP at 25, a disabled veteran unemployed 6 months, nothing when not eligible', () => {
    const snap = { eligible: true, birthdate: addCalendarYears(TODAY, -25), snap: '1', military: '0' };
    expect(creditDeterminationOf(snap)).toEqual({ bestGroup: 'SNAP', maxCredit: 2400 });
    const veteran = { eligible: true, birthdate: '1990-03-01', military: '1', militaryUnemployed6m: '1', militaryDisability: '1' };
    expect(creditDeterminationOf(veteran)).toEqual({ bestGroup: 'VET_DISABLED_UNEMPLOYED_6M', maxCredit: 9600 });
    expect(creditDeterminationOf({ ...veteran, eligible: false })).toEqual({ bestGroup: null, maxCredit: 0 });
  });

  it('is measured on the hire date once it is recorded', () => {
    const turning40 = { eligible: true, birthdate: addCalendarDays(addCalendarYears(TODAY, -40), 10), snap: '1', military: '0' };
    expect(creditDeterminationOf(turning40)).toEqual({ bestGroup: 'SNAP', maxCredit: 2400 });
    expect(creditDeterminationOf({ ...turning40, hireDate: addCalendarDays(TODAY, 15) })).toEqual({ bestGroup: null, maxCredit: 0 });
  });
});

describe('rehires: no wages count for a person the employer employed before the hiring date (IRC §51(i)(2))', () => {
  const ssi = { eligible: true, birthdate: '1990-03-01', ssi: '1', military: '0' };

  it('still reports the groups the answers support, for the state to decide', () => {
    expect(screeningOf({ ...ssi, woc: '1' }).groups.map((g) => g.code)).toContain('SSI');
  });

  it('earns no credit and counts for no group, with the reason stated', () => {
    expect(creditDeterminationOf({ ...ssi, woc: '0' })).toEqual({ bestGroup: 'SSI', maxCredit: 2400 });
    expect(creditDeterminationOf({ ...ssi, woc: '1' })).toEqual({ bestGroup: null, maxCredit: 0 });
    expect(noCreditReason({ ...ssi, woc: '1' })).toBe(REHIRE_NO_CREDIT);
    expect(REHIRE_NO_CREDIT).toMatch(/IRC §51\(i\)\(2\)/);
  });

  it('gives a reason only for a "yes": a "no" or an unanswered question is no rehire', () => {
    expect(noCreditReason({ ...ssi, woc: '0' })).toBeNull();
    expect(noCreditReason({ ...ssi, woc: null })).toBeNull();
    expect(isRehire({})).toBe(false);
  });
});
