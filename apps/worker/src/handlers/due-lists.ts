import type { DeadlineDayUnit } from '@clearhire/contracts';
import { MailTemplate, renderMail, type DueEVerifyItem, type DueHiredWithoutI9, type DueI9Item, type DueListItem, type DueListLists, type DueListLocation, type DueReverificationItem } from '@clearhire/documents';
import { calendarDaysBetween, DUE_LIST_START_OFFSET_DAYS, REVERIFICATION_ALERT_DAYS, reverificationAlertDue, wotcSubmissionDeadline } from '@clearhire/domain';
import { JobName, sumOfHired, type Clock, type HiredWithoutI9AtLocation, type I9Worklist, type I9WorkItem, type JobQueue, type WebhookOutboxRepository, webhookDeliveryJobs, webhookEvents } from '@clearhire/server';
import type { MailSender, OutgoingMail } from '../mail/mail-sender';
import type { DueListLocationRow, DueListsRepository, DueReverificationRow } from '../repositories/due-lists.repository';
import { mailAdministrators, type AdministratorsMailSources } from './administrators-mail';
import type { JobHandler, JobOutcome } from '../job-handler';
import type { WorkerConfig } from '../worker-config';

/**
 * Once a day each company with something due sends its list, most urgent first: hires due at the
 * state within 7 days or already late (WOTC), new employees whose Form I-9 Section 2 or E-Verify case
 * is due within one business day or late, E-Verify cases waiting on the employer, and employees to
 * reverify (90, 60 and 30 days before, on the day, after), and applicants hired on or before the
 * company's today whose Form I-9 is not started. Each owner gets the whole list; each member the
 * items of their locations only, and no mail when none is theirs. A company with several locations
 * has its lists grouped under each location's name. It goes at the first run from DUE_LIST_HOUR on
 * the company's own clock; a company mailed on its today is skipped, so a re-run (or a second
 * worker) sends nothing twice. The same job sends the administrators' daily mail (administrators-mail.ts).
 */
export interface DueListSources extends AdministratorsMailSources {
  dueLists: DueListsRepository;
  worklist: I9Worklist;
  /** i9.reverification_due goes to the company's webhook endpoints once per reverification date. */
  webhooks: WebhookOutboxRepository;
  queue: JobQueue;
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
      // Hired applicants whose Form I-9 is not started: owed from the hire date, counted per location.
      const hired = await worklist.hiredWithoutI9ByLocation(now);
      // Reminders fall 90, 60 and 30 days before, on the day and after (reverificationAlertDue decides).
      const reverify = await db.dueLists.reverificationsDue(run, Math.max(...REVERIFICATION_ALERT_DAYS));
      await announceReverificationsDue(db, reverify);
      const companies = new Set([...wotc, ...reverify].map((r) => r.company_id).concat([...i9.map((w) => w.companyId), ...hired.map((h) => h.companyId)].filter((id) => mailableToday.has(id))));
      let sent = 0;
      let failure: unknown;
      for (const companyId of companies) {
        const company = await db.dueLists.company(companyId);
        if (!company) continue;
        const todayOf = mailableToday.get(companyId) as string;
        const work = i9.filter((w) => w.companyId === companyId);
        const workAt = await db.dueLists.employeeLocations(work.map((w) => w.employeeId));
        const due: LocatedDueList = {
          items: wotc
            .filter((r) => r.company_id === companyId)
            .map((r) => {
              const deadline = wotcSubmissionDeadline(r.start_date);
              return at(r.location_id, { submissionId: r.id, name: `${r.firstname} ${r.lastname}`, startDate: r.start_date, deadline, daysLeft: calendarDaysBetween(todayOf, deadline) });
            }),
          i9Items: work
            .filter((w) => w.kind === 'section2')
            .map((w) =>
              at(workAt.get(w.employeeId), { employeeId: w.employeeId, name: w.name, firstDay: w.firstDay as string, dueDate: w.dueDate as string, daysLeft: w.daysLeft as number, daysUnit: w.daysUnit as DeadlineDayUnit }),
            ),
          everifyItems: work.filter((w) => w.kind !== 'section2').map((w) => at(workAt.get(w.employeeId), everifyItem(w))),
          reverifyItems: reverify
            .filter((r) => r.company_id === companyId && reverificationAlertDue(r.reverify_by, todayOf))
            .map((r) => at(r.location_id, { employeeId: r.id, name: `${r.firstname} ${r.lastname}`, reverifyBy: r.reverify_by, daysLeft: calendarDaysBetween(todayOf, r.reverify_by) })),
          hired: hired.filter((h) => h.companyId === companyId),
        };
        if (isEmpty(due)) continue;
        // Each owner gets the whole list; each member the items of their locations, and nothing when none is theirs.
        const locations = await db.dueLists.locations(companyId);
        const mails = (await db.dueLists.recipients(companyId))
          .map((r) => ({ to: r.email, firstname: r.firstname, list: r.location_ids === null ? due : atLocations(due, r.location_ids) }))
          .filter((m) => !isEmpty(m.list))
          .map((m) => ({ to: m.to, ...renderMail(MailTemplate.DueList, { appUrl: config.APP_URL, companyName: company.name, contactFirstname: m.firstname, ...byLocation(m.list, locations) }) }));
        // Every mail rendered before the first goes out. Once any of them went, the company is mailed
        // today: a recipient the mail server refused misses this day's list rather than the others
        // getting theirs twice at the retry. When none went (the server is down), the retry sends them all.
        const refused = await sendEach(mail, mails);
        if (mails.length === 0 || refused.length < mails.length) await db.dueLists.markMailed(companyId, todayOf);
        if (refused.length < mails.length) sent += 1;
        failure ??= refused[0];
      }
      // Last: a mail server refusing the administrators' mail fails the job after every company's list
      // went out, and the retry (companies mailed today are skipped) tries only it again.
      const administratorsMailed = await mailAdministrators(db, mail, run);
      // A refused list fails the job too, once every other company had its turn.
      if (failure !== undefined) throw failure;
      return sent || administratorsMailed ? 'done' : 'skipped';
    },
  };
}

