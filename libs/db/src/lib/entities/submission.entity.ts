import { AddressColumn, AnswerColumn, LimitedColumn, PersonColumn, ClientIpColumn } from '../spec-column';
import { Column, CreateDateColumn, Entity, Index } from 'typeorm';
import { EXTERNAL_ID, HIRE_LIMITS, PRESCREENING_LIMITS, type Language, type SubmissionStatus } from '@clearhire/contracts';
import { LocatedRecord } from './company-owned';

/** A WOTC pre-screening (IRS Form 8850 page 1 and ETA Form 9061 answers) made by an applicant. */
@Entity('submissions')
// The list endpoint filters by company and status and sorts newest first.
@Index('submissions_company_status_created_idx', ['companyId', 'status', 'createdAt'])
@Index('submissions_company_created_idx', ['companyId', 'createdAt'])
@Index('submissions_status_created_idx', ['status', 'createdAt'])
@Index('submissions_created_idx', ['createdAt'])
// The worker's sweep finds records still waiting for their forms without scanning the table.
@Index('submissions_documents_pending_idx', ['createdAt'], { where: 'documents_ready_at IS NULL' })
// The due list: hires by start date (the 28-day state deadline).
@Index('submissions_company_start_idx', ['companyId', 'startDate'])
// The dashboard counts, per company, the eligible rehires whose credit is zero (IRC §51(i)(2)).
@Index('submissions_rehire_company_idx', ['companyId'], { where: "woc = '1' AND eligible" })
// The state queue: one state's pending submissions, most urgent first (start date, then age; id keeps pages stable).
@Index('submissions_state_queue_idx', ['state', 'startDate', 'createdAt', 'id'], { where: "status = 'pending'" })
// The I-9 work: hires recorded since the hire could start the Form I-9, per company by hire date.
@Index('submissions_hire_recorded_idx', ['companyId', 'hireDate'], { where: 'hire_recorded_at IS NOT NULL' })
// An employee added by hand is offered the pre-screening with the same e-mail, or name and birth date.
@Index('submissions_company_email_idx', ['companyId', 'email'])
@Index('submissions_company_birthdate_idx', ['companyId', 'birthdate'])
// A member's lists: their locations' rows, newest first.
@Index('submissions_location_created_idx', ['locationId', 'createdAt'])
// An applicant tracking system finds its candidate's pre-screening by the id it gave them.
@Index('submissions_company_external_idx', ['companyId', 'externalId'], { where: 'external_id IS NOT NULL' })
export class Submission extends LocatedRecord {
  @Column({ type: 'varchar', length: 20, default: 'pending' })
  status!: SubmissionStatus;

  /** The applicant's answer on page 0: whether any eligibility statement applies. */
  @Column({ type: 'boolean' })
  eligible!: boolean;

  @PersonColumn('firstname')
  firstname!: string;

  @PersonColumn('lastname')
  lastname!: string;

  @PersonColumn('email')
  email!: string;

  @PersonColumn('phone')
  phone!: string;

  @AddressColumn('street')
  street!: string;

  @AddressColumn('apt', { nullable: true })
  apt!: string | null;

  @AddressColumn('city')
  city!: string;

  @AddressColumn('county')
  county!: string;

  @AddressColumn('state')
  state!: string;

  @AddressColumn('zip')
  zip!: string;

  /** AES-256-GCM ciphertext with its key id (see FieldCipher); never returned. */
  @Column({ type: 'text' })
  ssnEncrypted!: string;

  /** For the masked form ***-**-1234 without decrypting. */
  @Column({ type: 'char', length: 4 })
  ssnLast4!: string;

  /** HMAC blind index: finds repeat applications without decrypting. */
  @Index('submissions_ssn_index_idx')
  @Column({ type: 'char', length: 64 })
  ssnIndex!: string;

  @Column({ type: 'date' })
  birthdate!: string;

  @AnswerColumn()
  military!: '1' | '0' | null;

  @AnswerColumn()
  snap!: '1' | '0' | null;

  @AnswerColumn()
  tanf!: '1' | '0' | null;

  @AnswerColumn()
  ssi!: '1' | '0' | null;

  @AnswerColumn()
  vr!: '1' | '0' | null;

  @AnswerColumn()
  unemployed!: '1' | '0' | null;

  @AnswerColumn()
  felony!: '1' | '0' | null;

  @AnswerColumn()
  woc!: '1' | '0' | null;

  @AnswerColumn()
  militaryUnemployed6m!: '1' | '0' | null;

  @AnswerColumn()
  militaryUnemployed4w!: '1' | '0' | null;

