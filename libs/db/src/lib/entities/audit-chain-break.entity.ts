import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/**
 * A break in the audit trail the worker found before signing a checkpoint: the first event where
 * the chain does not hold. It stays open, and the administrators are mailed about it every day,
 * until a checkpoint verifies the trail again (resolvedAt). No personal data: ids and times only.
 */
@Entity('audit_chain_breaks')
@Index('audit_chain_breaks_open_idx', ['eventId'], { unique: true, where: 'resolved_at IS NULL' })
export class AuditChainBreak {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ type: 'bigint' })
  eventId!: string;

  /** What is wrong there, as `npm run audit:verify` says it. */
  @Column({ type: 'text' })
  problem!: string;

  @Column({ type: 'timestamptz' })
  foundAt!: Date;

  /** The UTC day the administrators were last mailed about it. */
  @Column({ type: 'date', nullable: true })
  mailedOn!: string | null;

  @Column({ type: 'timestamptz', nullable: true })
  resolvedAt!: Date | null;
}
