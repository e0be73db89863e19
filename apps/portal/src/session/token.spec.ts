import { readClaims } from './token';

function tokenWith(payload: object): string {
  const body = btoa(JSON.stringify(payload)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `eyJhbGciOiJIUzI1NiJ9.${body}.signature`;
}

describe('readClaims', () => {
  const now = Date.UTC(2026, 10, 22, 12);
  const exp = now / 1000 + 3600;

  it('reads the session fields of a live token', () => {
    expect(readClaims(tokenWith({ userId: 7, isAdmin: true, name: 'Ana Díaz', companyId: null, exp }), now)).toEqual({
      userId: 7,
      isAdmin: true,
      name: 'Ana Díaz',
      companyId: null,
      exp,
    });
  });

  it('treats an expired token as logged out', () => {
    expect(readClaims(tokenWith({ userId: 7, isAdmin: false, name: 'A', companyId: 3, exp: now / 1000 }), now)).toBeNull();
  });

  it.each(['', 'garbage', 'a.b.c', 'a.eyJ1c2VySWQiOiJ4In0.c'])('rejects the unreadable token %j', (token) => {
    expect(readClaims(token, now)).toBeNull();
  });
});
