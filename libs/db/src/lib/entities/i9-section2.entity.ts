import { Column, CreateDateColumn, Entity, Index, JoinColumn, OneToMany, OneToOne } from 'typeorm';
import { SECTION2_LIMITS } from '@clearhire/contracts';
import { AddressColumn, LimitedColumn, ClientIpColumn, UserAgentColumn } from '../spec-column';
import { CompanyOwnedRecord } from './company-owned';
import type { Employee } from './employee.entity';
import type { I9ExaminedDocument } from './i9-examined-document.entity';

/**
 * Form I-9 Section 2, "Employer Review and Verification", as the examiner signed it, one per employee (the one-to-one key): the first day
 * of employment, the documents examined (I9ExaminedDocument), the alternative-procedure box, the
 * examiner and the employer, and the e-signature record (who, when, from where, the attestation
 * accepted; docs/compliance.md §5 EI9-15). Written once per I-9; never updated.
 */
@Entity('i9_section2')
@Index('i9_section2_company_idx', ['companyId'])
export class I9Section2 extends CompanyOwnedRecord {
  @Column({ type: 'uuid' })
  employeeId!: string;

  @OneToOne('Employee', 'section2', { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'employee_id' })
  employee?: Employee;

  @Column({ type: 'date' })
  firstDayOfEmployment!: string;

  /** Hired for fewer than 3 business days: Section 2 was due on the first day, and no receipt was accepted. */
  @Column({ type: 'boolean', default: false })
  shortTermEmployment!: boolean;

  /** The Form's alternative-procedure box (remote examination by live video; docs/compliance.md §4.9). */
  @Column({ type: 'boolean' })
  alternativeProcedure!: boolean;

  @Column({ type: 'varchar', length: SECTION2_LIMITS.additionalInformation, nullable: true })
  additionalInformation!: string | null;

  /** The user who examined the documents and signed: the same person (M-274 §4.0). */
  @Column({ type: 'uuid' })
  examinerUserId!: string;

  @LimitedColumn(SECTION2_LIMITS.examinerName)
  examinerLastname!: string;

  @LimitedColumn(SECTION2_LIMITS.examinerName)
  examinerFirstname!: string;

  @LimitedColumn(SECTION2_LIMITS.examinerTitle)
  examinerTitle!: string;

  /** Whether the examiner acted for the employer as its authorized representative (an administrator under the ERD). */
  @Column({ type: 'boolean', default: false })
  authorizedRepresentative!: boolean;

  @LimitedColumn(SECTION2_LIMITS.employerName)
  employerName!: string;

  @AddressColumn('street')
  employerStreet!: string;

  @AddressColumn('city')
  employerCity!: string;

  @AddressColumn('state')
  employerState!: string;

  @AddressColumn('zip')
  employerZip!: string;

  /** The day the documents were examined and Section 2 signed, on the employer's calendar. */
  @Column({ type: 'date' })
  signedOn!: string;

  @Column({ type: 'timestamptz' })
  signedAt!: Date;

  @ClientIpColumn()
  signerIp!: string | null;

  @UserAgentColumn()
  signerUserAgent!: string | null;

  /** The attestation text the examiner accepted, word for word. */
  @Column({ type: 'text' })
  attestation!: string;

  /** The Section 2 deadline as it stood when it was signed: whether it came late stays on record. */
  @Column({ type: 'date' })
  dueDate!: string;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;

  @OneToMany('I9ExaminedDocument', 'section2')
  documents?: I9ExaminedDocument[];
}
