import { HttpStatus, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { User } from '@clearhire/db';
import { AuditService } from '@clearhire/server';
import { ApiError } from '../../common/errors/api-error';
import type { Actor, Session } from '../../common/auth/session';
import { SessionVersions } from '../../common/auth/session-versions';
import { EndedSessions } from '../../common/auth/ended-sessions';
import { TokenService } from '../../common/auth/token.service';
import { UsersRepository } from '../users/users.repository';
import { LoginFailures } from './login-failures';
import { decoyHash, verifyPassword } from './password-hasher';
import { TwoFactor } from './two-factor';
import { SessionIssuer } from './session-issuer';
import { SecondFactorFailures } from './second-factor-failures';

/** A login's answer: a session token, or the challenge to give with the second factor. */
export type LoginOutcome = { token: string } | { twoFactorChallenge: string };

const BAD_LOGIN = 'The e-mail or password is incorrect.';
export const ACCOUNT_DISABLED = 'This account has been disabled. Please ask an owner of your company (or a ClearHire administrator) to enable it.';
const CHALLENGE_ENDED = 'This sign-in was already completed, or closed after too many wrong codes. Please log in again.';

/** Rolls back an exchange whose challenge another exchange ended first, its factor with it. */
class ChallengeEnded extends Error {}

/** How a user proved the second factor, as the login's audit event records it. */
type SecondFactor = 'totp' | 'recovery_code';

/** "30 seconds", "1 second", "4 minutes": how long the client must wait, rounded up. */
export function waitText(seconds: number): string {
  if (seconds < 90) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  return `${Math.ceil(seconds / 60)} minutes`;
}

@Injectable()
export class AuthService {
  constructor(
    private readonly users: UsersRepository,
    private readonly tokens: TokenService,
    private readonly failures: LoginFailures,
    private readonly audit: AuditService,
    private readonly versions: SessionVersions,
    private readonly endedSessions: EndedSessions,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly twoFactor: TwoFactor,
    private readonly sessions: SessionIssuer,
    private readonly secondFactorFailures: SecondFactorFailures,
  ) {}

  /**
   * A token for valid credentials; one message for an unknown e-mail and a wrong password alike.
   * A client that failed too often for this address waits (429 with Retry-After); other clients
   * do not (login-failures.ts).
   */
  async login(emailInput: string, password: string, actor: Actor): Promise<LoginOutcome> {
    const email = emailInput.toLowerCase();
    const wait = await this.failures.attempt(email, actor.ip);
    const user = await this.users.byEmail(this.dataSource.manager, email);
    if (wait > 0) {
      await this.recordFailure(actor, user, 'throttled');
      throw ApiError.tooManyRequests(`Too many failed attempts. Please wait ${waitText(wait)} before trying again.`, wait);
    }
    const valid = user ? await verifyPassword(user.passwordHash, password) : (await verifyPassword(await decoyHash(), password), false);
    if (!user || !valid) {
      await this.recordFailure(actor, user, 'bad_credentials');
      throw new ApiError(HttpStatus.UNAUTHORIZED, [{ msg: BAD_LOGIN }]);
    }
    // Said only to whoever knows the password: a disabled account is not a guessable fact.
    if (user.disabledAt) {
      await this.recordFailure(actor, user, 'disabled');
      throw new ApiError(HttpStatus.UNAUTHORIZED, [{ msg: ACCOUNT_DISABLED }]);
    }
    // The password is right: its failures from this client are over, a second factor or not. Kept
    // until the code, this attempt (counted above, after a lockout with a doubled wait) refused the
    // right code that followed with 429, and every new try doubled the wait again (issue 32). The
    // codes have their own counts (per client, and per account in SecondFactorFailures).
    await this.failures.succeeded(email, actor.ip);
    if (user.totpEnabledAt) return { twoFactorChallenge: this.tokens.issueTwoFactorChallenge(user) };
    const { token, setupRequired } = await this.sessions.sessionFor(user);
    await this.recordLogin(actor, user, setupRequired ? { twoFactor: 'setup_required' } : undefined);
    return { token };
  }

  /**
   * The second step of a login with two-factor sign-in: the challenge from the first step and a code
   * of the authenticator app (or a recovery code, once). Wrong codes are throttled per address and
   * client like passwords, in a count of their own (LoginFailures' 'code' step), and against the
   * account from every client together (SecondFactorFailures). A challenge gives one session: used,
   * or closed by the account's lock, it answers 400.
   */
  async completeTwoFactor(challenge: string, code: string, actor: Actor): Promise<string> {
    const { user, challengeVersion } = await this.challengedUser(challenge);
    await this.countSecondStep(user, challengeVersion, actor);
    let method: SecondFactor | null;
    try {
      method = await this.exchange(user, challengeVersion, code.trim());
    } catch (err) {
      await this.secondFactorFailures.giveBack(user.id);
      if (!(err instanceof ChallengeEnded)) throw err;
      await this.recordFailure(actor, user, 'challenge_ended');
      throw ApiError.badRequest(CHALLENGE_ENDED, 'challenge');
    }
    if (!method) {
      await this.recordFailure(actor, user, 'bad_second_factor');
      throw new ApiError(HttpStatus.UNAUTHORIZED, [{ msg: 'The code is incorrect or was already used.', param: 'code' }]);
    }
    await this.secondFactorFailures.giveBack(user.id);
    await this.failures.succeeded(user.email, actor.ip, 'code');
    await this.recordLogin(actor, user, { twoFactor: method });
    return this.tokens.issueFor(user);
  }

  /** The user a challenge was issued to, and its challenge version, while it is valid and the user may still finish signing in; 401 otherwise. */
  private async challengedUser(challenge: string): Promise<{ user: User; challengeVersion: number }> {
    const read = this.tokens.readTwoFactorChallenge(challenge);
    const user = read ? await this.users.byId(this.dataSource.manager, read.userId) : null;
    if (!read || !user || user.disabledAt || !user.totpEnabledAt || user.tokenVersion !== read.version) {
      throw new ApiError(HttpStatus.UNAUTHORIZED, [{ msg: 'This sign-in has expired. Please log in again.' }]);
    }
    return { user, challengeVersion: read.challengeVersion };
  }

  /**
   * Counts this attempt before its code is checked, against the account (every client together:
   * spread over many addresses, 6 digits would fall) and against this client (per address); 429
   * while either must wait. Counted first, parallel guesses cannot slip past the limit. A challenge
   * that meets the account's lock is closed: after the window its holder starts again with the
   * password (throttled and audited) rather than resuming the guesses.
   *
   * The account first, because its slot can be given back when the client must wait: a code refused
   * unchecked is then counted nowhere. The other way round, every code refused by the account's lock
   * counted as this client's failure and lengthened its wait, so the lock did not end with its window.
   */
  private async countSecondStep(user: User, challengeVersion: number, actor: Actor): Promise<void> {
    const accountWait = await this.secondFactorFailures.attempt(user.id);
    if (accountWait > 0) {
      await this.twoFactor.endChallenges(this.dataSource.manager, user.id, challengeVersion);
      await this.recordFailure(actor, user, 'throttled');
      throw ApiError.tooManyRequests(`Too many wrong codes for this account. Please wait ${waitText(accountWait)} before trying again.`, accountWait);
    }
    const clientWait = await this.failures.attempt(user.email, actor.ip, 'code');
    if (clientWait > 0) {
      await this.secondFactorFailures.giveBack(user.id);
      await this.recordFailure(actor, user, 'throttled');
      throw ApiError.tooManyRequests(`Too many failed attempts. Please wait ${waitText(clientWait)} before trying again.`, clientWait);
    }
  }

  /**
   * How the user proved the second factor ('totp' or 'recovery_code'), or null for a wrong code. A
   * right one is used up and ends the challenge in one transaction: of two exchanges of one challenge
   * at once, the second is rolled back (ChallengeEnded) and its factor stays unused.
   */
  private async exchange(user: User, challengeVersion: number, typed: string): Promise<SecondFactor | null> {
    // Asked after the counts, so that while the account is locked every second step answers 429.
    if (user.twoFactorChallengeVersion !== challengeVersion) throw new ChallengeEnded();
    const method: SecondFactor = /^\d{6}$/.test(typed) ? 'totp' : 'recovery_code';
    return this.dataSource.transaction(async (m) => {
      const accepted = method === 'totp' ? await this.twoFactor.acceptCode(m, user, typed) : await this.twoFactor.acceptRecoveryCode(m, user.id, typed);
      if (!accepted) return null;
      if (!(await this.twoFactor.endChallenges(m, user.id, challengeVersion))) throw new ChallengeEnded();
      return method;
    });
  }

  /** The user proved who they are: the event is theirs, as the session they now hold will be. */
  private recordLogin(actor: Actor, user: User, detail?: Record<string, unknown>): Promise<void> {
    return this.audit.recordAccess({
      actor: { session: { userId: user.id, isAdmin: user.isAdmin }, ip: actor.ip },
      action: 'auth.login_succeeded',
      recordType: 'user',
      recordId: user.id,
      companyId: user.companyId,
      ...(detail ? { detail } : {}),
    });
  }

  /**
   * Ends this sign-in only (EndedSessions): the user's other devices stay signed in. A token from
   * before sign-ins were named cannot be ended alone, so its logout ends every session, and so does a
   * logout Redis cannot take. Recorded once the sign-in has ended (nothing in the database changes).
   */
  async logout(actor: Actor & { session: Session }): Promise<void> {
    const signIn = actor.session.signIn;
    if (!signIn) return this.logoutEverywhere(actor);
    // Redis cannot take the ended sign-in: ending every session (in the database) is the safe side.
    const ended = await this.endedSessions.end(signIn).then(() => true, () => false);
    if (!ended) return this.logoutEverywhere(actor);
    await this.audit.recordAccess({ actor, action: 'auth.logged_out', recordType: 'user', recordId: actor.session.userId, companyId: actor.session.companyId, detail: { everywhere: false } });
  }

  /** Ends every session of the user, this one included (SessionVersions), and records it. */
  async logoutEverywhere(actor: Actor & { session: Session }): Promise<void> {
    const revoked = await this.dataSource.transaction(async (m) => {
      const done = await this.versions.revokeAll(actor.session.userId, m);
      await this.audit.record(m, { actor, action: 'auth.logged_out', recordType: 'user', recordId: actor.session.userId, companyId: actor.session.companyId, detail: { everywhere: true } });
      return done;
    });
    revoked.afterCommit();
  }

  /**
   * A refused login, by a public actor (nobody proved who they are), from the request's IP. It
   * is recorded against the user the address belongs to, so an attack on an account shows in
   * its trail, or against 'unknown' with no company; the address itself is never stored, nor the
   * password. The detail is the same either way: it never tells whether the address exists.
   */
  private recordFailure(actor: Actor, user: User | null, reason: 'bad_credentials' | 'throttled' | 'disabled' | 'bad_second_factor' | 'challenge_ended'): Promise<void> {
    return this.audit.recordAccess({
      actor: { session: null, ip: actor.ip },
      action: 'auth.login_failed',
      recordType: 'user',
      recordId: user?.id ?? 'unknown',
      companyId: user?.companyId ?? null,
      detail: { reason },
    });
  }
}
