import { LAST_ADMIN, LAST_OWNER, lastManagerRefusal, NO_TWO_FACTOR, offeredActions, OWN_TWO_FACTOR, twoFactorResetRefusal, type TeamMember } from './team-rules';

const COMPANY = { companyId: 7 };
const ADMINS = { admins: true } as const;
const member = (id: string, over: Partial<TeamMember> = {}): TeamMember => ({ id, role: 'member', disabledAt: null, totpEnabledAt: null, ...over });
const owner = (id: string, over: Partial<TeamMember> = {}): TeamMember => member(id, { role: 'owner', ...over });
const admin = (id: string, over: Partial<TeamMember> = {}): TeamMember => member(id, { role: null, ...over });
const asOwner = (userId: string) => ({ userId, isAdmin: false, role: 'owner' as const });
const DISABLED = new Date('2026-03-01T00:00:00Z');

describe('lastManagerRefusal: a company keeps an owner who can log in, the service an administrator', () => {
  const users = [owner('carla'), member('mo'), owner('dana', { disabledAt: DISABLED })];

  it.each([
    ['made a member', { role: 'member' as const, disabledAt: null }],
    ['disabled', { role: 'owner' as const, disabledAt: DISABLED }],
    ['removed', null],
  ])('refuses the only owner who can log in being %s', (_case, after) => {
    expect(lastManagerRefusal(COMPANY, users, 'carla', after)).toBe(LAST_OWNER);
  });

  it('lets an owner step down once another owner can log in', () => {
    expect(lastManagerRefusal(COMPANY, [...users, owner('eli')], 'carla', null)).toBeNull();
    expect(lastManagerRefusal(COMPANY, users, 'mo', { role: 'owner', disabledAt: null })).toBeNull();
  });

  it('refuses disabling the last administrator who can log in', () => {
    expect(lastManagerRefusal(ADMINS, [admin('a'), admin('b', { disabledAt: DISABLED })], 'a', { role: null, disabledAt: DISABLED })).toBe(LAST_ADMIN);
    expect(lastManagerRefusal(ADMINS, [admin('a'), admin('b')], 'a', { role: null, disabledAt: DISABLED })).toBeNull();
  });
});

describe('twoFactorResetRefusal', () => {
  it("refuses one's own and a user without a second factor", () => {
    expect(twoFactorResetRefusal(owner('carla', { totpEnabledAt: DISABLED }), { userId: 'carla' })).toBe(OWN_TWO_FACTOR);
    expect(twoFactorResetRefusal(member('mo'), { userId: 'carla' })).toBe(NO_TWO_FACTOR);
    expect(twoFactorResetRefusal(member('mo', { totpEnabledAt: DISABLED }), { userId: 'carla' })).toBeNull();
  });
});

describe('offeredActions: only what the rules accept', () => {
  // Issue 32: the only owner was offered "Make member", "Disable" and "Remove" on themself; the first answered 409.
  it('offers the only owner nothing on themself, and the owner everything on a member', () => {
    const users = [owner('carla'), member('mo')];
    expect(offeredActions(COMPANY, users, users[0], asOwner('carla'))).toEqual([]);
    expect(offeredActions(COMPANY, users, users[1], asOwner('carla'))).toEqual(['make-owner', 'disable', 'remove']);
  });

  it('offers an owner stepping down once another owner can log in, and enabling a disabled one', () => {
    const users = [owner('carla', { totpEnabledAt: DISABLED }), owner('dana', { totpEnabledAt: DISABLED }), owner('eli', { disabledAt: DISABLED })];
    expect(offeredActions(COMPANY, users, users[0], asOwner('carla'))).toEqual(['make-member', 'disable', 'remove']);
    expect(offeredActions(COMPANY, users, users[1], asOwner('carla'))).toEqual(['make-member', 'disable', 'turn-off-two-factor', 'remove']);
    expect(offeredActions(COMPANY, users, users[2], asOwner('carla'))).toEqual(['make-member', 'enable', 'remove']);
  });

  it('offers a member nothing, and an administrator what an owner gets', () => {
    const users = [owner('carla'), member('mo')];
    expect(offeredActions(COMPANY, users, users[1], { userId: 'mo', isAdmin: false, role: 'member' })).toEqual([]);
    expect(offeredActions(COMPANY, users, users[0], { userId: 'root', isAdmin: true, role: null })).toEqual([]);
    expect(offeredActions(COMPANY, users, users[1], { userId: 'root', isAdmin: true, role: null })).toEqual(['make-owner', 'disable', 'remove']);
  });

  it('offers administrators no role and no removal, and never disabling the last one who can log in', () => {
    const you = { userId: 'a', isAdmin: true, role: null };
    expect(offeredActions(ADMINS, [admin('a')], admin('a'), you)).toEqual([]);
    const users = [admin('a'), admin('b', { totpEnabledAt: DISABLED })];
    expect(offeredActions(ADMINS, users, users[0], you)).toEqual(['disable']);
    expect(offeredActions(ADMINS, users, users[1], you)).toEqual(['disable', 'turn-off-two-factor']);
  });
});
