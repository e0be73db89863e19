import { isLeapYear, parseCalendarDate } from './calendar-date';

/** Label shown on the submission detail page (docs/product.md §2, §9). */
export type AgeGroup = 'Under 40' | 'Over 40';

/**
 * Age 40 is where Form 8850 stops asking for the date of birth and where the
 * SNAP (7 / G) and designated-community-resident (4 / D) groups end
 * ("at least 18 but not 40 or older"), so exactly 40 counts as 'Over 40'.
 */
export const AGE_GROUP_THRESHOLD = 40;

function parseOrThrow(value: string, field: string) {
  const parts = parseCalendarDate(value);
  if (!parts) throw new RangeError(`${field} is not a calendar date: ${JSON.stringify(value)}`);
  return parts;
}

/**
 * Whole years between birthdate and onDate: the year difference, minus one if
 * the birthday has not come yet in onDate's year (docs/product.md §9).
 *
 * Someone born on Feb 29 has their birthday on Mar 1 in common years, which is
 * the reading used for statutory ages in most US states and matches date-fns'
 * differenceInYears. Throws if onDate is before the birthdate.
 */
export function ageOn(birthdate: string, onDate: string): number {
  const born = parseOrThrow(birthdate, 'birthdate');
  const on = parseOrThrow(onDate, 'onDate');
  if (onDate < birthdate) {
    throw new RangeError(`onDate ${onDate} is before birthdate ${birthdate}`);
  }

  const leapling = born.month === 2 && born.day === 29 && !isLeapYear(on.year);
  const birthdayMonth = leapling ? 3 : born.month;
  const birthdayDay = leapling ? 1 : born.day;
  const hadBirthday = on.month > birthdayMonth || (on.month === birthdayMonth && on.day >= birthdayDay);

  return on.year - born.year - (hadBirthday ? 0 : 1);
}

/** 'Under 40' below 40 whole years, otherwise 'Over 40' (40 itself included). */
export function ageGroup(birthdate: string, onDate: string): AgeGroup {
  return ageOn(birthdate, onDate) < AGE_GROUP_THRESHOLD ? 'Under 40' : 'Over 40';
}
