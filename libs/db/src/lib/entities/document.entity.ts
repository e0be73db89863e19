import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import type { DocumentKind } from '@clearhire/contracts';

/**
 * A stored file: an uploaded identity document or a generated form. The storage key is random
 * and the download name is built from kind and id, so neither carries personal data.
 */
@Entity('documents')
@Index('documents_employee_idx', ['employeeId'])
@Index('documents_submission_idx', ['submissionId'])
@Index('documents_company_created_idx', ['companyId', 'createdAt'])
export class StoredDocument {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  /** The owner for access checks: a company user may read only its own company's files. */
  @Column({ type: 'int' })
  companyId!: number;

  @Column({ type: 'uuid', nullable: true })
  employeeId!: string | null;

  @Column({ type: 'uuid', nullable: true })
  submissionId!: string | null;

  @Column({ type: 'varchar', length: 30 })
  kind!: DocumentKind;

  /** The document chosen from the I-9 list (e.g. "U.S. Passport"). */
  @Column({ type: 'varchar', length: 60, nullable: true })
  documentType!: string | null;

  @Column({ type: 'varchar', length: 50 })
  contentType!: string;

  @Column({ type: 'int' })
  byteSize!: number;

  @Column({ type: 'varchar', length: 200 })
  storageKey!: string;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;
}
