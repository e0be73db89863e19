import { createHash } from 'node:crypto';
import { hashApiKeySecret, looksLikeApiKey, newApiKey, parseApiKey, secretMatches } from './api-key-format';

describe('API key format', () => {
  it('makes keys of the documented shape, whose prefix is their first part and whose hash is of the secret alone', () => {
    const made = newApiKey();
    expect(made.key).toMatch(/^chk_[a-z0-9]{8}_[A-Za-z0-9_-]{43}$/);
    expect(made.key.startsWith(`${made.prefix}_`)).toBe(true);
    const secret = made.key.slice(made.prefix.length + 1);
    expect(made.secretHash).toBe(createHash('sha256').update(secret).digest('hex'));
    expect(made.secretHash).not.toContain(secret);
  });

  it('never makes the same key twice', () => {
    const keys = new Set(Array.from({ length: 200 }, () => newApiKey().key));
    const prefixes = new Set([...keys].map((k) => k.slice(0, 12)));
    expect(keys.size).toBe(200);
    expect(prefixes.size).toBe(200);
  });

  it('parses a well-formed key into its prefix and secret, a secret holding _ and - included', () => {
    const secret = 'ab_cd-ef' + 'x'.repeat(35);
    expect(parseApiKey(`chk_a1b2c3d4_${secret}`)).toEqual({ prefix: 'chk_a1b2c3d4', secret });
  });

  it.each([
    ['a session token', 'eyJhbGciOiJIUzI1NiJ9.eyJ1c2VySWQiOiIxIn0.sig'],
    ['no secret', 'chk_a1b2c3d4'],
    ['an empty secret', 'chk_a1b2c3d4_'],
    ['a secret one character short', `chk_a1b2c3d4_${'x'.repeat(42)}`],
    ['a secret one character long', `chk_a1b2c3d4_${'x'.repeat(44)}`],
    ['an id of 7 characters', `chk_a1b2c3d_${'x'.repeat(43)}`],
    ['an id in capitals', `chk_A1B2C3D4_${'x'.repeat(43)}`],
    ['a character outside base64url', `chk_a1b2c3d4_${'x'.repeat(42)}=`],
    ['whitespace around it', ` chk_a1b2c3d4_${'x'.repeat(43)}`],
    ['another marker', `chx_a1b2c3d4_${'x'.repeat(43)}`],
  ])('refuses %s', (_, token) => {
    expect(parseApiKey(token)).toBeNull();
  });

  it('tells keys from session tokens by their marker', () => {
    expect(looksLikeApiKey(newApiKey().key)).toBe(true);
    expect(looksLikeApiKey('chk_broken')).toBe(true);
    expect(looksLikeApiKey('eyJhbGciOiJIUzI1NiJ9.e30.sig')).toBe(false);
  });

  it('matches only the secret whose hash is kept', () => {
    const made = newApiKey();
    const parsed = parseApiKey(made.key)!;
    expect(secretMatches(parsed.secret, made.secretHash)).toBe(true);
    const other = parseApiKey(newApiKey().key)!;
    expect(secretMatches(other.secret, made.secretHash)).toBe(false);
    expect(secretMatches(parsed.secret, 'not hex')).toBe(false);
    expect(hashApiKeySecret(parsed.secret)).toHaveLength(64);
  });
});
