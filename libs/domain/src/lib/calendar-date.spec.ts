import fc from 'fast-check';
import {
  compareCalendarDates,
  daysInMonth,
  isCalendarDate,
  isLeapYear,
  parseCalendarDate,
  todayCalendarDate,
} from './calendar-date';

describe('isCalendarDate', () => {
  it.each([
    ['2024-02-29', true], // leap year
    ['2023-02-29', false], // common year
    ['2000-02-29', true], // divisible by 400
    ['1900-02-29', false], // century, not divisible by 400
    ['2024-01-31', true],
    ['2024-04-31', false], // April has 30 days
    ['2024-12-31', true],
    ['2024-13-01', false],
    ['2024-00-10', false],
    ['2024-01-00', false],
    ['2024-1-5', false], // must be zero-padded
    ['24-01-05', false],
    ['2024/01/05', false],
    ['2024-01-05T00:00:00Z', false], // an instant is not a calendar date
    [' 2024-01-05', false],
    ['2024-01-05\n', false],
    ['', false],
    ['٢٠٢٤-٠١-٠٥', false], // non-ASCII digits
  ])('%j → %s', (input, expected) => {
    expect(isCalendarDate(input)).toBe(expected);
  });

  it('agrees with the UTC calendar for every 4-digit year, month and day 1-31', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 9999 }),
        fc.integer({ min: 1, max: 12 }),
        fc.integer({ min: 1, max: 31 }),
        (year, month, day) => {
          const text = `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
          const utc = new Date(0);
          utc.setUTCFullYear(year, month - 1, day); // setUTCFullYear keeps years 0-99 literal
          const rollsOver = utc.getUTCMonth() !== month - 1;
          expect(isCalendarDate(text)).toBe(!rollsOver);
        },
      ),
    );
  });
});

describe('parseCalendarDate', () => {
  it('returns the numeric parts', () => {
    expect(parseCalendarDate('2024-02-29')).toEqual({ year: 2024, month: 2, day: 29 });
  });

  it('returns null for an impossible date', () => {
    expect(parseCalendarDate('2023-02-29')).toBeNull();
  });
});

describe('isLeapYear / daysInMonth', () => {
  it.each([
    [2024, true],
    [2023, false],
    [2000, true],
    [1900, false],
    [2100, false],
  ])('isLeapYear(%i) → %s', (year, expected) => {
    expect(isLeapYear(year)).toBe(expected);
  });

  it.each([
    [2024, 2, 29],
    [2023, 2, 28],
    [2023, 4, 30],
    [2023, 12, 31],
  ])('daysInMonth(%i, %i) → %i', (year, month, expected) => {
    expect(daysInMonth(year, month)).toBe(expected);
  });
});

describe('todayCalendarDate', () => {
  it.each([
    [new Date(2024, 1, 29, 0, 0, 0), '2024-02-29'],
    [new Date(2024, 1, 29, 23, 59, 59, 999), '2024-02-29'], // late evening stays the same day
    [new Date(2023, 11, 31, 23, 59), '2023-12-31'],
    [new Date(2024, 0, 1, 0, 0), '2024-01-01'],
  ])('%s → %s', (now, expected) => {
    expect(todayCalendarDate(now)).toBe(expected);
  });

  it('uses the local calendar day, not the UTC one', () => {
    fc.assert(
      fc.property(fc.date({ min: new Date(1000, 0, 1), max: new Date(9999, 11, 31), noInvalidDate: true }), (now) => {
        const [y, m, d] = todayCalendarDate(now).split('-').map(Number);
        expect([y, m, d]).toEqual([now.getFullYear(), now.getMonth() + 1, now.getDate()]);
      }),
    );
  });

  it('defaults to now and returns a valid date', () => {
    expect(isCalendarDate(todayCalendarDate())).toBe(true);
  });
});

describe('compareCalendarDates', () => {
  it.each([
    ['2024-01-01', '2024-01-02', -1],
    ['2024-01-02', '2024-01-01', 1],
    ['2024-01-01', '2024-01-01', 0],
    ['2023-12-31', '2024-01-01', -1],
    ['1999-09-09', '2000-01-01', -1],
  ])('(%s, %s) → %i', (a, b, expected) => {
    expect(Math.sign(compareCalendarDates(a, b))).toBe(expected);
  });

  it('sorts a list chronologically', () => {
    const dates = ['2024-03-01', '1984-02-29', '2024-02-29', '2000-12-31'];
    expect([...dates].sort(compareCalendarDates)).toEqual(['1984-02-29', '2000-12-31', '2024-02-29', '2024-03-01']);
  });

  it.each([
    ['2024-02-30', '2024-01-01'],
    ['2024-01-01', '01/02/2024'],
  ])('throws on a malformed date (%s, %s)', (a, b) => {
    expect(() => compareCalendarDates(a, b)).toThrow(RangeError);
  });
});