  @AnswerColumn()
  militarySnap!: '1' | '0' | null;

  @AnswerColumn()
  militaryDisability!: '1' | '0' | null;

  @AnswerColumn()
  militaryReleased!: '1' | '0' | null;

  @AnswerColumn()
  snap3!: '1' | '0' | null;

  @AnswerColumn()
  tanfStopped!: '1' | '0' | null;

  @AnswerColumn()
  tanfAssistance9!: '1' | '0' | null;

  @AnswerColumn()
  tanfAssistance18!: '1' | '0' | null;

  @AnswerColumn()
  felonyAdjudication!: '1' | '0' | null;

  @AnswerColumn()
  felonyWrp!: '1' | '0' | null;

  @LimitedColumn(PRESCREENING_LIMITS.militaryYear, { nullable: true })
  militaryYear!: string | null;

  @Column({ type: 'varchar', length: 20, nullable: true })
  militaryBranch!: string | null;

  @Column({ type: 'varchar', length: 2, nullable: true })
  tanfState!: string | null;

  @Column({ type: 'varchar', length: 30, nullable: true })
  tanfTime!: string | null;

  @Column({ type: 'varchar', length: 30, nullable: true })
  vrService!: string | null;

  @Column({ type: 'date', nullable: true })
  unemployedDate!: string | null;

  @Column({ type: 'varchar', length: 2, nullable: true })
  unemployedState!: string | null;

  @Column({ type: 'date', nullable: true })
  felonyConviction!: string | null;

  @Column({ type: 'date', nullable: true })
  felonyRelease!: string | null;

  @Column({ type: 'varchar', length: 2, nullable: true })
  felonyState!: string | null;

  @Column({ type: 'varchar', length: 10, nullable: true })
  felonyType!: string | null;

  /** The typed full name that acts as the applicant's electronic signature on Form 8850. */
  @PersonColumn('signature')
  signature!: string;

  @ClientIpColumn()
  signerIp!: string | null;

  @Column({ type: 'timestamptz', nullable: true })
  statusChangedAt!: Date | null;

  /** The hire, recorded by the employer (Form 8850 page 2 dates; ETA 9061 items 9-11). */
  @Column({ type: 'date', nullable: true })
  offerDate!: string | null;

  @Column({ type: 'date', nullable: true })
  hireDate!: string | null;

  /** The first day of work: the 28-day deadline to reach the state agency runs from here. */
  @Column({ type: 'date', nullable: true })
  startDate!: string | null;

  /** Starting wage in dollars per hour, exact (numeric, returned as text). */
  @Column({ type: 'numeric', precision: 8, scale: 2, nullable: true })
  startingWage!: string | null;

  @LimitedColumn(HIRE_LIMITS.jobTitle, { nullable: true })
  jobTitle!: string | null;

  /**
   * When the employer first recorded the hire here. From then on a hire with no employee made from
   * it is Form I-9 work to do; hires recorded before the hire could start the Form I-9 have none
   * (their Forms I-9 were kept another way) and are never counted as missing one.
   */
  @Column({ type: 'timestamptz', nullable: true })
  hireRecordedAt!: Date | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;

  /**
   * Set by the worker when this record's generated documents are stored and current; the sweep looks
   * for nulls. Recording a hire clears it until the 8850 and 9061 carry the hire.
   */
  @Column({ type: 'timestamptz', nullable: true })
  documentsReadyAt!: Date | null;

  /** How many times the hire was recorded: each record asks for a fresh 8850 and 9061 (its own job id). */
  @Column({ type: 'int', default: 0 })
  hireRevision!: number;

  /** The hire revision the stored 8850 and 9061 carry; behind hireRevision while they are re-rendered. */
  @Column({ type: 'int', default: 0 })
  formsRevision!: number;

  /**
   * The target group the submission counts for: the best one that needs no address check (as
   * max_credit in the detail), stored when the answers or the hire date are written so the
   * dashboard sums without reading answers. Null: none, or not determined yet (then maxCredit is null too).
   */
  @Column({ type: 'text', nullable: true })
  bestGroup!: string | null;

  /** That group's largest credit in dollars; 0 when no group counts; null until determined. */
  @Column({ type: 'int', nullable: true })
  maxCredit!: number | null;

  /** The language the applicant filled the pre-screening in: every message to them is sent in it. */
  @Column({ type: 'varchar', length: 5, default: 'en' })
  language!: Language;

  /** The candidate's id in the employer's applicant tracking system, when the link carried one. */
  @LimitedColumn(EXTERNAL_ID.max, { nullable: true })
  externalId!: string | null;
}
