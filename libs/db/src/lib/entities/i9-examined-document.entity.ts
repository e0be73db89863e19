import { Column, Entity, Index, JoinColumn, ManyToOne } from 'typeorm';
import { SECTION2_LIMITS } from '@clearhire/contracts';
import { LimitedColumn } from '../spec-column';
import { CompanyOwnedRecord } from './company-owned';
import type { I9Section2 } from './i9-section2.entity';

/** One document the employer examined and recorded in Section 2. Its number is encrypted at rest. */
@Entity('i9_examined_documents')
@Index('i9_examined_documents_section2_idx', ['section2Id', 'position'], { unique: true })
@Index('i9_examined_documents_employee_idx', ['employeeId'])
export class I9ExaminedDocument extends CompanyOwnedRecord {
  @Column({ type: 'uuid' })
  employeeId!: string;

  @Column({ type: 'uuid' })
  section2Id!: string;

  @ManyToOne('I9Section2', 'documents', { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'section2_id' })
  section2?: I9Section2;

  /** Its place in the section, in the Form's order (List A documents 1 to 3, or List B then List C). */
  @Column({ type: 'smallint' })
  position!: number;

  @Column({ type: 'char', length: 1 })
  list!: 'A' | 'B' | 'C';

  @LimitedColumn(SECTION2_LIMITS.title)
  title!: string;

  @LimitedColumn(SECTION2_LIMITS.issuingAuthority, { nullable: true })
  issuingAuthority!: string | null;

  @Column({ type: 'text', nullable: true })
  numberEncrypted!: string | null;

  /** The number's last four characters, for the masked display. */
  @Column({ type: 'varchar', length: 4, nullable: true })
  numberLast4!: string | null;

  @Column({ type: 'date', nullable: true })
  expirationDate!: string | null;

  @Column({ type: 'boolean', nullable: true })
  hasPhoto!: boolean | null;
}
