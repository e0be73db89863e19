import type { DataSource } from 'typeorm';
import { Company } from '@clearhire/db';
import { MailTemplate, renderMail, type DueI9Item, type DueListItem, type DueReverificationItem } from '@clearhire/documents';
import { addBusinessDays, calendarDaysBetween, DUE_LIST_START_OFFSET_DAYS, employerBusinessDays, REVERIFICATION_ALERT_DAYS, reverificationAlertDue, section2DueDate, wotcSubmissionDeadline } from '@clearhire/domain';
import { JobName, type Clock } from '@clearhire/server';
import type { MailSender } from '../mail/mail-sender';
import type { JobHandler, JobOutcome } from '../job-handler';
import type { WorkerConfig } from '../worker-config';

interface DueRow {
  id: string;
  firstname: string;
  lastname: string;
  company_id: number;
  start_date: string;
  /** The company's date at the run: its deadlines and "mailed today" are on its own calendar. */
  company_today: string;
}

/**
 * A Section 2 is due 3 business days after the first day, so one due within a business day of
 * today started at most one calendar day after today: the SQL reads no later starts.
 */
const I9_START_LOOKAHEAD_DAYS = 1;

/** How many business days ahead the e-mail warns of a Section 2 deadline. */
export const SECTION2_WARNING_BUSINESS_DAYS = 1;

/**
 * Once a day each company with something due gets one e-mail, most urgent first: hires due at the
 * state within 7 days or already late (WOTC), new employees whose Form I-9 Section 2 is due within
 * one business day or late, and employees to reverify (90, 60 and 30 days before, on the day, after). It goes at the first run from DUE_LIST_HOUR on the company's
 * own clock; a company mailed on its today is skipped, so a re-run (or a second worker) sends
 * nothing twice.
 */
export function dueListHandler(ds: DataSource, mail: MailSender, config: WorkerConfig, clock: Clock): JobHandler<JobName.SendDueLists> {
  return {
    name: JobName.SendDueLists,
    async handle(): Promise<JobOutcome> {
      const companyNow = `($1::timestamptz AT TIME ZONE c.time_zone)`;
      // The company's morning has come, and it has not been mailed on its today.
      const mailable = `extract(hour FROM ${companyNow}) >= $2 AND (c.due_list_sent_on IS NULL OR c.due_list_sent_on < ${companyNow}::date)`;
      const today = `to_char(${companyNow}::date, 'YYYY-MM-DD') AS company_today`;
      const params = [clock.now().toISOString(), config.DUE_LIST_HOUR];
      const wotc: DueRow[] = await ds.query(
        `SELECT s.id, s.firstname, s.lastname, s.company_id, to_char(s.start_date, 'YYYY-MM-DD') AS start_date, ${today}
         FROM submissions s JOIN companies c ON c.id = s.company_id
         WHERE s.status = 'pending' AND s.start_date IS NOT NULL AND s.start_date <= ${companyNow}::date + $3::int AND ${mailable}
         ORDER BY s.company_id, s.start_date, s.id`,
        [...params, DUE_LIST_START_OFFSET_DAYS],
      );
      const i9: DueRow[] = await ds.query(
        `SELECT e.id, e.firstname, e.lastname, e.company_id, to_char(e.start_date, 'YYYY-MM-DD') AS start_date, ${today}
         FROM employees e JOIN companies c ON c.id = e.company_id
         WHERE e.i9_status <> 'verified' AND e.start_date IS NOT NULL AND e.start_date <= ${companyNow}::date + $3::int AND ${mailable}
         ORDER BY e.company_id, e.start_date, e.id`,
        [...params, I9_START_LOOKAHEAD_DAYS],
      );
      // Reminders fall 90, 60 and 30 days before, on the day and after (reverificationAlertDue decides).
      const reverify: (DueRow & { reverify_by: string })[] = await ds.query(
        `SELECT e.id, e.firstname, e.lastname, e.company_id, to_char(e.reverify_by, 'YYYY-MM-DD') AS reverify_by, ${today}
         FROM employees e JOIN companies c ON c.id = e.company_id
         WHERE e.reverify_by IS NOT NULL AND e.termination_date IS NULL AND e.reverify_by <= ${companyNow}::date + $3::int AND ${mailable}
         ORDER BY e.company_id, e.reverify_by, e.id`,
        [...params, Math.max(...REVERIFICATION_ALERT_DAYS)],
      );
      const companies = new Set([...wotc, ...i9, ...reverify].map((r) => r.company_id));
      let sent = 0;
      for (const companyId of companies) {
        const company = await ds.getRepository(Company).findOne({ where: { id: companyId } });
        if (!company) continue;
        const rowsOf = (rows: DueRow[]) => rows.filter((r) => r.company_id === companyId);
        const todayOf = [...rowsOf(wotc), ...rowsOf(i9), ...rowsOf(reverify)][0].company_today;
        const items = rowsOf(wotc).map((r): DueListItem => {
          const deadline = wotcSubmissionDeadline(r.start_date);
          return { submissionId: r.id, name: `${r.firstname} ${r.lastname}`, startDate: r.start_date, deadline, daysLeft: calendarDaysBetween(todayOf, deadline) };
        });
        const i9Items = dueI9Items(rowsOf(i9), company, todayOf);
        const reverifyItems = (rowsOf(reverify) as (DueRow & { reverify_by: string })[])
          .filter((r) => reverificationAlertDue(r.reverify_by, todayOf))
          .map((r): DueReverificationItem => ({ employeeId: r.id, name: `${r.firstname} ${r.lastname}`, reverifyBy: r.reverify_by, daysLeft: calendarDaysBetween(todayOf, r.reverify_by) }));
        if (items.length === 0 && i9Items.length === 0 && reverifyItems.length === 0) continue;
        await mail.send({
          to: company.email,
          ...renderMail(MailTemplate.DueList, { appUrl: config.APP_URL, companyName: company.name, contactFirstname: company.firstname, items, i9Items, reverifyItems }),
        });
        await ds.getRepository(Company).update({ id: companyId }, { dueListSentOn: todayOf });
        sent += 1;
      }
      return sent ? 'done' : 'skipped';
    },
  };
}

/** The employees whose Section 2 is due within a business day of today (the company's business days) or late, most urgent first. */
function dueI9Items(rows: DueRow[], company: Company, today: string): DueI9Item[] {
  const businessDays = employerBusinessDays(company);
  const horizon = addBusinessDays(today, SECTION2_WARNING_BUSINESS_DAYS, businessDays);
  return rows
    .map((r) => {
      const dueDate = section2DueDate(r.start_date, businessDays);
      return { employeeId: r.id, name: `${r.firstname} ${r.lastname}`, firstDay: r.start_date, dueDate, daysLeft: calendarDaysBetween(today, dueDate) };
    })
    .filter((item) => item.dueDate <= horizon)
    .sort((a, b) => a.daysLeft - b.daysLeft);
}
