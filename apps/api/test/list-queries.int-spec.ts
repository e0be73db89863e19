import { FieldCipher } from '@clearhire/server';
import { Scope } from '../src/common/auth/scope';
import type { Session } from '../src/common/auth/session';
import { AccountLinksRepository } from '../src/modules/accounts/account-links.repository';
import { ApiKeysRepository } from '../src/modules/api-keys/api-keys.repository';
import { TeamRepository } from '../src/modules/accounts/team.repository';
import { CalendarFeedsRepository } from '../src/modules/calendar-feeds/calendar-feeds.repository';
import { CompaniesRepository } from '../src/modules/companies/companies.repository';
import { EmployeesRepository } from '../src/modules/employees/employees.repository';
import { EVerifyCasesRepository } from '../src/modules/everify/everify-cases.repository';
import { DocumentsRepository } from '../src/modules/files/documents.repository';
import { I9FormsRepository } from '../src/modules/i9/i9-forms.repository';
import { SupplementBRepository } from '../src/modules/i9/supplement-b.repository';
import { InspectionExportsRepository } from '../src/modules/inspection-exports/inspection-exports.repository';
import { SubmissionsRepository } from '../src/modules/submissions/submissions.repository';
import { PersonTimelineRepository } from '../src/modules/timeline/person-timeline.repository';
import { WebhookEndpointsRepository } from '../src/modules/webhooks/webhooks.repository';
import { WebhookOutboxRepository, webhookEvents } from '@clearhire/server';
import { SqlCapture } from './support/captured-sql';
import { TestContext } from './support/test-app';

const admin: Session = { userId: 'a', isAdmin: true, name: 'Admin', companyId: null, role: null };
const companyUser: Session = { userId: 'u', isAdmin: false, name: 'Owner', companyId: 7, role: 'owner' };
const locationMember: Session = { userId: 'm', isAdmin: false, name: 'Member', companyId: 7, role: 'member', locationIds: [3, 5] };
const ID = '00000000-0000-4000-8000-000000000001';
const NOW = new Date('2026-11-25T15:00:00Z');
const PAGE = { take: 10, skip: 20 };

/**
 * The SQL the repositories send to PostgreSQL for their list and detail reads, snapshotted so a
 * changed query shows up in review (docs/conventions.md habit 9). Query builders give their SQL
 * (getQueryAndParameters: they need the entities' metadata, hence the real data source); the other
 * reads are run against the run's database and their statements recorded as sent (SqlCapture).
 * The plain-SQL lists (submissions, due list, certified hires, dashboard) are snapshotted beside
 * their repositories.
 */
describe('list queries', () => {
  let ctx: TestContext;
  beforeAll(async () => (ctx = await TestContext.start()));
  afterAll(() => ctx.close());

  it('companies: every company for an administrator, one for its user, a name search', () => {
    const companies = new CompaniesRepository(ctx.dataSource);
    expect(companies.listQuery(Scope.of(admin), undefined).getQueryAndParameters()).toMatchSnapshot();
    expect(companies.listQuery(Scope.of(companyUser), 'Acme').getQueryAndParameters()).toMatchSnapshot();
  });

  it('employees: every company for an administrator, one for its user, a name or e-mail search', () => {
    const employees = new EmployeesRepository(ctx.dataSource);
    expect(employees.listQuery(Scope.of(admin), undefined).getQueryAndParameters()).toMatchSnapshot();
    expect(employees.listQuery(Scope.of(companyUser), 'ana').getQueryAndParameters()).toMatchSnapshot();
  });

  it('employees: the pre-screenings offered to link, by e-mail and once Section 1 is in by name and birth date', () => {
    const employees = new EmployeesRepository(ctx.dataSource);
    const q = { companyId: 7, email: 'ana.silva@example.test', since: '2025-11-27' };
    expect(employees.submissionMatchesQuery(Scope.of(companyUser), { ...q, section1: null })).toMatchSnapshot();
    expect(employees.submissionMatchesQuery(Scope.of(admin), { ...q, section1: { firstname: 'Ana', lastname: 'Silva', birthdate: '1990-02-01' } })).toMatchSnapshot();
  });

  it("submissions: one state's queue", () => {
    expect(new SubmissionsRepository(ctx.dataSource).stateQueueQuery('FL').getQueryAndParameters()).toMatchSnapshot();
  });

  it("I-9: an employee's company, Section 1 and Section 2, for Section 2 and Supplement B", () => {
    expect(new I9FormsRepository(ctx.dataSource).sectionsQuery(Scope.of(companyUser), ID).getQueryAndParameters()).toMatchSnapshot();
  });

  it("E-Verify: an employee's case file", () => {
    expect(new EVerifyCasesRepository(ctx.dataSource).caseFileQuery(Scope.of(companyUser), ID).getQueryAndParameters()).toMatchSnapshot();
  });
});

