import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne } from 'typeorm';
import { STATUS_EVIDENCE_LIMITS, type SentChannel, type SubmissionStatus } from '@clearhire/contracts';
import { StoredDocument } from './document.entity';
import { SubmissionHistoryRecord } from './submission-history';
import { LimitedColumn } from '../spec-column';

/**
 * Every status change of a submission with its evidence: when and how it was sent to the state,
 * with its proof file, the certification (date, number, group) or the reason for a denial. Rows are only added, so
 * the history stays what it was when each decision was made.
 */
@Entity('submission_status_events')
@Index('submission_status_events_submission_idx', ['submissionId', 'changedAt'])
export class SubmissionStatusEvent extends SubmissionHistoryRecord {
  @Column({ type: 'varchar', length: 20 })
  status!: SubmissionStatus;

  @Column({ type: 'uuid', nullable: true })
  changedBy!: string | null;

  @Column({ type: 'date', nullable: true })
  sentOn!: string | null;

  @Column({ type: 'varchar', length: 20, nullable: true })
  sentChannel!: SentChannel | null;

  @Column({ type: 'date', nullable: true })
  certifiedOn!: string | null;

  @LimitedColumn(STATUS_EVIDENCE_LIMITS.certificationNumber, { nullable: true })
  certificationNumber!: string | null;

  @Column({ type: 'varchar', length: 40, nullable: true })
  certifiedGroup!: string | null;

  @LimitedColumn(STATUS_EVIDENCE_LIMITS.rejectionReason, { nullable: true })
  rejectionReason!: string | null;

  /**
   * With 'sent': the proof of sending (postmark scan, fax confirmation, portal receipt), a
   * 'sent-proof' document. The reference keeps that file from being deleted under the history.
   */
  @Column({ type: 'uuid', nullable: true })
  proofDocumentId!: string | null;

  @ManyToOne(() => StoredDocument)
  @JoinColumn({ name: 'proof_document_id' })
  proofDocument?: StoredDocument;

  @CreateDateColumn({ type: 'timestamptz' })
  changedAt!: Date;
}
