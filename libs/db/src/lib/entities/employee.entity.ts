import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, OneToMany, OneToOne } from 'typeorm';
import { EMPLOYEE_LIMITS, EXTERNAL_ID, JOB_TITLE, MOBILE_PHONE, type I9Status, type Language } from '@clearhire/contracts';
import { LocatedRecord } from './company-owned';
import type { I9Form } from './i9-form.entity';
import type { I9Section2 } from './i9-section2.entity';
import type { I9SupplementB } from './i9-supplement-b.entity';
import type { EmployeeMove } from './employee-move.entity';
import type { Submission } from './submission.entity';
import { LimitedColumn } from '../spec-column';

/** A new hire invited to complete Form I-9 Section 1 through a private link. */
@Entity('employees')
@Index('employees_company_created_idx', ['companyId', 'createdAt'])
@Index('employees_created_idx', ['createdAt'])
@Index('employees_url_key', ['url'], { unique: true })
@Index('employees_invitation_pending_idx', ['createdAt'], { where: 'invited_at IS NULL' })
// The Section 2 due list and the reverification alerts read only the rows that still need them.
@Index('employees_section2_pending_idx', ['companyId', 'startDate'], { where: "i9_status <> 'verified' AND start_date IS NOT NULL" })
@Index('employees_reverify_idx', ['companyId', 'reverifyBy'], { where: 'reverify_by IS NOT NULL' })
// The Section 1 reminders read only the employees who have not done it, by first day.
@Index('employees_section1_reminder_idx', ['startDate'], { where: "i9_status = 'pending' AND start_date IS NOT NULL" })
// The purge reads only the records whose retention date is set and that no legal hold keeps.
@Index('employees_retention_idx', ['retainUntil'], { where: 'retain_until IS NOT NULL AND legal_hold = false' })
// One employee per pre-screened applicant: recording a hire again never makes a second one.
@Index('employees_submission_key', ['submissionId'], { unique: true, where: 'submission_id IS NOT NULL' })
// A member's lists: their locations' rows, newest first.
@Index('employees_location_created_idx', ['locationId', 'createdAt'])
// An HR system's id names one employee of the company: importing the same file again adds no one.
@Index('employees_company_external_key', ['companyId', 'externalId'], { unique: true, where: 'external_id IS NOT NULL' })
// The import's other identity of an employee: the same e-mail (stored in lower case) and first day.
@Index('employees_company_email_start_idx', ['companyId', 'email', 'startDate'])
export class Employee extends LocatedRecord {
  @LimitedColumn(EMPLOYEE_LIMITS.firstname)
  firstname!: string;

  @LimitedColumn(EMPLOYEE_LIMITS.lastname)
  lastname!: string;

  @LimitedColumn(EMPLOYEE_LIMITS.email)
  email!: string;

  /** The mobile number (E.164) the Form I-9 links and reminders are also texted to; null: e-mail only. */
  @LimitedColumn(MOBILE_PHONE.max, { nullable: true })
  mobilePhone!: string | null;

  /** The language every mail and text to the employee is sent in: the pre-screening's, or the employer's choice. */
  @Column({ type: 'varchar', length: 5, default: 'en' })
  language!: Language;

  /** The employee's id in the employer's HR or payroll system, when an import or the API gave one. */
  @LimitedColumn(EXTERNAL_ID.max, { nullable: true })
  externalId!: string | null;

  /** The job title the employer's HR system gives, when an import gave one. */
  @LimitedColumn(JOB_TITLE.max, { nullable: true })
  jobTitle!: string | null;

  /** The private I-9 link token: 256 random bits, not derived from any id. */
  @Column({ type: 'varchar', length: 64 })
  url!: string;

  @Column({ type: 'varchar', length: 20, default: 'pending' })
  i9Status!: I9Status;

  /** Which document was chosen for each list: { listA: { type, filename } , … }. */
  @Column({ type: 'jsonb', nullable: true })
  documentsType!: Record<string, { type: string; filename: string }> | null;

  @Column({ type: 'timestamptz', nullable: true })
  verifiedAt!: Date | null;

  @Column({ type: 'uuid', nullable: true })
  verifiedBy!: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;

  /** When the I-9 invitation e-mail went out; the sweep re-queues invitations still unsent. */
  @Column({ type: 'timestamptz', nullable: true })
  invitedAt!: Date | null;

  /** The first day of employment (for pay): the Section 2 deadline runs from it. Set when the employee is added or in Section 2. */
  @Column({ type: 'date', nullable: true })
  startDate!: string | null;

  /** The day the employee accepted the job offer: no Form I-9 before it (docs/compliance.md §4.2). */
  @Column({ type: 'date', nullable: true })
  offerAcceptedOn!: string | null;

  /** The day the employee must be reverified (Supplement B), from Section 1 and the documents examined; null: never. */
  @Column({ type: 'date', nullable: true })
  reverifyBy!: string | null;

  /** The latest rehire recorded in Supplement B: the retention then counts 3 years from it. */
  @Column({ type: 'date', nullable: true })
  rehiredOn!: string | null;

  /** The last day of employment, once the employer records it. */
  @Column({ type: 'date', nullable: true })
  terminationDate!: string | null;

  /** The day until which the Form I-9 must be kept (later of first day + 3 years and termination + 1 year); null while employed. */
  @Column({ type: 'date', nullable: true })
  retainUntil!: string | null;

  /** Set by an administrator: the Form I-9 is kept past its retention date (an inspection, a claim, litigation). */
  @Column({ type: 'boolean', default: false })
  legalHold!: boolean;

  /**
   * How many times the Form I-9 changed after Section 1 (Section 2, a supplement): each change asks
   * the worker for a new version of the record PDF, and the versions before it stay.
   */
  @Column({ type: 'int', default: 0 })
  i9Revision!: number;

  /**
   * The WOTC pre-screening this employee was hired from (the same company's), when there is one:
   * Section 1 starts from its answers and each record shows the other's path.
   */
  @Column({ type: 'uuid', nullable: true })
  submissionId!: string | null;

  @ManyToOne('Submission', { onDelete: 'SET NULL' })
  @JoinColumn({ name: 'submission_id' })
  submission?: Submission | null;

  @OneToOne('I9Form', 'employee')
  i9Form?: I9Form | null;

  @OneToOne('I9Section2', 'employee')
  section2?: I9Section2 | null;

  @OneToMany('I9SupplementB', 'employee')
  supplementB?: I9SupplementB[];

  /** The employee's moves between the company's locations, for their history. */
  @OneToMany('EmployeeMove', 'employee')
  moves?: EmployeeMove[];
}
