/**
 * Employer Identification Numbers, digits only ('123456789'), as the ERD form
 * collects them.
 *
 * The first two digits name the IRS campus (or channel) that issued the EIN.
 * Source: IRS, "How EINs are Assigned and Valid EIN Prefixes"
 * (irs.gov/businesses/small-businesses-self-employed/how-eins-are-assigned-and-valid-ein-prefixes):
 *   Andover 10, 12 · Atlanta 60, 67 · Austin 50, 53 · Brookhaven 01-06, 11,
 *   13, 14, 16, 21-23, 25, 34, 51, 52, 54-59, 65 · Cincinnati 30, 32, 35-38, 61
 *   · Fresno 15, 24 · Kansas City 40, 44 · Memphis 94, 95 · Ogden 80, 90 ·
 *   Philadelphia 33, 39, 41-43, 46, 48, 62-64, 66, 68, 71-77, 85-88, 91-93,
 *   98, 99 · Internet 20, 26, 27, 45-47, 81-88, 92, 93, 99 · SBA 31.
 * The union is the ranges below; never issued: 00, 07-09, 17-19, 28, 29, 49,
 * 69, 70, 78, 79, 89, 96, 97. The IRS can add prefixes, so a rejected EIN that
 * the employer insists on is a support question, not proof of fraud.
 */
const VALID_PREFIX_RANGES: ReadonlyArray<readonly [number, number]> = [
  [1, 6],
  [10, 16],
  [20, 27],
  [30, 48],
  [50, 68],
  [71, 77],
  [80, 88],
  [90, 95],
  [98, 99],
];

export function isValidEinPrefix(prefix: number): boolean {
  return VALID_PREFIX_RANGES.some(([low, high]) => prefix >= low && prefix <= high);
}

/** Exactly 9 digits with an IRS-assigned prefix. Says nothing about whether the EIN is live. */
export function isValidEin(ein: string): boolean {
  return /^\d{9}$/.test(ein) && isValidEinPrefix(Number(ein.slice(0, 2)));
}
