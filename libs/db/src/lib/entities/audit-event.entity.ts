import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { ClientIpColumn } from '../spec-column';

/**
 * Who read or changed what, when and from where. Append-only (a trigger refuses UPDATE and
 * DELETE) and hash-chained: each row's hash covers its content and the previous row's hash, so a
 * changed or removed row breaks the chain. The database computes the hashes (audit_append and
 * audit_event_hash in the migrations); `npm run audit:verify` checks them. Never holds personal data.
 */
@Entity('audit_events')
@Index('audit_events_record_idx', ['recordType', 'recordId'])
@Index('audit_events_company_idx', ['companyId', 'occurredAt'])
export class AuditEvent {
  @PrimaryGeneratedColumn({ type: 'bigint' })
  id!: string;

  @Column({ type: 'timestamptz' })
  occurredAt!: Date;

  /** The user who acted; null for a public visitor (applicant, employee through the I-9 link). */
  @Column({ type: 'uuid', nullable: true })
  actorId!: string | null;

  @Column({ type: 'varchar', length: 10 })
  actorRole!: 'admin' | 'company' | 'public' | 'system' | 'worker' | 'api_key';

  @Column({ type: 'varchar', length: 40 })
  action!: string;

  @Column({ type: 'varchar', length: 20 })
  recordType!: string;

  @Column({ type: 'varchar', length: 40 })
  recordId!: string;

  @Column({ type: 'int', nullable: true })
  companyId!: number | null;

  @ClientIpColumn()
  ip!: string | null;

  /** Non-personal details of a change, e.g. { from: 'pending', to: 'sent' }. */
  @Column({ type: 'jsonb', nullable: true })
  detail!: Record<string, unknown> | null;

  @Column({ type: 'char', length: 64 })
  prevHash!: string;

  @Column({ type: 'char', length: 64 })
  hash!: string;

  /** How `hash` was computed: 'hmac-sha256' under AUDIT_KEY; 'sha256' for rows from before, until `migrate` seals them. */
  @Column({ type: 'varchar', length: 12, default: 'hmac-sha256' })
  scheme!: 'hmac-sha256' | 'sha256';
}
