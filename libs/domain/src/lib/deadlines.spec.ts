import fc from 'fast-check';
import { isBusinessDay } from './business-days';
import { addCalendarDays, calendarDaysBetween } from './calendar-arithmetic';
import { daysLeftUntil, dueListStartCutoff, employerBusinessDays, eVerifyCaseDueDate, i9RetainUntil, inInspectionExport, retentionEnded, section2Deadline, section2DueDate, terminationProblems, wotcSubmissionDeadline } from './deadlines';

describe('wotcSubmissionDeadline: start + 28 calendar days (docs/compliance.md §3.1)', () => {
  it.each([
    ['2025-03-03', '2025-03-31'], // docs/compliance.md example
    ['2025-01-31', '2025-02-28'],
    ['2024-02-01', '2024-02-29'], // leap year
    ['2023-02-01', '2023-03-01'],
    ['2024-02-29', '2024-03-28'],
    ['2025-12-15', '2026-01-12'], // year end
    ['2025-11-29', '2025-12-27'], // lands on a Saturday: not moved
    ['2025-11-27', '2025-12-25'], // lands on Christmas: not moved
  ])('%s → %s', (start, expected) => {
    expect(wotcSubmissionDeadline(start)).toBe(expected);
  });

  it('throws RangeError for a malformed date', () => {
    expect(() => wotcSubmissionDeadline('2025-02-29')).toThrow(RangeError);
  });
});

describe('section2DueDate: third business day after the first day (docs/compliance.md §4.2)', () => {
  it.each([
    ['2025-06-02', '2025-06-05', 'USCIS example: Monday → Thursday'],
    ['2025-06-04', '2025-06-09', 'Wednesday → Monday over a weekend'],
    ['2025-06-06', '2025-06-11', 'Friday → Wednesday'],
    ['2025-06-07', '2025-06-11', 'Saturday start → Wednesday'],
    ['2025-06-16', '2025-06-20', 'Juneteenth (Thu) skipped'],
    ['2025-11-25', '2025-12-01', 'Thanksgiving skipped, over a month end'],
    ['2025-11-26', '2025-12-02', 'Thanksgiving right after the first day'],
    ['2025-12-22', '2025-12-26', 'Christmas (Thu) skipped'],
    ['2025-12-30', '2026-01-05', 'New Year skipped, over a year end'],
    ['2021-06-30', '2021-07-06', 'Independence Day on a Sunday observed Monday Jul 5'],
    ['2020-07-01', '2020-07-07', 'Independence Day on a Saturday observed Friday Jul 3'],
    ['2021-12-29', '2022-01-04', 'New Year 2022 observed Friday 2021-12-31'],
    ['2022-12-22', '2022-12-28', 'Christmas on a Sunday observed Monday Dec 26'],
    ['2024-02-28', '2024-03-04', 'leap day counted as a business day'],
    ['2023-02-27', '2023-03-02', 'common-year month end'],
    ['2025-05-26', '2025-05-29', 'first day on a holiday (Memorial Day) is excluded anyway'],
  ])('%s → %s (%s)', (firstDay, expected) => {
    expect(section2DueDate(firstDay)).toBe(expected);
  });

  it('employment under 3 business days: due the first day itself', () => {
    expect(section2DueDate('2025-06-02', { employmentBusinessDays: 0 })).toBe('2025-06-02');
    expect(section2DueDate('2025-06-02', { employmentBusinessDays: 1 })).toBe('2025-06-02');
    expect(section2DueDate('2025-06-02', { employmentBusinessDays: 2 })).toBe('2025-06-02');
    expect(section2DueDate('2025-06-02', { employmentBusinessDays: 3 })).toBe('2025-06-05');
    expect(section2DueDate('2025-06-02', { employmentBusinessDays: 260 })).toBe('2025-06-05');
  });

  it('holidays can be replaced by a list or a function, and weekends counted', () => {
    expect(section2DueDate('2025-11-25', { holidays: [] })).toBe('2025-11-28');
    expect(section2DueDate('2025-06-02', { holidays: ['2025-06-03', '2025-06-04'] })).toBe('2025-06-09');
    expect(section2DueDate('2025-06-02', { holidays: (d) => d === '2025-06-05' })).toBe('2025-06-06');
    expect(section2DueDate('2025-06-05', { countWeekends: true })).toBe('2025-06-08');
  });

  it('throws RangeError for bad input', () => {
    expect(() => section2DueDate('2025-06-31')).toThrow(RangeError);
    expect(() => section2DueDate('2025-06-02', { employmentBusinessDays: -1 })).toThrow(RangeError);
    expect(() => section2DueDate('2025-06-02', { employmentBusinessDays: Number.NaN })).toThrow(RangeError);
  });
});

