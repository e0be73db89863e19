import { Column, Entity, Index, JoinColumn, ManyToOne } from 'typeorm';
import { SUPPLEMENT_A_LIMITS as L } from '@clearhire/contracts';
import { AddressColumn, LimitedColumn } from '../spec-column';
import { CompanyOwnedRecord } from './company-owned';
import type { I9Form } from './i9-form.entity';

/**
 * One certification area of Form I-9 Supplement A: a preparer or translator who helped the employee
 * with Section 1, with their address and typed signature, signed when Section 1 was submitted.
 */
@Entity('i9_preparers')
@Index('i9_preparers_form_idx', ['i9FormId', 'position'], { unique: true })
@Index('i9_preparers_employee_idx', ['employeeId'])
export class I9Preparer extends CompanyOwnedRecord {
  @Column({ type: 'uuid' })
  employeeId!: string;

  @Column({ type: 'uuid' })
  i9FormId!: string;

  @ManyToOne('I9Form', 'preparers', { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'i9_form_id' })
  i9Form?: I9Form;

  @Column({ type: 'smallint' })
  position!: number;

  @LimitedColumn(L.lastname)
  lastname!: string;

  @LimitedColumn(L.firstname)
  firstname!: string;

  @LimitedColumn(L.middleInitial, { nullable: true })
  middleInitial!: string | null;

  @AddressColumn('street')
  street!: string;

  @AddressColumn('city')
  city!: string;

  @AddressColumn('state')
  state!: string;

  @AddressColumn('zip')
  zip!: string;

  @LimitedColumn(L.signature)
  signature!: string;

  @Column({ type: 'timestamptz' })
  signedAt!: Date;

  /** The certification the preparer accepted, word for word. */
  @Column({ type: 'text' })
  attestation!: string;
}
