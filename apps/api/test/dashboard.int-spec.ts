import { addCalendarDays, addCalendarYears, hiatusPeriods, TARGET_GROUPS, todayCalendarDate } from '@clearhire/domain';
import { runCommand } from '../src/cli/commands';
import { recentMonths } from '../src/modules/dashboard/recent-months';
import { recordHire } from './support/credits-fixtures';
import { HOST_TIME_ZONE, snapApplicant } from './support/payloads';
import { TestContext, type CompanyAccount } from './support/test-app';

const TODAY = todayCalendarDate();
/** The default pre-screening: a veteran with a disability, unemployed 6 months ($9,600). */
const veteran = {};

interface Figures {
  potential_credits: { total: number; submissions: number; rehires_not_counted: number };
  waiting_for_renewal: { total: number; submissions: number };
  potential_by_group: { group: string; group_name: string; credit: number; submissions: number }[];
  submissions_by_month: { month: string; pending: number; sent: number; approved: number; rejected: number }[];
}

describe('GET /api/dashboard', () => {
  let ctx: TestContext;
  let admin: string;
  let a: CompanyAccount;
  let b: CompanyAccount;
  const ids: string[] = [];

  const dashboard = (token: string, query = '') => ctx.http.get(`/api/dashboard${query}`).set('Authorization', ctx.auth(token));
  const figures = async (token: string, query = ''): Promise<Figures> => (await dashboard(token, query).expect(200)).body;
  const setStatus = async (id: string, newStatus: string) =>
    ctx.http.patch(`/api/submissions/${id}`).set('Authorization', ctx.auth(admin)).send({ newStatus }).expect(200);
  const thisMonth = (f: Figures) => f.submissions_by_month[11];

  beforeAll(async () => {
    ({ ctx, admin, companies: [a, b] } = await TestContext.withCompanies(2));
    const submit = async (company: CompanyAccount, over: Record<string, unknown>) => {
      const id = await ctx.newSubmission(company.id, over);
      ids.push(id);
      return id;
    };
    await submit(a, snapApplicant(addCalendarYears(TODAY, -25))); // pending, $2,400
    await submit(a, veteran); // pending, $9,600
    await setStatus(await submit(a, veteran), 'sent'); // still counts
    await setStatus(await submit(a, veteran), 'rejected'); // counts $0
    await submit(a, { eligible: false }); // counts $0
    await submit(b, veteran); // B's own $9,600
  });
  afterAll(() => ctx.close());

  it("sums each counted submission's largest confirmed credit, by its best group", async () => {
    const f = await figures(a.token);
    expect(f.potential_credits).toMatchObject({ total: 21600, submissions: 3, rehires_not_counted: 0 });
    expect(f.potential_by_group).toEqual([
      { group: 'VET_DISABLED_UNEMPLOYED_6M', group_name: TARGET_GROUPS.VET_DISABLED_UNEMPLOYED_6M.name, credit: 19200, submissions: 2 },
      { group: 'SNAP', group_name: TARGET_GROUPS.SNAP.name, credit: 2400, submissions: 1 },
    ]);
  });

  it('stores the same credit the detail shows, for every submission', async () => {
    for (const id of ids.slice(0, 5)) {
      const detail = (await ctx.http.get(`/api/submissions/${id}`).set('Authorization', ctx.auth(a.token)).expect(200)).body.data;
      const [row] = await ctx.dataSource.query('SELECT best_group, max_credit FROM submissions WHERE id = $1', [id]);
      expect(row.max_credit).toBe(detail.max_credit);
      expect(row.best_group).toBe(detail.target_groups.find((g: { needsAddressCheck: boolean }) => !g.needsAddressCheck)?.code ?? null);
    }
  });

  it('counts the last 12 calendar months by status, zero-filled, the current month last', async () => {
    const old = await ctx.newSubmission(a.id);
    const tooOld = await ctx.newSubmission(a.id);
    const { months } = recentMonths(new Date(), HOST_TIME_ZONE); // a's calendar
    // Mid-month instants, so no time zone moves them into a neighbouring month.
    const midMonth = (monthsAgo: number) => {
      const d = new Date();
      return new Date(d.getFullYear(), d.getMonth() - monthsAgo, 15, 12);
    };
    await ctx.dataSource.query('UPDATE submissions SET created_at = $2 WHERE id = $1', [old, midMonth(3)]);
    await ctx.dataSource.query('UPDATE submissions SET created_at = $2 WHERE id = $1', [tooOld, midMonth(12)]);

    const f = await figures(a.token);
    expect(f.submissions_by_month.map((m) => m.month)).toEqual(months);
    expect(thisMonth(f)).toEqual({ month: months[11], pending: 3, sent: 1, approved: 0, rejected: 1 });
    expect(f.submissions_by_month[8]).toEqual({ month: months[8], pending: 1, sent: 0, approved: 0, rejected: 0 });
    const others = f.submissions_by_month.filter((_, i) => i !== 8 && i !== 11);
    expect(others.every((m) => m.pending + m.sent + m.approved + m.rejected === 0)).toBe(true);
    // The old submissions are potential credits too, whenever they were made.
    expect(f.potential_credits).toMatchObject({ total: 21600 + 2 * 9600, submissions: 5, rehires_not_counted: 0 });
    await ctx.dataSource.query('DELETE FROM submissions WHERE id = ANY($1)', [[old, tooOld]]);
  });

  it("never shows a company another company's figures, and refuses to be asked for them", async () => {
    const fb = await figures(b.token);
    expect(fb.potential_credits).toMatchObject({ total: 9600, submissions: 1, rehires_not_counted: 0 });
    expect(thisMonth(fb)).toMatchObject({ pending: 1, sent: 0, rejected: 0 });
    expect(await figures(a.token, `?companyId=${a.id}`)).toEqual(await figures(a.token));
    const refused = await dashboard(a.token, `?companyId=${b.id}`).expect(403);
    expect(refused.body).toEqual({ errors: [{ msg: "You can only see your own company's figures." }] });
  });

  it("shows an administrator one company's figures, or every company's", async () => {
    expect(await figures(admin, `?companyId=${a.id}`)).toEqual(await figures(a.token));
    expect(await figures(admin, `?companyId=${b.id}`)).toEqual(await figures(b.token));
    const all = await figures(admin);
    const [expected] = await ctx.dataSource.query(
      `SELECT coalesce(sum(max_credit) FILTER (WHERE NOT waiting), 0)::int AS total, count(*) FILTER (WHERE max_credit > 0 AND NOT waiting)::int AS submissions,
              count(*) FILTER (WHERE woc = '1')::int AS rehires_not_counted,
              coalesce(sum(max_credit) FILTER (WHERE waiting), 0)::int AS waiting_total, count(*) FILTER (WHERE max_credit > 0 AND waiting)::int AS waiting_submissions
       FROM (SELECT *, coalesce(start_date >= $1, false) AS waiting FROM submissions) s WHERE eligible AND status <> 'rejected'`,
      [hiatusPeriods()[0].from],
    );
    const { waiting_total, waiting_submissions, ...counted } = expected;
    expect(all.potential_credits).toMatchObject(counted);
    expect(all.waiting_for_renewal).toMatchObject({ total: waiting_total, submissions: waiting_submissions });
    expect(all.potential_credits.total).toBeGreaterThanOrEqual(21600 + 9600);
    expect(thisMonth(all).pending).toBeGreaterThanOrEqual(4);
    await dashboard(admin, '?companyId=2000000000').expect(404);
  });

  it('follows a recorded hire: an applicant who is 40 on the hire date no longer counts for SNAP', async () => {
    const c = await ctx.newCompany();
    const id = await ctx.newSubmission(c.id, snapApplicant(addCalendarDays(addCalendarYears(TODAY, -40), 10)));
    expect((await figures(c.token)).potential_credits).toMatchObject({ total: 2400, submissions: 1, rehires_not_counted: 0 });
    const hireDate = addCalendarDays(TODAY, 15);
    await recordHire(ctx, c, id, { hireDate }).expect(200);
    expect(await figures(c.token)).toMatchObject({ potential_credits: { total: 0, submissions: 0 }, potential_by_group: [] });
  });

  it('has the figures of rows written before the columns existed once `migrate` has run', async () => {
    const before = await figures(a.token);
    await ctx.dataSource.query('UPDATE submissions SET best_group = NULL, max_credit = NULL WHERE company_id = $1', [a.id]);
    expect((await figures(a.token)).potential_credits).toMatchObject({ total: 0, submissions: 0, rehires_not_counted: 0 });
    const log = jest.spyOn(console, 'log').mockImplementation(() => undefined);
    try {
      expect(await runCommand('migrate', [])).toBe(0);
      expect(log.mock.calls.flat().join('\n')).toMatch(/Determined the target group and credit of \d+ submission\(s\)\./);
    } finally {
      log.mockRestore();
    }
    expect(await figures(a.token)).toEqual(before);
    const [{ n }] = await ctx.dataSource.query('SELECT count(*)::int AS n FROM submissions WHERE max_credit IS NULL');
    expect(n).toBe(0);
  });

  it.each(['abc', '0', '-1', '1.5', '2147483648'])('refuses companyId=%s with 400', async (value) => {
    const res = await dashboard(admin, `?companyId=${value}`).expect(400);
    expect(res.body.errors[0]).toMatchObject({ param: 'companyId' });
  });

  it('answers 401 without a token', async () => {
    await ctx.http.get('/api/dashboard').expect(401);
  });
});
