import { maskMobilePhone, normaliseMobilePhone } from './mobile-phone';

describe('normaliseMobilePhone', () => {
  it.each([
    ['8085550142', '+18085550142'],
    ['(808) 555-0142', '+18085550142'],
    ['808.555.0142', '+18085550142'],
    ['1 808 555 0142', '+18085550142'],
    ['  +1 808 555 0142 ', '+18085550142'],
    ['+44 7700 900123', '+447700900123'],
    ['+525512345678', '+525512345678'],
  ])('takes %j as %s', (typed, e164) => expect(normaliseMobilePhone(typed)).toBe(e164));

  it.each([
    ['', 'empty'],
    ['555-0142', 'seven digits'],
    ['808555014', 'nine digits'],
    ['28085550142', 'eleven digits not starting with 1'],
    ['0085550142', 'an area code starting with 0'],
    ['8081550142', 'an exchange starting with 1'],
    ['+0 808 555 0142', 'a country code 0'],
    ['+1234567890123456', 'more than 15 digits'],
    ['808-555-O142', 'a letter O'],
    ['+1 808 555 0142 ext 3', 'an extension'],
    ['++18085550142', 'two plus signs'],
    ['+1808555014\u0000', 'a control character'],
  ])('refuses %j (%s)', (typed) => expect(normaliseMobilePhone(typed)).toBeNull());
});

describe('maskMobilePhone', () => {
  it('shows only the last four digits', () => {
    expect(maskMobilePhone('+18085550142')).toBe('••• ••• 0142');
    expect(maskMobilePhone('+18085550142')).not.toContain('808');
  });
});
