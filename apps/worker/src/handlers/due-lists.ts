import type { DataSource } from 'typeorm';
import { Company } from '@clearhire/db';
import { MailTemplate, renderMail, type DueEVerifyItem, type DueI9Item, type DueListItem, type DueReverificationItem } from '@clearhire/documents';
import { calendarDaysBetween, DUE_LIST_START_OFFSET_DAYS, REVERIFICATION_ALERT_DAYS, reverificationAlertDue, wotcSubmissionDeadline } from '@clearhire/domain';
import { I9Worklist, JobName, type Clock, type I9WorkItem } from '@clearhire/server';
import type { MailSender } from '../mail/mail-sender';
import { mailAdministrators } from './administrators-mail';
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
 * Once a day each company with something due gets one e-mail, most urgent first: hires due at the
 * state within 7 days or already late (WOTC), new employees whose Form I-9 Section 2 or E-Verify case
 * is due within one business day or late, E-Verify cases waiting on the employer, and employees to
 * reverify (90, 60 and 30 days before, on the day, after). It goes at the first run from DUE_LIST_HOUR on the company's
 * own clock; a company mailed on its today is skipped, so a re-run (or a second worker) sends
 * nothing twice. The same job sends the administrators' daily mail (administrators-mail.ts).
 */
export function dueListHandler(ds: DataSource, mail: MailSender, config: WorkerConfig, clock: Clock, everifyTestMode: boolean): JobHandler<JobName.SendDueLists> {
  const worklist = new I9Worklist(ds);
  return {
    name: JobName.SendDueLists,
    async handle(): Promise<JobOutcome> {
      const companyNow = `($1::timestamptz AT TIME ZONE c.time_zone)`;
      // The company's morning has come, and it has not been mailed on its today.
      const mailable = `extract(hour FROM ${companyNow}) >= $2 AND (c.due_list_sent_on IS NULL OR c.due_list_sent_on < ${companyNow}::date)`;
      const today = `to_char(${companyNow}::date, 'YYYY-MM-DD') AS company_today`;
      const now = clock.now();
      const administratorsMailed = await mailAdministrators(ds, mail, config.DUE_LIST_HOUR, now);
      const params = [now.toISOString(), config.DUE_LIST_HOUR];
      const wotc: DueRow[] = await ds.query(
        `SELECT s.id, s.firstname, s.lastname, s.company_id, to_char(s.start_date, 'YYYY-MM-DD') AS start_date, ${today}
         FROM submissions s JOIN companies c ON c.id = s.company_id
         WHERE s.status = 'pending' AND s.start_date IS NOT NULL AND s.start_date <= ${companyNow}::date + $3::int AND ${mailable}
         ORDER BY s.company_id, s.start_date, s.id`,
        [...params, DUE_LIST_START_OFFSET_DAYS],
      );
      // Each company's deadlines on its own calendar; only the mailable companies get theirs.
      const i9 = [...(await worklist.section2Due(now)), ...(await worklist.everifyToCreate(now, everifyTestMode)), ...(await worklist.everifyActionNeeded(now))];
      const mailableCompanies: { id: number; company_today: string }[] = await ds.query(`SELECT c.id, ${today} FROM companies c WHERE ${mailable}`, params);
      const mailableToday = new Map(mailableCompanies.map((c) => [c.id, c.company_today]));
      // Reminders fall 90, 60 and 30 days before, on the day and after (reverificationAlertDue decides).
      const reverify: (DueRow & { reverify_by: string })[] = await ds.query(
        `SELECT e.id, e.firstname, e.lastname, e.company_id, to_char(e.reverify_by, 'YYYY-MM-DD') AS reverify_by, ${today}
         FROM employees e JOIN companies c ON c.id = e.company_id
         WHERE e.reverify_by IS NOT NULL AND e.termination_date IS NULL AND e.reverify_by <= ${companyNow}::date + $3::int AND ${mailable}
         ORDER BY e.company_id, e.reverify_by, e.id`,
        [...params, Math.max(...REVERIFICATION_ALERT_DAYS)],
      );
      const companies = new Set([...wotc, ...reverify].map((r) => r.company_id).concat(i9.map((w) => w.companyId).filter((id) => mailableToday.has(id))));
      let sent = 0;
      for (const companyId of companies) {
        const company = await ds.getRepository(Company).findOne({ where: { id: companyId } });
        if (!company) continue;
        const rowsOf = (rows: DueRow[]) => rows.filter((r) => r.company_id === companyId);
        const todayOf = mailableToday.get(companyId) as string;
        const work = i9.filter((w) => w.companyId === companyId);
        const items = rowsOf(wotc).map((r): DueListItem => {
          const deadline = wotcSubmissionDeadline(r.start_date);
          return { submissionId: r.id, name: `${r.firstname} ${r.lastname}`, startDate: r.start_date, deadline, daysLeft: calendarDaysBetween(todayOf, deadline) };
        });
        const i9Items = work.filter((w) => w.kind === 'section2').map(
          (w): DueI9Item => ({ employeeId: w.employeeId, name: w.name, firstDay: w.firstDay as string, dueDate: w.dueDate as string, daysLeft: w.daysLeft as number }),
        );
        const everifyItems = work.filter((w) => w.kind !== 'section2').map(everifyItem);
        const reverifyItems = (rowsOf(reverify) as (DueRow & { reverify_by: string })[])
          .filter((r) => reverificationAlertDue(r.reverify_by, todayOf))
          .map((r): DueReverificationItem => ({ employeeId: r.id, name: `${r.firstname} ${r.lastname}`, reverifyBy: r.reverify_by, daysLeft: calendarDaysBetween(todayOf, r.reverify_by) }));
        if (items.length === 0 && i9Items.length === 0 && everifyItems.length === 0 && reverifyItems.length === 0) continue;
        await mail.send({
          to: company.email,
          ...renderMail(MailTemplate.DueList, { appUrl: config.APP_URL, companyName: company.name, contactFirstname: company.firstname, items, i9Items, everifyItems, reverifyItems }),
        });
        await ds.getRepository(Company).update({ id: companyId }, { dueListSentOn: todayOf });
        sent += 1;
      }
      return sent || administratorsMailed ? 'done' : 'skipped';
    },
  };
}

/** An E-Verify item of the e-mail: the case to create, or the employer's step on the open case. */
function everifyItem(w: I9WorkItem): DueEVerifyItem {
  return { employeeId: w.employeeId, name: w.name, what: w.text, dueDate: w.dueDate, daysLeft: w.daysLeft, testMode: w.testMode };
}
