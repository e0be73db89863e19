import { randomUUID } from 'node:crypto';
import { Clock } from '@clearhire/server';
import { employeeForEVerify, joinEVerify } from './support/i9-fixtures';
import { TestContext, type CompanyAccount } from './support/test-app';

/**
 * Deadlines answered in the days they are counted in (docs/compliance.md §4.2, §6.1, §6.2): Form I-9
 * Section 2 and the E-Verify case in the company's business days, a mismatch's steps in federal
 * government working days. The clock stands on Wed 25 Nov 2026, 10:00 in New York, the day before
 * Thanksgiving; the company counts federal holidays as business days (the default).
 */
describe('deadlines in their own days: the employee, its E-Verify case and the dashboard', () => {
  let ctx: TestContext;
  let company: CompanyAccount;
  let other: CompanyAccount;
  const ids: Record<'section2' | 'toCreate' | 'mismatch' | 'referred', string> = { section2: '', toCreate: '', mismatch: '', referred: '' };
  const WEDNESDAY = '2026-11-25T15:00:00Z';

  const withCase = (employeeId: string, status: string, resultIssuedOn: string, referredOn: string | null = null) =>
    ctx.dataSource.query(
      `INSERT INTO everify_cases (company_id, employee_id, case_number, status, test_mode, hire_date, agency, result_issued_on, referred_on, notified_at, employee_decision, created_by)
       VALUES ($1, $2, $3, $4, true, '2026-11-16', 'ssa', $5, $6, $7, $8, $9)`,
      [company.id, employeeId, `2026329${String(Math.floor(Math.random() * 1e6)).padStart(6, '0')}AB`, status, resultIssuedOn, referredOn, referredOn ? '2026-11-19T15:00:00Z' : null, referredOn ? 'take-action' : null, randomUUID()],
    );
  const detail = async (id: string, token = company.token) => (await ctx.http.get(`/api/employees/${id}`).set('Authorization', ctx.auth(token)).expect(200)).body.data;

  beforeAll(async () => {
    ({ ctx, companies: [company, other] } = await TestContext.withCompanies([{ timeZone: 'America/New_York' }, {}]));
    await joinEVerify(ctx, company);
    // First day Mon 16 Nov: Section 2 and the case were due Thu 19 Nov (17, 18, 19).
    ids.section2 = (await ctx.newEmployee(company, { firstname: 'Ida', lastname: 'Nosection', startDate: '2026-11-16' })).id;
    ids.toCreate = (await employeeForEVerify(ctx, company, { lastName: 'Nocase', firstDay: '2026-11-16' })).id;
    ids.mismatch = (await employeeForEVerify(ctx, company, { lastName: 'Mismatch', firstDay: '2026-11-16' })).id;
    await withCase(ids.mismatch, 'tentative-nonconfirmation', '2026-11-25');
    ids.referred = (await employeeForEVerify(ctx, company, { lastName: 'Referred', firstDay: '2026-11-16' })).id;
    await withCase(ids.referred, 'referred', '2026-11-18', '2026-11-20');
    jest.spyOn(ctx.app.get(Clock), 'now').mockReturnValue(new Date(WEDNESDAY));
  });
  afterAll(async () => {
    jest.restoreAllMocks();
    await ctx.close();
  });

  it("counts Section 2 in the company's business days: late by 4 (Fri 20, Mon 23, Tue 24, Wed 25), not 6 calendar days", async () => {
    expect(await detail(ids.section2)).toMatchObject({ section2_due_date: '2026-11-19', section2_days_left: -4, section2_days_unit: 'business', section2_late: true });
  });

  it("counts the case to create in the company's business days", async () => {
    expect((await detail(ids.toCreate)).everify).toMatchObject({ case_due_date: '2026-11-19', case_days_left: -4, case_days_unit: 'business', can_create: true });
  });

  it('counts a mismatch issued today in federal working days: 10 to Thu 10 Dec, Thanksgiving skipped though the company works it', async () => {
    expect((await detail(ids.mismatch)).everify.current.next_action).toEqual({
      step: 'notify',
      text: 'Notify the employee privately and give them the Further Action Notice.',
      due_date: '2026-12-10',
      days_left: 10,
      days_unit: 'federal-working',
    });
  });

  it("counts a referred employee's 8 federal working days (from Fri 20 Nov to Thu 3 Dec): 5 left, not 8 calendar days", async () => {
    const { current } = (await detail(ids.referred)).everify;
    expect(current).toMatchObject({ contact_by: '2026-12-03', next_action: { step: 'wait', due_date: '2026-12-03', days_left: 5, days_unit: 'federal-working' } });
  });

  it('lists the dashboard’s Section 2 and E-Verify work with each count in its unit, by due day', async () => {
    const { i9_work } = (await ctx.http.get('/api/dashboard').set('Authorization', ctx.auth(company.token)).expect(200)).body;
    expect(i9_work.items.map((i: Record<string, unknown>) => [i.employee_id, i.kind, i.due_date, i.days_left, i.days_unit])).toEqual([
      [ids.toCreate, 'create', '2026-11-19', -4, 'business'],
      [ids.section2, 'section2', '2026-11-19', -4, 'business'],
      [ids.mismatch, 'notify', '2026-12-10', 10, 'federal-working'],
    ]);
  });

  it("shows another company none of it: its employee answers 404, its dashboard 403", async () => {
    for (const id of Object.values(ids)) {
      const res = await ctx.http.get(`/api/employees/${id}`).set('Authorization', ctx.auth(other.token)).expect(404);
      expect(res.body).toEqual({ errors: [{ msg: 'Employee not found.' }] });
    }
    await ctx.http.get(`/api/dashboard?companyId=${company.id}`).set('Authorization', ctx.auth(other.token)).expect(403);
  });
});
