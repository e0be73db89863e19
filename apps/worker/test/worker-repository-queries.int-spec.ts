import type { EVerifyCase } from '@clearhire/db';
import { I9Worklist } from '@clearhire/server';
import { SqlCapture } from './support/api-harness';
import { AuditChainBreaksRepository } from '../src/repositories/audit-chain-breaks.repository';
import { DueListsRepository } from '../src/repositories/due-lists.repository';
import { EmployersRepository } from '../src/repositories/employers.repository';
import { EVerifyCasesRepository } from '../src/repositories/everify-cases.repository';
import { I9RecordVersionsRepository } from '../src/repositories/i9-record-versions.repository';
import { I9RecordsRepository } from '../src/repositories/i9-records.repository';
import { InspectionExportsRepository } from '../src/repositories/inspection-exports.repository';
import { MailRepository } from '../src/repositories/mail.repository';
import { MissingWorkRepository } from '../src/repositories/missing-work.repository';
import { WebhookDeliveriesRepository } from '../src/repositories/webhook-deliveries.repository';
import { SubmissionsRepository } from '../src/repositories/submissions.repository';
import { TextsRepository } from '../src/repositories/texts.repository';

const ID = '00000000-0000-4000-8000-000000000001';
const NOW = new Date('2026-11-25T15:00:00Z');
const COMPANY = 7;

/**
 * The SQL the worker's repositories send to PostgreSQL, snapshotted so a changed query shows up in
 * review (docs/conventions.md habit 9): run against the run's database (empty answers are fine)
 * and recorded as sent.
 */
