import { Column, CreateDateColumn, Entity, JoinColumn, ManyToOne, PrimaryColumn } from 'typeorm';
import type { Employee } from './employee.entity';

/**
 * A Section 1 reminder sent to an employee: one per day before the first day (2, 1, 0), so a second
 * worker or a re-run never reminds twice. Deleted with the employee.
 */
@Entity('section1_reminders')
export class Section1Reminder {
  @PrimaryColumn({ type: 'uuid' })
  employeeId!: string;

  @ManyToOne('Employee', { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'employee_id' })
  employee?: Employee;

  /** Days before the first day: 2, 1 or 0 (on the day). */
  @PrimaryColumn({ type: 'smallint' })
  daysBefore!: number;

  /** The day it was due, on the calendar of the employee's location. */
  @Column({ type: 'date' })
  dueOn!: string;

  @CreateDateColumn({ type: 'timestamptz' })
  createdAt!: Date;
}
