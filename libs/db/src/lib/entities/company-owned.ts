import { Column, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { Company } from './company.entity';

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
