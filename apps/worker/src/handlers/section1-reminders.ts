import type { DataSource } from 'typeorm';
import { MailTemplate, renderMail } from '@clearhire/documents';
import { addCalendarDays, calendarDateIn, earliestCalendarDate, hourIn, latestCalendarDate, SECTION1_REMINDER_DAYS_BEFORE, section1ReminderDue, section1ReminderHour } from '@clearhire/domain';
import { JobName, type Clock, type JobQueue } from '@clearhire/server';
import type { MailSender } from '../mail/mail-sender';
import type { JobHandler, JobOutcome } from '../job-handler';
import type { TextsRepository } from '../repositories/texts.repository';

export interface Section1ReminderSettings {
  appUrl: string;
  /** The hour of the location's day from which reminders go (SECTION1_REMINDER_HOUR). */
  fromHour: number;
}

/**
 * Every hour: employees whose Form I-9 Section 1 is not done are reminded 2 days and 1 day before
 * their first day and on it (libs/domain section1-reminders.ts), by e-mail and, when they have a
 * mobile number, by text, on the calendar and in the waking hours of the location they work at.
 * Each reminder is claimed in section1_reminders (employee, day) in the transaction that mails it:
 * a re-run or a second worker finds the claim and sends nothing twice; a mail server that refuses
 * rolls the claim back, so the next run tries again. A day that passes unreminded (the employee was
 * added later) is not made up: only today's reminder goes.
 */
export class SendSection1Reminders implements JobHandler<JobName.SendSection1Reminders> {
  readonly name = JobName.SendSection1Reminders;

  constructor(
    private readonly dataSource: DataSource,
    private readonly texts: TextsRepository,
    private readonly mail: MailSender,
    private readonly queue: JobQueue,
    private readonly clock: Clock,
    private readonly settings: Section1ReminderSettings,
  ) {}

  async handle(): Promise<JobOutcome> {
    const now = this.clock.now();
    // Every location's today lies between the earliest and the latest date on Earth; first days up to 2 days after.
    const lead = Math.max(...SECTION1_REMINDER_DAYS_BEFORE);
    const candidates = await this.texts.reminderCandidates(earliestCalendarDate(now), addCalendarDays(latestCalendarDate(now), lead));
    let reminded = 0;
    let failure: unknown;
    for (const candidate of candidates) {
      const today = calendarDateIn(candidate.time_zone, now);
      const daysBefore = section1ReminderDue(candidate.start_date, today);
      if (daysBefore === null || !section1ReminderHour(hourIn(candidate.time_zone, now), this.settings.fromHour)) continue;
      try {
        if (await this.remind(candidate.id, daysBefore, today)) reminded += 1;
      } catch (err) {
        // One refused mail does not keep the others from going; the job fails after, to be retried.
        failure ??= err;
      }
    }
    if (failure !== undefined) throw failure;
    return reminded ? 'done' : 'skipped';
  }

  /** Mails one reminder under its claim and queues its text; false when it was given already or is no longer needed. */
  private async remind(employeeId: string, daysBefore: number, today: string): Promise<boolean> {
    const mailed = await this.dataSource.transaction(async (m) => {
      if (!(await this.texts.claimReminder(m, employeeId, daysBefore, today))) return false;
      const employee = await this.texts.employee(employeeId, m);
      if (!employee?.company || employee.i9Status !== 'pending' || !employee.startDate) return false;
      const data = { appUrl: this.settings.appUrl, url: employee.url, employeeFirstname: employee.firstname, employerName: employee.company.name, firstDay: employee.startDate, daysBefore };
      await this.mail.send({ to: employee.email, ...renderMail(MailTemplate.Section1Reminder, data, employee.language) });
      return true;
    });
    // The text goes as its own job (the provider may be slow or down); without a number it is skipped there.
    if (mailed) await this.queue.enqueue(JobName.SendText, { employeeId, kind: 'section1-reminder', key: `d${daysBefore}` });
    return mailed;
  }
}
