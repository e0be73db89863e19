import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { LOCATION_LIMITS } from '@clearhire/contracts';
import { AddressColumn, LimitedColumn } from '../spec-column';
import { Company } from './company.entity';

/**
 * One of a company's locations (a restaurant, a store, a branch office): where its employees work and
 * its applicants apply. It carries what the law ties to the worksite: the business address printed in
 * Form I-9 Section 2 and Supplement B, the calendar its employees' deadlines are counted on, and whether
 * it is an E-Verify hiring site of the company's MOU. Every company has at least one.
 */
@Entity('locations')
@Index('locations_company_name_key', ['companyId', 'name'], { unique: true })
@Index('locations_link_key', ['linkKey'], { unique: true })
export class Location {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ type: 'int' })
  companyId!: number;

  @ManyToOne(() => Company, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'company_id' })
  company?: Company;

  @LimitedColumn(LOCATION_LIMITS.name)
  name!: string;

  /**
   * The location's own pre-screening link key (random, not derived from any id): an applicant who
   * follows it is attributed to this location without choosing one.
   */
  @Column({ type: 'varchar', length: 32 })
  linkKey!: string;

  /** The business address printed in Form I-9 Section 2 and Supplement B for this location's employees. */
  @AddressColumn('street', { nullable: true })
  street!: string | null;

  @AddressColumn('city', { nullable: true })
  city!: string | null;

  @AddressColumn('state', { nullable: true })
  state!: string | null;

  @AddressColumn('zip', { nullable: true })
  zip!: string | null;

  /** The IANA zone whose calendar decides this location's employees' deadlines and form dates. */
  @Column({ type: 'varchar', length: 64 })
  timeZone!: string;

  /** Whether this location is a hiring site enrolled in the company's E-Verify MOU. */
  @Column({ type: 'boolean', default: false })
  everifyHiringSite!: boolean;

  /** Open on Saturdays and Sundays: they then count as business days for its Section 2 and E-Verify deadlines. */
  @Column({ type: 'boolean', default: false })
  openOnWeekends!: boolean;

  /** Closed on US federal holidays: they then do not count as business days (by default they do). */
  @Column({ type: 'boolean', default: false })
  closedOnFederalHolidays!: boolean;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;
}
