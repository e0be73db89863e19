import fc from 'fast-check';
import { isValidSsn, maskSsn, ssnLast4 } from './ssn';

describe('isValidSsn', () => {
  it.each([
    ['123456789', true],
    ['001010001', true], // smallest usable parts
    ['899999999', true], // highest usable area
    ['665991234', true],
    ['667011234', true],
    ['000121234', false], // area 000
    ['666121234', false], // area 666
    ['900121234', false], // 900-999 are ITINs
    ['999121234', false],
    ['123001234', false], // group 00
    ['123450000', false], // serial 0000
    ['12345678', false], // 8 digits
    ['1234567890', false], // 10 digits
    ['123-45-6789', false], // the forms send digits only
    ['12345678a', false],
    ['', false],
  ])('%j → %s', (ssn, expected) => {
    expect(isValidSsn(ssn)).toBe(expected);
  });

  it('accepts any 9 digits whose area, group and serial are all allowed', () => {
    const area = fc.integer({ min: 1, max: 899 }).filter((a) => a !== 666);
    const group = fc.integer({ min: 1, max: 99 });
    const serial = fc.integer({ min: 1, max: 9999 });
    fc.assert(
      fc.property(area, group, serial, (a, g, s) => {
        const ssn = `${String(a).padStart(3, '0')}${String(g).padStart(2, '0')}${String(s).padStart(4, '0')}`;
        expect(isValidSsn(ssn)).toBe(true);
      }),
    );
  });
});

describe('ssnLast4', () => {
  it('returns the serial', () => {
    expect(ssnLast4('123456789')).toBe('6789');
  });

  it.each(['6789', '123-45-6789', '12345678', ''])('throws on %j', (ssn) => {
    expect(() => ssnLast4(ssn)).toThrow(RangeError);
  });
});

describe('maskSsn', () => {
  it.each([
    ['123456789', '***-**-6789'],
    ['123-45-6789', '***-**-6789'],
    ['123 45 6789', '***-**-6789'],
    ['6789', '***-**-6789'],
    ['0001', '***-**-0001'],
    ['12345', '***-**-****'], // neither a full SSN nor last four: show nothing
    ['789', '***-**-****'],
    ['', '***-**-****'],
    ['abcd', '***-**-****'],
  ])('%j → %s', (input, expected) => {
    expect(maskSsn(input)).toBe(expected);
  });

  it('never reveals more than the last four digits', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{9}$/), (ssn) => {
        const masked = maskSsn(ssn);
        expect(masked).toBe(`***-**-${ssn.slice(5)}`);
        expect(masked.replace(/\D/g, '')).toHaveLength(4);
      }),
    );
  });
});
