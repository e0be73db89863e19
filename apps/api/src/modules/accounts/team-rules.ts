import type { User } from '@clearhire/db';
import type { CompanyRole, TeamUserAction } from '@clearhire/contracts';
import type { Session } from '../../common/auth/session';
import type { Team } from './team.repository';

export const LAST_OWNER = 'A company always keeps at least one owner who can log in: make another user an owner first.';
export const LAST_ADMIN = 'There must always be at least one administrator who can log in: invite another one first.';
export const OWN_TWO_FACTOR = 'Turn your own two-factor sign-in off on your account page, with your password.';
export const NO_TWO_FACTOR = 'This user does not sign in with two factors.';

/** A team member as the rules read them. */
export type TeamMember = Pick<User, 'id' | 'role' | 'disabledAt' | 'totpEnabledAt'>;
/** What a change leaves of a user: their role and whether they are disabled; null when they are removed. */
export type MemberAfter = Pick<User, 'role' | 'disabledAt'> | null;

const canLogInAndManage = (team: Team, u: Pick<User, 'role' | 'disabledAt'>): boolean => !u.disabledAt && ('admins' in team || u.role === 'owner');

/**
 * The one rule of a team's changes (TeamService's refusals and the actions its list offers): after
 * `userId` becomes `after`, a company still has an owner who can log in, and the service an
 * administrator who can; null when it would have none, else the refusal's message.
 */
export function lastManagerRefusal(team: Team, users: readonly TeamMember[], userId: string, after: MemberAfter): string | null {
  const remaining = users.flatMap((u) => (u.id !== userId ? [u] : after ? [{ ...u, ...after }] : []));
  if (remaining.some((u) => canLogInAndManage(team, u))) return null;
  return 'admins' in team ? LAST_ADMIN : LAST_OWNER;
}

/** Why a user's second factor may not be turned off by the caller: one's own is turned off with one's password, and a user must have one. */
export function twoFactorResetRefusal(user: TeamMember, session: Pick<Session, 'userId'>): string | null {
  if (user.id === session.userId) return OWN_TWO_FACTOR;
  return user.totpEnabledAt ? null : NO_TWO_FACTOR;
}

/**
 * The actions the caller may take on `user` (TEAM_USER_ACTIONS), each one only where the rules above
 * accept it: the only owner was offered "Make member", "Disable" and "Remove" on themself, and the
 * first answered 409 (issue 32). A member manages nobody. Administrators are never removed, nor given
 * a role, from the team page.
 */
export function offeredActions(team: Team, users: readonly TeamMember[], user: TeamMember, session: Pick<Session, 'userId' | 'isAdmin' | 'role'>): TeamUserAction[] {
  if (!session.isAdmin && session.role !== 'owner') return [];
  const allowed = (after: MemberAfter) => lastManagerRefusal(team, users, user.id, after) === null;
  const actions: TeamUserAction[] = [];
  if ('companyId' in team) {
    const other: CompanyRole = user.role === 'owner' ? 'member' : 'owner';
    if (allowed({ role: other, disabledAt: user.disabledAt })) actions.push(other === 'owner' ? 'make-owner' : 'make-member');
  }
  if (user.disabledAt) actions.push('enable');
  else if (allowed({ role: user.role, disabledAt: new Date(0) })) actions.push('disable');
  if (twoFactorResetRefusal(user, session) === null) actions.push('turn-off-two-factor');
  if ('companyId' in team && allowed(null)) actions.push('remove');
  return actions;
}
