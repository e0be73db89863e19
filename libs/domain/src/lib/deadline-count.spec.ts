import fc from 'fast-check';
import { addBusinessDays, businessDaysBetween, FEDERAL_WORKING_DAYS } from './business-days';
import { addCalendarDays } from './calendar-arithmetic';
import { daysLeftUntil, deadlineStatus, eVerifyCaseDeadline, employerBusinessDays, section2Deadline, type CountedDeadline } from './deadlines';
import { everifyNextAction } from './everify';

/**
 * Days left in the unit a deadline is counted in (docs/compliance.md §4.2, §6.1, §6.2): the day of
 * the count is not counted, the due day is; weekends and the federal holidays that the unit skips
 * are skipped.
 */
describe('businessDaysBetween', () => {
  it.each([
    // Wed 25 Nov 2026 → Thu 10 Dec 2026: Thanksgiving (26 Nov) and two weekends skipped.
    ['2026-11-25', '2026-12-10', FEDERAL_WORKING_DAYS, 10],
    // Tue 22 Dec 2026 → Tue 5 Jan 2027: Christmas and New Year's Day (both Fridays) and two weekends skipped.
    ['2026-12-22', '2027-01-05', FEDERAL_WORKING_DAYS, 8],
    // An employer open on federal holidays counts Thanksgiving.
    ['2026-11-25', '2026-12-10', { holidays: [] }, 11],
    ['2026-12-10', '2026-11-25', FEDERAL_WORKING_DAYS, -10],
    ['2026-11-28', '2026-11-29', FEDERAL_WORKING_DAYS, 0], // a weekend: no working day
    ['2026-12-10', '2026-12-10', FEDERAL_WORKING_DAYS, 0],
  ])('%s → %s (%j): %i', (from, to, options, days) => expect(businessDaysBetween(from, to, options)).toBe(days));

  it('is the count addBusinessDays takes, and its opposite backwards', () => {
    const day = fc.date({ min: new Date(Date.UTC(2000, 0, 1)), max: new Date(Date.UTC(2060, 11, 31)), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10));
    const options = fc.constantFrom(FEDERAL_WORKING_DAYS, { holidays: [] as string[] });
    fc.assert(
      fc.property(day, fc.integer({ min: 0, max: 40 }), options, (from, n, opts) => {
        const to = addBusinessDays(from, n, opts);
        expect(businessDaysBetween(from, to, opts)).toBe(n);
        expect(businessDaysBetween(to, from, opts)).toBe(n === 0 ? 0 : -n);
      }),
    );
  });

  it('refuses what is not a calendar date', () => {
    expect(() => businessDaysBetween('2026-02-30', '2026-03-02')).toThrow(RangeError);
  });
});