describe('eVerifyCaseDueDate: third business day after the first day (docs/compliance.md §6.1)', () => {
  it.each([
    ['2025-05-26', '2025-05-29'], // docs/compliance.md §6.1 example: start May 26 → May 29
    ['2025-06-02', '2025-06-05'],
    ['2025-11-25', '2025-12-01'],
    ['2025-12-22', '2025-12-26'],
    ['2021-06-30', '2021-07-06'],
  ])('%s → %s', (firstDay, expected) => {
    expect(eVerifyCaseDueDate(firstDay)).toBe(expected);
  });

  it('a short job does not bring the case forward (e-verify.gov FAQ, docs/compliance.md §6.1 "Short-term hires")', () => {
    expect(eVerifyCaseDueDate('2025-06-02', { employmentBusinessDays: 1 })).toBe('2025-06-05');
  });

  it('takes the same holiday options', () => {
    expect(eVerifyCaseDueDate('2025-11-25', { holidays: [] })).toBe('2025-11-28');
  });
});

describe("employerBusinessDays: a location's own business days (M-274 §2.0, §4.0; docs/compliance.md §4.2)", () => {
  const CLOSED_AT_WEEKENDS = { closedOnFederalHolidays: false, openOnWeekends: false };
  const OPEN_AT_WEEKENDS = { closedOnFederalHolidays: false, openOnWeekends: true };

  it('a Friday start is due Wednesday where the location is closed at weekends, Monday where it opens on them', () => {
    expect(section2DueDate('2026-11-20', employerBusinessDays(CLOSED_AT_WEEKENDS))).toBe('2026-11-25');
    expect(section2DueDate('2026-11-20', employerBusinessDays(OPEN_AT_WEEKENDS))).toBe('2026-11-23');
    expect(eVerifyCaseDueDate('2026-11-20', employerBusinessDays(OPEN_AT_WEEKENDS))).toBe('2026-11-23');
  });

  it('a location that says nothing of weekends is closed on them, as a company was before it had locations', () => {
    expect(section2DueDate('2026-11-20', employerBusinessDays({ closedOnFederalHolidays: false }))).toBe('2026-11-25');
  });

  it('Thanksgiving (Thu 2026-11-26) counts unless the location is closed on federal holidays', () => {
    expect(section2DueDate('2026-11-24', employerBusinessDays(CLOSED_AT_WEEKENDS))).toBe('2026-11-27');
    expect(section2DueDate('2026-11-24', employerBusinessDays({ closedOnFederalHolidays: true, openOnWeekends: false }))).toBe('2026-11-30');
    expect(section2DueDate('2026-11-24', employerBusinessDays({ closedOnFederalHolidays: true, openOnWeekends: true }))).toBe('2026-11-28');
  });

  it("counts the days left on the location's business days: a weekend-open location's Saturday is one of them", () => {
    const open = section2Deadline('2026-11-20', employerBusinessDays(OPEN_AT_WEEKENDS));
    expect(daysLeftUntil(open, '2026-11-20')).toBe(3);
    expect(daysLeftUntil(open, '2026-11-22')).toBe(1);
    expect(daysLeftUntil(open, '2026-11-24')).toBe(-1);
    const closed = section2Deadline('2026-11-20', employerBusinessDays(CLOSED_AT_WEEKENDS));
    expect(daysLeftUntil(closed, '2026-11-22')).toBe(3);
  });
});

