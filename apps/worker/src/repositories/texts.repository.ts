import type { DataSource, EntityManager } from 'typeorm';
import type { SmsKind, SmsStatus } from '@clearhire/contracts';
import { Employee, I9SupplementB, Section1Reminder, SmsMessage, SmsOptOut } from '@clearhire/db';

/** An employee still to remind of Section 1, with their location's zone. */
export interface ReminderCandidate {
  id: string;
  start_date: string;
  time_zone: string;
}

/**
 * What the texts and the Section 1 reminders read and record: the employee with their company
 * and location, the opt-outs by number, the texts already sent, and the reminders already given.
 */
export class TextsRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** The employee with their company (its name) and location (its calendar), in one round trip. */
  employee(id: string, manager: EntityManager = this.dataSource.manager): Promise<Employee | null> {
    return manager.getRepository(Employee).findOne({ where: { id }, relations: { company: true, location: true } });
  }

  supplementB(id: string): Promise<I9SupplementB | null> {
    return this.dataSource.getRepository(I9SupplementB).findOne({ where: { id } });
  }

  async isOptedOut(phone: string): Promise<boolean> {
    return (await this.dataSource.getRepository(SmsOptOut).countBy({ phone })) > 0;
  }

  async alreadyTexted(employeeId: string, kind: SmsKind, recordKey: string): Promise<boolean> {
    return (await this.dataSource.getRepository(SmsMessage).countBy({ employeeId, kind, recordKey })) > 0;
  }

  /** Records a text (or that an opt-out held it back); a second record of the same text is ignored. */
  async record(text: { companyId: number; employeeId: string; kind: SmsKind; recordKey: string; status: SmsStatus; providerMessageId: string | null }): Promise<void> {
    await this.dataSource.createQueryBuilder().insert().into(SmsMessage).values(text).orIgnore().execute();
  }

  /**
   * Employees whose Form I-9 Section 1 is not done and whose first day falls between two dates (the
   * earliest and the latest today anywhere, plus the reminders' lead): the caller decides each one's
   * day on their location's calendar. Served by employees_section1_reminder_idx.
   */
  reminderCandidates(fromDate: string, toDate: string): Promise<ReminderCandidate[]> {
    return this.dataSource.query(
      `SELECT e.id, to_char(e.start_date, 'YYYY-MM-DD') AS start_date, l.time_zone
       FROM employees e JOIN locations l ON l.id = e.location_id
       WHERE e.i9_status = 'pending' AND e.start_date BETWEEN $1::date AND $2::date
       ORDER BY e.start_date, e.id`,
      [fromDate, toDate],
    );
  }

  /**
   * Claims one reminder in the caller's transaction: true when this run is the first to give it.
   * The primary key (employee, day) makes a second worker's claim wait for the first's commit and then find it taken.
   */
  async claimReminder(m: EntityManager, employeeId: string, daysBefore: number, dueOn: string): Promise<boolean> {
    const result = await m.createQueryBuilder().insert().into(Section1Reminder).values({ employeeId, daysBefore, dueOn }).orIgnore().returning(['employeeId']).execute();
    return result.raw.length > 0;
  }
}
