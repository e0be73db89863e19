import { US_STATE_CODES } from '@clearhire/contracts';
import type { ZipPlaceView } from '../../api/public-client';

/** The address block both public forms share (docs/product.md §3: street, apt, zip, city, county, state). */
export interface AddressValues {
  street: string;
  apt: string;
  zip: string;
  city: string;
  county: string;
  state: string;
}

/** The address block of a form not yet filled in. */
export const EMPTY_ADDRESS: AddressValues = { street: '', apt: '', zip: '', city: '', county: '', state: '' };

/** The parts a ZIP code lookup can fill. */
export const ZIP_FILLED_PARTS = ['city', 'county', 'state'] as const;
export type ZipFilledPart = (typeof ZIP_FILLED_PARTS)[number];
export type ZipFilledValues = Record<ZipFilledPart, string>;

/** Only a complete 5-digit ZIP is looked up (longer ZIP+4 digits are typed on after it). */
export function isLookupZip(zip: string | undefined): zip is string {
  return typeof zip === 'string' && /^\d{5}$/.test(zip);
}

export function isUsStateCode(code: string | null | undefined): code is string {
  return typeof code === 'string' && US_STATE_CODES.includes(code);
}

/**
 * What a ZIP lookup may write: a part that is empty, or that still holds what an earlier lookup put
 * there. Anything the person typed stays as it is. A state code the form does not offer is skipped.
 */
export function planZipFill(current: ZipFilledValues, filledBefore: Partial<ZipFilledValues>, place: ZipPlaceView): Partial<ZipFilledValues> {
  const found: ZipFilledValues = { city: place.city ?? '', county: place.county ?? '', state: isUsStateCode(place.state) ? place.state : '' };
  const plan: Partial<ZipFilledValues> = {};
  for (const part of ZIP_FILLED_PARTS) {
    const mayWrite = current[part].trim() === '' || current[part] === filledBefore[part];
    if (mayWrite && found[part] && found[part] !== current[part]) plan[part] = found[part];
  }
  return plan;
}
