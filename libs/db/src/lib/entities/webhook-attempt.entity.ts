import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { WEBHOOK_LIMITS } from '@clearhire/contracts';
import { WebhookDelivery } from './webhook-delivery.entity';

/** One attempt of a delivery, as the portal shows it: when, the answer's status or the error, how long, the answer's first bytes. */
@Entity('webhook_attempts')
@Index('webhook_attempts_delivery_idx', ['deliveryId', 'attemptedAt'])
export class WebhookAttempt {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ type: 'uuid' })
  deliveryId!: string;

  @ManyToOne(() => WebhookDelivery, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'delivery_id' })
  delivery?: WebhookDelivery;

  @Column({ type: 'timestamptz' })
  attemptedAt!: Date;

  /** The HTTP status, or null when there was none (refused address, timeout, connection error). */
  @Column({ type: 'int', nullable: true })
  status!: number | null;

  /** Why there was no status, in words (never the payload). */
  @Column({ type: 'varchar', length: 300, nullable: true })
  error!: string | null;

  @Column({ type: 'int' })
  durationMs!: number;

  /** The answer's first bytes, as text. */
  @Column({ type: 'varchar', length: WEBHOOK_LIMITS.answerBytes, default: '' })
  answer!: string;
}
