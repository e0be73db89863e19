import { MOBILE_PHONE } from '@clearhire/contracts';

/**
 * A mobile number as people and HR systems write it, in the E.164 form SMS providers take
 * (MOBILE_PHONE): "+44 20 7946 0958" → "+442079460958". A US number written without its country
 * code (10 digits, or 11 starting with 1: "(555) 201-0123", "1-555-201-0123") gets +1, since
 * ClearHire's employers and their hires are in the United States. Spaces, dots, dashes and
 * parentheses are dropped; anything else (letters, an extension) makes the number unreadable: null.
 */
export function normalizeMobilePhone(text: string): string | null {
  const trimmed = text.trim();
  if (!/^\+?[\d\s().-]+$/.test(trimmed)) return null;
  const digits = trimmed.replace(/[^\d]/g, '');
  let e164: string;
  if (trimmed.startsWith('+')) e164 = `+${digits}`;
  else if (digits.length === 10) e164 = `+1${digits}`;
  else if (digits.length === 11 && digits.startsWith('1')) e164 = `+${digits}`;
  else return null;
  // A North American number's area code and exchange never start with 0 or 1 (NANP): catches a mistyped or shifted number.
  if (e164.startsWith('+1') && !/^\+1[2-9]\d{2}[2-9]\d{6}$/.test(e164)) return null;
  return e164.length <= MOBILE_PHONE.max && MOBILE_PHONE.pattern.test(e164) ? e164 : null;
}
