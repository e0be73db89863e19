import { JwtService } from '@nestjs/jwt';
import type { AppConfig } from '../../config/app-config';
import { TokenService } from './token.service';

const config = { JWT_SECRET: 'a test secret that is long enough for HS256', JWT_TTL: '1h' } as AppConfig;
const session = { userId: '6f1d2c3e-0000-4000-8000-000000000001', isAdmin: false, name: 'Ada Owner', companyId: 7, role: 'owner' as const };

describe('TokenService.read', () => {
  afterEach(() => jest.useRealTimers());

  it('reads a token it issued, the same session every time it is shown again, frozen', () => {
    const tokens = new TokenService(new JwtService({}), config);
    const token = tokens.issue(session, 3);
    const first = tokens.read(token);
    expect(first).toEqual({ session: { ...session, signIn: { sessionId: expect.stringMatching(/^[A-Za-z0-9_-]{22}$/), expiresAt: expect.any(Number) } }, version: 3 });
    expect(tokens.read(token)).toBe(first);
    expect(Object.isFrozen(first!.session)).toBe(true);
  });

  it('refuses a token once it has expired, although it was read while valid', () => {
    jest.useFakeTimers({ now: new Date('2026-11-25T12:00:00Z') });
    const tokens = new TokenService(new JwtService({}), config);
    const token = tokens.issue(session, 0);
    expect(tokens.read(token)).not.toBeNull();
    jest.setSystemTime(new Date('2026-11-25T12:59:59.999Z'));
    expect(tokens.read(token)).not.toBeNull();
    jest.setSystemTime(new Date('2026-11-25T13:00:00Z'));
    expect(tokens.read(token)).toBeNull();
    expect(tokens.read(token)).toBeNull();
  });

  it('never accepts a token signed with another key or altered, however often it is shown', () => {
    const tokens = new TokenService(new JwtService({}), config);
    const forged = new TokenService(new JwtService({}), { ...config, JWT_SECRET: 'another secret entirely, also long enough' }).issue(session, 0);
    const genuine = tokens.issue(session, 0);
    const [header, , signature] = genuine.split('.');
    const altered = `${header}.${Buffer.from(JSON.stringify({ ...session, isAdmin: true, companyId: null, ver: 0, exp: 4102444800 })).toString('base64url')}.${signature}`;
    for (let i = 0; i < 3; i++) {
      expect(tokens.read(forged)).toBeNull();
      expect(tokens.read(altered)).toBeNull();
    }
    expect(tokens.read(genuine)).not.toBeNull();
  });

  it('refuses a two-factor challenge as a session, before and after the session token is known', () => {
    const tokens = new TokenService(new JwtService({}), config);
    const challenge = tokens.issueTwoFactorChallenge({ id: session.userId, tokenVersion: 0, twoFactorChallengeVersion: 0 });
    expect(tokens.read(challenge)).toBeNull();
    tokens.read(tokens.issue(session, 0));
    expect(tokens.read(challenge)).toBeNull();
  });

  it('names each token issued as a sign-in of its own, expiring with the token', () => {
    const tokens = new TokenService(new JwtService({}), config);
    const a = tokens.read(tokens.issue(session, 3))!.session.signIn!;
    const b = tokens.read(tokens.issue(session, 3))!.session.signIn!;
    expect(a.sessionId).not.toBe(b.sessionId);
    expect(a.expiresAt).toBeGreaterThan(Date.now());
  });

  it('never copies a session’s sign-in or locations into a new token', () => {
    const tokens = new TokenService(new JwtService({}), config);
    const read = tokens.read(tokens.issue({ ...session, signIn: { sessionId: 'old', expiresAt: 1 }, locationIds: [4] }, 3))!;
    expect(read.session.signIn!.sessionId).not.toBe('old');
    expect(read.session).not.toHaveProperty('locationIds');
  });
});
