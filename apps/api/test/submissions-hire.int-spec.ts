import { todayCalendarDate } from '@clearhire/domain';
import { TestContext, type CompanyAccount } from './support/test-app';

const TODAY = todayCalendarDate();
const plusDays = (days: number) => {
  const d = new Date();
  d.setDate(d.getDate() + days);
  return todayCalendarDate(d);
};
const hire = (over: Record<string, unknown> = {}) => ({
  offerDate: TODAY,
  hireDate: TODAY,
  startDate: plusDays(3),
  startingWage: 15.5,
  jobTitle: 'Line Cook',
  ...over,
});

describe('PATCH /api/submissions/:id/hire', () => {
  let ctx: TestContext;
  let company: CompanyAccount;
  let other: CompanyAccount;
  beforeAll(async () => {
    ctx = await TestContext.start();
    company = await ctx.newCompany();
    other = await ctx.newCompany();
  });
  afterAll(() => ctx.close());

  const patch = (id: string, body: unknown, token = company.token) =>
    ctx.http.patch(`/api/submissions/${id}/hire`).set('Authorization', `Bearer ${token}`).send(body as object);

  it('records the hire and shows the 28-day state deadline and the program status', async () => {
    const id = await ctx.newSubmission(company.id);
    const res = await patch(id, hire()).expect(200);
    expect(res.body.data).toMatchObject({
      offer_date: TODAY,
      hire_date: TODAY,
      start_date: plusDays(3),
      starting_wage: '15.50',
      job_title: 'Line Cook',
      state_deadline: plusDays(31),
      // WOTC covers people who began work on or before 2025-12-31; later hires wait for renewal.
      program_status: 'hiatus',
    });
    const detail = await ctx.http.get(`/api/submissions/${id}`).set('Authorization', `Bearer ${company.token}`).expect(200);
    expect(detail.body.data.state_deadline).toBe(plusDays(31));
    const [audit] = await ctx.dataSource.query(
      `SELECT actor_role FROM audit_events WHERE record_id = $1 AND action = 'submission.hire_recorded'`,
      [id],
    );
    expect(audit).toEqual({ actor_role: 'company' });
  });

  it('lets an administrator record it too', async () => {
    const id = await ctx.newSubmission(company.id);
    await patch(id, hire(), await ctx.adminToken()).expect(200);
  });

  it.each([
    ['an offer before the pre-screening', { offerDate: plusDays(-1) }, 'offerDate'],
    ['a hire before the offer', { offerDate: plusDays(2), hireDate: plusDays(1), startDate: plusDays(3) }, 'hireDate'],
    ['a start before the hire', { hireDate: plusDays(2), startDate: plusDays(1) }, 'startDate'],
    ['an impossible date', { startDate: '2026-02-30' }, 'startDate'],
    ['a negative wage', { startingWage: -1 }, 'startingWage'],
    ['a wage with fractions of a cent', { startingWage: 15.555 }, 'startingWage'],
    ['a wage sent as text', { startingWage: '15.50' }, 'startingWage'],
    ['a job title over 100 characters', { jobTitle: 'x'.repeat(101) }, 'jobTitle'],
    ['an unknown field', { bonus: 100 }, 'bonus'],
  ])('refuses %s with 400 and records nothing', async (_name, over, param) => {
    const id = await ctx.newSubmission(company.id);
    const res = await patch(id, hire(over)).expect(400);
    expect(res.body.errors.map((e: { param: string }) => e.param)).toContain(param);
    const [row] = await ctx.dataSource.query('SELECT offer_date, start_date FROM submissions WHERE id = $1', [id]);
    expect(row).toEqual({ offer_date: null, start_date: null });
  });

  it("answers 404 for another company's submission and 401 without a token", async () => {
    const id = await ctx.newSubmission(other.id);
    await patch(id, hire()).expect(404);
    await ctx.http.patch(`/api/submissions/${id}/hire`).send(hire()).expect(401);
    const [row] = await ctx.dataSource.query('SELECT start_date FROM submissions WHERE id = $1', [id]);
    expect(row.start_date).toBeNull();
  });
});
