/**
 * The disabled veteran discharged within a year (group 2Bb, $12,000 cap): IRC §51(d)(3)(A)(ii)(I),
 * a veteran entitled to compensation for a service-connected disability "having a hiring date which
 * is not more than 1 year after having been discharged or released from active duty"; Form 8850
 * line 4 asks it as "discharged or released from active duty … during the past year", and the ETA
 * Form 9061 asks the year of the discharge (docs/compliance.md §1.3).
 *
 * Only the year is known. A discharge in year Y ended by December 31 of Y, and "the past year"
 * before a date in year R begins no earlier than January 1 of R - 1; so Y may be R - 1 or R, and a
 * year two or more before R contradicts the "yes". Y after R (a discharge after the reference date)
 * is not "during the past year" either.
 */

/** The earliest discharge year that fits "discharged in the past year" on `reference` (YYYY-MM-DD). */
export function earliestPastYearDischarge(reference: string): number {
  return Number(reference.slice(0, 4)) - 1;
}

/**
 * Whether "discharged in the past year" = yes ('1') contradicts the discharge year given, on the
 * reference date (the hire date once known, else the day of the answers). No year, or a "no", never
 * contradicts: the state then asks for the DD-214.
 */
export function dischargeYearContradicts(released: string | null | undefined, year: string | null | undefined, reference: string): boolean {
  if (released !== '1' || !year || !/^\d{4}$/.test(year)) return false;
  const y = Number(year);
  return y < earliestPastYearDischarge(reference) || y > Number(reference.slice(0, 4));
}
