import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { setTimeout as sleep } from 'node:timers/promises';
import { DataSource } from 'typeorm';
import { PASSWORD_RESET_MINUTES } from '@clearhire/contracts';
import { AuditService, Clock, JobName, JobQueue } from '@clearhire/server';
import { ApiError } from '../../common/errors/api-error';
import type { Actor, Session } from '../../common/auth/session';
import { SessionVersions } from '../../common/auth/session-versions';
import { LoginFailures } from '../auth/login-failures';
import { SessionIssuer } from '../auth/session-issuer';
import { hashPassword, verifyPassword } from '../auth/password-hasher';
import { assertSamePasswords } from '../auth/password-policy';
import { waitText } from '../auth/auth.service';
import { UsersRepository } from '../users/users.repository';
import { AccountLinksRepository } from './account-links.repository';

export const RESET_REQUESTED = 'If an account uses this address, we have sent it a link to choose a new password. The link works once, for 30 minutes.';

/**
 * Every reset request answers after this long, whatever happened: the work done for a known
 * address (a row, an encryption, a queued mail) must not show in the answer's timing.
 */
export const RESET_ANSWER_MS = 400;

/** Reset mails one address may receive per hour; beyond it, requests answer the same and send nothing. */
export const RESET_MAILS_PER_HOUR = 3;

@Injectable()
export class PasswordsService {
  private readonly logger = new Logger(PasswordsService.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly links: AccountLinksRepository,
    private readonly users: UsersRepository,
    private readonly audit: AuditService,
    private readonly versions: SessionVersions,
    private readonly sessions: SessionIssuer,
    private readonly failures: LoginFailures,
    private readonly clock: Clock,
    @Inject(JobQueue) private readonly jobs: JobQueue,
  ) {}

  /**
   * "Forgot password": a known, enabled address gets a one-use link valid 30 minutes. The answer
   * is the same, and comes after the same time, for every address; the audit trail records the
   * request against the user it concerns, or 'unknown'.
   */
  async requestReset(emailInput: string, actor: Actor): Promise<void> {
    const answerAt = Date.now() + RESET_ANSWER_MS;
    try {
      await this.issueReset(emailInput.toLowerCase(), actor);
    } catch (err) {
      // A failure must not answer differently either: logged for the operator, never shown. Only the
      // error's kind and code: a database message may quote the address.
      const e = err as { name?: string; driverError?: { code?: string }; code?: string };
      this.logger.error(`Password reset request failed: ${e.name ?? 'error'} code=${e.driverError?.code ?? e.code ?? '?'}`);
    }
    await sleep(Math.max(0, answerAt - Date.now()));
  }

  private async issueReset(email: string, actor: Actor): Promise<void> {
    const now = this.clock.now();
    const linkId = await this.dataSource.transaction(async (m) => {
      // The user's row is locked until the link is in: requests for one address take turns, each
      // counting the links of those before it. Counted without the lock, eight requests at once all
      // saw none and all sent a mail.
      const user = await this.users.byEmail(m, email, { lock: true });
      const sent = user ? await this.links.resetsSince(m, user.id, new Date(now.getTime() - 3_600_000)) : 0;
      const outcome = !user ? 'unknown_address' : user.disabledAt ? 'disabled' : sent >= RESET_MAILS_PER_HOUR ? 'too_many' : 'sent';
      await this.audit.record(m, {
        actor: { session: null, ip: actor.ip },
        action: 'auth.password_reset_requested',
        recordType: 'user',
        recordId: user?.id ?? 'unknown',
        companyId: user?.companyId ?? null,
        detail: { outcome },
      });
      if (outcome !== 'sent') return null;
      const link = await this.links.issue(m, { purpose: 'password-reset', email, userId: user!.id, expiresAt: new Date(now.getTime() + PASSWORD_RESET_MINUTES * 60_000) });
      return link.id;
    });
    if (linkId) await this.jobs.enqueue(JobName.SendAccountLink, { linkId });
  }

  /**
   * Sets the password of the link's user, uses the link (and withdraws the user's other reset
   * links), and ends every session of the user: whoever had the old password is logged out.
   */
  async confirmReset(token: string, chosen: { password: string; password2: string }, actor: Actor): Promise<void> {
    assertSamePasswords(chosen);
    const passwordHash = await hashPassword(chosen.password);
    const revoked = await this.dataSource.transaction(async (m) => {
      const link = await this.links.take(m, token, 'password-reset', this.clock.now());
      const user = await this.users.byId(m, link.userId!);
      if (!user || user.disabledAt) throw ApiError.badRequest('This link has expired or has already been used. Please ask for a new one.', 'token');
      await this.users.setPasswordHash(m, user.id, passwordHash);
      await this.links.markUsed(m, link.id);
      await this.links.withdrawResets(m, user.id);
      const done = await this.versions.revokeAll(user.id, m);
      await this.audit.record(m, { actor: { session: null, ip: actor.ip }, action: 'auth.password_reset', recordType: 'user', recordId: user.id, companyId: user.companyId });
      return done;
    });
    revoked.afterCommit();
  }

  /**
   * A logged-in user changes their password, giving the current one (guesses are throttled like
   * logins). Every session ends, other devices included; this device gets a new token.
   */
  async change(session: Session, currentPassword: string, chosen: { password: string; password2: string }, actor: Actor): Promise<string> {
    const user = await this.users.byId(this.dataSource.manager, session.userId);
    if (!user) throw ApiError.unauthorized();
    const wait = await this.failures.attempt(user.email, actor.ip);
    if (wait > 0) {
      await this.audit.recordAccess({ actor, action: 'auth.password_change_failed', recordType: 'user', recordId: user.id, companyId: user.companyId, detail: { reason: 'throttled' } });
      throw ApiError.tooManyRequests(`Too many failed attempts. Please wait ${waitText(wait)} before trying again.`, wait);
    }
    if (!(await verifyPassword(user.passwordHash, currentPassword))) {
      await this.audit.recordAccess({ actor, action: 'auth.password_change_failed', recordType: 'user', recordId: user.id, companyId: user.companyId, detail: { reason: 'bad_password' } });
      throw ApiError.badRequest('The current password is incorrect.', 'currentPassword');
    }
    await this.failures.succeeded(user.email, actor.ip);
    assertSamePasswords(chosen);
    if (chosen.password === currentPassword) throw ApiError.badRequest('Choose a password different from the current one.', 'password');
    const passwordHash = await hashPassword(chosen.password);
    const { revoked, fresh } = await this.dataSource.transaction(async (m) => {
      await this.users.setPasswordHash(m, user.id, passwordHash);
      await this.links.withdrawResets(m, user.id);
      const done = await this.versions.revokeAll(user.id, m);
      await this.audit.record(m, { actor, action: 'auth.password_changed', recordType: 'user', recordId: user.id, companyId: user.companyId });
      return { revoked: done, fresh: (await this.users.byId(m, user.id))! };
    });
    revoked.afterCommit();
    return this.sessions.tokenFor(fresh);
  }
}
