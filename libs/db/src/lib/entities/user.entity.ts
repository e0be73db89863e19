import { Check, Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { PersonColumn } from '../spec-column';
import type { CompanyRole } from '@clearhire/contracts';
import { Company } from './company.entity';

@Entity('users')
@Index('users_email_key', ['email'], { unique: true })
@Index('users_company_id_idx', ['companyId'])
// An administrator belongs to no company and has no role; a company user has both.
@Check('users_role_check', `(is_admin AND role IS NULL AND company_id IS NULL) OR (NOT is_admin AND role IN ('owner', 'member') AND company_id IS NOT NULL)`)
export class User {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  /** Stored lower-cased so that logins are case-insensitive. Any address a person may sign up or be invited with. */
  @PersonColumn('email')
  email!: string;

  /** argon2id encoded hash (algorithm, parameters and salt included). */
  @Column({ type: 'varchar', length: 200 })
  passwordHash!: string;

  @PersonColumn('firstname')
  firstname!: string;

  @PersonColumn('lastname')
  lastname!: string;

  @Column({ type: 'boolean', default: false })
  isAdmin!: boolean;

  /** Null for administrators, who belong to no company. */
  @Column({ type: 'int', nullable: true })
  companyId!: number | null;

  /** A company user's role (owner or member); null for administrators. */
  @Column({ type: 'varchar', length: 10, nullable: true })
  role!: CompanyRole | null;

  /** Set when an owner or an administrator disabled the user: no login, no session. */
  @Column({ type: 'timestamptz', nullable: true })
  disabledAt!: Date | null;

  /**
   * The authenticator app's TOTP secret (base32), encrypted (FieldCipher). Set at enrolment, in use
   * once `totpEnabledAt` is set; null when two-factor sign-in is off.
   */
  @Column({ type: 'text', nullable: true })
  totpSecretEncrypted!: string | null;

  @Column({ type: 'timestamptz', nullable: true })
  totpEnabledAt!: Date | null;

  /** The 30-second step of the last code accepted: a code is good once (RFC 6238 §5.2). */
  @Column({ type: 'bigint', nullable: true })
  totpLastStep!: string | null;

  @ManyToOne(() => Company, { onDelete: 'CASCADE', nullable: true })
  @JoinColumn({ name: 'company_id' })
  company?: Company | null;

  /**
   * The version every session token of this user carries (its `ver` claim). Raising it ends every
   * session at once: logout, a password change or reset, a disabled user and a role change.
   */
  @Column({ type: 'int', default: 0 })
  tokenVersion!: number;

  /**
   * The version every two-factor challenge of this user carries (its `cv` claim). Raised when a
   * challenge is exchanged for a session, and when one meets the account's lock on wrong codes:
   * every challenge then pending is over, so a challenge gives one session at most.
   */
  @Column({ type: 'int', default: 0 })
  twoFactorChallengeVersion!: number;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;
}
