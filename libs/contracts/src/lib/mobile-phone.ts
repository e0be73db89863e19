import { MOBILE_PHONE } from './connections';

/**
 * A mobile number as people type it, in the E.164 form SMS providers take, or null when it is not
 * one. A 10-digit US number ("(808) 555-0142", "808.555.0142", "1 808 555 0142") gets the country
 * code +1; a number starting with "+" keeps its own. Spaces, dots, dashes and parentheses are
 * dropped; letters or any other character make it no number. The API and the portal both use it,
 * so what the form accepts is what the API stores.
 */
export function normaliseMobilePhone(typed: string): string | null {
  const trimmed = typed.trim();
  if (!/^\+?[\d\s().-]+$/.test(trimmed)) return null;
  const digits = trimmed.replace(/\D/g, '');
  let e164: string;
  if (trimmed.startsWith('+')) e164 = `+${digits}`;
  else if (digits.length === 10) e164 = `+1${digits}`;
  else if (digits.length === 11 && digits.startsWith('1')) e164 = `+${digits}`;
  else return null;
  // North American numbers: area code and exchange never start with 0 or 1 (NANP).
  if (e164.startsWith('+1') && !/^\+1[2-9]\d{2}[2-9]\d{6}$/.test(e164)) return null;
  return e164.length <= MOBILE_PHONE.max && MOBILE_PHONE.pattern.test(e164) ? e164 : null;
}

/** What the user is told when a number is not one. */
export const MOBILE_PHONE_HINT = 'a mobile number: 10 digits for a US number, or + and the country code';

/**
 * A stored number as lists and pages show it: only the last four digits ("••• ••• 0142"). It is
 * contact data like the e-mail, but a texted link reaches whoever holds it, so it is not echoed whole.
 */
export function maskMobilePhone(e164: string): string {
  return `••• ••• ${e164.slice(-4)}`;
}
