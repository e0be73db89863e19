import { Check, Column, CreateDateColumn, Entity, Index } from 'typeorm';
import { CompanyOwnedRecord } from './company-owned';
import { ERD_LIMITS } from '@clearhire/contracts';
import { LimitedColumn, ClientIpColumn } from '../spec-column';

/**
 * The Employer Representative Declaration with the I-9 employer authorization: the company
 * authorises ClearHire to act for it. A company keeps every ERD it signed; the newest counts.
 */
@Entity('erd_forms')
@Index('erd_forms_company_id_created_at_idx', ['companyId', 'createdAt'])
@Index('erd_forms_documents_pending_idx', ['createdAt'], { where: 'documents_ready_at IS NULL' })
// The words are kept whole or not at all: a version without its text and hash proves nothing.
@Check('erd_forms_authorization_kept', `("authorization_version" IS NULL) = ("authorization_text" IS NULL) AND ("authorization_text" IS NULL) = ("authorization_sha256" IS NULL)`)
export class ErdForm extends CompanyOwnedRecord {
  @LimitedColumn(ERD_LIMITS.firstname)
  firstname!: string;

  @LimitedColumn(ERD_LIMITS.lastname)
  lastname!: string;

  /** Legal company name as signed. */
  @LimitedColumn(ERD_LIMITS.name)
  name!: string;

  @LimitedColumn(ERD_LIMITS.phone)
  phone!: string;

  @LimitedColumn(ERD_LIMITS.email)
  email!: string;

  @LimitedColumn(ERD_LIMITS.fax, { nullable: true })
  fax!: string | null;

  @LimitedColumn(ERD_LIMITS.ein)
  ein!: string;

  /** The signer's full name typed as an electronic signature. */
  @LimitedColumn(ERD_LIMITS.signature)
  signature!: string;

  @ClientIpColumn()
  signerIp!: string | null;

  /**
   * The words signed, exactly as the page showed them before the signature field
   * (erdAuthorizationText of libs/contracts for the legal name above), their version and their
   * SHA-256 (UTF-8, hex; also in the erd.submitted audit event, under the audit chain). The PDF
   * prints this text. Null only for a declaration signed before the words were kept with it.
   */
  @Column({ type: 'varchar', length: 20, nullable: true })
  authorizationVersion!: string | null;

  @Column({ type: 'text', nullable: true })
  authorizationText!: string | null;

  @Column({ type: 'char', length: 64, nullable: true })
  authorizationSha256!: string | null;

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
