import { Column, CreateDateColumn, Entity, Index } from 'typeorm';
import { LimitedColumn } from '../spec-column';
import { HIRE_LIMITS } from '@clearhire/contracts';
import { SubmissionHistoryRecord } from './submission-history';

/** The hire fields a correction changed, as they were before and after it. */
export interface HireFields {
  offerDate: string | null;
  hireDate: string | null;
  startDate: string | null;
  startingWage: string | null;
  jobTitle: string | null;
}

/**
 * A change of the hire record after the submission went to the state: made by an administrator,
 * with a reason, and kept with what changed. The forms the state received stay as they were sent
 * (kinds form-8850-as-sent and form-9061-as-sent); the new hire gets forms of its own. Rows are only added.
 */
@Entity('submission_hire_corrections')
@Index('submission_hire_corrections_submission_idx', ['submissionId', 'correctedAt'])
export class SubmissionHireCorrection extends SubmissionHistoryRecord {
  @Column({ type: 'uuid' })
  correctedBy!: string;

  @LimitedColumn(HIRE_LIMITS.correctionReason)
  reason!: string;

  @Column({ type: 'jsonb' })
  before!: HireFields;

  @Column({ type: 'jsonb' })
  after!: HireFields;

  @CreateDateColumn({ type: 'timestamptz' })
  correctedAt!: Date;
}
