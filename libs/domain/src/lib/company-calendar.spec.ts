import fc from 'fast-check';
import { calendarDateIn, calendarDateOf, DEFAULT_TIME_ZONE, earliestCalendarDate, isTimeZone, latestCalendarDate, timeZoneOf } from './company-calendar';

describe('calendarDateIn: the company\'s day, wherever the server runs', () => {
  it.each([
    // 21:00 Pacific on Nov 25 is 05:00 UTC on Nov 26.
    ['2026-11-26T05:00:00Z', 'America/Los_Angeles', '2026-11-25'],
    ['2026-11-26T05:00:00Z', 'UTC', '2026-11-26'],
    ['2026-11-26T05:00:00Z', 'America/New_York', '2026-11-26'],
    // One second before and at midnight in New York (EST, UTC-5).
    ['2026-11-26T04:59:59Z', 'America/New_York', '2026-11-25'],
    ['2026-11-26T05:00:00Z', 'America/New_York', '2026-11-26'],
    // New Year's Eve evening in California is already January 1 in UTC.
    ['2027-01-01T04:30:00Z', 'America/Los_Angeles', '2026-12-31'],
    ['2027-01-01T04:30:00Z', 'UTC', '2027-01-01'],
    // Across the spring-forward night in Chicago (2026-03-08, 02:00 → 03:00).
    ['2026-03-08T07:59:59Z', 'America/Chicago', '2026-03-08'],
    ['2026-03-08T05:59:59Z', 'America/Chicago', '2026-03-07'],
    // Leap day in Honolulu (no daylight saving, UTC-10).
    ['2028-03-01T09:59:59Z', 'Pacific/Honolulu', '2028-02-29'],
  ])('%s in %s is %s', (instant, zone, date) => {
    expect(calendarDateIn(zone, new Date(instant))).toBe(date);
  });

  it('bounds every zone on Earth between the earliest and the latest date', () => {
    const now = new Date('2026-11-26T05:00:00Z');
    expect(earliestCalendarDate(now)).toBe('2026-11-25');
    expect(latestCalendarDate(now)).toBe('2026-11-26');
    for (const zone of Intl.supportedValuesOf('timeZone')) {
      const date = calendarDateIn(zone, now);
      expect(date >= earliestCalendarDate(now) && date <= latestCalendarDate(now)).toBe(true);
    }
  });

  it('gives the dates of UTC+14 (Kiribati) and UTC-12 at every instant, midnights included', () => {
    fc.assert(
      fc.property(fc.date({ min: new Date('1900-01-01T00:00:00Z'), max: new Date('2200-12-31T23:59:59Z'), noInvalidDate: true }), (now) => {
        expect(latestCalendarDate(now)).toBe(calendarDateIn('Etc/GMT-14', now));
        expect(earliestCalendarDate(now)).toBe(calendarDateIn('Etc/GMT+12', now));
      }),
    );
    // The last and first instants of a day in Kiribati.
    expect(latestCalendarDate(new Date('2026-12-31T09:59:59.999Z'))).toBe('2026-12-31');
    expect(latestCalendarDate(new Date('2026-12-31T10:00:00Z'))).toBe('2027-01-01');
    expect(earliestCalendarDate(new Date('2027-01-01T11:59:59.999Z'))).toBe('2026-12-31');
    expect(earliestCalendarDate(new Date('2027-01-01T12:00:00Z'))).toBe('2027-01-01');
  });

  it('knows IANA zones and refuses anything else', () => {
    expect(isTimeZone('America/Los_Angeles')).toBe(true);
    expect(isTimeZone('UTC')).toBe(true);
    for (const bad of ['', 'Mars/Olympus', 'America/Los Angeles', 5, null, 'x'.repeat(65)]) expect(isTimeZone(bad)).toBe(false);
  });
});

describe("an employer's calendar at 23:30 and 00:30, far from UTC", () => {
  const losAngeles = { timeZone: 'America/Los_Angeles' };
  const honolulu = { timeZone: 'Pacific/Honolulu' };
  it.each([
    // 23:30 in Los Angeles (PST, UTC-8) is 07:30 UTC the next day: still the employer's 26th.
    [losAngeles, '2026-11-27T07:30:00Z', '2026-11-26'],
    // 00:30 in Los Angeles: the employer's 27th, as in UTC.
    [losAngeles, '2026-11-27T08:30:00Z', '2026-11-27'],
    // 00:30 UTC on the 27th is 16:30 on the 26th in Los Angeles.
    [losAngeles, '2026-11-27T00:30:00Z', '2026-11-26'],
    // 23:30 UTC on the 26th is 13:30 in Honolulu (UTC-10): the same day.
    [honolulu, '2026-11-26T23:30:00Z', '2026-11-26'],
    // 00:30 UTC on the 27th is 14:30 on the 26th in Honolulu.
    [honolulu, '2026-11-27T00:30:00Z', '2026-11-26'],
    // 23:30 in Honolulu is 09:30 UTC the next day.
    [honolulu, '2026-11-27T09:30:00Z', '2026-11-26'],
  ])('%o at %s is %s', (owner, instant, date) => {
    expect(calendarDateOf(owner, new Date(instant))).toBe(date);
  });

  it("uses the service's home zone only when no owner is known", () => {
    expect(timeZoneOf(null)).toBe(DEFAULT_TIME_ZONE);
    expect(timeZoneOf(undefined)).toBe('America/New_York');
    expect(timeZoneOf(losAngeles)).toBe('America/Los_Angeles');
  });

  it("refuses a company's date without the company, rather than giving New York's", () => {
    expect(() => calendarDateOf(null, new Date('2026-11-27T04:30:00Z'))).toThrow(RangeError);
    expect(() => calendarDateOf(undefined, new Date('2026-11-27T04:30:00Z'))).toThrow(RangeError);
  });

  it('refuses an invalid instant or an unknown zone instead of printing a wrong date', () => {
    expect(() => calendarDateIn('America/Los_Angeles', new Date('nope'))).toThrow(RangeError);
    expect(() => calendarDateIn('Mars/Olympus', new Date())).toThrow(RangeError);
  });
});
