import { atsFields, readAtsLink } from './ats-link';

describe('readAtsLink', () => {
  it('reads the candidate id, the prefilled values and the return URL', () => {
    const link = readAtsLink('?externalId=CAND-7&firstName=%20Ana%20&lastName=Reyes&email=ana%40example.com&phone=%2B1%20(415)%20555-0123&returnUrl=https%3A%2F%2Fats.example.com%2Fc%2F7');
    expect(link).toEqual({
      externalId: 'CAND-7',
      prefill: { firstname: 'Ana', lastname: 'Reyes', email: 'ana@example.com', phone: '4155550123' },
      returnUrl: 'https://ats.example.com/c/7',
    });
    expect(atsFields(link, 'es')).toEqual({ language: 'es', externalId: 'CAND-7', returnUrl: 'https://ats.example.com/c/7' });
  });

  it('drops what cannot be right instead of sending it', () => {
    const link = readAtsLink(`?externalId=has%20space&firstName=${'A'.repeat(200)}&phone=12345&email=`);
    expect(link).toEqual({ prefill: {} });
    expect(atsFields(link, 'en')).toEqual({ language: 'en' });
  });

  it('reads nothing from a plain link', () => {
    expect(readAtsLink('')).toEqual({ prefill: {} });
  });
});
