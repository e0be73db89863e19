import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { LOCATION_LIMITS } from '@clearhire/contracts';
import { LimitedColumn } from '../spec-column';
import type { Employee } from './employee.entity';

/**
 * An employee's move from one of the company's locations to another, kept for the employee's history
 * (the audit trail keeps it too). The locations' names are kept as they were: a location may later be
 * renamed, or deleted once nobody works there.
 */
@Entity('employee_moves')
@Index('employee_moves_employee_idx', ['employeeId', 'movedAt'])
export class EmployeeMove {
  @PrimaryGeneratedColumn('uuid')
  id!: string;

  @Column({ type: 'uuid' })
  employeeId!: string;

  @ManyToOne('Employee', 'moves', { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'employee_id' })
  employee?: Employee;

  @Column({ type: 'int' })
  companyId!: number;

  @LimitedColumn(LOCATION_LIMITS.name)
  fromLocationName!: string;

  @LimitedColumn(LOCATION_LIMITS.name)
  toLocationName!: string;

  /** Who moved the employee (a user); null when the system did. */
  @Column({ type: 'uuid', nullable: true })
  movedBy!: string | null;

  @CreateDateColumn({ type: 'timestamptz' })
  movedAt!: Date;
}
