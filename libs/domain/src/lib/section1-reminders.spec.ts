import { calendarDateIn, hourIn } from './company-calendar';
import { section1ReminderDue, section1ReminderHour } from './section1-reminders';

describe('section1ReminderDue', () => {
  it.each([
    ['2026-12-01', '2026-11-28', null],
    ['2026-12-01', '2026-11-29', 2],
    ['2026-12-01', '2026-11-30', 1],
    ['2026-12-01', '2026-12-01', 0],
    ['2026-12-01', '2026-12-02', null],
    // Across a month and a year end.
    ['2027-01-01', '2026-12-30', 2],
    ['2027-03-01', '2027-02-28', 1],
  ] as const)('first day %s, today %s: %s', (firstDay, today, due) => expect(section1ReminderDue(firstDay, today)).toBe(due));

  it('has no reminder without a first day', () => expect(section1ReminderDue(null, '2026-11-29')).toBeNull());
});

describe('section1ReminderHour', () => {
  it.each([
    [8, 9, false],
    [9, 9, true],
    [20, 9, true],
    [21, 9, false],
    [0, 0, true],
  ])('hour %i from %i: %s', (hour, from, ok) => expect(section1ReminderHour(hour, from)).toBe(ok));
});

describe('the reminder day on a far calendar', () => {
  // Honolulu is UTC-10 all year: 23:30 there on the 28th is 09:30 UTC on the 29th.
  const lateOn28th = new Date('2026-11-29T09:30:00Z');
  const earlyOn29th = new Date('2026-11-29T10:30:00Z');

  it('at 23:30 the day is still the 28th, three days before a first day of 1 December: no reminder', () => {
    const today = calendarDateIn('Pacific/Honolulu', lateOn28th);
    expect(today).toBe('2026-11-28');
    expect(hourIn('Pacific/Honolulu', lateOn28th)).toBe(23);
    expect(section1ReminderDue('2026-12-01', today)).toBeNull();
  });

  it('at 00:30 on the 29th the 2-day reminder is due, though not before the morning hour', () => {
    const today = calendarDateIn('Pacific/Honolulu', earlyOn29th);
    expect(today).toBe('2026-11-29');
    expect(section1ReminderDue('2026-12-01', today)).toBe(2);
    expect(section1ReminderHour(hourIn('Pacific/Honolulu', earlyOn29th), 9)).toBe(false);
    expect(section1ReminderHour(hourIn('Pacific/Honolulu', earlyOn29th), 0)).toBe(true);
  });

  it('Tokyo (UTC+9) is already on the next day', () => {
    expect(calendarDateIn('Asia/Tokyo', new Date('2026-11-28T15:30:00Z'))).toBe('2026-11-29');
    expect(hourIn('Asia/Tokyo', new Date('2026-11-28T15:30:00Z'))).toBe(0);
  });
});
