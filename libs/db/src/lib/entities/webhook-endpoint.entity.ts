import { Column, CreateDateColumn, Entity, Index } from 'typeorm';
import { WEBHOOK_LIMITS, type WebhookEventType } from '@clearhire/contracts';
import { CompanyOwnedRecord } from './company-owned';

/**
 * An HTTPS endpoint of a company that receives the events it picked, signed per the Standard
 * Webhooks specification (docs/architecture.md "Webhooks"). Its signing secret is encrypted with the field
 * cipher and shown once, when it is made or rotated.
 */
@Entity('webhook_endpoints')
// The outbox's lookup on every event: the company's endpoints (a handful at most).
@Index('webhook_endpoints_company_idx', ['companyId', 'createdAt'])
export class WebhookEndpoint extends CompanyOwnedRecord {
  @Column({ type: 'varchar', length: WEBHOOK_LIMITS.url })
  url!: string;

  @Column({ type: 'varchar', length: WEBHOOK_LIMITS.description, default: '' })
  description!: string;

  @Column({ type: 'text', array: true })
  events!: WebhookEventType[];

  /** `whsec_…`, encrypted (field cipher, bound to this row's id). */
  @Column({ type: 'text' })
  secretEncrypted!: string;

  @Column({ type: 'boolean', default: true })
  enabled!: boolean;

  @Column({ type: 'timestamptz', nullable: true })
  disabledAt!: Date | null;

  /** 'owner' (turned off by a user) or 'failing' (3 days without a successful delivery). */
  @Column({ type: 'varchar', length: 20, nullable: true })
  disabledReason!: 'owner' | 'failing' | null;

  /** The first failed attempt since the last success; null while deliveries succeed. */
  @Column({ type: 'timestamptz', nullable: true })
  failingSince!: Date | null;

  @Column({ type: 'uuid', nullable: true })
  createdBy!: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;
}
