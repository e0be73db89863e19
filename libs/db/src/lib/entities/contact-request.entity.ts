import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { CONTACT_LIMITS } from '@clearhire/contracts';
import { ClientIpColumn, LimitedColumn } from '../spec-column';

/** A demo request from the public contact form. */
@Entity('contact_requests')
@Index('contact_requests_created_at_idx', ['createdAt'])
export class ContactRequest {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @LimitedColumn(CONTACT_LIMITS.firstname)
  firstname!: string;

  @LimitedColumn(CONTACT_LIMITS.lastname)
  lastname!: string;

  @LimitedColumn(CONTACT_LIMITS.company)
  company!: string;

  @LimitedColumn(CONTACT_LIMITS.position)
  position!: string;

  @LimitedColumn(CONTACT_LIMITS.email)
  email!: string;

  @ClientIpColumn()
  ip!: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;
}
