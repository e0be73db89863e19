import { COMPANY_ROLE_LABELS } from '@clearhire/contracts';
import type { AccountUser, PendingInvitation } from '../../api/generated';

/** How a user is named in the lists and in the buttons that act on them. */
export function userName(user: Pick<AccountUser, 'firstname' | 'lastname' | 'email'>): string {
  return `${user.firstname} ${user.lastname}`.trim() || user.email;
}

/** A company user's or invitation's role as people read it; administrators have none. */
export function roleLabel(role: AccountUser['role'] | PendingInvitation['role']): string {
  return role ? COMPANY_ROLE_LABELS[role] : 'Administrator';
}
