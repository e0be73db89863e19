import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import type { WebhookDeliveryStatus } from '@clearhire/contracts';
import { WebhookEndpoint } from './webhook-endpoint.entity';
import { WebhookMessage } from './webhook-message.entity';

/**
 * One message's delivery to one endpoint: its state lives here, not in Redis, so a worker restart
 * loses nothing (the sweep queues what is due). Deleted with its endpoint.
 */
@Entity('webhook_deliveries')
// An endpoint's deliveries, newest first (the portal's list).
@Index('webhook_deliveries_endpoint_idx', ['endpointId', 'createdAt'])
// The sweep's due deliveries.
@Index('webhook_deliveries_due_idx', ['nextAttemptAt'], { where: `status = 'pending'` })
@Index('webhook_deliveries_message_idx', ['messageId'])
export class WebhookDelivery {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ type: 'varchar', length: 40 })
  messageId!: string;

  @ManyToOne(() => WebhookMessage, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'message_id' })
  message?: WebhookMessage;

  @Column({ type: 'uuid' })
  endpointId!: string;

  @ManyToOne(() => WebhookEndpoint, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'endpoint_id' })
  endpoint?: WebhookEndpoint;

  @Column({ type: 'varchar', length: 12, default: 'pending' })
  status!: WebhookDeliveryStatus;

  /** Attempts made (or started: a worker that dies mid-attempt leaves it counted, and the sweep tries again). */
  @Column({ type: 'int', default: 0 })
  attemptCount!: number;

  /** When the next attempt is due while pending. */
  @Column({ type: 'timestamptz', nullable: true })
  nextAttemptAt!: Date | null;

  /** The HTTP status of the last attempt, or null when it got no answer. */
  @Column({ type: 'int', nullable: true })
  lastStatus!: number | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;
}
