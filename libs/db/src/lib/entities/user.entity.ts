import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { Company } from './company.entity';

@Entity('users')
@Index('users_email_key', ['email'], { unique: true })
@Index('users_company_id_idx', ['companyId'])
export class User {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  /** Stored lower-cased so that logins are case-insensitive. */
  @Column({ type: 'varchar', length: 100 })
  email!: string;

  /** argon2id encoded hash (algorithm, parameters and salt included). */
  @Column({ type: 'varchar', length: 200 })
  passwordHash!: string;

  @Column({ type: 'varchar', length: 50 })
  firstname!: string;

  @Column({ type: 'varchar', length: 50 })
  lastname!: string;

  @Column({ type: 'boolean', default: false })
  isAdmin!: boolean;

  /** Null for administrators, who belong to no company. */
  @Column({ type: 'int', nullable: true })
  companyId!: number | null;

  @ManyToOne(() => Company, { onDelete: 'CASCADE', nullable: true })
  @JoinColumn({ name: 'company_id' })
  company?: Company | null;

  /**
   * The version every session token of this user carries (its `ver` claim). Raising it ends every
   * session at once: logout today; a password change, a disabled user or a role change are to follow.
   */
  @Column({ type: 'int', default: 0 })
  tokenVersion!: number;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;
}
