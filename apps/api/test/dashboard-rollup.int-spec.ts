import { SUBMISSION_STATUSES } from '@clearhire/contracts';
import { addCalendarDays, addCalendarYears, hiatusPeriods, TARGET_GROUP_CODES, TARGET_GROUPS, todayCalendarDate, type TargetGroupCode } from '@clearhire/domain';
import { runCommand } from '../src/cli/commands';
import { recentMonths } from '../src/modules/dashboard/recent-months';
import { recordHire } from './support/credits-fixtures';
import { snapApplicant } from './support/payloads';
import { TestContext, type CompanyAccount } from './support/test-app';

/** The rules table's one hiatus today: hires who start from this day wait for the program's renewal. */
const HIATUS_FROM = hiatusPeriods()[0].from;

const TODAY = todayCalendarDate();
/** The default pre-screening: a veteran with a disability, unemployed 6 months ($9,600). */
const veteran = {};
const notEligible = { eligible: false };

type Month = { month: string; pending: number; sent: number; approved: number; rejected: number };
interface Figures {
  potential_credits: { total: number; submissions: number };
  potential_by_group: { group: string; group_name: string; credit: number; submissions: number }[];
  submissions_by_month: Month[];
}

/**
 * submission_rollups and submission_company_rollups, kept by triggers on `submissions` per location and
 * per company, against what they sum: after inserts, status
 * changes, recorded hires, moved and deleted rows, concurrent writers and the `migrate` backfill,
 * the rollup equals a GROUP BY of `submissions`, and GET /api/dashboard (which reads the rollup)
 * answers what the direct aggregates of `submissions` answer.
 */
