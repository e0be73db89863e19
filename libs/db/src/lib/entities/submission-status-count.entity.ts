import { Column, Entity, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import type { SubmissionStatus } from '@clearhire/contracts';
import { Company } from './company.entity';
import { Location } from './location.entity';

/**
 * How many submissions each company has at each location in each status, kept by a trigger on `submissions`
 * (see the migration). The dashboard's status chips read this instead of counting 100,000 rows.
 */
@Entity('submission_status_counts')
export class SubmissionStatusCount {
  @PrimaryColumn({ type: 'int' })
  companyId!: number;

  /** A member's list counts their locations' rows only. */
  @PrimaryColumn({ type: 'int' })
  locationId!: number;

  @PrimaryColumn({ type: 'varchar', length: 20 })
  status!: SubmissionStatus;

  @ManyToOne(() => Company, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'company_id' })
  company?: Company;

  @ManyToOne(() => Location, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'location_id' })
  location?: Location;

  @Column({ type: 'int', default: 0 })
  n!: number;
}
