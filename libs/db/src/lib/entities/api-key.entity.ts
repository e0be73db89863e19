import { Column, CreateDateColumn, Entity, Index } from 'typeorm';
import { API_KEY_LIMITS, type ApiKeyScope } from '@clearhire/contracts';
import { LimitedColumn } from '../spec-column';
import { CompanyOwnedRecord } from './company-owned';

/**
 * A company's API key (docs/architecture.md §3 API keys): another system (an applicant tracking,
 * HR or payroll system) calls the routes its scopes allow with it, as the company. Only the SHA-256
 * of its secret is kept; the secret is shown once, when it is made. A revoked key stays listed, and
 * its name may be given to a new key.
 */
@Entity('api_keys')
// Every request made with a key finds it by its prefix: one indexed read.
@Index('api_keys_prefix_key', ['prefix'], { unique: true })
@Index('api_keys_company_name_key', ['companyId', 'name'], { unique: true, where: 'revoked_at IS NULL' })
@Index('api_keys_company_created_idx', ['companyId', 'createdAt'])
export class ApiKey extends CompanyOwnedRecord {
  @LimitedColumn(API_KEY_LIMITS.name)
  name!: string;

  /** `chk_` and the key's 8-character id: shown in lists, the part of the key that is not secret. */
  @Column({ type: 'varchar', length: 12 })
  prefix!: string;

  /** SHA-256 of the secret part, in hex. */
  @Column({ type: 'char', length: 64 })
  secretHash!: string;

  @Column({ type: 'text', array: true })
  scopes!: ApiKeyScope[];

  /** The owner or administrator who made it. */
  @Column({ type: 'uuid' })
  createdBy!: string;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;

  /** The last request made with it, to the minute: written at most once a minute per key. */
  @Column({ type: 'timestamptz', nullable: true })
  lastUsedAt!: Date | null;

  @Column({ type: 'timestamptz', nullable: true })
  revokedAt!: Date | null;

  @Column({ type: 'uuid', nullable: true })
  revokedBy!: string | null;
}
