import type { DeadlineDayUnit } from '@clearhire/contracts';
import { MailTemplate, renderMail, type DueEVerifyItem, type DueI9Item, type DueListItem, type DueReverificationItem } from '@clearhire/documents';
import { calendarDaysBetween, DUE_LIST_START_OFFSET_DAYS, REVERIFICATION_ALERT_DAYS, reverificationAlertDue, wotcSubmissionDeadline } from '@clearhire/domain';
import { JobName, type Clock, type I9Worklist, type I9WorkItem } from '@clearhire/server';
import type { MailSender } from '../mail/mail-sender';
import type { DueListsRepository } from '../repositories/due-lists.repository';
import { mailAdministrators, type AdministratorsMailSources } from './administrators-mail';
import type { JobHandler, JobOutcome } from '../job-handler';
import type { WorkerConfig } from '../worker-config';

/**
 * Once a day each company with something due gets one e-mail, most urgent first: hires due at the
 * state within 7 days or already late (WOTC), new employees whose Form I-9 Section 2 or E-Verify case
 * is due within one business day or late, E-Verify cases waiting on the employer, and employees to
 * reverify (90, 60 and 30 days before, on the day, after), and applicants hired on or before the
 * company's today whose Form I-9 is not started. It goes at the first run from DUE_LIST_HOUR on the company's
 * own clock; a company mailed on its today is skipped, so a re-run (or a second worker) sends
 * nothing twice. The same job sends the administrators' daily mail (administrators-mail.ts).
 */
export interface DueListSources extends AdministratorsMailSources {
  dueLists: DueListsRepository;
  worklist: I9Worklist;
}

export function dueListHandler(db: DueListSources, mail: MailSender, config: WorkerConfig, clock: Clock, everifyTestMode: boolean): JobHandler<JobName.SendDueLists> {
  return {
    name: JobName.SendDueLists,
    async handle(): Promise<JobOutcome> {
      const now = clock.now();
      const run = { now, hour: config.DUE_LIST_HOUR };
      const wotc = await db.dueLists.pendingHires(run, DUE_LIST_START_OFFSET_DAYS);
      // Each company's deadlines on its own calendar; only the mailable companies get theirs.
      const { worklist } = db;
      const i9 = [...(await worklist.section2Due(now)), ...(await worklist.everifyToCreate(now, everifyTestMode)), ...(await worklist.everifyActionNeeded(now))];
      const mailableToday = await db.dueLists.mailableCompanies(run);
      // Hired applicants whose Form I-9 is not started: owed from the hire date, counted per company.
      const hired = new Map((await worklist.hiredWithoutI9(now)).map((h) => [h.companyId, h]));
      // Reminders fall 90, 60 and 30 days before, on the day and after (reverificationAlertDue decides).
      const reverify = await db.dueLists.reverificationsDue(run, Math.max(...REVERIFICATION_ALERT_DAYS));
      const companies = new Set([...wotc, ...reverify].map((r) => r.company_id).concat([...i9.map((w) => w.companyId), ...hired.keys()].filter((id) => mailableToday.has(id))));
      let sent = 0;
      for (const companyId of companies) {
        const company = await db.dueLists.company(companyId);
        if (!company) continue;
        const todayOf = mailableToday.get(companyId) as string;
        const work = i9.filter((w) => w.companyId === companyId);
        const items = wotc
          .filter((r) => r.company_id === companyId)
          .map((r): DueListItem => {
            const deadline = wotcSubmissionDeadline(r.start_date);
            return { submissionId: r.id, name: `${r.firstname} ${r.lastname}`, startDate: r.start_date, deadline, daysLeft: calendarDaysBetween(todayOf, deadline) };
          });
        const i9Items = work.filter((w) => w.kind === 'section2').map(
          (w): DueI9Item => ({ employeeId: w.employeeId, name: w.name, firstDay: w.firstDay as string, dueDate: w.dueDate as string, daysLeft: w.daysLeft as number, daysUnit: w.daysUnit as DeadlineDayUnit }),
        );
        const everifyItems = work.filter((w) => w.kind !== 'section2').map(everifyItem);
        const reverifyItems = reverify
          .filter((r) => r.company_id === companyId && reverificationAlertDue(r.reverify_by, todayOf))
          .map((r): DueReverificationItem => ({ employeeId: r.id, name: `${r.firstname} ${r.lastname}`, reverifyBy: r.reverify_by, daysLeft: calendarDaysBetween(todayOf, r.reverify_by) }));
        const hiredWithoutI9 = hired.get(companyId) ?? null;
        if (items.length === 0 && i9Items.length === 0 && everifyItems.length === 0 && reverifyItems.length === 0 && !hiredWithoutI9) continue;
        await mail.send({
          to: company.email,
          ...renderMail(MailTemplate.DueList, { appUrl: config.APP_URL, companyName: company.name, contactFirstname: company.firstname, items, i9Items, everifyItems, reverifyItems, hiredWithoutI9 }),
        });
        await db.dueLists.markMailed(companyId, todayOf);
        sent += 1;
      }
      // Last: a mail server refusing the administrators' mail fails the job after every company's list
      // went out, and the retry (companies mailed today are skipped) tries only it again.
      const administratorsMailed = await mailAdministrators(db, mail, run);
      return sent || administratorsMailed ? 'done' : 'skipped';
    },
  };
}

/** An E-Verify item of the e-mail: the case to create, or the employer's step on the open case. */
function everifyItem(w: I9WorkItem): DueEVerifyItem {
  return { employeeId: w.employeeId, name: w.name, what: w.text, dueDate: w.dueDate, daysLeft: w.daysLeft, daysUnit: w.daysUnit, testMode: w.testMode };
}
