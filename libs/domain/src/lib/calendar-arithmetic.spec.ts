import fc from 'fast-check';
import { addCalendarDays, addCalendarYears, calendarDayOfWeek, calendarDaysBetween } from './calendar-arithmetic';

/** Oracle: the same step done with UTC Date fields (never local time). */
function utcAddDays(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

const calendarDate = fc
  .date({ min: new Date(Date.UTC(1900, 0, 1)), max: new Date(Date.UTC(2199, 11, 31)), noInvalidDate: true })
  .map((d) => d.toISOString().slice(0, 10));

describe('addCalendarDays', () => {
  it.each([
    ['2025-03-03', 28, '2025-03-31'],
    ['2025-01-31', 1, '2025-02-01'],
    ['2024-02-28', 1, '2024-02-29'],
    ['2023-02-28', 1, '2023-03-01'],
    ['2100-02-28', 1, '2100-03-01'],
    ['2000-02-28', 1, '2000-02-29'],
    ['2025-12-31', 1, '2026-01-01'],
    ['2026-01-01', -1, '2025-12-31'],
    ['2024-03-01', -1, '2024-02-29'],
    ['2025-06-02', 0, '2025-06-02'],
  ])('%s + %i days → %s', (date, days, expected) => {
    expect(addCalendarDays(date, days)).toBe(expected);
  });

  it('agrees with UTC Date arithmetic', () => {
    fc.assert(
      fc.property(calendarDate, fc.integer({ min: -4000, max: 4000 }), (date, days) => {
        expect(addCalendarDays(date, days)).toBe(utcAddDays(date, days));
        expect(calendarDaysBetween(date, addCalendarDays(date, days))).toBe(days);
      }),
    );
  });

  it.each([
    ['2025-02-29', 1],
    ['2025-6-1', 1],
    ['2025-06-01', 1.5],
    ['9999-12-31', 1],
  ])('throws RangeError for %s + %s', (date, days) => {
    expect(() => addCalendarDays(date, days)).toThrow(RangeError);
  });
});

describe('addCalendarYears', () => {
  it.each([
    ['2020-01-15', 3, '2023-01-15'],
    ['2021-12-31', 1, '2022-12-31'],
    // Feb 29 → Mar 1 in a common year (the age.ts convention), Feb 29 in a leap year
    ['2024-02-29', 1, '2025-03-01'],
    ['2024-02-29', 3, '2027-03-01'],
    ['2024-02-29', 4, '2028-02-29'],
    ['2096-02-29', 4, '2100-03-01'],
    ['2024-02-28', 1, '2025-02-28'],
  ])('%s + %i years → %s', (date, years, expected) => {
    expect(addCalendarYears(date, years)).toBe(expected);
  });
});

describe('calendarDayOfWeek', () => {
  it.each([
    ['1970-01-01', 4],
    ['2025-06-02', 1],
    ['2025-06-07', 6],
    ['2025-06-08', 0],
    ['2024-02-29', 4],
    ['2000-01-01', 6],
  ])('%s → %i', (date, expected) => {
    expect(calendarDayOfWeek(date)).toBe(expected);
  });

  it('agrees with Date#getUTCDay', () => {
    fc.assert(
      fc.property(calendarDate, (date) => {
        expect(calendarDayOfWeek(date)).toBe(new Date(`${date}T00:00:00Z`).getUTCDay());
      }),
    );
  });
});
