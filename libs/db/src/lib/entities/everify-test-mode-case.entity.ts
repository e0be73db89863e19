import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';
import type { EVerifyAgency, EVerifyCaseStatus } from '@clearhire/contracts';

/**
 * The E-Verify test mode's own side of a case: what the service would hold. The test-mode gateway
 * keeps here the scenario chosen when the case was created and the next result with the moment it
 * becomes visible, so answers arrive later, to whichever process polls, as the real service's do.
 * No personal data: the scenario is a word, not the name it came from.
 */
@Entity('everify_test_mode_cases')
export class EVerifyTestModeCase {
  @PrimaryColumn({ type: 'varchar', length: 20 })
  caseNumber!: string;

  @Column({ type: 'varchar', length: 30 })
  scenario!: string;

  @Column({ type: 'varchar', length: 30 })
  status!: EVerifyCaseStatus;

  @Column({ type: 'varchar', length: 4, nullable: true })
  agency!: EVerifyAgency | null;

  @Column({ type: 'date', nullable: true })
  resultIssuedOn!: string | null;

  @Column({ type: 'date', nullable: true })
  referredOn!: string | null;

  /** The result the service will give next on its own, and when. */
  @Column({ type: 'varchar', length: 30, nullable: true })
  nextStatus!: EVerifyCaseStatus | null;

  @Column({ type: 'timestamptz', nullable: true })
  nextAt!: Date | null;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;
}
