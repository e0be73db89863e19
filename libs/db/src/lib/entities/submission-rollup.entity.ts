import { Column, Entity, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import type { SubmissionStatus } from '@clearhire/contracts';
import { Company } from './company.entity';
import { Location } from './location.entity';

/**
 * The submissions summed by company, location, creation month, status and best group, kept by triggers on
 * `submissions` in the statement that changes them (see the migration). The dashboard reads its
 * potential credits and its months from here instead of aggregating a million rows.
 */
@Entity('submission_rollups')
export class SubmissionRollup {
  @PrimaryColumn({ type: 'int' })
  companyId!: number;

  @ManyToOne(() => Company, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'company_id' })
  company?: Company;

  /** The submissions' location: a member's dashboard, a location filter and the figures per location read their own rows. */
  @PrimaryColumn({ type: 'int' })
  locationId!: number;

  @ManyToOne(() => Location, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'location_id' })
  location?: Location;

  /** The first day of the creation month in UTC, 'YYYY-MM-DD' (the dashboard corrects for its own time zone). */
  @PrimaryColumn({ type: 'date' })
  month!: string;

  @PrimaryColumn({ type: 'varchar', length: 20 })
  status!: SubmissionStatus;

  /** submissions.best_group, '' for none (a primary key cannot hold null). */
  @PrimaryColumn({ type: 'text' })
  bestGroup!: string;

  /** Every submission. */
  @Column({ type: 'int', default: 0 })
  n!: number;

  /** The submissions that carry a credit (max_credit > 0): the potential credits' count, rejected rows filtered when read. */
  @Column({ type: 'int', default: 0 })
  potentialN!: number;

  /** Their max_credit summed, in dollars (bigint: returned as text). */
  @Column({ type: 'bigint', default: 0 })
  maxCreditSum!: string;
}
