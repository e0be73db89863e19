import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne } from 'typeorm';
import { EMPLOYEE_LIMITS, SECTION2_LIMITS, SUPPLEMENT_A_LIMITS, type SupplementBReason, type SupplementBStatus } from '@clearhire/contracts';
import { LimitedColumn, ClientIpColumn, UserAgentColumn } from '../spec-column';
import { CompanyOwnedRecord } from './company-owned';
import type { Employee } from './employee.entity';

/**
 * One section of Form I-9 Supplement B, "Reverification and Rehire": a reverification, a rehire
 * within 3 years, or a legal name change (docs/compliance.md §4.5). It starts when the employer asks
 * for it (and, when it records a new document, e-mails the employee a private link for it), and is
 * completed when the examiner records the document, if any, and signs; then it is never changed.
 */
@Entity('i9_supplement_b')
@Index('i9_supplement_b_employee_idx', ['employeeId', 'sequence'], { unique: true })
@Index('i9_supplement_b_url_key', ['url'], { unique: true })
// The sweep reads the links still to be e-mailed.
@Index('i9_supplement_b_invite_pending_idx', ['createdAt'], { where: 'invited_at IS NULL' })
export class I9SupplementB extends CompanyOwnedRecord {
  @Column({ type: 'uuid' })
  employeeId!: string;

  @ManyToOne('Employee', 'supplementB', { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'employee_id' })
  employee?: Employee;

  /** Its place among the employee's Supplement B sections, from 1. */
  @Column({ type: 'smallint' })
  sequence!: number;

  @Column({ type: 'varchar', length: 20 })
  reason!: SupplementBReason;

  @Column({ type: 'varchar', length: 20, default: 'requested' })
  status!: SupplementBStatus;

  /** The private link for the employee's new document: 256 random bits, not derived from any id. */
  @Column({ type: 'varchar', length: 64 })
  url!: string;

  @Column({ type: 'timestamptz' })
  linkExpiresAt!: Date;

  /** When the link was e-mailed; the sweep re-queues the ones still unsent. */
  @Column({ type: 'timestamptz', nullable: true })
  invitedAt!: Date | null;

  @Column({ type: 'uuid' })
  requestedBy!: string;

  /** Whether the section must record a document (a reverification; a rehire whose authorization had expired). */
  @Column({ type: 'boolean' })
  needsDocument!: boolean;

  @Column({ type: 'date', nullable: true })
  rehireDate!: string | null;

  /** A legal name change: the new name, which becomes the employee's name. */
  @LimitedColumn(EMPLOYEE_LIMITS.lastname, { nullable: true })
  newLastname!: string | null;

  @LimitedColumn(EMPLOYEE_LIMITS.firstname, { nullable: true })
  newFirstname!: string | null;

  @LimitedColumn(SUPPLEMENT_A_LIMITS.middleInitial, { nullable: true })
  newMiddleInitial!: string | null;

  @Column({ type: 'timestamptz', nullable: true })
  uploadedAt!: Date | null;

  // The section as the examiner completed and signed it.
  @Column({ type: 'char', length: 1, nullable: true })
  documentList!: 'A' | 'C' | null;

  @LimitedColumn(SECTION2_LIMITS.title, { nullable: true })
  documentTitle!: string | null;

  @LimitedColumn(SECTION2_LIMITS.issuingAuthority, { nullable: true })
  documentIssuingAuthority!: string | null;

  @Column({ type: 'text', nullable: true })
  documentNumberEncrypted!: string | null;

  @Column({ type: 'varchar', length: 4, nullable: true })
  documentNumberLast4!: string | null;

  @Column({ type: 'date', nullable: true })
  documentExpirationDate!: string | null;

  @Column({ type: 'boolean', nullable: true })
  alternativeProcedure!: boolean | null;

  @Column({ type: 'varchar', length: SECTION2_LIMITS.additionalInformation, nullable: true })
  additionalInformation!: string | null;

  @Column({ type: 'uuid', nullable: true })
  examinerUserId!: string | null;

  @LimitedColumn(SECTION2_LIMITS.examinerName, { nullable: true })
  examinerLastname!: string | null;

  @LimitedColumn(SECTION2_LIMITS.examinerName, { nullable: true })
  examinerFirstname!: string | null;

  @Column({ type: 'boolean', nullable: true })
  authorizedRepresentative!: boolean | null;

  @Column({ type: 'date', nullable: true })
  signedOn!: string | null;

  @Column({ type: 'timestamptz', nullable: true })
  signedAt!: Date | null;

  @ClientIpColumn()
  signerIp!: string | null;

  @UserAgentColumn()
  signerUserAgent!: string | null;

  @Column({ type: 'text', nullable: true })
  attestation!: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;
}
