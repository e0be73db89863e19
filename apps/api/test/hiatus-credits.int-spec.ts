import { todayCalendarDate } from '@clearhire/domain';
import { recordHire } from './support/credits-fixtures';
import { snapApplicant } from './support/payloads';
import { TestContext, type CompanyAccount } from './support/test-app';

/**
 * WOTC covers individuals who began work on or before 2025-12-31 (CAA 2021, Div. EE §113); a hire
 * who starts later waits for the program to be renewed: the state may hold the request but not
 * certify it. Such credits are shown apart on the dashboard, never as potential credits.
 */
describe('credits waiting for the program to be renewed', () => {
  let ctx: TestContext;
  let company: CompanyAccount;
  const today = todayCalendarDate();
  // A SNAP recipient aged 25 ($2,400), and the default veteran ($9,600).
  const snap = snapApplicant('2001-02-03');
  const figures = async () => (await ctx.http.get('/api/dashboard').set('Authorization', ctx.auth(company.token)).expect(200)).body;
  const hire = (id: string, startDate: string) => recordHire(ctx, company, id, { startDate }).expect(200);

  beforeAll(async () => ({ ctx, companies: [company] } = await TestContext.withCompanies(1)));
  afterAll(() => ctx.close());

  it('takes a hire who starts in the hiatus out of the potential credits and shows it apart, by group', async () => {
    await ctx.newSubmission(company.id); // the veteran
    const applicant = await ctx.newSubmission(company.id, snap);
    expect((await figures()).potential_credits).toMatchObject({ total: 12000, submissions: 2 });

    await hire(applicant, today);
    const f = await figures();
    expect(f.potential_credits).toMatchObject({ total: 9600, submissions: 1 });
    expect(f.potential_by_group).toEqual([expect.objectContaining({ group: 'VET_DISABLED_UNEMPLOYED_6M', credit: 9600, submissions: 1 })]);
    expect(f.waiting_for_renewal).toEqual({ total: 2400, submissions: 1, hiatus_from: ['2026-01-01'] });

    // The detail says the same: the hire is held until the program is renewed.
    const detail = (await ctx.http.get(`/api/submissions/${applicant}`).set('Authorization', ctx.auth(company.token)).expect(200)).body.data;
    expect(detail).toMatchObject({ program_status: 'hiatus', max_credit: 2400 });

    // A start date the program covers counts again (recorded before the lapse: set directly, as an old record).
    await ctx.dataSource.query(`UPDATE submissions SET offer_date = '2025-12-01', hire_date = '2025-12-01', start_date = '2025-12-31' WHERE id = $1`, [applicant]);
    expect((await figures()).waiting_for_renewal).toMatchObject({ total: 0, submissions: 0 });
    expect((await figures()).potential_credits).toMatchObject({ total: 12000, submissions: 2 });
  });

  it('keeps each company to its own waiting figure', async () => {
    const other = await ctx.newCompany();
    const id = await ctx.newSubmission(other.id, snap);
    await recordHire(ctx, other, id).expect(200);
    expect((await figures()).waiting_for_renewal.submissions).toBe(0);
    const theirs = (await ctx.http.get('/api/dashboard').set('Authorization', ctx.auth(other.token)).expect(200)).body;
    expect(theirs.waiting_for_renewal).toMatchObject({ total: 2400, submissions: 1 });
  });
});
