import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne } from 'typeorm';
import type { SmsKind, SmsStatus } from '@clearhire/contracts';
import { CompanyOwnedRecord } from './company-owned';
import type { Employee } from './employee.entity';

/**
 * One text the worker sent (or held back) to an employee: what it was, the provider's message id,
 * and when. Neither the body nor the number is kept: the body carries the private link's token, a
 * secret, and the number is the employee's own row's. Deleted with the employee (the retention purge).
 */
@Entity('sms_messages')
@Index('sms_messages_employee_idx', ['employeeId', 'createdAt'])
// One text per thing texted: a retried or re-queued job finds it and sends nothing twice.
@Index('sms_messages_key', ['employeeId', 'kind', 'recordKey'], { unique: true })
export class SmsMessage extends CompanyOwnedRecord {
  @Column({ type: 'uuid' })
  employeeId!: string;

  @ManyToOne('Employee', { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'employee_id' })
  employee?: Employee;

  @Column({ type: 'varchar', length: 30 })
  kind!: SmsKind;

  /** What in particular was texted: the Supplement B section's id, the reminder's day ('d2', 'd1', 'd0'), or 'link'. */
  @Column({ type: 'varchar', length: 64 })
  recordKey!: string;

  /** sent: handed to the provider; opted-out: the number replied STOP, nothing was sent. */
  @Column({ type: 'varchar', length: 20 })
  status!: SmsStatus;

  /** The provider's id of the message (Twilio's SM…; the outbox's file name); null when nothing went. */
  @Column({ type: 'varchar', length: 128, nullable: true })
  providerMessageId!: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;
}
