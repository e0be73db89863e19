import { addCalendarDays, todayCalendarDate } from '@clearhire/domain';
import { TestContext, type CompanyAccount } from './support/test-app';

const TODAY = todayCalendarDate();

describe('GET /api/submissions/due', () => {
  let ctx: TestContext;
  let company: CompanyAccount;
  let other: CompanyAccount;

  /** A hire that started `daysAgo` days ago (set directly: the API only takes hires from the pre-screening day on). */
  const hired = async (owner: CompanyAccount, daysAgo: number, status = 'pending') => {
    const id = await ctx.newSubmission(owner.id);
    await ctx.dataSource.query('UPDATE submissions SET start_date = $2, status = $3 WHERE id = $1', [id, addCalendarDays(TODAY, -daysAgo), status]);
    return id;
  };

  beforeAll(async () => ({ ctx, companies: [company, other] } = await TestContext.withCompanies(2)));
  afterAll(() => ctx.close());

  it('lists hires due within 7 days and late ones, most urgent first, with the days left', async () => {
    const late = await hired(company, 30); // deadline 2 days ago
    const today = await hired(company, 28); // deadline today
    const soon = await hired(company, 21); // deadline in 7 days
    await hired(company, 20); // deadline in 8 days: not yet
    await hired(company, 30, 'sent'); // already at the state
    await ctx.newSubmission(company.id); // no hire recorded
    const res = await ctx.http.get('/api/submissions/due').set('Authorization', `Bearer ${company.token}`).expect(200);
    expect(res.body.data.map((d: { id: string }) => d.id)).toEqual([late, today, soon]);
    expect(res.body.count).toBe(3);
    expect(res.body.data[0]).toMatchObject({ days_left: -2, late: true, state_deadline: addCalendarDays(TODAY, -2), company_name: company.name });
    expect(res.body.data[1]).toMatchObject({ days_left: 0, late: false, state_deadline: TODAY });
    expect(res.body.data[2]).toMatchObject({ days_left: 7, late: false });
    expect(Object.keys(res.body.data[0]).sort()).toEqual(
      ['company_id', 'company_name', 'days_left', 'firstname', 'id', 'lastname', 'late', 'start_date', 'state_deadline'].sort(),
    );
  });

  it("never shows another company's hires to a company, and shows all to an administrator", async () => {
    const theirs = await hired(other, 29);
    const mine = await ctx.http.get('/api/submissions/due?limit=100').set('Authorization', `Bearer ${company.token}`).expect(200);
    expect(mine.body.data.map((d: { id: string }) => d.id)).not.toContain(theirs);
    const all = await ctx.http.get('/api/submissions/due?limit=100').set('Authorization', `Bearer ${await ctx.adminToken()}`).expect(200);
    expect(all.body.data.map((d: { id: string }) => d.id)).toContain(theirs);
  });

  it('pages with limit and offset and refuses bad values', async () => {
    const page = await ctx.http.get('/api/submissions/due?limit=1&offset=1').set('Authorization', `Bearer ${company.token}`).expect(200);
    expect(page.body.data).toHaveLength(1);
    await ctx.http.get('/api/submissions/due?limit=0').set('Authorization', `Bearer ${company.token}`).expect(400);
    await ctx.http.get('/api/submissions/due').expect(401);
  });
});