/**
 * Each reverification within the reminders' window (the first reminder, 90 days ahead, or later) is
 * told to the company's webhook endpoints once per employee and date: a new date (new documents) is
 * a new event. Recorded before the mails, so a refused mail does not hold it back.
 */
async function announceReverificationsDue(db: DueListSources, due: readonly DueReverificationRow[]): Promise<void> {
  const deliveries: string[] = [];
  for (const r of due) {
    const employee = { id: r.id, companyId: r.company_id, locationId: r.location_id, externalId: r.external_id };
    deliveries.push(...(await db.webhooks.recordOnce(webhookEvents.reverificationDue(employee, r.reverify_by), { employee_id: r.id, reverify_by: r.reverify_by })));
  }
  await db.queue.enqueueAll(webhookDeliveryJobs(deliveries));
}

/** Sends each mail, one refusal not stopping the others; answers the refusals. */
async function sendEach(mail: MailSender, mails: OutgoingMail[]): Promise<unknown[]> {
  const refused: unknown[] = [];
  for (const message of mails) {
    try {
      await mail.send(message);
    } catch (err) {
      refused.push(err);
    }
  }
  return refused;
}

/** An item of the list with the location it belongs to (an employee's or a submission's). */
type Located<T> = T & { readonly locationId: number | undefined };

/** A company's due list, each item at its location. */
interface LocatedDueList {
  items: Located<DueListItem>[];
  i9Items: Located<DueI9Item>[];
  everifyItems: Located<DueEVerifyItem>[];
  reverifyItems: Located<DueReverificationItem>[];
  hired: HiredWithoutI9AtLocation[];
}

const at = <T extends object>(locationId: number | undefined, item: T): Located<T> => ({ ...item, locationId });

function isEmpty(d: LocatedDueList): boolean {
  return d.items.length === 0 && d.i9Items.length === 0 && d.everifyItems.length === 0 && d.reverifyItems.length === 0 && d.hired.length === 0;
}

/** The part of a due list at these locations (a member's). */
function atLocations(d: LocatedDueList, locationIds: readonly number[]): LocatedDueList {
  const ours = <T extends { locationId: number | undefined }>(items: T[]) => items.filter((i) => i.locationId !== undefined && locationIds.includes(i.locationId));
  return { items: ours(d.items), i9Items: ours(d.i9Items), everifyItems: ours(d.everifyItems), reverifyItems: ours(d.reverifyItems), hired: ours(d.hired) };
}

/** The lists of the mail without their locations, and the hires without a Form I-9 summed over them. */
function lists(d: LocatedDueList): DueListLists {
  const hiredWithoutI9 = d.hired.reduce<DueHiredWithoutI9 | null>((sum, h) => (sum ? sumOfHired(sum, h) : { count: h.count, oldestHireDate: h.oldestHireDate }), null);
  return { items: d.items.map(unlocated), i9Items: d.i9Items.map(unlocated), everifyItems: d.everifyItems.map(unlocated), reverifyItems: d.reverifyItems.map(unlocated), hiredWithoutI9 };
}

function unlocated<T extends object>({ locationId: _, ...item }: Located<T>): T {
  return item as unknown as T;
}

/**
 * The mail's lists: at the top for a company with one location; under each location's name (those
 * with something due, by name) for a company with several.
 */
function byLocation(d: LocatedDueList, locations: DueListLocationRow[]): DueListLists & { locations?: DueListLocation[] } {
  if (locations.length < 2) return lists(d);
  const groups = locations.flatMap((l) => {
    const there = atLocations(d, [l.id]);
    return isEmpty(there) ? [] : [{ name: l.name, ...lists(there) }];
  });
  return { items: [], locations: groups };
}

/** An E-Verify item of the e-mail: the case to create, or the employer's step on the open case. */
function everifyItem(w: I9WorkItem): DueEVerifyItem {
  return { employeeId: w.employeeId, name: w.name, what: w.text, dueDate: w.dueDate, daysLeft: w.daysLeft, daysUnit: w.daysUnit, testMode: w.testMode };
}
