import fc from 'fast-check';
import { COMPANY_LINK_FACTOR, decodeCompanyLinkId, encodeCompanyLinkId } from './company-link';

describe('encodeCompanyLinkId', () => {
  it.each([
    [1, '73017'],
    [2, '146034'],
    [42, '3066714'],
    [2 ** 31 - 1, '156802813452999'],
    [Number.MAX_SAFE_INTEGER, '657678667983422939847'], // exact even above 2^53
  ])('%i → %s', (id, link) => {
    expect(encodeCompanyLinkId(id)).toBe(link);
  });

  it.each([0, -1, 1.5, Number.NaN, Number.POSITIVE_INFINITY, Number.MAX_SAFE_INTEGER + 1])(
    'rejects %p',
    (id) => {
      expect(() => encodeCompanyLinkId(id)).toThrow(RangeError);
    },
  );
});

describe('decodeCompanyLinkId', () => {
  it.each<[string | number, number | null]>([
    ['73017', 1],
    [73017, 1],
    ['3066714', 42],
    ['657678667983422939847', Number.MAX_SAFE_INTEGER],
    ['0', null],
    ['', null],
    ['73016', null], // not a multiple
    ['73018', null],
    ['073017', null], // leading zero: not the canonical link
    ['+73017', null],
    ['-73017', null],
    [' 73017', null],
    ['73017 ', null],
    ['73017.0', null],
    ['7.3017e4', null],
    ['0x11d39', null],
    ['abc', null],
    ['73017;', null],
    ['657678667983423012864', null], // (MAX_SAFE_INTEGER + 1) * 73017: quotient not safe
    ['9'.repeat(5000), null], // absurdly long input is refused before BigInt parsing
    [0, null],
    [-73017, null],
    [73017.5, null],
    [Number.NaN, null],
    [2 ** 60, null], // numbers beyond 2^53 may already be rounded
  ])('%j → %p', (link, expected) => {
    expect(decodeCompanyLinkId(link)).toBe(expected);
  });

  it('undoes encodeCompanyLinkId for every id up to 2^31', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2 ** 31 }), (id) => {
        expect(decodeCompanyLinkId(encodeCompanyLinkId(id))).toBe(id);
      }),
    );
  });

  it('undoes encodeCompanyLinkId for every safe integer id', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER }), (id) => {
        expect(decodeCompanyLinkId(encodeCompanyLinkId(id))).toBe(id);
      }),
    );
  });

  it('rejects every link that is off by less than the factor', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 2 ** 31 }),
        fc.integer({ min: 1, max: COMPANY_LINK_FACTOR - 1 }),
        (id, offset) => {
          const link = BigInt(encodeCompanyLinkId(id)) + BigInt(offset);
          expect(decodeCompanyLinkId(link.toString())).toBeNull();
        },
      ),
    );
  });
});
