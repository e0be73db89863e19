import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { UPLOAD_LIMITS, type DocumentKind } from '@clearhire/contracts';
import { LimitedColumn } from '../spec-column';

/**
 * A stored file: an uploaded identity document or a generated form. The storage key is random
 * and the download name is built from kind and id, so neither carries personal data.
 */
@Entity('documents')
@Index('documents_employee_idx', ['employeeId'])
@Index('documents_submission_idx', ['submissionId'])
@Index('documents_company_created_idx', ['companyId', 'createdAt'])
// A generated form exists once per record: a retried or duplicated job cannot store a second copy.
@Index('documents_submission_form_once', ['submissionId', 'kind'], { unique: true, where: `kind IN ('form-8850', 'form-9061')` })
// The I-9 record is kept in every version an inspector may have seen: once per revision.
@Index('documents_i9_record_revision_once', ['employeeId', 'revision'], { unique: true, where: `kind = 'i9-record'` })
@Index('documents_erd_form_once', ['erdFormId', 'kind'], { unique: true, where: `erd_form_id IS NOT NULL` })
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

  /** The Supplement B section an employee's new document was uploaded for. */
  @Column({ type: 'uuid', nullable: true })
  supplementBId!: string | null;

  /** The employer authorization a rendered ERD form belongs to. */
  @Column({ type: 'uuid', nullable: true })
  erdFormId!: string | null;

  @Column({ type: 'varchar', length: 30 })
  kind!: DocumentKind;

  /** The document chosen from the I-9 list (e.g. "U.S. Passport"). */
  @LimitedColumn(UPLOAD_LIMITS.documentType, { nullable: true })
  documentType!: string | null;

  @Column({ type: 'varchar', length: 50 })
  contentType!: string;

  @Column({ type: 'int' })
  byteSize!: number;

  @Column({ type: 'varchar', length: 200 })
  storageKey!: string;

  /** The encryption key its object is sealed under (null: from before this was recorded); `rotate-keys` moves every object to the active one. */
  @Column({ type: 'varchar', length: 16, nullable: true })
  keyId!: string | null;

  /** Which version of its record a generated form renders (the I-9 record: the employee's I-9 revision). */
  @Column({ type: 'int', default: 0 })
  revision!: number;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;
}