describe('the dashboard rollup', () => {
  let ctx: TestContext;
  let admin: string;
  let companies: CompanyAccount[];
  let a: CompanyAccount;
  let b: CompanyAccount;
  let c: CompanyAccount;

  /** The rollup's rows that disagree with a direct aggregate of submissions: one statement, one snapshot, whatever else runs. */
  const drift = (): Promise<unknown[]> =>
    ctx.dataSource.query(
      `WITH direct AS (
         SELECT company_id, location_id, date_trunc('month', created_at AT TIME ZONE 'UTC')::date AS month, status, coalesce(best_group, '') AS best_group,
                count(*)::int AS n, count(*) FILTER (WHERE max_credit > 0)::int AS potential_n,
                coalesce(sum(max_credit) FILTER (WHERE max_credit > 0), 0)::bigint AS max_credit_sum
         FROM submissions GROUP BY 1, 2, 3, 4, 5),
       rolled AS (
         SELECT company_id, location_id, month, status, best_group, n, potential_n, max_credit_sum FROM submission_rollups
         WHERE (n, potential_n, max_credit_sum) <> (0, 0, 0))
       (SELECT 'missing' AS side, * FROM (SELECT * FROM direct EXCEPT SELECT * FROM rolled) d)
       UNION ALL (SELECT 'extra', * FROM (SELECT * FROM rolled EXCEPT SELECT * FROM direct) r)
       UNION ALL (SELECT 'negative', company_id, location_id, month, status, best_group, n, potential_n, max_credit_sum FROM submission_rollups WHERE n < 0 OR potential_n < 0 OR max_credit_sum < 0)
       UNION ALL (SELECT 'company missing', company_id, NULL, month, status, best_group, n, potential_n, max_credit_sum FROM (
         SELECT company_id, month, status, best_group, sum(n)::int AS n, sum(potential_n)::int AS potential_n, sum(max_credit_sum)::bigint AS max_credit_sum FROM direct GROUP BY 1, 2, 3, 4
         EXCEPT SELECT company_id, month, status, best_group, n, potential_n, max_credit_sum FROM submission_company_rollups WHERE (n, potential_n, max_credit_sum) <> (0, 0, 0)) cm)
       UNION ALL (SELECT 'company extra', company_id, NULL, month, status, best_group, n, potential_n, max_credit_sum FROM (
         SELECT company_id, month, status, best_group, n, potential_n, max_credit_sum FROM submission_company_rollups WHERE (n, potential_n, max_credit_sum) <> (0, 0, 0)
         EXCEPT SELECT company_id, month, status, best_group, sum(n)::int, sum(potential_n)::int, sum(max_credit_sum)::bigint FROM direct GROUP BY 1, 2, 3, 4) ce)`,
    );

  /** A company's figures straight from `submissions`: the queries the dashboard ran before the rollup. */
  async function direct(companyId: number): Promise<Figures> {
    const [{ time_zone: zone }] = await ctx.dataSource.query('SELECT time_zone FROM companies WHERE id = $1', [companyId]);
    const { months, since } = recentMonths(new Date(), zone);
    const groups: { group: TargetGroupCode; submissions: number; credit: string }[] = await ctx.dataSource.query(
      // Hires who started in the hiatus are shown apart (waiting for renewal), not as potential credits.
      `SELECT best_group AS "group", count(*)::int AS submissions, sum(max_credit)::text AS credit
       FROM submissions WHERE max_credit > 0 AND status <> 'rejected' AND company_id = $1
         AND (start_date IS NULL OR start_date < $2) GROUP BY best_group`,
      [companyId, HIATUS_FROM],
    );
    const counts: { month: string; status: keyof Omit<Month, 'month'>; n: number }[] = await ctx.dataSource.query(
      `SELECT to_char(created_at AT TIME ZONE $1, 'YYYY-MM') AS month, status, count(*)::int AS n
       FROM submissions WHERE created_at >= $2 AND company_id = $3 GROUP BY 1, 2`,
      [zone, since, companyId],
    );
    const byMonth = new Map<string, Month>(months.map((month) => [month, { month, pending: 0, sent: 0, approved: 0, rejected: 0 }]));
    for (const { month, status, n } of counts) {
      const row = byMonth.get(month);
      if (row && (SUBMISSION_STATUSES as readonly string[]).includes(status)) row[status] += n;
    }
    const byGroup = groups
      .map((g) => ({ group: g.group, group_name: TARGET_GROUPS[g.group].name, credit: Number(g.credit), submissions: g.submissions }))
      .sort((x, y) => y.credit - x.credit || TARGET_GROUP_CODES.indexOf(x.group) - TARGET_GROUP_CODES.indexOf(y.group));
    return {
      potential_credits: { total: byGroup.reduce((sum, g) => sum + g.credit, 0), submissions: byGroup.reduce((sum, g) => sum + g.submissions, 0) },
      potential_by_group: byGroup,
      submissions_by_month: [...byMonth.values()],
    };
  }

  /** The credit and month figures (the reverification counts are not the rollup's). */
  const figures = async (companyId: number): Promise<Figures> => {
    const { potential_credits, potential_by_group, submissions_by_month } = (await ctx.http.get(`/api/dashboard?companyId=${companyId}`).set('Authorization', ctx.auth(admin)).expect(200)).body;
    return { potential_credits: { total: potential_credits.total, submissions: potential_credits.submissions }, potential_by_group, submissions_by_month };
  };

  /** The rollup is exact, and each company's dashboard is what its submissions say. */
  async function expectRollupRight(): Promise<void> {
    expect(await drift()).toEqual([]);
    for (const company of companies) expect(await figures(company.id)).toEqual(await direct(company.id));
  }

  const setStatus = (id: string, newStatus: string) => ctx.http.patch(`/api/submissions/${id}`).set('Authorization', ctx.auth(admin)).send({ newStatus }).expect(200);
  const potential = async (company: CompanyAccount) => (await figures(company.id)).potential_credits;

  beforeAll(async () => {
    // Calendars west and east of UTC, so their month edges run on any host, and the tests' own zone
    // (on a UTC host: no edges at all), whose today is the tests' TODAY.
    ({ ctx, admin, companies } = await TestContext.withCompanies([{ timeZone: 'America/Los_Angeles' }, { timeZone: 'Pacific/Auckland' }, {}]));
    [a, b, c] = companies;
  });
  afterAll(() => ctx.close());

  it('counts each new submission under its company, month, status and group', async () => {
    await ctx.newSubmission(a.id, snapApplicant(addCalendarYears(TODAY, -25)));
    await ctx.newSubmission(a.id, veteran);
    await ctx.newSubmission(a.id, notEligible);
    await ctx.newSubmission(b.id, veteran);
    await ctx.newSubmission(b.id, veteran);
    await ctx.newSubmission(c.id, snapApplicant(addCalendarYears(TODAY, -30)));
    expect(await potential(a)).toEqual({ total: 12000, submissions: 2 });
    await expectRollupRight();
  });

  it('moves a submission between statuses, to and from rejected', async () => {
    const snap = await ctx.newSubmission(a.id, snapApplicant(addCalendarYears(TODAY, -25)));
    const vet = await ctx.newSubmission(a.id, veteran);
    const before = await potential(a);
    await setStatus(vet, 'sent');
    await setStatus(vet, 'approved');
    await setStatus(snap, 'rejected');
    expect(await potential(a)).toEqual({ total: before.total - 2400, submissions: before.submissions - 1 });
    await expectRollupRight();
    await setStatus(snap, 'pending');
    await setStatus(vet, 'rejected');
    expect(await potential(a)).toEqual({ total: before.total - 9600, submissions: before.submissions - 1 });
    await expectRollupRight();
  });

  it('follows a recorded hire that changes the best group and its credit', async () => {
    // 40 on the hire date: SNAP no longer counts, and nothing else does.
    const id = await ctx.newSubmission(c.id, snapApplicant(addCalendarDays(addCalendarYears(TODAY, -40), 10)));
    const before = await potential(c);
    const hireDate = addCalendarDays(TODAY, 15);
    await recordHire(ctx, c, id, { hireDate }).expect(200);
    const [row] = await ctx.dataSource.query('SELECT best_group, max_credit FROM submissions WHERE id = $1', [id]);
    expect(row).toEqual({ best_group: null, max_credit: 0 });
    expect(await potential(c)).toEqual({ total: before.total - 2400, submissions: before.submissions - 1 });
    await expectRollupRight();
  });

  it('moves a submission whose creation date changes, and forgets a deleted one', async () => {
    const moved = await ctx.newSubmission(b.id, veteran);
    const deleted = await ctx.newSubmission(b.id, veteran);
    const d = new Date();
    await ctx.dataSource.query('UPDATE submissions SET created_at = $2 WHERE id = $1', [moved, new Date(d.getFullYear(), d.getMonth() - 4, 15, 12)]);
    await ctx.dataSource.query('DELETE FROM submissions WHERE id = $1', [deleted]);
    await expectRollupRight();
  });

  it.each([0, 1, 2])("puts submissions made on either side of a month's first midnight, the company's or UTC, in the right month (company %i)", async (which) => {
    const company = companies[which];
    const [{ time_zone: zone }] = await ctx.dataSource.query('SELECT time_zone FROM companies WHERE id = $1', [company.id]);
    const { since, edges } = recentMonths(new Date(), zone);
    const instants = [since, new Date(since.getTime() - 1)];
    const now = new Date();
    for (let back = 0; back <= 12; back += 3) {
      const utc = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 1));
      instants.push(utc, new Date(utc.getTime() - 1));
    }
    // Each span between the company's and UTC midnight of a 1st: both ends and the middle (none in UTC).
    for (const e of edges) instants.push(e.from, new Date(e.from.getTime() - 1), new Date(e.to.getTime() - 1), new Date((e.from.getTime() + e.to.getTime()) / 2));
    const ids = await Promise.all(instants.map(() => ctx.newSubmission(company.id, veteran)));
    await ctx.dataSource.query('UPDATE submissions AS s SET created_at = t.at FROM unnest($1::uuid[], $2::timestamptz[]) AS t(id, at) WHERE s.id = t.id', [ids, instants]);
    await expectRollupRight();
  });

  it('stays exact under concurrent writers of several companies, one row or many per statement', async () => {
    const [{ id: template }] = await ctx.dataSource.query('SELECT id FROM submissions WHERE company_id = $1 LIMIT 1', [a.id]);
    // 40 rows of one company in one statement, over 13 months, the four statements and with or without a credit.
    const bulk = (company: CompanyAccount) =>
      ctx.dataSource.query(
        `INSERT INTO submissions (company_id, location_id, status, eligible, firstname, lastname, email, phone, street, apt, city, county, state, zip,
           ssn_encrypted, ssn_last4, ssn_index, birthdate, signature, best_group, max_credit, created_at)
         SELECT $2, (SELECT min(id) FROM locations WHERE company_id = $2), (ARRAY['pending','sent','approved','rejected'])[1 + g % 4], s.eligible, s.firstname, s.lastname, s.email, s.phone,
           s.street, s.apt, s.city, s.county, s.state, s.zip, s.ssn_encrypted, s.ssn_last4, s.ssn_index, s.birthdate, s.signature,
           CASE WHEN g % 3 = 0 THEN NULL ELSE s.best_group END, CASE WHEN g % 3 = 0 THEN 0 ELSE s.max_credit END, now() - (g % 13) * interval '28 days'
         FROM generate_series(1, 40) AS g, submissions s WHERE s.id = $1`,
        [template, company.id],
      );
    await Promise.all([
      ...Array.from({ length: 18 }, (_, i) => ctx.newSubmission(companies[i % 3].id, i % 2 ? veteran : snapApplicant(addCalendarYears(TODAY, -22)))),
      bulk(a),
      bulk(b),
      bulk(c),
      bulk(a),
    ]);
    await expectRollupRight();
  });

  it('follows the `migrate` backfill of the credit determination', async () => {
    await ctx.dataSource.query('UPDATE submissions SET best_group = NULL, max_credit = NULL WHERE company_id = ANY($1)', [[a.id, b.id]]);
    expect(await potential(a)).toEqual({ total: 0, submissions: 0 });
    await expectRollupRight();
    const log = jest.spyOn(console, 'log').mockImplementation(() => undefined);
    try {
      expect(await runCommand('migrate', [])).toBe(0);
    } finally {
      log.mockRestore();
    }
    expect((await potential(a)).total).toBeGreaterThan(0);
    await expectRollupRight();
  });

  it("drops a deleted company's rows with the company", async () => {
    await ctx.dataSource.query('DELETE FROM companies WHERE id = $1', [c.id]);
    companies = [a, b];
    expect(await ctx.dataSource.query('SELECT 1 FROM submission_rollups WHERE company_id = $1', [c.id])).toEqual([]);
    expect(await ctx.dataSource.query('SELECT 1 FROM submission_company_rollups WHERE company_id = $1', [c.id])).toEqual([]);
    await expectRollupRight();
  });
});
