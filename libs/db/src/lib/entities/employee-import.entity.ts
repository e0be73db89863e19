import { Column, CreateDateColumn, Entity, Index } from 'typeorm';
import type { EmployeeImportMode } from '@clearhire/contracts';
import { CompanyOwnedRecord } from './company-owned';

/**
 * One bulk import of employees from a CSV: who ran it and what came of it. It holds counts only,
 * never a row, a name or the file's name, so the list of imports carries no personal data.
 */
@Entity('employee_imports')
@Index('employee_imports_company_created_idx', ['companyId', 'createdAt'])
export class EmployeeImport extends CompanyOwnedRecord {
  /** The user who imported, or null when an API key did. */
  @Column({ type: 'uuid', nullable: true })
  userId!: string | null;

  /** The API key that imported (an HR system), or null when a user did. */
  @Column({ type: 'uuid', nullable: true })
  apiKeyId!: string | null;

  @Column({ type: 'varchar', length: 10 })
  mode!: EmployeeImportMode;

  /** Data rows in the file. */
  @Column({ type: 'int' })
  rows!: number;

  /** Employees created. */
  @Column({ type: 'int' })
  created!: number;

  /** Rows naming an employee the company already had (same external id, or same e-mail and first day). */
  @Column({ type: 'int' })
  existing!: number;

  /** Rows refused for a problem (mode valid). */
  @Column({ type: 'int' })
  rejected!: number;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;
}
