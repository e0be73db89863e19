import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { User } from '@clearhire/db';
import { AuditService } from '@clearhire/server';
import { ApiError } from '../../common/errors/api-error';
import type { Actor, Session } from '../../common/auth/session';
import { SessionVersions } from '../../common/auth/session-versions';
import { SessionIssuer } from './session-issuer';
import { waitText } from './auth.service';
import { LoginFailures } from './login-failures';
import { verifyPassword } from './password-hasher';
import { UsersRepository } from '../users/users.repository';
import { TwoFactor } from './two-factor';
import { TwoFactorRepository } from './two-factor.repository';
import type { TwoFactorEnabledResponse, TwoFactorSetupResponse, TwoFactorStatus } from './two-factor.dto';

/** A user's own two-factor sign-in: whether it is on, setting it up, turning it off. */
@Injectable()
export class TwoFactorService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly twoFactor: TwoFactor,
    private readonly stored: TwoFactorRepository,
    private readonly users: UsersRepository,
    private readonly audit: AuditService,
    private readonly versions: SessionVersions,
    private readonly sessions: SessionIssuer,
    private readonly failures: LoginFailures,
  ) {}

  async status(session: Session): Promise<TwoFactorStatus> {
    const user = await this.user(session);
    const left = await this.stored.recoveryCodesLeft(user.id);
    return { enabled: Boolean(user.totpEnabledAt), required: await this.twoFactor.isRequired(this.dataSource.manager, user), recoveryCodesLeft: user.totpEnabledAt ? left : 0 };
  }

  /**
   * A new secret to scan; two-factor sign-in is on only once `enable` gets a first code. The password
   * is asked first (a stolen session must not tie the account to a thief's phone), except of a session
   * that must set it up, which has just given it.
   */
  async begin(session: Session, password: string | undefined, actor: Actor): Promise<TwoFactorSetupResponse> {
    const user = await this.user(session);
    if (user.totpEnabledAt) throw ApiError.conflict('Two-factor sign-in is already on. Turn it off first to move it to another app.');
    if (!session.twoFactorSetupRequired) await this.checkPassword(user, password, 'auth.two_factor_setup_failed', actor);
    return this.dataSource.transaction(async (m) => {
      const setup = await this.twoFactor.begin(m, user);
      await this.audit.record(m, { actor, action: 'auth.two_factor_setup_started', recordType: 'user', recordId: user.id, companyId: user.companyId });
      return setup;
    });
  }

  /**
   * The first code from the app proves the secret was scanned: two-factor sign-in is on, ten recovery
   * codes are made, every other session ends and this device gets a new token (one without the
   * set-up-first limit).
   */
  async enable(session: Session, code: string, actor: Actor): Promise<TwoFactorEnabledResponse> {
    const user = await this.user(session);
    if (user.totpEnabledAt) throw ApiError.conflict('Two-factor sign-in is already on.');
    if (!user.totpSecretEncrypted) throw ApiError.conflict('Start the set-up first: scan the QR code, then give the code the app shows.');
    const { codes, revoked } = await this.dataSource.transaction(async (m) => {
      if (!(await this.twoFactor.acceptCode(m, user, code.trim()))) throw ApiError.badRequest('The code is incorrect. Give the 6 digits the app shows now.', 'code');
      await this.stored.markEnabled(m, user.id);
      const recovery = await this.twoFactor.newRecoveryCodes(m, user.id);
      const done = await this.versions.revokeAll(user.id, m);
      await this.audit.record(m, { actor, action: 'auth.two_factor_enabled', recordType: 'user', recordId: user.id, companyId: user.companyId });
      return { codes: recovery, revoked: done };
    });
    revoked.afterCommit();
    return { recoveryCodes: codes, token: await this.sessions.tokenFor(await this.user(session)) };
  }

  /** Off again, with the password (guesses throttled like logins); not where it is required. Other sessions end. */
  async disable(session: Session, password: string, actor: Actor): Promise<string> {
    const user = await this.user(session);
    if (!user.totpEnabledAt) throw ApiError.conflict('Two-factor sign-in is not on.');
    await this.checkPassword(user, password, 'auth.two_factor_disable_failed', actor);
    if (await this.twoFactor.isRequired(this.dataSource.manager, user)) {
      throw ApiError.conflict(user.isAdmin ? 'Administrators must sign in with two factors.' : 'Your company requires two-factor sign-in: it cannot be turned off.');
    }
    const revoked = await this.dataSource.transaction(async (m) => {
      await this.twoFactor.turnOff(m, user.id);
      const done = await this.versions.revokeAll(user.id, m);
      await this.audit.record(m, { actor, action: 'auth.two_factor_disabled', recordType: 'user', recordId: user.id, companyId: user.companyId });
      return done;
    });
    revoked.afterCommit();
    return this.sessions.tokenFor(await this.user(session));
  }

  /** The user's password, guesses throttled like logins; a wrong one or a wait is audited. */
  private async checkPassword(user: User, password: string | undefined, failedAction: string, actor: Actor): Promise<void> {
    if (!password) throw ApiError.badRequest('Give your password to change how you sign in.', 'password');
    const fail = (reason: string) => this.audit.recordAccess({ actor, action: failedAction, recordType: 'user', recordId: user.id, companyId: user.companyId, detail: { reason } });
    const wait = await this.failures.attempt(user.email, actor.ip);
    if (wait > 0) {
      await fail('throttled');
      throw ApiError.tooManyRequests(`Too many failed attempts. Please wait ${waitText(wait)} before trying again.`, wait);
    }
    if (!(await verifyPassword(user.passwordHash, password))) {
      await fail('bad_password');
      throw ApiError.badRequest('The password is incorrect.', 'password');
    }
    await this.failures.succeeded(user.email, actor.ip);
  }

  private async user(session: Session): Promise<User> {
    const user = await this.users.byId(this.dataSource.manager, session.userId);
    if (!user) throw ApiError.unauthorized();
    return user;
  }
}
