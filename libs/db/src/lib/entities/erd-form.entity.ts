import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { Company } from './company.entity';

/**
 * The Employer Representative Declaration with the I-9 employer authorization: the company
 * authorises ClearHire to act for it. A company keeps every ERD it signed; the newest counts.
 */
@Entity('erd_forms')
@Index('erd_forms_company_id_created_at_idx', ['companyId', 'createdAt'])
@Index('erd_forms_documents_pending_idx', ['createdAt'], { where: 'documents_ready_at IS NULL' })
export class ErdForm {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ type: 'int' })
  companyId!: number;

  @ManyToOne(() => Company, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'company_id' })
  company?: Company;

  @Column({ type: 'varchar', length: 50 })
  firstname!: string;

  @Column({ type: 'varchar', length: 50 })
  lastname!: string;

  /** Legal company name as signed. */
  @Column({ type: 'varchar', length: 100 })
  name!: string;

  @Column({ type: 'varchar', length: 10 })
  phone!: string;

  @Column({ type: 'varchar', length: 50 })
  email!: string;

  @Column({ type: 'varchar', length: 10, nullable: true })
  fax!: string | null;

  @Column({ type: 'varchar', length: 9 })
  ein!: string;

  /** The signer's full name typed as an electronic signature. */
  @Column({ type: 'varchar', length: 30 })
  signature!: string;

  @Column({ type: 'varchar', length: 64, nullable: true })
  signerIp!: string | null;

  @Column({ type: 'uuid', nullable: true })
  signedBy!: string | null;

  @Column({ type: 'timestamptz', nullable: true })
  approvedAt!: Date | null;

  @Column({ type: 'uuid', nullable: true })
  approvedBy!: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;

  /** Set by the worker when this record's generated documents are stored; the sweep looks for nulls. */
  @Column({ type: 'timestamptz', nullable: true })
  documentsReadyAt!: Date | null;
}