describe('due-date properties', () => {
  const firstDay = fc
    .date({ min: new Date(Date.UTC(2000, 0, 1)), max: new Date(Date.UTC(2060, 11, 31)), noInvalidDate: true })
    .map((d) => d.toISOString().slice(0, 10));

  it('always after the first day, on a business day, within 3 business days plus closures', () => {
    fc.assert(
      fc.property(firstDay, (day) => {
        for (const due of [section2DueDate(day), eVerifyCaseDueDate(day)]) {
          expect(due > day).toBe(true);
          expect(isBusinessDay(due)).toBe(true);
          // 3 business days can never need more than 3 days + two weekends + a few holidays
          expect(calendarDaysBetween(day, due)).toBeLessThanOrEqual(9);
        }
      }),
    );
  });

  it('exactly two business days strictly between the first day and the due date', () => {
    fc.assert(
      fc.property(firstDay, (day) => {
        const due = section2DueDate(day);
        let open = 0;
        for (let d = 1; d < calendarDaysBetween(day, due); d++) {
          const between = new Date(Date.UTC(+day.slice(0, 4), +day.slice(5, 7) - 1, +day.slice(8, 10) + d))
            .toISOString()
            .slice(0, 10);
          if (isBusinessDay(between)) open++;
        }
        expect(open).toBe(2);
      }),
    );
  });
});

describe('i9RetainUntil: later of hire + 3 years and termination + 1 year (docs/compliance.md §4.8)', () => {
  it.each([
    ['2020-01-15', '2021-03-01', '2023-01-15'], // docs/compliance.md example
    ['2020-01-15', '2020-01-15', '2023-01-15'], // left on the first day
    ['2020-01-15', '2022-01-14', '2023-01-15'], // just under 2 years: hire + 3
    ['2020-01-15', '2022-01-15', '2023-01-15'], // exactly 2 years: both the same
    ['2020-01-15', '2022-01-16', '2023-01-16'], // just over 2 years: end + 1
    ['2020-01-15', '2024-06-30', '2025-06-30'],
    ['2021-01-31', '2021-02-28', '2024-01-31'], // month end
    ['2024-02-29', '2024-03-10', '2027-03-01'], // Feb 29 hire: Mar 1 three years on (not Feb 28)
    ['2020-01-01', '2028-02-29', '2029-03-01'], // Feb 29 termination: Mar 1 a year on
    ['2023-02-28', '2027-02-28', '2028-02-28'],
    ['2022-12-31', '2023-01-01', '2025-12-31'], // year end
  ])('hired %s, left %s → keep until %s', (hire, end, expected) => {
    expect(i9RetainUntil(hire, end)).toBe(expected);
  });

  it('null while employed', () => {
    expect(i9RetainUntil('2020-01-15')).toBeNull();
    expect(i9RetainUntil('2020-01-15', null)).toBeNull();
    expect(i9RetainUntil('2020-01-15', undefined)).toBeNull();
  });

  it('throws RangeError for malformed dates or a termination before the hire', () => {
    expect(() => i9RetainUntil('2020-02-30', '2021-01-01')).toThrow(RangeError);
    expect(() => i9RetainUntil('2020-01-15', '2021/01/01')).toThrow(RangeError);
    expect(() => i9RetainUntil('2020-01-15', '2020-01-14')).toThrow(RangeError);
    expect(() => i9RetainUntil('2020-02-30')).toThrow(RangeError);
  });

  it('never before hire + 3 years nor before termination + 1 year', () => {
    const date = fc
      .date({ min: new Date(Date.UTC(1990, 0, 1)), max: new Date(Date.UTC(2090, 11, 31)), noInvalidDate: true })
      .map((d) => d.toISOString().slice(0, 10));
    fc.assert(
      fc.property(date, date, (x, y) => {
        const [hire, end] = x <= y ? [x, y] : [y, x];
        const until = i9RetainUntil(hire, end) as string;
        expect(calendarDaysBetween(hire, until)).toBeGreaterThanOrEqual(3 * 365);
        expect(calendarDaysBetween(end, until)).toBeGreaterThanOrEqual(365);
      }),
    );
  });
});