describe("the worker's queries as sent", () => {
  let sql: SqlCapture;
  beforeAll(async () => (sql = await SqlCapture.start()));
  afterAll(() => sql.close());

  it("a Form I-9 record's render: the Form in one round trip, its supplements, the version check, the lock and the ready mark", async () => {
    const records = new I9RecordVersionsRepository(sql.dataSource);
    expect(records.sourceQuery(ID).getQueryAndParameters()).toMatchSnapshot();
    expect(
      await sql.of(async () => {
        await records.sourceOf(ID);
        await records.supplementsOf(ID);
        await records.versionStored(ID, 2);
      }),
    ).toMatchSnapshot();
    expect(
      await sql.inRolledBackTransaction(async (m) => {
        await records.lockRevision(m, ID);
        await records.markReady(ID, 2, m);
      }),
    ).toMatchSnapshot();
  });

  it("a company's Forms I-9 for an inspection export and the retention purge", async () => {
    const records = new I9RecordsRepository(sql.dataSource);
    expect(
      await sql.of(async () => {
        await records.i9Candidates(COMPANY);
        await records.i9Files(COMPANY, [ID]);
        await records.auditEvents(COMPANY, [ID], [ID]);
        await records.retentionCandidates(NOW, 200);
      }),
    ).toMatchSnapshot();
    expect(
      await sql.inRolledBackTransaction(async (m) => {
        await records.lockRetention(m, ID);
        await records.lockPresent(m, [ID]);
      }),
    ).toMatchSnapshot();
  });

  it('inspection exports: the job, the exports to expire', async () => {
    const exports = new InspectionExportsRepository(sql.dataSource);
    expect(await sql.of(() => exports.withCompany(ID))).toMatchSnapshot();
    expect(
      await sql.inRolledBackTransaction(async (m) => {
        await exports.finishedExportsOf(m, COMPANY);
        await exports.exportsFinishedBefore(m, NOW, 30);
      }),
    ).toMatchSnapshot();
  });

  it('the forms of a submission and of an ERD, with the employer they print', async () => {
    expect(
      await sql.of(async (ds) => {
        const submissions = new SubmissionsRepository(ds);
        await submissions.receipt(ID);
        await submissions.findMany([ID]);
        await submissions.formKinds([ID]);
        const employers = new EmployersRepository(ds);
        await employers.companiesWithNewestErd([COMPANY]);
        await employers.erdWithCompany(ID);
      }),
    ).toMatchSnapshot();
    expect(
      await sql.inRolledBackTransaction(async (m) => {
        const submissions = new SubmissionsRepository(sql.dataSource);
        await submissions.lockRevisions(m, [ID]);
        await submissions.markFormsStored(m, [{ id: ID, formsRevision: 1 }]);
        await new EmployersRepository(sql.dataSource).lockReadiness(m, ID);
      }),
    ).toMatchSnapshot();
  });

  it('what the mails read', async () => {
    expect(
      await sql.of(async (ds) => {
        const mail = new MailRepository(ds);
        await mail.employeeWithCompany(ID);
        await mail.supplementBWithEmployee(ID);
        await mail.administratorEmails();
        await mail.contactRequest(ID);
        await mail.accountLink(ID);
      }),
    ).toMatchSnapshot();
  });

  it('E-Verify: a case, what it is sent with, the cases due for a poll', async () => {
    const cases = new EVerifyCasesRepository(sql.dataSource);
    expect(
      await sql.of(async () => {
        await cases.find(ID, { withEmployeeAndCompany: true });
        // Nothing is there: it answers an error, once all four reads are back.
        await cases.submissionOf({ id: ID, employeeId: ID, companyId: COMPANY, createdBy: ID } as EVerifyCase).catch(() => undefined);
        await cases.dueForPoll(NOW, 200);
      }),
    ).toMatchSnapshot();
  });

  it('the sweep: every kind of work not done', async () => {
    expect(
      await sql.of(async (ds) => {
        const missing = new MissingWorkRepository(ds);
        await missing.submissionsWithoutForms(30);
        await missing.erdsWithoutAuthorization(30);
        await missing.i9RecordsNotReady(30);
        await missing.employeesNotInvited(30);
        await missing.reverificationLinksNotSent(30);
        await missing.accountLinksNotMailed(30);
        await missing.exportsNotStarted(30);
        await missing.stuckEVerifyCases(30);
      }),
    ).toMatchSnapshot();
  });

  it('webhook deliveries: the claim of an attempt, its record, the endpoint failing or disabled, the overdue ones, the mail', async () => {
    expect(
      await sql.inRolledBackTransaction(async (m) => {
        const deliveries = new WebhookDeliveriesRepository(sql.dataSource);
        await deliveries.claim(ID, 2, NOW);
        await deliveries.settleIfEndpointDisabled(ID);
        await deliveries.endpointSucceeded(m, ID);
        await deliveries.endpointFailed(m, ID, NOW);
        await deliveries.disableFailing(m, ID, NOW);
        await deliveries.overdue(30);
        await deliveries.disabledEndpointMail(ID);
      }),
    ).toMatchSnapshot();
  });

  it("the daily due lists: what is due on each company's calendar, who gets it, and the mark that it was mailed", async () => {
    const run = { now: NOW, hour: 8 };
    expect(
      await sql.of(async (ds) => {
        const dueLists = new DueListsRepository(ds);
        await dueLists.pendingHires(run, 7);
        await dueLists.reverificationsDue(run, 90);
        await dueLists.mailableCompanies(run);
        await dueLists.company(COMPANY);
        // Its owners and members (with their locations), its locations, and where the Form I-9 work is.
        await dueLists.recipients(COMPANY);
        await dueLists.locations(COMPANY);
        await dueLists.employeeLocations([ID]);
        // Hired applicants whose Form I-9 is not started: every company's for the mail, one company's for its dashboard.
        const worklist = new I9Worklist(ds);
        await worklist.hiredWithoutI9(NOW);
        await worklist.hiredWithoutI9(NOW, COMPANY);
      }),
    ).toMatchSnapshot();
    expect(await sql.inRolledBackTransaction((m) => new DueListsRepository(m).markMailed(COMPANY, '2026-11-25'))).toMatchSnapshot();
  });

  it('breaks found in the audit trail: kept once, listed, mailed, resolved', async () => {
    expect(await sql.of((ds) => new AuditChainBreaksRepository(ds).open())).toMatchSnapshot();
    expect(
      await sql.inRolledBackTransaction(async (m) => {
        const breaks = new AuditChainBreaksRepository(m);
        await breaks.record({ eventId: '1234', problem: 'Event 1234 was changed.' }, NOW);
        await breaks.markMailed([ID], '2026-11-25');
        await breaks.resolveAll(NOW);
      }),
    ).toMatchSnapshot();
  });

  it('texts and Section 1 reminders: the employee with company and location, an opt-out, a text sent, the employees to remind', async () => {
    expect(
      await sql.of(async (ds) => {
        const texts = new TextsRepository(ds);
        await texts.employee(ID);
        await texts.supplementB(ID);
        await texts.isOptedOut('+18085550142');
        await texts.alreadyTexted(ID, 'i9-link', 'link');
        await texts.reminderCandidates('2026-11-24', '2026-11-28');
      }),
    ).toMatchSnapshot();
  });
});
