import { Column, Entity, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import type { SubmissionStatus } from '@clearhire/contracts';
import { Company } from './company.entity';

/**
 * How many submissions each company has in each status, kept by a trigger on `submissions`
 * (see the migration). The dashboard's status chips read this instead of counting 100,000 rows.
 */
@Entity('submission_status_counts')
export class SubmissionStatusCount {
  @PrimaryColumn({ type: 'int' })
  companyId!: number;

  @PrimaryColumn({ type: 'varchar', length: 20 })
  status!: SubmissionStatus;

  @ManyToOne(() => Company, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'company_id' })
  company?: Company;

  @Column({ type: 'int', default: 0 })
  n!: number;
}
