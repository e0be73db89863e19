import { describe, expect, it } from 'vitest';
import { isLookupZip, planZipFill } from './address-values';
import { addressFromComponents } from './google-places';

const austin = { zip: '78701', city: 'Austin', county: 'Travis', state: 'TX' };
const empty = { city: '', county: '', state: '' };

describe('ZIP code lookup', () => {
  it('looks up complete 5-digit ZIP codes only', () => {
    expect(isLookupZip('78701')).toBe(true);
    expect(['7870', '787011', '7870a', '', undefined].map(isLookupZip)).toEqual([false, false, false, false, false]);
  });

  it('fills empty city, county and state', () => {
    expect(planZipFill(empty, {}, austin)).toEqual({ city: 'Austin', county: 'Travis', state: 'TX' });
  });

  it('never overwrites what the person typed', () => {
    expect(planZipFill({ city: 'Round Rock', county: '', state: 'TX' }, {}, austin)).toEqual({ county: 'Travis' });
  });

  it('replaces what an earlier lookup filled, but not a part the person changed since', () => {
    const before = { city: 'Austin', county: 'Travis', state: 'TX' };
    const dallas = { zip: '75201', city: 'Dallas', county: 'Dallas', state: 'TX' };
    expect(planZipFill(before, before, dallas)).toEqual({ city: 'Dallas', county: 'Dallas' });
    expect(planZipFill({ ...before, city: 'Sunset Valley' }, before, dallas)).toEqual({ county: 'Dallas' });
  });

  it('skips a state code the form does not offer', () => {
    expect(planZipFill(empty, {}, { ...austin, state: 'AE' })).toEqual({ city: 'Austin', county: 'Travis' });
  });
});

describe('Google Places address parts', () => {
  const part = (types: string[], longText: string, shortText = longText) => ({ types, longText, shortText });

  it('reads street, city, county without "County", state code and ZIP', () => {
    const address = addressFromComponents([
      part(['street_number'], '100'),
      part(['route'], 'Congress Avenue', 'Congress Ave'),
      part(['locality', 'political'], 'Austin'),
      part(['administrative_area_level_2', 'political'], 'Travis County'),
      part(['administrative_area_level_1', 'political'], 'Texas', 'TX'),
      part(['country', 'political'], 'United States', 'US'),
      part(['postal_code'], '78701'),
    ]);
    expect(address).toEqual({ street: '100 Congress Avenue', city: 'Austin', county: 'Travis', state: 'TX', zip: '78701' });
  });

  it('takes a territory from the country part (Puerto Rico)', () => {
    expect(addressFromComponents([part(['locality'], 'San Juan'), part(['country'], 'Puerto Rico', 'PR')])).toEqual({ city: 'San Juan', state: 'PR' });
  });
});
