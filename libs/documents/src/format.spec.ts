import {
  formatEin,
  formatFormDate,
  formatHourlyWage,
  formatLongDate,
  formatPhone,
  formatSsn,
  formatTimestamp,
  fullName,
} from './format';

describe('formatFormDate', () => {
  it.each([
    ['2025-03-03', '03/03/2025'],
    ['2024-02-29', '02/29/2024'],
    ['1900-01-01', '01/01/1900'],
    ['2099-12-31', '12/31/2099'],
    ['0999-01-02', '01/02/0999'],
    ['', ''],
    [null, ''],
    [undefined, ''],
  ])('%s → %s', (input, expected) => expect(formatFormDate(input)).toBe(expected));

  it('refuses a date that does not exist rather than printing it', () => {
    expect(() => formatFormDate('2025-02-29', 'startDate')).toThrow(/startDate is not a calendar date/);
  });
});

describe('formatLongDate', () => {
  it('prints day, abbreviated month, year (docs/product.md §9)', () => expect(formatLongDate('2025-03-03')).toBe('3 Mar 2025'));
});

describe('formatTimestamp', () => {
  const lateEvening = new Date('2025-03-04T02:30:00Z'); // 8:30 PM on Mar 3 in Chicago

  it('shows the time in the given zone with its abbreviation', () => {
    expect(formatTimestamp(lateEvening, 'America/Chicago')).toBe('3 Mar 2025, 8:30:00 PM CST');
    expect(formatTimestamp(lateEvening, 'UTC')).toBe('4 Mar 2025, 2:30:00 AM UTC');
  });

  it('throws for an unknown zone or an invalid date', () => {
    expect(() => formatTimestamp(lateEvening, 'Mars/Olympus_Mons')).toThrow(RangeError);
    expect(() => formatTimestamp(new Date(Number.NaN), 'America/Chicago')).toThrow(RangeError);
  });
});

describe('numbers on forms', () => {
  it('writes an SSN with dashes', () => expect(formatSsn('123456789')).toBe('123-45-6789'));

  it('rejects a malformed SSN without echoing it', () => {
    expect(() => formatSsn('12345')).toThrow('SSN must be 9 digits');
    try {
      formatSsn('98765');
    } catch (err) {
      expect(String(err)).not.toContain('98765');
    }
  });

  it('writes EINs and phone numbers the IRS way, other text as given', () => {
    expect(formatEin('123456789')).toBe('12-3456789');
    expect(formatPhone('5125550199')).toBe('(512) 555-0199');
    expect(formatPhone('+44 20 7946 0000')).toBe('+44 20 7946 0000');
  });

  it.each([
    ['15.5', '$15.50 per hour'],
    ['15', '$15.00 per hour'],
    ['1234.05', '$1,234.05 per hour'],
    ['007.25', '$7.25 per hour'],
  ])('wage %s → %s without going through a float', (wage, expected) => expect(formatHourlyWage(wage)).toBe(expected));

  it('joins a name with its middle initial', () => expect(fullName('Linh', 'Nguyen', 'T')).toBe('Linh T. Nguyen'));
});
