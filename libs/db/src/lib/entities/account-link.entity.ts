import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import type { CompanyRole } from '@clearhire/contracts';
import { PersonColumn } from '../spec-column';

export type AccountLinkPurpose = 'password-reset' | 'invitation';

/**
 * A one-use link mailed to a person: a password reset for an existing user, or an invitation to
 * join a company (with a role) or the administrators (no company, no role). Only the token's
 * SHA-256 is kept for lookup; the token itself is kept encrypted until the worker has mailed it,
 * then erased, so a copy of the database opens no account.
 */
@Entity('account_links')
@Index('account_links_token_hash_key', ['tokenHash'], { unique: true })
@Index('account_links_user_idx', ['userId'])
@Index('account_links_company_idx', ['companyId', 'createdAt'])
// The worker's sweep looks for links whose mail was never sent.
@Index('account_links_mail_pending_idx', ['createdAt'], { where: 'mailed_at IS NULL' })
export class AccountLink {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ type: 'varchar', length: 20 })
  purpose!: AccountLinkPurpose;

  /** SHA-256 of the token, hex. */
  @Column({ type: 'char', length: 64 })
  tokenHash!: string;

  /** The token, encrypted (FieldCipher), until the mail carrying it has been handed over. */
  @Column({ type: 'text', nullable: true })
  tokenEncrypted!: string | null;

  /** A reset: the user whose password it sets. An invitation: the user it created, once accepted. */
  @Column({ type: 'uuid', nullable: true })
  userId!: string | null;

  /** An invitation to a company; null for a reset and for an invitation to the administrators. */
  @Column({ type: 'int', nullable: true })
  companyId!: number | null;

  /** Where the link is mailed (lower-cased): a user's address, as long as one may be. */
  @PersonColumn('email')
  email!: string;

  /** An invitation to a company: the role the new user gets. */
  @Column({ type: 'varchar', length: 10, nullable: true })
  role!: CompanyRole | null;

  /**
   * An invitation of a member: the company's locations they will work at (assigned when they accept);
   * null for other links and roles.
   */
  @Column({ type: 'int', array: true, nullable: true })
  locationIds!: number[] | null;

  /** An invitation: the user who sent it. */
  @Column({ type: 'uuid', nullable: true })
  invitedBy!: string | null;

  @Column({ type: 'timestamptz' })
  expiresAt!: Date;

  @Column({ type: 'timestamptz', nullable: true })
  usedAt!: Date | null;

  /** An invitation withdrawn by its company's owner before it was accepted. */
  @Column({ type: 'timestamptz', nullable: true })
  revokedAt!: Date | null;

  @Column({ type: 'timestamptz', nullable: true })
  mailedAt!: Date | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;
}
