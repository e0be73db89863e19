/**
 * Social Security numbers, digits only ('123456789'), as the forms collect them.
 *
 * The structural rules are the ones SSA has never issued (and E-Verify rejects):
 * area 000, 666 and 900-999 (900s are ITINs, not SSNs), group 00, serial 0000.
 * Since 2011 SSA assigns numbers randomly, so nothing else can be checked
 * offline; real validity is E-Verify's job.
 */
const NINE_DIGITS = /^\d{9}$/;

export function isValidSsn(ssn: string): boolean {
  if (!NINE_DIGITS.test(ssn)) return false;
  const area = ssn.slice(0, 3);
  const group = ssn.slice(3, 5);
  const serial = ssn.slice(5);
  return area !== '000' && area !== '666' && area[0] !== '9' && group !== '00' && serial !== '0000';
}

/** Last four digits of a 9-digit SSN, the only part safe to store for display. */
export function ssnLast4(ssn: string): string {
  if (!NINE_DIGITS.test(ssn)) throw new RangeError('SSN must be exactly 9 digits');
  return ssn.slice(5);
}

const FULLY_MASKED = '***-**-****';

/**
 * '***-**-1234' from a full SSN (with or without dashes/spaces) or from its
 * last four digits. Anything else comes back fully masked rather than
 * throwing, because this runs while rendering pages and must never leak a
 * partial number it does not understand.
 */
export function maskSsn(ssnOrLast4: string): string {
  const digits = ssnOrLast4.replace(/[\s-]/g, '');
  if (!/^(\d{4}|\d{9})$/.test(digits)) return FULLY_MASKED;
  return `***-**-${digits.slice(-4)}`;
}
