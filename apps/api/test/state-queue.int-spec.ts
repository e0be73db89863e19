import type { INestApplicationContext } from '@nestjs/common';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { addCalendarDays, todayCalendarDate } from '@clearhire/domain';
import { TestContext, type CompanyAccount } from './support/test-app';
// The worker's own harness: these tests need the forms it renders.
// eslint-disable-next-line @nx/enforce-module-boundaries
import { eventually, startWorker } from '../../worker/test/support/worker-harness';

const TODAY = todayCalendarDate();

interface Queued {
  id: string;
  start_date: string | null;
  forms_ready: boolean;
  target_groups: string[];
}

/** The queue is global to administrators, so this file uses states no other test file submits for. */
describe('GET /api/submissions/state-queue: the pending submissions of one state, most urgent first', () => {
  let ctx: TestContext;
  let worker: INestApplicationContext | undefined;
  let admin: string;
  let company: CompanyAccount;
  let other: CompanyAccount;

  beforeAll(async () => ({ ctx, admin, companies: [company, other] } = await TestContext.withCompanies([{ name: 'Prairie Feed Store' }, {}])));
  afterAll(async () => {
    await worker?.close();
    await ctx.close();
  });

  const queue = (query: string, token = admin) => ctx.http.get(`/api/submissions/state-queue${query}`).set('Authorization', ctx.auth(token));
  /** A submission for `state`; with `startedDaysAgo` its hire started that many days ago (set directly: the API takes hires from the pre-screening day on). */
  const submit = async (owner: CompanyAccount, state: string, opts: { startedDaysAgo?: number; status?: string; over?: Record<string, unknown> } = {}) => {
    const id = await ctx.newSubmission(owner.id, { state, ...opts.over });
    if (opts.startedDaysAgo !== undefined) await ctx.dataSource.query('UPDATE submissions SET start_date = $2 WHERE id = $1', [id, addCalendarDays(TODAY, -opts.startedDaysAgo)]);
    if (opts.status) await ctx.dataSource.query('UPDATE submissions SET status = $2 WHERE id = $1', [id, opts.status]);
    return id;
  };

  // The queue spans every company of the run's database, which all test files share: North and South
  // Dakota are used by this file alone, so its counts and order hold whatever other files create.
  let northDakota: { noHireOld: string; late: string; otherCompany: string; later: string; noHireNew: string };

  it('lists only pending submissions of that state, hires by start date first, then those without a hire, oldest first', async () => {
    const noHireOld = await submit(company, 'ND');
    const late = await submit(company, 'ND', { startedDaysAgo: 30 });
    const later = await submit(company, 'ND', { startedDaysAgo: 10 });
    const noHireNew = await submit(company, 'ND', { over: { eligible: false } });
    const otherCompany = await submit(other, 'ND', { startedDaysAgo: 25 });
    await submit(company, 'ND', { startedDaysAgo: 29, status: 'sent' });
    await submit(company, 'ND', { status: 'rejected' });
    await submit(company, 'SD', { startedDaysAgo: 40 });
    northDakota = { noHireOld, late, otherCompany, later, noHireNew };

    const res = await queue('?state=ND&limit=100').expect(200);
    expect(res.body.count).toBe(5);
    expect(res.body.data.map((d: Queued) => d.id)).toEqual([late, otherCompany, later, noHireOld, noHireNew]);
    const [first] = res.body.data;
    expect(Object.keys(first).sort()).toEqual(
      ['company_id', 'company_name', 'created_at', 'days_left', 'firstname', 'forms_ready', 'id', 'lastname', 'late', 'start_date', 'state_deadline', 'target_groups'].sort(),
    );
    expect(first).toMatchObject({
      company_id: company.id,
      company_name: 'Prairie Feed Store',
      firstname: 'James',
      lastname: 'Carter',
      start_date: addCalendarDays(TODAY, -30),
      state_deadline: addCalendarDays(TODAY, -2),
      days_left: -2,
      late: true,
      forms_ready: false,
    });
    // The default pre-screening: a disabled veteran unemployed 6 months, best group first.
    expect(first.target_groups[0]).toBe('VET_DISABLED_UNEMPLOYED_6M');
    expect(res.body.data[2]).toMatchObject({ days_left: 18, late: false, state_deadline: addCalendarDays(TODAY, 18) });
    expect(res.body.data[3]).toMatchObject({ start_date: null, state_deadline: null, days_left: null, late: false });
    expect(res.body.data[4].target_groups).toEqual([]);
    expect(new Date(res.body.data[3].created_at).getTime()).toBeLessThan(new Date(res.body.data[4].created_at).getTime());

    const southDakota = await queue('?state=SD').expect(200);
    expect(southDakota.body.data.map((d: Queued) => d.id)).not.toContain(late);
    expect(southDakota.body.count).toBe(1);
  });

  it('pages with limit and offset, keeping the count of the whole queue', async () => {
    const page = await queue('?state=ND&limit=2&offset=1').expect(200);
    expect(page.body.data.map((d: Queued) => d.id)).toEqual([northDakota.otherCompany, northDakota.later]);
    expect(page.body.count).toBe(5);
    const past = await queue('?state=ND&offset=50').expect(200);
    expect(past.body).toEqual({ data: [], count: 5 });
    await queue('?state=ND&limit=0').expect(400);
    await queue('?state=ND&limit=101').expect(400);
  });

  it('shows forms_ready once the worker has rendered the forms', async () => {
    const id = await submit(company, 'SD', { startedDaysAgo: 3 });
    const row = async () => (await queue('?state=SD').expect(200)).body.data.find((d: Queued) => d.id === id) as Queued;
    expect((await row()).forms_ready).toBe(false);
    worker = await startWorker({ MAIL_OUTBOX_DIR: mkdtempSync(join(tmpdir(), 'clearhire-outbox-')) });
    await eventually(async () => (await row()).forms_ready, 15000, 'forms_ready');
  });

  it.each([
    ['an unknown state', '?state=XX'],
    ['a lower-case code', '?state=nd'],
    ['no state', ''],
    ['an empty state', '?state='],
  ])('refuses %s with 400', async (_name, query) => {
    const res = await queue(query).expect(400);
    expect(res.body.errors).toEqual(expect.arrayContaining([expect.objectContaining({ param: 'state' })]));
  });

  it('answers 401 without a token and 403 to a company user', async () => {
    await ctx.http.get('/api/submissions/state-queue?state=ND').expect(401);
    const refused = await queue('?state=ND', company.token).expect(403);
    expect(refused.body.errors).toHaveLength(1);
  });
});
