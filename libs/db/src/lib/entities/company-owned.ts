import { Column, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { Company } from './company.entity';
import { Location } from './location.entity';

/**
 * A record that belongs to one company (a submission, an employee, an ERD, a wage record): a uuid
 * and the owning company, deleted with it. Every read of these tables names the company (the API's
 * Scope), so `company_id` leads their indexes.
 */
export abstract class CompanyOwnedRecord {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ type: 'int' })
  companyId!: number;

  @ManyToOne(() => Company, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'company_id' })
  company?: Company;
}

/**
 * A company-owned record that also belongs to one of the company's locations (an employee, a
 * submission): members see it only when it is at a location assigned to them, so `location_id`
 * follows `company_id` in the indexes that serve members' lists.
 */
export abstract class LocatedRecord extends CompanyOwnedRecord {
  @Column({ type: 'int' })
  locationId!: number;

  @ManyToOne(() => Location, { onDelete: 'RESTRICT' })
  @JoinColumn({ name: 'location_id' })
  location?: Location;
}
