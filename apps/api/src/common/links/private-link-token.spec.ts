import { isPrivateLinkToken, newPrivateLinkToken } from './private-link-token';

describe('private link tokens', () => {
  it('makes 43-character base64url tokens, each new', () => {
    const tokens = Array.from({ length: 200 }, newPrivateLinkToken);
    expect(new Set(tokens).size).toBe(200);
    for (const token of tokens) {
      expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(isPrivateLinkToken(token)).toBe(true);
    }
  });

  it.each([
    ['one character short', 'a'.repeat(42)],
    ['one character long', 'a'.repeat(44)],
    ['base64 rather than base64url', `${'a'.repeat(41)}+/`],
    ['padded', `${'a'.repeat(42)}=`],
    ['a path', `../${'a'.repeat(40)}`],
    ['empty', ''],
  ])('refuses a token %s', (_case, text) => {
    expect(isPrivateLinkToken(text)).toBe(false);
  });

  it.each([[undefined], [null], [43], [['a'.repeat(43)]], [{ url: 'a'.repeat(43) }]])('refuses %p, which is not text', (value) => {
    expect(isPrivateLinkToken(value)).toBe(false);
  });
});
