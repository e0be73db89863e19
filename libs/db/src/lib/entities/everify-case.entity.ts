import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, UpdateDateColumn } from 'typeorm';
import { LimitedColumn } from '../spec-column';
import { EVERIFY_LIMITS, EVERIFY_REASON_TEXT_MAX, type EVerifyAgency, type EVerifyCaseStatus, type EVerifyClosureReason, type EVerifyEmployeeDecision, type EVerifyLateReason, type EVerifyPhotoAnswer } from '@clearhire/contracts';
import { CompanyOwnedRecord } from './company-owned';
import type { Employee } from './employee.entity';

/**
 * One E-Verify case of an employee (docs/compliance.md §6): created from the completed Form I-9,
 * followed through its results and the employer's steps, closed with a reason. Nothing here is
 * personal data: the SSN and the documents go to the gateway when the worker submits the case, read
 * from the I-9 at that moment, and are never copied into this row. An employee has at most one open
 * case; a closed one stays as the I-9's history.
 */
@Entity('everify_cases')
@Index('everify_cases_employee_idx', ['employeeId', 'createdAt'])
@Index('everify_cases_one_open_key', ['employeeId'], { unique: true, where: `status NOT IN ('employment-authorized', 'closed')` })
// The poll reads the cases waiting on E-Verify, soonest first.
@Index('everify_cases_poll_idx', ['nextPollAt'], { where: `next_poll_at IS NOT NULL` })
@Index('everify_cases_company_status_idx', ['companyId', 'status'])
export class EVerifyCase extends CompanyOwnedRecord {
  @Column({ type: 'uuid' })
  employeeId!: string;

  @ManyToOne('Employee', { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'employee_id' })
  employee?: Employee;

  /** E-Verify's case number, once the case is submitted. */
  @Column({ type: 'varchar', length: 20, nullable: true })
  caseNumber!: string | null;

  @Column({ type: 'varchar', length: 30, default: 'submitting' })
  status!: EVerifyCaseStatus;

  /** Created through the test-mode gateway: never a real E-Verify result. */
  @Column({ type: 'boolean' })
  testMode!: boolean;

  /** The date of hire E-Verify records (everifyHireDate). */
  @Column({ type: 'date' })
  hireDate!: string;

  @Column({ type: 'varchar', length: 60, nullable: true })
  lateReason!: EVerifyLateReason | null;

  @LimitedColumn(EVERIFY_REASON_TEXT_MAX, { nullable: true })
  lateReasonText!: string | null;

  /** A mismatch: whose records did not match. */
  @Column({ type: 'varchar', length: 4, nullable: true })
  agency!: EVerifyAgency | null;

  /** The day the current result was issued (a mismatch's 10-day clock starts here). */
  @Column({ type: 'date', nullable: true })
  resultIssuedOn!: string | null;

  @Column({ type: 'timestamptz', nullable: true })
  notifiedAt!: Date | null;

  @Column({ type: 'uuid', nullable: true })
  notifiedBy!: string | null;

  @Column({ type: 'varchar', length: 12, nullable: true })
  employeeDecision!: EVerifyEmployeeDecision | null;

  /** The employee's signature on the Further Action Notice, as they typed it. */
  @LimitedColumn(EVERIFY_LIMITS.decisionSignature, { nullable: true })
  decisionSignature!: string | null;

  @Column({ type: 'timestamptz', nullable: true })
  decisionSignedAt!: Date | null;

  @Column({ type: 'date', nullable: true })
  referredOn!: string | null;

  @Column({ type: 'varchar', length: 10, nullable: true })
  photoAnswer!: EVerifyPhotoAnswer | null;

  @Column({ type: 'varchar', length: 60, nullable: true })
  closureReason!: EVerifyClosureReason | null;

  @LimitedColumn(EVERIFY_REASON_TEXT_MAX, { nullable: true })
  closureText!: string | null;

  @Column({ type: 'boolean', nullable: true })
  currentlyEmployed!: boolean | null;

  @Column({ type: 'timestamptz', nullable: true })
  closedAt!: Date | null;

  /** The Further Action Notice in English and Spanish, the Referral Date Confirmation, the photo to match. */
  @Column({ type: 'uuid', nullable: true })
  noticeEnDocumentId!: string | null;

  @Column({ type: 'uuid', nullable: true })
  noticeEsDocumentId!: string | null;

  @Column({ type: 'uuid', nullable: true })
  referralEnDocumentId!: string | null;

  @Column({ type: 'uuid', nullable: true })
  referralEsDocumentId!: string | null;

  @Column({ type: 'uuid', nullable: true })
  photoDocumentId!: string | null;

  @Column({ type: 'uuid' })
  createdBy!: string;

  /** When the worker next asks E-Verify for news; null while the case waits on the employer or is closed. */
  @Column({ type: 'timestamptz', nullable: true })
  nextPollAt!: Date | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt!: Date;
}
