import { readClaims } from './token';
import { unsignedToken as tokenWith } from './unsigned-token';

describe('readClaims', () => {
  const now = Date.UTC(2026, 10, 22, 12);
  const exp = now / 1000 + 3600;

  it('reads the session fields of a live token', () => {
    expect(readClaims(tokenWith({ userId: 7, isAdmin: true, name: 'Ana Díaz', companyId: null, exp }), now)).toEqual({
      userId: 7,
      isAdmin: true,
      name: 'Ana Díaz',
      companyId: null,
      role: null,
      twoFactorSetupRequired: false,
      exp,
    });
  });

  it("reads the API's tokens, whose userId is a UUID", () => {
    const userId = '95008060-7ff8-4056-a346-2e1dd05a23df';
    expect(readClaims(tokenWith({ userId, isAdmin: false, name: 'Carla Owner', companyId: 3, role: 'owner', exp }), now)).toEqual({
      userId,
      isAdmin: false,
      name: 'Carla Owner',
      companyId: 3,
      role: 'owner',
      twoFactorSetupRequired: false,
      exp,
    });
  });

  it('reads a company member', () => {
    expect(readClaims(tokenWith({ userId: 'u', isAdmin: false, name: 'M', companyId: 3, role: 'member', exp }), now)?.role).toBe('member');
  });

  it('counts a company user of an older token, without a role, as a member', () => {
    expect(readClaims(tokenWith({ userId: 'u', isAdmin: false, name: 'M', companyId: 3, exp }), now)?.role).toBe('member');
  });

  it('gives an administrator no role, whatever the token says', () => {
    expect(readClaims(tokenWith({ userId: 'u', isAdmin: true, name: 'A', companyId: null, role: 'owner', exp }), now)?.role).toBeNull();
  });

  it('counts an unknown role as a member', () => {
    expect(readClaims(tokenWith({ userId: 'u', isAdmin: false, name: 'M', companyId: 3, role: 'superuser', exp }), now)?.role).toBe('member');
  });

  it('reads that two-factor sign-in must be set up before anything else', () => {
    const claims = { userId: 'u', isAdmin: true, name: 'A', companyId: null, exp };
    expect(readClaims(tokenWith({ ...claims, twoFactorSetupRequired: true }), now)?.twoFactorSetupRequired).toBe(true);
    expect(readClaims(tokenWith(claims), now)?.twoFactorSetupRequired).toBe(false);
    expect(readClaims(tokenWith({ ...claims, twoFactorSetupRequired: 'yes' }), now)?.twoFactorSetupRequired).toBe(false);
  });

  it('treats an expired token as logged out', () => {
    expect(readClaims(tokenWith({ userId: 7, isAdmin: false, name: 'A', companyId: 3, exp: now / 1000 }), now)).toBeNull();
  });

  it.each(['', 'garbage', 'a.b.c', 'a.eyJ1c2VySWQiOiJ4In0.c'])('rejects the unreadable token %j', (token) => {
    expect(readClaims(token, now)).toBeNull();
  });

  it.each(['Carla Muñoz', 'Tomás Reyes', 'Nguyễn Văn An', "Siobhán O'Brien", 'María García-López'])(
    'reads the name %s as written (UTF-8, not Latin-1)',
    (name) => {
      expect(readClaims(tokenWith({ userId: 'u', isAdmin: false, name, companyId: 3, role: 'owner', exp }), now)?.name).toBe(name);
    },
  );

  it('reads a token signed by a Node signer (Buffer base64url of UTF-8) the same way', () => {
    const body = Buffer.from(JSON.stringify({ userId: 'u', isAdmin: false, name: 'Carla Muñoz', companyId: 3, exp })).toString('base64url');
    expect(readClaims(`h.${body}.s`, now)?.name).toBe('Carla Muñoz');
  });

  it('refuses a payload whose bytes are not UTF-8 instead of showing a garbled name', () => {
    const body = Buffer.concat([Buffer.from('{"userId":"u","name":"Mu'), Buffer.from([0xf1]), Buffer.from(`oz","exp":${exp}}`)]).toString('base64url');
    expect(readClaims(`h.${body}.s`, now)).toBeNull();
  });
});
