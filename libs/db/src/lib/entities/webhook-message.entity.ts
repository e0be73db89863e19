import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import type { WebhookMessageType } from '@clearhire/contracts';
import { Company } from './company.entity';

/**
 * One event of a company as its endpoints receive it: the outbox row written in the transaction of
 * the change. Its id (`msg_…`) is the `webhook-id` header, the same on every attempt and replay, so
 * a receiver can drop what it already processed. The payload holds ids, statuses, dates and API
 * links only (docs/architecture.md "Webhooks").
 */
@Entity('webhook_messages')
@Index('webhook_messages_company_idx', ['companyId', 'createdAt'])
export class WebhookMessage {
  @PrimaryColumn({ type: 'varchar', length: 40 })
  id!: string;

  @Column({ type: 'int' })
  companyId!: number;

  @ManyToOne(() => Company, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'company_id' })
  company?: Company;

  @Column({ type: 'varchar', length: 40 })
  eventType!: WebhookMessageType;

  @Column({ type: 'jsonb' })
  payload!: Record<string, unknown>;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;
}
