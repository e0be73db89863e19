import type { BusinessDayOptions } from '@clearhire/domain';

/** What decides a location's business days: the rules its owner set for it. */
export interface LocationCalendarRules {
  readonly closedOnFederalHolidays: boolean;
  readonly openOnWeekends: boolean;
}

/**
 * The business days of a location for its employees' Form I-9 and E-Verify deadlines: weekends count
 * when the location is open on them; federal holidays count unless it is closed on them. DHS does not
 * define "business day" (docs/compliance.md §4.2): counting a day the location is open on is the
 * earlier, safe deadline.
 */
export function locationBusinessDays(location: LocationCalendarRules): BusinessDayOptions {
  return { ...(location.closedOnFederalHolidays ? {} : { holidays: [] }), countWeekends: location.openOnWeekends };
}
