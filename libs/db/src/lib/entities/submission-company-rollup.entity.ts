import { Column, Entity, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import type { SubmissionStatus } from '@clearhire/contracts';
import { Company } from './company.entity';

/**
 * submission_rollups summed over the company's locations: per company, UTC creation month, status and
 * best group, kept by the same trigger in the same statement (see the migration). An owner's or an
 * administrator's dashboard reads these few rows whatever the number of locations; a member's, or
 * one filtered to locations, reads submission_rollups.
 */
@Entity('submission_company_rollups')
export class SubmissionCompanyRollup {
  @PrimaryColumn({ type: 'int' })
  companyId!: number;

  @ManyToOne(() => Company, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'company_id' })
  company?: Company;

  /** The first day of the creation month in UTC, 'YYYY-MM-DD'. */
  @PrimaryColumn({ type: 'date' })
  month!: string;

  @PrimaryColumn({ type: 'varchar', length: 20 })
  status!: SubmissionStatus;

  /** submissions.best_group, '' for none. */
  @PrimaryColumn({ type: 'text' })
  bestGroup!: string;

  @Column({ type: 'int', default: 0 })
  n!: number;

  @Column({ type: 'int', default: 0 })
  potentialN!: number;

  /** Dollars (bigint: returned as text). */
  @Column({ type: 'bigint', default: 0 })
  maxCreditSum!: string;
}
