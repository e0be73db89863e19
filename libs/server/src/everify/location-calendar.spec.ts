import { addBusinessDays } from '@clearhire/domain';
import { locationBusinessDays } from './location-calendar';

describe("locationBusinessDays: a location's days for its employees' I-9 and E-Verify deadlines", () => {
  // Friday 2026-07-03 is the observed Independence Day; the weekend follows.
  const thursday = '2026-07-02';

  it('skips weekends and counts federal holidays by default', () => {
    expect(addBusinessDays(thursday, 3, locationBusinessDays({ closedOnFederalHolidays: false, openOnWeekends: false }))).toBe('2026-07-07');
  });

  it('skips federal holidays when the location is closed on them', () => {
    expect(addBusinessDays(thursday, 3, locationBusinessDays({ closedOnFederalHolidays: true, openOnWeekends: false }))).toBe('2026-07-08');
  });

  it('counts Saturdays and Sundays when the location is open on weekends', () => {
    expect(addBusinessDays(thursday, 3, locationBusinessDays({ closedOnFederalHolidays: false, openOnWeekends: true }))).toBe('2026-07-05');
    expect(addBusinessDays(thursday, 3, locationBusinessDays({ closedOnFederalHolidays: true, openOnWeekends: true }))).toBe('2026-07-06');
  });
});
