import { normalizeMobilePhone } from './mobile-phone';

describe('normalizeMobilePhone', () => {
  it('gives a US number written without a country code +1', () => {
    expect(normalizeMobilePhone('(415) 555-0123')).toBe('+14155550123');
    expect(normalizeMobilePhone('415.555.0123')).toBe('+14155550123');
    expect(normalizeMobilePhone('4155550123')).toBe('+14155550123');
    expect(normalizeMobilePhone('1-415-555-0123')).toBe('+14155550123');
  });

  it('keeps a number already in E.164 form, spaces removed', () => {
    expect(normalizeMobilePhone('+14155550123')).toBe('+14155550123');
    expect(normalizeMobilePhone(' +44 20 7946 0958 ')).toBe('+442079460958');
    expect(normalizeMobilePhone('+52 55 1234 5678')).toBe('+525512345678');
  });

  it('refuses what is not a whole phone number', () => {
    expect(normalizeMobilePhone('')).toBeNull();
    expect(normalizeMobilePhone('555-0123')).toBeNull(); // 7 digits: no area code
    expect(normalizeMobilePhone('415555012')).toBeNull(); // 9 digits
    expect(normalizeMobilePhone('24155550123')).toBeNull(); // 11 digits not starting with 1
    expect(normalizeMobilePhone('415-555-0123 ext 4')).toBeNull();
    expect(normalizeMobilePhone('+0123456789')).toBeNull(); // no country code starts with 0
    expect(normalizeMobilePhone('+1234567890123456')).toBeNull(); // 16 digits: longer than E.164 allows
    expect(normalizeMobilePhone('++14155550123')).toBeNull();
  });

  it('refuses a US number whose area code or exchange starts with 0 or 1', () => {
    expect(normalizeMobilePhone('(015) 555-0123')).toBeNull();
    expect(normalizeMobilePhone('415-155-0123')).toBeNull();
    expect(normalizeMobilePhone('+1 115 555 0123')).toBeNull();
  });
});
