/** Accounts: who may do what within a company, and the limits of the account forms. */
import { SIGNUP_LIMITS } from './limits';

/**
 * A company user's role. The owner (the one who signed up, and whoever an owner makes one) manages
 * the company's users and its ERD; a member does everything else the company does. Administrators
 * belong to no company and have no role.
 */
export const COMPANY_ROLES = ['owner', 'member'] as const;
export type CompanyRole = (typeof COMPANY_ROLES)[number];

export const COMPANY_ROLE_LABELS: Record<CompanyRole, string> = {
  owner: 'Owner',
  member: 'Member',
};

export const ACCOUNT_LIMITS = {
  firstname: SIGNUP_LIMITS.firstname,
  lastname: SIGNUP_LIMITS.lastname,
  email: SIGNUP_LIMITS.email,
  /** One password policy: the sign-up's. */
  password: SIGNUP_LIMITS.password,
  passwordMin: SIGNUP_LIMITS.passwordMin,
  /** The one-use link's token as it travels in a mail: 32 random bytes, base64url. */
  token: 43,
} as const;

/** How long a password-reset link stays usable. */
export const PASSWORD_RESET_MINUTES = 30;
/** How long an invitation to join a company (or the administrators) stays usable. */
export const INVITATION_DAYS = 7;

/**
 * What a user of a team may be offered on the team page (the company's users, or the administrators).
 * The API answers, with each user, the ones the caller may take: only what its own rules would accept
 * (a company keeps one owner who can log in, the service one administrator; one's own second factor
 * is turned off on the account page), so the page never offers a change that fails.
 */
export const TEAM_USER_ACTIONS = ['make-owner', 'make-member', 'disable', 'enable', 'turn-off-two-factor', 'remove'] as const;
export type TeamUserAction = (typeof TEAM_USER_ACTIONS)[number];
