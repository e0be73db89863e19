import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import type { ErdStatus } from '@clearhire/contracts';

@Entity('companies')
@Index('companies_created_at_idx', ['createdAt'])
@Index('companies_erd_status_idx', ['erdStatus'])
// Name search uses ILIKE '%…%': a trigram index created by hand in the migration.
@Index('companies_name_trgm_idx', { synchronize: false })
export class Company {
  /** An integer: the pre-screening link multiplies it by 73017 (docs/product.md §9). */
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ type: 'varchar', length: 100 })
  name!: string;

  @Column({ type: 'varchar', length: 50 })
  firstname!: string;

  @Column({ type: 'varchar', length: 50 })
  lastname!: string;

  @Column({ type: 'varchar', length: 50 })
  email!: string;

  @Column({ type: 'varchar', length: 10 })
  phone!: string;

  @Column({ type: 'varchar', length: 10, nullable: true })
  fax!: string | null;

  @Column({ type: 'varchar', length: 100 })
  industry!: string;

  @Column({ type: 'varchar', length: 10 })
  size!: string;

  @Column({ type: 'varchar', length: 9, nullable: true })
  ein!: string | null;

  @Column({ type: 'varchar', length: 20, default: 'not-submitted' })
  erdStatus!: ErdStatus;

  /** The day the worker last e-mailed this company its due list: at most one reminder a day. */
  @Column({ type: 'date', nullable: true })
  dueListSentOn!: string | null;

  /**
   * The IANA zone whose calendar decides this company's dates: "today" for its deadlines, due lists
   * and tax years, and for its applicants' and employees' forms. Set at sign-up from the browser.
   */
  @Column({ type: 'varchar', length: 64, default: 'America/New_York' })
  timeZone!: string;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;
}
