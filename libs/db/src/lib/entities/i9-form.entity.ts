import { AddressColumn, PersonColumn, ClientIpColumn, UserAgentColumn } from '../spec-column';
import { Column, CreateDateColumn, Entity, Index, JoinColumn, OneToMany, OneToOne, PrimaryGeneratedColumn } from 'typeorm';
import { I9_LIMITS, type Citizenship } from '@clearhire/contracts';
import { Employee } from './employee.entity';
import type { I9Preparer } from './i9-preparer.entity';
import { LimitedColumn } from '../spec-column';

/** Form I-9 Section 1 as the employee entered and signed it. Numbers are encrypted at rest. */
@Entity('i9_forms')
@Index('i9_forms_documents_pending_idx', ['createdAt'], { where: 'documents_ready_at IS NULL' })
export class I9Form {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ type: 'uuid' })
  employeeId!: string;

  @OneToOne(() => Employee, (e) => e.i9Form, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'employee_id' })
  employee?: Employee;

  @PersonColumn('lastname')
  lastname!: string;

  @PersonColumn('firstname')
  firstname!: string;

  @LimitedColumn(I9_LIMITS.middleInitial, { nullable: true })
  middleInitial!: string | null;

  @LimitedColumn(I9_LIMITS.otherLastnames, { nullable: true })
  otherLastnames!: string | null;

  @AddressColumn('street')
  street!: string;

  @AddressColumn('apt', { nullable: true })
  apt!: string | null;

  @AddressColumn('city')
  city!: string;

  @AddressColumn('county', { nullable: true })
  county!: string | null;

  @AddressColumn('state')
  state!: string;

  @AddressColumn('zip')
  zip!: string;

  @Column({ type: 'date' })
  birthdate!: string;

  @Column({ type: 'text' })
  ssnEncrypted!: string;

  @Column({ type: 'char', length: 4 })
  ssnLast4!: string;

  @PersonColumn('email')
  email!: string;

  @PersonColumn('phone')
  phone!: string;

  @Column({ type: 'varchar', length: 10 })
  citizenship!: Citizenship;

  /** citizen3: USCIS / A-Number (encrypted). */
  @Column({ type: 'text', nullable: true })
  alienNumberEncrypted!: string | null;

  /** citizen4: work authorization end date, or null with expiryNotApplicable for "N/A". */
  @Column({ type: 'date', nullable: true })
  expiry!: string | null;

  @Column({ type: 'boolean', default: false })
  expiryNotApplicable!: boolean;

  /** citizen4: exactly one of USCIS A-Number, I-94 number, foreign passport and country (encrypted). */
  @Column({ type: 'text', nullable: true })
  citizen4Number1Encrypted!: string | null;

  @Column({ type: 'text', nullable: true })
  citizen4Number2Encrypted!: string | null;

  @Column({ type: 'text', nullable: true })
  citizen4Number3Encrypted!: string | null;

  @PersonColumn('signature')
  signature!: string;

  @Column({ type: 'timestamptz' })
  signedAt!: Date;

  @ClientIpColumn()
  signerIp!: string | null;

  @UserAgentColumn()
  signerUserAgent!: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;

  /**
   * Set by the worker when the record PDF of the employee's current I-9 revision is stored; cleared
   * when the I-9 changes. The sweep looks for nulls.
   */
  @Column({ type: 'timestamptz', nullable: true })
  documentsReadyAt!: Date | null;

  /** Supplement A: whoever helped the employee with Section 1, in the order they signed. */
  @OneToMany('I9Preparer', 'i9Form')
  preparers?: I9Preparer[];
}