describe('dueListStartCutoff', () => {
  it.each([
    // Deadline = start + 28; due soon when the deadline is at most 7 days away.
    ['2026-11-22', '2026-11-01'],
    ['2026-03-01', '2026-02-08'],
    ['2024-03-20', '2024-02-28'],
  ])('on %s includes hires that started on or before %s', (today, cutoff) => {
    expect(dueListStartCutoff(today)).toBe(cutoff);
    expect(wotcSubmissionDeadline(cutoff) <= addCalendarDays(today, 7)).toBe(true);
    expect(wotcSubmissionDeadline(addCalendarDays(cutoff, 1)) > addCalendarDays(today, 7)).toBe(true);
  });
});

describe('retentionEnded: never a day early (docs/compliance.md §4.8)', () => {
  it.each([
    ['2027-03-01', '2027-02-28', false],
    ['2027-03-01', '2027-03-01', false], // kept through the whole retention date
    ['2027-03-01', '2027-03-02', true],
    ['2028-02-29', '2028-02-29', false],
    ['2028-02-29', '2028-03-01', true],
  ])('retained until %s, on %s: %s', (retainUntil, today, ended) => {
    expect(retentionEnded(retainUntil, today)).toBe(ended);
  });

  it('never ends while there is no retention date (still employed)', () => {
    expect(retentionEnded(null, '2099-01-01')).toBe(false);
  });

  it('a leap-day hire is kept until March 1 three years on', () => {
    const until = i9RetainUntil('2024-02-29', '2025-01-10');
    expect(until).toBe('2027-03-01');
    expect(retentionEnded(until, '2027-02-28')).toBe(false);
    expect(retentionEnded(until, '2027-03-01')).toBe(false);
    expect(retentionEnded(until, '2027-03-02')).toBe(true);
  });
});

describe('terminationProblems', () => {
  it.each([
    ['2026-11-20', '2025-01-06', '2026-11-25', []],
    ['2025-01-06', '2025-01-06', '2026-11-25', []],
    ['2026-11-25', '2025-01-06', '2026-11-25', []],
    ['2026-11-26', '2025-01-06', '2026-11-25', ['terminationDate']],
    ['2025-01-05', '2025-01-06', '2026-11-25', ['terminationDate']],
    ['2026-11-20', null, '2026-11-25', ['terminationDate']],
    ['2026-02-30', '2025-01-06', '2026-11-25', ['terminationDate']],
  ])('ends %s after a first day %s, on %s', (end, first, today, params) => {
    expect(terminationProblems(end, first, today).map((p) => p.param)).toEqual(params);
  });
});

describe('inInspectionExport (docs/compliance.md §4.8)', () => {
  const TODAY = '2026-11-25';
  const employed = { firstDay: '2025-02-03', terminationDate: null, retainUntil: null };
  const leftKept = { firstDay: '2020-01-06', terminationDate: '2026-01-10', retainUntil: '2027-01-10' };
  const leftExpired = { firstDay: '2020-01-06', terminationDate: '2022-01-10', retainUntil: '2026-11-24' };
  const leftLastDay = { ...leftExpired, retainUntil: TODAY };

  it.each([
    ['current', [true, false, false, false]],
    ['retained', [false, true, false, true]],
    ['all', [true, true, false, true]],
  ] as const)('%s holds the employed, the retained and a record kept through today', (scope, expected) => {
    expect([employed, leftKept, leftExpired, leftLastDay].map((e) => inInspectionExport(e, scope, TODAY))).toEqual(expected);
  });

  it('takes a hire range inclusive at both ends, and nothing without a first day', () => {
    const range = { from: '2025-02-03', to: '2025-12-31' };
    expect(inInspectionExport(employed, 'hire-range', TODAY, range)).toBe(true);
    expect(inInspectionExport({ ...employed, firstDay: '2025-02-02' }, 'hire-range', TODAY, range)).toBe(false);
    expect(inInspectionExport({ ...employed, firstDay: '2025-12-31' }, 'hire-range', TODAY, range)).toBe(true);
    expect(inInspectionExport({ ...employed, firstDay: null }, 'hire-range', TODAY, range)).toBe(false);
  });
});
