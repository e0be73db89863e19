import { Column, CreateDateColumn, Entity, Index, OneToOne } from 'typeorm';
import { EMPLOYEE_LIMITS, type I9Status } from '@clearhire/contracts';
import { CompanyOwnedRecord } from './company-owned';
import type { I9Form } from './i9-form.entity';
import { LimitedColumn } from '../spec-column';

/** A new hire invited to complete Form I-9 Section 1 through a private link. */
@Entity('employees')
@Index('employees_company_created_idx', ['companyId', 'createdAt'])
@Index('employees_created_idx', ['createdAt'])
@Index('employees_url_key', ['url'], { unique: true })
@Index('employees_invitation_pending_idx', ['createdAt'], { where: 'invited_at IS NULL' })
export class Employee extends CompanyOwnedRecord {
  @LimitedColumn(EMPLOYEE_LIMITS.firstname)
  firstname!: string;

  @LimitedColumn(EMPLOYEE_LIMITS.lastname)
  lastname!: string;

  @LimitedColumn(EMPLOYEE_LIMITS.email)
  email!: string;

  /** The private I-9 link token: 256 random bits, not derived from any id. */
  @Column({ type: 'varchar', length: 64 })
  url!: string;

  @Column({ type: 'varchar', length: 20, default: 'pending' })
  i9Status!: I9Status;

  /** Which document was chosen for each list: { listA: { type, filename } , … }. */
  @Column({ type: 'jsonb', nullable: true })
  documentsType!: Record<string, { type: string; filename: string }> | null;

  @Column({ type: 'timestamptz', nullable: true })
  verifiedAt!: Date | null;

  @Column({ type: 'uuid', nullable: true })
  verifiedBy!: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;

  /** When the I-9 invitation e-mail went out; the sweep re-queues invitations still unsent. */
  @Column({ type: 'timestamptz', nullable: true })
  invitedAt!: Date | null;

  @OneToOne('I9Form', 'employee')
  i9Form?: I9Form | null;
}