describe('list and detail queries as sent', () => {
  let sql: SqlCapture;
  beforeAll(async () => (sql = await SqlCapture.start()));
  afterAll(() => sql.close());
  const user = Scope.of(companyUser);

  it('submissions: one, several, the due list, the history and the corrections', async () => {
    expect(
      await sql.of(async (ds) => {
        const submissions = new SubmissionsRepository(ds);
        await submissions.findOne(user, ID);
        await submissions.findMany(user, [ID]);
        await submissions.due(user, NOW, { limit: 10, offset: 0 });
        await submissions.statusHistory(ID);
        await submissions.hireCorrections(ID);
        await submissions.stateQueue('FL', PAGE);
      }),
    ).toMatchSnapshot();
  });

  it('submissions: Section 1 of the employee hired from one', async () => {
    expect(await sql.of(async (ds) => void (await new SubmissionsRepository(ds).linkedSection1(user, ID)))).toMatchSnapshot();
  });

  it('employees: the detail, a private link, the reverification tile', async () => {
    expect(
      await sql.of(async (ds) => {
        const employees = new EmployeesRepository(ds);
        await employees.findOne(user, ID);
        await employees.findByLink('a-link');
        await employees.findBySubmission(user, ID);
        await employees.reverificationCounts(user, NOW);
        await employees.list(user, 'ana', PAGE);
      }),
    ).toMatchSnapshot();
  });

  it("companies: the list's page and names, one, its ERDs, the public link's facts", async () => {
    expect(
      await sql.of(async (ds) => {
        const companies = new CompaniesRepository(ds);
        await companies.list(user, 'Acme', PAGE);
        await companies.findOne(user, 7);
        await companies.exists(user, 7);
        await companies.newestErd(user, 7);
        await companies.newestErds(Scope.of(admin), [7, 8]);
        await companies.openForPrescreening(7);
        await companies.publicFacts(7);
      }),
    ).toMatchSnapshot();
  });

  it("documents: one file and a record's files", async () => {
    expect(
      await sql.of(async (ds) => {
        const documents = new DocumentsRepository(ds);
        await documents.findOne(user, ID);
        await documents.listFor(user, { employeeId: ID });
        // A member's: the files of records at their locations, the company's own, and the zips of exports within their locations.
        await documents.findOne(Scope.of(locationMember), ID);
      }),
    ).toMatchSnapshot();
  });

  it("team: a company's users and open invitations, the administrators, the team locked", async () => {
    const cipher = new FieldCipher(`k1:${Buffer.alloc(32, 1).toString('base64')}`, Buffer.alloc(32, 2));
    expect(
      await sql.of(async (ds) => {
        const team = new TeamRepository(ds);
        await team.members({ companyId: 7 });
        await team.members({ admins: true });
        await new AccountLinksRepository(cipher, ds).openInvitations({ companyId: 7 }, NOW);
      }),
    ).toMatchSnapshot();
    expect(await sql.inRolledBackTransaction((m) => new TeamRepository(sql.dataSource).members({ companyId: 7 }, { manager: m, lock: true }))).toMatchSnapshot();
  });

  it('inspection exports: one and the list', async () => {
    expect(
      await sql.of(async (ds) => {
        const exports = new InspectionExportsRepository(ds);
        await exports.findOne(user, ID);
        await exports.list(user, PAGE);
        // A member's: only the exports of some locations, all of them theirs.
        await exports.findOne(Scope.of(locationMember), ID);
        await exports.list(Scope.of(locationMember), PAGE);
      }),
    ).toMatchSnapshot();
  });

  it("API keys: a company's page of keys, one key as listed and one locked to revoke", async () => {
    expect(
      await sql.of(async (ds) => {
        const keys = new ApiKeysRepository(ds);
        await keys.listOf(user, 7, PAGE);
        await ds.transaction(async (m) => {
          await keys.rowOf(m, user, 7, ID);
          await keys.lockOne(m, Scope.of(admin), 7, ID);
        });
      }),
    ).toMatchSnapshot();
  });

  it("webhooks: a company's endpoints, one locked, a page of deliveries with their attempts, and an event's outbox statement", async () => {
    const statements = await sql.inRolledBackTransaction(async (m) => {
        const ds = sql.dataSource;
        const endpoints = new WebhookEndpointsRepository(ds);
        await endpoints.listOf(user, 7);
        await endpoints.findOne(user, 7, ID, m);
        await endpoints.deliveriesOf(ID, { take: 10, skip: 0 });
        await endpoints.attemptsOf([ID]);
        await new WebhookOutboxRepository(ds).record(m, webhookEvents.section1Completed({ id: ID, companyId: 7, locationId: 3, externalId: null }, new Date('2026-03-02T12:00:00Z')));
    });
    // The message id is random: shown by its form.
    expect(statements.map(([query, params]) => [query, params.map((p) => (typeof p === 'string' && p.startsWith('msg_') ? 'msg_<random>' : p))])).toMatchSnapshot();
  });

  it("I-9 and E-Verify: a locked employee's sections, Supplement B sections, a private link, the cases", async () => {
    expect(
      await sql.inRolledBackTransaction(async (m) => {
        const ds = sql.dataSource;
        await new EmployeesRepository(ds).findOne(user, ID, { manager: m, lock: true });
        await new I9FormsRepository(ds).sectionsOf(user, ID, m);
        const sections = new SupplementBRepository(ds);
        await sections.openSectionOf(m, user, ID);
        await sections.sectionOf(m, user, ID, ID);
        await sections.findByLink('a-link', { withEmployee: true });
        const cases = new EVerifyCasesRepository(ds);
        await cases.caseFileOf(user, ID, { manager: m, lock: true });
        await cases.casesOf(user, ID, m);
        await cases.lockOpenCase(m, user, ID);
      }),
    ).toMatchSnapshot();
  });

  it("timeline: each record's part, by its own id and by the linked record's", async () => {
    expect(
      await sql.of(async (ds) => {
        const timeline = new PersonTimelineRepository(ds);
        await timeline.submissionPart(user, { id: ID });
        await timeline.submissionPart(user, { employeeId: ID });
        await timeline.employeePart(user, { id: ID });
        await timeline.employeePart(Scope.of(admin), { submissionId: ID });
      }),
    ).toMatchSnapshot();
  });

  it("calendar feeds: a token's user, and the window's reverifications, retention ends and WOTC start dates for an owner and a member", async () => {
    expect(
      await sql.of(async (ds) => {
        const feeds = new CalendarFeedsRepository(ds);
        await feeds.ownerOf('0'.repeat(64));
        await feeds.datesWithin(user, '2026-10-26', '2027-12-31', 28);
        await feeds.datesWithin(Scope.of(locationMember), '2026-10-26', '2027-12-31', 28);
      }),
    ).toMatchSnapshot();
  });
});