describe('daysLeftUntil: a mismatch referred by Thu 10 Dec 2026, in federal working days', () => {
  const referBy: CountedDeadline = { dueDate: '2026-12-10', unit: 'federal-working' };
  it.each([
    ['Wed 25 Nov, the day of the mismatch', '2026-11-25', 10],
    ['Thanksgiving, a holiday: nothing is used up', '2026-11-26', 10],
    ['Fri 27 Nov', '2026-11-27', 9],
    ['Sat 28 Nov: a weekend uses up nothing either', '2026-11-28', 9],
    ['Sun 29 Nov', '2026-11-29', 9],
    ['Mon 30 Nov', '2026-11-30', 8],
    ['Wed 9 Dec', '2026-12-09', 1],
    ['the due day', '2026-12-10', 0],
    ['Fri 11 Dec, the day after', '2026-12-11', -1],
    ['Sat 12 Dec: late, though no working day has gone by since Friday', '2026-12-12', -1],
    ['Mon 14 Dec', '2026-12-14', -2],
  ])('%s (%s): %i left', (_when, today, left) => expect(daysLeftUntil(referBy, today)).toBe(left));

  it('differs from the calendar days, which would say 14 on Thanksgiving', () => {
    expect(daysLeftUntil({ dueDate: '2026-12-10', unit: 'calendar' }, '2026-11-26')).toBe(14);
    expect(daysLeftUntil(referBy, '2026-11-26')).toBe(10);
  });

  it('comes with the case: the next step of a mismatch issued on Wed 25 Nov is due in 10 federal working days', () => {
    const next = everifyNextAction({ status: 'tentative-nonconfirmation', resultIssuedOn: '2026-11-25', notifiedAt: null, employeeDecision: null, referredOn: null });
    expect(next?.deadline).toEqual(referBy);
    expect(daysLeftUntil(next?.deadline ?? referBy, '2026-11-25')).toBe(10);
  });

  it('gives a referred employee 8 federal working days across Christmas and New Year', () => {
    const next = everifyNextAction({ status: 'referred', resultIssuedOn: '2026-12-15', notifiedAt: '2026-12-15T15:00:00Z', employeeDecision: 'take-action', referredOn: '2026-12-22' });
    const contactBy: CountedDeadline = { dueDate: '2027-01-05', unit: 'federal-working' };
    expect(next?.deadline).toEqual(contactBy);
    expect(daysLeftUntil(contactBy, '2026-12-22')).toBe(8);
    expect(daysLeftUntil(contactBy, '2026-12-24')).toBe(6);
    expect(daysLeftUntil(contactBy, '2026-12-26')).toBe(6);
  });
});

describe("daysLeftUntil in the employer's business days: Section 2 and the E-Verify case", () => {
  // First day Wed 25 Nov 2026, the day before Thanksgiving.
  it('an employer closed on federal holidays: due Tue 1 Dec, Thanksgiving and the weekend not counted', () => {
    const closed = employerBusinessDays({ closedOnFederalHolidays: true });
    const section2 = section2Deadline('2026-11-25', closed);
    expect(section2).toEqual({ dueDate: '2026-12-01', unit: 'business', businessDays: { holidays: undefined, countWeekends: undefined } });
    expect(daysLeftUntil(section2, '2026-11-25')).toBe(3);
    expect(daysLeftUntil(section2, '2026-11-26')).toBe(3);
    expect(daysLeftUntil(section2, '2026-11-28')).toBe(2);
    expect(daysLeftUntil(section2, '2026-12-02')).toBe(-1);
    expect(deadlineStatus(eVerifyCaseDeadline('2026-11-25', closed), '2026-11-28')).toEqual({ dueDate: '2026-12-01', daysLeft: 2, unit: 'business', late: false });
  });

  it('an employer open on federal holidays: due Mon 30 Nov, Thanksgiving counted, the weekend not', () => {
    const open = employerBusinessDays({ closedOnFederalHolidays: false });
    const caseDue = eVerifyCaseDeadline('2026-11-25', open);
    expect(caseDue.dueDate).toBe('2026-11-30');
    expect(daysLeftUntil(caseDue, '2026-11-25')).toBe(3);
    expect(daysLeftUntil(caseDue, '2026-11-26')).toBe(2);
    // Saturday: the calendar would say 2 days, the business days 1.
    expect(daysLeftUntil(caseDue, '2026-11-28')).toBe(1);
    expect(deadlineStatus(caseDue, '2026-12-01')).toEqual({ dueDate: '2026-11-30', daysLeft: -1, unit: 'business', late: true });
  });

  it('a short job moves the Section 2 date, not the days it is counted in', () => {
    const short = section2Deadline('2026-11-25', { employmentBusinessDays: 2 });
    expect(short).toEqual({ dueDate: '2026-11-25', unit: 'business', businessDays: { holidays: undefined, countWeekends: undefined } });
    expect(daysLeftUntil(short, '2026-11-25')).toBe(0);
    expect(daysLeftUntil(short, addCalendarDays('2026-11-25', 1))).toBe(-1);
  });
});
