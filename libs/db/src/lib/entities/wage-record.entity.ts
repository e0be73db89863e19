import { Check, Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, Unique, UpdateDateColumn } from 'typeorm';
import { CompanyOwnedRecord } from './company-owned';
import { Submission } from './submission.entity';

export type WageRecordSource = 'form' | 'import';

/**
 * What a certified hire worked and was paid in one tax year (Form 5884): hours in the first-year
 * window, qualified first-year wages and, for LTFA, second-year wages. The credit is computed from
 * these rows (libs/domain creditsByTaxYear), never stored. Amounts are exact numerics, read as text.
 * The company is the submission's, copied so every query can be scoped without a join.
 */
@Entity('wage_records')
@Unique('wage_records_submission_year_key', ['submissionId', 'taxYear'])
// The summary and the Form 5884 read one company's records by tax year.
@Index('wage_records_company_year_idx', ['companyId', 'taxYear'])
@Check('wage_records_hours_check', '"hours" >= 0')
@Check('wage_records_first_year_wages_check', '"first_year_wages" >= 0')
@Check('wage_records_second_year_wages_check', '"second_year_wages" >= 0')
@Check('wage_records_source_check', `"source" IN ('form', 'import')`)
export class WageRecord extends CompanyOwnedRecord {
  @Column({ type: 'uuid' })
  submissionId!: string;

  @ManyToOne(() => Submission, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'submission_id' })
  submission?: Submission;

  @Column({ type: 'smallint' })
  taxYear!: number;

  @Column({ type: 'numeric', precision: 7, scale: 2 })
  hours!: string;

  @Column({ type: 'numeric', precision: 12, scale: 2 })
  firstYearWages!: string;

  @Column({ type: 'numeric', precision: 12, scale: 2, default: 0 })
  secondYearWages!: string;

  @Column({ type: 'text' })
  source!: WageRecordSource;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;

  @UpdateDateColumn({ type: 'timestamptz' })
  updatedAt!: Date;
}
