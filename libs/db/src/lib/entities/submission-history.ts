import { Column, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { Submission } from './submission.entity';

/**
 * A row of a submission's history (a status change, a hire correction): only ever added, and
 * deleted with its submission. Its index leads with `submission_id` and the row's own time, since
 * the history is always read for one submission, oldest first.
 */
export abstract class SubmissionHistoryRecord {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ type: 'uuid' })
  submissionId!: string;

  @ManyToOne(() => Submission, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'submission_id' })
  submission?: Submission;
}
