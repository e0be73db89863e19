import { addBusinessDays, isBusinessDay, isUsFederalHoliday, usFederalHolidays } from './business-days';

describe('usFederalHolidays (observed dates)', () => {
  it('2025', () => {
    expect(usFederalHolidays(2025)).toEqual([
      '2025-01-01',
      '2025-01-20',
      '2025-02-17',
      '2025-05-26',
      '2025-06-19',
      '2025-07-04',
      '2025-09-01',
      '2025-10-13',
      '2025-11-11',
      '2025-11-27', // Thanksgiving: fourth Thursday of November
      '2025-12-25',
    ]);
  });

  it('2021: Independence Day on a Sunday is observed Monday; Christmas on a Saturday, Friday; New Year 2022 on Dec 31', () => {
    const days = usFederalHolidays(2021);
    expect(days).toContain('2021-07-05');
    expect(days).not.toContain('2021-07-04');
    expect(days).toContain('2021-12-24');
    expect(days).not.toContain('2021-12-25');
    expect(days).toContain('2021-12-31');
  });

  it('2022 does not list its New Year, observed in 2021', () => {
    expect(usFederalHolidays(2022)[0]).toBe('2022-01-17');
    expect(usFederalHolidays(2022)).toContain('2022-12-26');
  });
});

describe('isUsFederalHoliday', () => {
  it.each([
    ['2025-11-27', true], // Thanksgiving
    ['2024-11-28', true], // Thanksgiving
    ['2025-11-28', false], // the day after is not a federal holiday
    ['2025-12-25', true], // Christmas
    ['2025-12-24', false],
    ['2022-12-26', true], // Christmas on a Sunday, observed Monday
    ['2026-07-03', true], // Independence Day on a Saturday, observed Friday
    ['2026-07-04', false],
    ['2023-01-02', true], // New Year on a Sunday, observed Monday
    ['2021-12-31', true], // New Year 2022 on a Saturday, observed Friday Dec 31
    ['2020-06-19', false], // Juneteenth is a federal holiday from 2021
    ['2021-06-18', true], // Juneteenth 2021 on a Saturday, observed Friday
    ['2025-06-02', false],
  ])('%s → %s', (date, expected) => {
    expect(isUsFederalHoliday(date)).toBe(expected);
  });

  it('throws RangeError for a malformed date', () => {
    expect(() => isUsFederalHoliday('2025-11-31')).toThrow(RangeError);
  });
});

describe('isBusinessDay / addBusinessDays', () => {
  it.each([
    ['2025-06-02', true], // Monday
    ['2025-06-07', false], // Saturday
    ['2025-06-08', false], // Sunday
    ['2025-07-04', false], // holiday
  ])('isBusinessDay(%s) → %s', (date, expected) => {
    expect(isBusinessDay(date)).toBe(expected);
  });

  it('options: weekends counted, holidays replaced', () => {
    expect(isBusinessDay('2025-06-07', { countWeekends: true })).toBe(true);
    expect(isBusinessDay('2025-07-04', { holidays: [] })).toBe(true);
    expect(isBusinessDay('2025-06-03', { holidays: ['2025-06-03'] })).toBe(false);
    expect(isBusinessDay('2025-06-03', { holidays: (d) => d.endsWith('-03') })).toBe(false);
  });

  it('adds business days, the start day excluded', () => {
    expect(addBusinessDays('2025-06-02', 0)).toBe('2025-06-02');
    expect(addBusinessDays('2025-06-02', 1)).toBe('2025-06-03');
    expect(addBusinessDays('2025-06-06', 1)).toBe('2025-06-09');
    expect(addBusinessDays('2025-06-02', 10)).toBe('2025-06-16');
  });

  it('refuses bad input and a calendar with no business days', () => {
    expect(() => addBusinessDays('2025-06-02', -1)).toThrow(RangeError);
    expect(() => addBusinessDays('2025-06-02', 1.5)).toThrow(RangeError);
    expect(() => addBusinessDays('2025-6-2', 1)).toThrow(RangeError);
    expect(() => addBusinessDays('2025-06-02', 1, { holidays: ['2025-13-01'] })).toThrow(RangeError);
    expect(() => addBusinessDays('2025-06-02', 1, { holidays: () => true })).toThrow(RangeError);
  });
});
