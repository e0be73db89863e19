import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { ERD_LIMITS, EVERIFY_LIMITS, SIGNUP_LIMITS, type ErdStatus } from '@clearhire/contracts';
import { AddressColumn, LimitedColumn } from '../spec-column';

@Entity('companies')
@Index('companies_created_at_idx', ['createdAt'])
@Index('companies_erd_status_idx', ['erdStatus'])
// Name search uses ILIKE '%…%': a trigram index created by hand in the migration.
@Index('companies_name_trgm_idx', { synchronize: false })
export class Company {
  /** An integer: the pre-screening link multiplies it by 73017 (docs/product.md §9). */
  @PrimaryGeneratedColumn()
  id!: number;

  @LimitedColumn(SIGNUP_LIMITS.companyName)
  name!: string;

  @LimitedColumn(SIGNUP_LIMITS.firstname)
  firstname!: string;

  @LimitedColumn(SIGNUP_LIMITS.lastname)
  lastname!: string;

  @LimitedColumn(SIGNUP_LIMITS.email)
  email!: string;

  @LimitedColumn(SIGNUP_LIMITS.phone)
  phone!: string;

  @LimitedColumn(SIGNUP_LIMITS.fax, { nullable: true })
  fax!: string | null;

  @Column({ type: 'varchar', length: 100 })
  industry!: string;

  @Column({ type: 'varchar', length: 10 })
  size!: string;

  @LimitedColumn(ERD_LIMITS.ein, { nullable: true })
  ein!: string | null;

  @Column({ type: 'varchar', length: 20, default: 'not-submitted' })
  erdStatus!: ErdStatus;

  /** The day the worker last e-mailed this company its due list: at most one reminder a day. */
  @Column({ type: 'date', nullable: true })
  dueListSentOn!: string | null;

  /**
   * The IANA zone whose calendar decides this company's dates: "today" for its deadlines, due lists
   * and tax years, and for its applicants' and employees' forms. Set at sign-up from the browser.
   */
  @Column({ type: 'varchar', length: 64, default: 'America/New_York' })
  timeZone!: string;

  /** The business address printed in Form I-9 Section 2 (prefilled there, editable on the company page). */
  @AddressColumn('street', { nullable: true })
  street!: string | null;

  @AddressColumn('city', { nullable: true })
  city!: string | null;

  @AddressColumn('state', { nullable: true })
  state!: string | null;

  @AddressColumn('zip', { nullable: true })
  zip!: string | null;

  /**
   * Whether the company is closed on US federal holidays, so they do not count as business days for
   * the Section 2 and E-Verify deadlines. DHS does not say (docs/compliance.md §4.2): by default they
   * count, which gives the earlier, safe deadline.
   */
  @Column({ type: 'boolean', default: false })
  closedOnFederalHolidays!: boolean;

  /** Set by an owner: every user of the company signs in with a second factor (set up at their next login). */
  @Column({ type: 'boolean', default: false })
  requireTwoFactor!: boolean;

  /**
   * Host names an applicant may be sent back to after the pre-screening (the company's applicant
   * tracking system): a return URL on any other host is ignored. Set by an owner.
   */
  @Column({ type: 'text', array: true, default: () => "'{}'" })
  atsReturnHosts!: string[];

  /**
   * The https origins allowed to embed the company's pre-screening form in a frame (its careers
   * page): the form's pages list them in Content-Security-Policy frame-ancestors. Set by an owner.
   */
  @Column({ type: 'text', array: true, default: () => "'{}'" })
  frameAncestors!: string[];

  /** E-Verify participation: the company ID of the signed MOU (null: not enrolled). */
  @LimitedColumn(EVERIFY_LIMITS.companyIdMax, { nullable: true })
  everifyCompanyId!: string | null;

  /** The day the E-Verify MOU was signed. */
  @Column({ type: 'date', nullable: true })
  everifyMouSignedOn!: string | null;

  /** The hiring sites enrolled in E-Verify (names as the MOU lists them). */
  @Column({ type: 'jsonb', default: () => "'[]'" })
  everifyHiringSites!: string[];

  /**
   * Set by an owner: once Section 2 is signed, the E-Verify case is created without waiting for a
   * user, when nothing needs the employer's choice (no reason for a late case).
   */
  @Column({ type: 'boolean', default: false })
  everifyCreateAfterSection2!: boolean;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;
}
