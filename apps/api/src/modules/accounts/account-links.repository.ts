import { Inject, Injectable } from '@nestjs/common';
import { createHash } from 'node:crypto';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { AccountLink, type AccountLinkPurpose } from '@clearhire/db';
import type { CompanyRole } from '@clearhire/contracts';
import { fieldAt, FieldCipher } from '@clearhire/server';
import { ApiError } from '../../common/errors/api-error';
import { newPrivateLinkToken } from '../../common/links/private-link-token';
import { teamCompanyId, type Team } from './team.repository';

/** The same answer for a token never issued, expired, used or withdrawn: none of them tells which. */
export const LINK_UNUSABLE = 'This link has expired or has already been used. Please ask for a new one.';

export const tokenHash = (token: string): string => createHash('sha256').update(token, 'utf8').digest('hex');

export interface NewLink {
  purpose: AccountLinkPurpose;
  email: string;
  userId?: string | null;
  companyId?: number | null;
  role?: CompanyRole | null;
  invitedBy?: string | null;
  /** An invitation of a member: the locations assigned when they accept. */
  locationIds?: number[] | null;
  expiresAt: Date;
}

/**
 * One-use links mailed to people (password resets, invitations). A link's token is 32 random
 * bytes; the database keeps its SHA-256 to find it and the token itself encrypted only until the
 * worker has mailed it. Taking a link locks its row, so two uses at the same moment cannot both pass.
 */
@Injectable()
export class AccountLinksRepository {
  constructor(
    @Inject(FieldCipher) private readonly cipher: FieldCipher,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {}

  /** Records a new link in the caller's transaction; the mail job (queued after commit) sends it. */
  async issue(m: EntityManager, link: NewLink): Promise<AccountLink> {
    const token = newPrivateLinkToken();
    const row = m.create(AccountLink, {
      purpose: link.purpose,
      tokenHash: tokenHash(token),
      email: link.email,
      userId: link.userId ?? null,
      companyId: link.companyId ?? null,
      role: link.role ?? null,
      invitedBy: link.invitedBy ?? null,
      locationIds: link.locationIds ?? null,
      expiresAt: link.expiresAt,
    });
    const saved = await m.save(row);
    await m.update(AccountLink, { id: saved.id }, { tokenEncrypted: this.cipher.encryptText(token, fieldAt('account_links', 'token_encrypted', saved.id)) });
    return saved;
  }

  /** The usable link of this purpose for a token, locked for the rest of the transaction; 400 otherwise. */
  async take(m: EntityManager, token: string, purpose: AccountLinkPurpose, now: Date): Promise<AccountLink> {
    return usable(await m.findOne(AccountLink, { where: { tokenHash: tokenHash(token), purpose }, lock: { mode: 'pessimistic_write' } }), now);
  }

  /** Reads a usable link without using it (the invitation page shows whom it is for). */
  async peek(m: EntityManager, token: string, purpose: AccountLinkPurpose, now: Date): Promise<AccountLink> {
    return usable(await m.findOne(AccountLink, { where: { tokenHash: tokenHash(token), purpose } }), now);
  }

  /** Marks a link used; its token, if the mail was never sent, is erased with it. */
  async markUsed(m: EntityManager, id: string, userId?: string): Promise<void> {
    await m.update(AccountLink, { id }, { usedAt: () => 'now()', tokenEncrypted: null, ...(userId ? { userId } : {}) });
  }

  /** How many reset links the user was sent since `since` (three an hour at most). */
  async resetsSince(m: EntityManager, userId: string, since: Date): Promise<number> {
    const [{ n }]: { n: number }[] = await m.query(`SELECT count(*)::int AS n FROM account_links WHERE user_id = $1 AND purpose = 'password-reset' AND created_at > $2`, [userId, since]);
    return n;
  }

  /** The team's invitation with this id while it is still open, locked; null otherwise (another team's is never found). */
  async lockOpenInvitation(m: EntityManager, id: string, team: Team): Promise<AccountLink | null> {
    const link = await m.findOne(AccountLink, { where: { id, purpose: 'invitation' }, lock: { mode: 'pessimistic_write' } });
    return link && link.companyId === teamCompanyId(team) && !link.usedAt && !link.revokedAt ? link : null;
  }

  /** Withdraws one link; its token, if the mail was never sent, is erased with it. */
  async withdraw(m: EntityManager, id: string): Promise<void> {
    await m.update(AccountLink, { id }, { revokedAt: () => 'now()', tokenEncrypted: null });
  }

  /** Withdraws every open reset link of a user: a new password makes the older links useless. */
  async withdrawResets(m: EntityManager, userId: string): Promise<void> {
    await m.query(
      `UPDATE account_links SET revoked_at = now(), token_encrypted = NULL WHERE user_id = $1 AND purpose = 'password-reset' AND used_at IS NULL AND revoked_at IS NULL`,
      [userId],
    );
  }

  /** Withdraws the open invitations a user sent (one who may no longer invite). */
  async withdrawInvitationsBy(m: EntityManager, userId: string): Promise<void> {
    await m.query(
      `UPDATE account_links SET revoked_at = now(), token_encrypted = NULL WHERE purpose = 'invitation' AND invited_by = $1 AND used_at IS NULL AND revoked_at IS NULL`,
      [userId],
    );
  }

  /** One open invitation per address and team: inviting again retires the earlier link before a fresh one is issued. */
  async retireOpenInvitation(m: EntityManager, email: string, team: Team): Promise<void> {
    await m.query(
      `UPDATE account_links SET revoked_at = now(), token_encrypted = NULL
        WHERE purpose = 'invitation' AND email = $1 AND company_id IS NOT DISTINCT FROM $2 AND used_at IS NULL AND revoked_at IS NULL`,
      [email, teamCompanyId(team)],
    );
  }

  /** The team's invitations that can still be accepted, newest first. */
  openInvitations(team: Team, now: Date): Promise<AccountLink[]> {
    return this.dataSource
      .getRepository(AccountLink)
      .createQueryBuilder('l')
      .where(`l.purpose = 'invitation' AND l.used_at IS NULL AND l.revoked_at IS NULL AND l.expires_at > :now`, { now })
      .andWhere('l.company_id IS NOT DISTINCT FROM :companyId', { companyId: teamCompanyId(team) })
      .orderBy('l.created_at', 'DESC')
      .getMany();
  }
}

/** The link when it can still be used: found, not used, not withdrawn, not expired; the one 400 otherwise. */
function usable(link: AccountLink | null, now: Date): AccountLink {
  if (!link || link.usedAt || link.revokedAt || link.expiresAt <= now) throw ApiError.badRequest(LINK_UNUSABLE, 'token');
  return link;
}
