/**
 * The public pre-screening link /prescreening/{increased company id}
 * (docs/product.md §9): the company id multiplied by 73017, divided back on arrival.
 *
 * This only keeps raw ids out of shared links; it is NOT access control.
 * Anyone can multiply a guess by 73017, so the endpoint behind the link must
 * treat every decoded id as untrusted and check the company exists and is
 * approved.
 */
export const COMPANY_LINK_FACTOR = 73017;

const FACTOR = BigInt(COMPANY_LINK_FACTOR);
const MAX_ID = BigInt(Number.MAX_SAFE_INTEGER);
// MAX_SAFE_INTEGER * 73017 has 21 digits; anything longer cannot decode, and
// the cap stops a hostile URL from making us parse a huge BigInt.
const MAX_LINK_DIGITS = (MAX_ID * FACTOR).toString().length;
// No leading zeros, so each company has exactly one link ("073017" is not "73017").
const CANONICAL_DIGITS = /^[1-9]\d*$/;

/**
 * Company id to link id. BigInt keeps the product exact even when it passes
 * 2^53 (ids above ~1.2e11), so the link is always a digit string.
 */
export function encodeCompanyLinkId(companyId: number): string {
  if (!Number.isSafeInteger(companyId) || companyId <= 0) {
    throw new RangeError(`Company id must be a positive safe integer, got ${companyId}`);
  }
  return (BigInt(companyId) * FACTOR).toString();
}

/**
 * Link id (route parameter, or a number from older callers) back to the
 * company id, or null when it cannot have come from encodeCompanyLinkId.
 */
export function decodeCompanyLinkId(linkId: string | number): number | null {
  const text = typeof linkId === 'number' ? numberToDigits(linkId) : linkId;
  if (text === null || text.length > MAX_LINK_DIGITS || !CANONICAL_DIGITS.test(text)) {
    return null;
  }
  const value = BigInt(text);
  if (value % FACTOR !== BigInt(0)) return null;
  const companyId = value / FACTOR;
  return companyId > BigInt(0) && companyId <= MAX_ID ? Number(companyId) : null;
}

// A number above 2^53 may already have been rounded, so it cannot be trusted.
function numberToDigits(value: number): string | null {
  return Number.isSafeInteger(value) && value > 0 ? String(value) : null;
}
