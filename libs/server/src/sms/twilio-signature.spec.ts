import { isTwilioSignatureValid, twilioSignature } from './twilio-signature';

describe('twilioSignature', () => {
  // The example of Twilio's own documentation (https://www.twilio.com/docs/usage/security#validating-requests).
  const authToken = '12345';
  const url = 'https://mycompany.com/myapp.php?foo=1&bar=2';
  const params = { CallSid: 'CA1234567890ABCDE', Caller: '+12349013030', Digits: '1234', From: '+12349013030', To: '+18005551212' };

  it("matches Twilio's documented example", () => {
    expect(twilioSignature(authToken, url, params)).toBe('0/KCTR6DLpKmkAf8muzZqo1nDgQ=');
  });

  it('accepts the right signature and refuses any change', () => {
    const signature = twilioSignature(authToken, url, params);
    expect(isTwilioSignatureValid(authToken, url, params, signature)).toBe(true);
    expect(isTwilioSignatureValid('54321', url, params, signature)).toBe(false);
    expect(isTwilioSignatureValid(authToken, `${url}&x=1`, params, signature)).toBe(false);
    expect(isTwilioSignatureValid(authToken, url, { ...params, Digits: '1235' }, signature)).toBe(false);
    expect(isTwilioSignatureValid(authToken, url, params, undefined)).toBe(false);
    expect(isTwilioSignatureValid(authToken, url, params, '')).toBe(false);
    expect(isTwilioSignatureValid(authToken, url, params, `${signature}=`)).toBe(false);
  });

  it('sorts the parameters by name, whatever their order', () => {
    const reversed = Object.fromEntries(Object.entries(params).reverse());
    expect(twilioSignature(authToken, url, reversed)).toBe(twilioSignature(authToken, url, params));
  });
});
