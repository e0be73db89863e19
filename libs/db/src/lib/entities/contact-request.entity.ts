import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/** A demo request from the public contact form. */
@Entity('contact_requests')
@Index('contact_requests_created_at_idx', ['createdAt'])
export class ContactRequest {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ type: 'varchar', length: 50 })
  firstname!: string;

  @Column({ type: 'varchar', length: 50 })
  lastname!: string;

  @Column({ type: 'varchar', length: 50 })
  company!: string;

  @Column({ type: 'varchar', length: 50 })
  position!: string;

  @Column({ type: 'varchar', length: 50 })
  email!: string;

  @Column({ type: 'varchar', length: 64, nullable: true })
  ip!: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;
}
