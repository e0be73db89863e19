import { Column, CreateDateColumn, Entity, Index } from 'typeorm';
import type { InspectionExportScope, InspectionExportStatus } from '@clearhire/contracts';
import { CompanyOwnedRecord } from './company-owned';

/**
 * One company's Form I-9s gathered for an inspection (docs/compliance.md §4.8: produced within 3
 * business days of a notice): asked for by the company or an administrator, built by the worker
 * into one zip, which downloads through the files endpoint once done.
 */
@Entity('inspection_exports')
@Index('inspection_exports_company_created_idx', ['companyId', 'createdAt'])
// The worker's sweep looks for exports still waiting for their job.
@Index('inspection_exports_queued_idx', ['createdAt'], { where: `status = 'queued'` })
export class InspectionExport extends CompanyOwnedRecord {
  @Column({ type: 'uuid' })
  requestedBy!: string;

  @Column({ type: 'varchar', length: 20 })
  scope!: InspectionExportScope;

  @Column({ type: 'date', nullable: true })
  hiredFrom!: string | null;

  @Column({ type: 'date', nullable: true })
  hiredTo!: string | null;

  /**
   * The locations whose Forms I-9 it holds, or null for every location of the company. A member's
   * export always names some (theirs), and a member sees only exports within their locations.
   */
  @Column({ type: 'int', array: true, nullable: true })
  locationIds!: number[] | null;

  @Column({ type: 'varchar', length: 20, default: 'queued' })
  status!: InspectionExportStatus;

  /** Form I-9s in the export, once the worker counted them. */
  @Column({ type: 'int', default: 0 })
  total!: number;

  /** Form I-9s written to the zip so far: the progress the portal shows. */
  @Column({ type: 'int', default: 0 })
  done!: number;

  /** The zip, once stored (documents.kind 'inspection-export'). */
  @Column({ type: 'uuid', nullable: true })
  documentId!: string | null;

  /** Why it failed, in words without personal data. */
  @Column({ type: 'varchar', length: 300, nullable: true })
  error!: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;

  @Column({ type: 'timestamptz', nullable: true })
  finishedAt!: Date | null;
}
