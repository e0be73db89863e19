import { differenceInYears } from 'date-fns';
import fc from 'fast-check';
import { ageGroup, ageOn } from './age';

describe('ageOn', () => {
  it.each([
    // 40th birthday boundary
    ['1984-06-15', '2024-06-14', 39],
    ['1984-06-15', '2024-06-15', 40],
    ['1984-06-15', '2024-06-16', 40],
    // year-end boundaries
    ['1990-12-31', '2020-12-30', 29],
    ['1990-12-31', '2020-12-31', 30],
    ['1991-01-01', '2020-12-31', 29],
    ['1991-01-01', '2021-01-01', 30],
    // born and asked on the same day
    ['2024-05-05', '2024-05-05', 0],
    ['2024-05-05', '2025-05-04', 0],
    // Feb 29 birthdays: Mar 1 in common years, Feb 29 in leap years
    ['2000-02-29', '2021-02-28', 20],
    ['2000-02-29', '2021-03-01', 21],
    ['2000-02-29', '2024-02-28', 23],
    ['2000-02-29', '2024-02-29', 24],
    ['2000-02-29', '2024-03-01', 24],
    // 2100 is a common year although divisible by 4
    ['2060-02-29', '2100-02-28', 39],
    ['2060-02-29', '2100-03-01', 40],
    // born Feb 28 / Mar 1 are unaffected by leap years
    ['2001-02-28', '2024-02-28', 23],
    ['2001-03-01', '2024-02-29', 22],
    ['2001-03-01', '2024-03-01', 23],
  ])('born %s, on %s → %i', (birthdate, onDate, expected) => {
    expect(ageOn(birthdate, onDate)).toBe(expected);
  });

  it.each([
    ['2024-06-15', '2024-06-14'], // before birth
    ['2023-02-29', '2024-01-01'], // impossible birthdate
    ['1984-06-15', '2024-6-15'], // malformed onDate
  ])('throws RangeError for born %s on %s', (birthdate, onDate) => {
    expect(() => ageOn(birthdate, onDate)).toThrow(RangeError);
  });

  // date-fns counts full years the same way, including Mar 1 for Feb 29
  // birthdays. Dates are built at local noon so no DST gap can move a day.
  it('matches date-fns differenceInYears', () => {
    const day = fc
      .date({ min: new Date(Date.UTC(1900, 0, 1)), max: new Date(Date.UTC(2100, 11, 31)), noInvalidDate: true })
      .map((d) => d.toISOString().slice(0, 10));
    fc.assert(
      fc.property(day, day, (x, y) => {
        const [birthdate, onDate] = x <= y ? [x, y] : [y, x];
        const local = (s: string) => {
          const [yy, mm, dd] = s.split('-').map(Number);
          return new Date(yy, mm - 1, dd, 12);
        };
        expect(ageOn(birthdate, onDate)).toBe(differenceInYears(local(onDate), local(birthdate)));
      }),
    );
  });
});

describe('ageGroup', () => {
  it.each([
    ['1984-06-15', '2024-06-14', 'Under 40'], // day before the 40th birthday
    ['1984-06-15', '2024-06-15', 'Over 40'], // the 40th birthday itself
    ['1984-06-15', '2024-06-16', 'Over 40'],
    ['1984-02-29', '2024-02-28', 'Under 40'],
    ['1984-02-29', '2024-02-29', 'Over 40'], // 2024 is a leap year
    ['2060-02-29', '2100-02-28', 'Under 40'],
    ['2060-02-29', '2100-03-01', 'Over 40'], // 2100 is not
    ['2006-01-01', '2024-01-01', 'Under 40'],
    ['1950-01-01', '2024-01-01', 'Over 40'],
  ])('born %s, on %s → %s', (birthdate, onDate, expected) => {
    expect(ageGroup(birthdate, onDate)).toBe(expected);
  });
});
