import { randomUUID } from 'node:crypto';
import { addCalendarDays, calendarDateIn, tncReferBy } from '@clearhire/domain';
import { employeeForEVerify, I9_TODAY, joinEVerify } from './support/i9-fixtures';
import { TestContext, type CompanyAccount } from './support/test-app';

interface I9Work {
  section2_due: number;
  everify_to_create: number;
  everify_action_needed: number;
  items: { employee_id: string; name: string; kind: string; due_date: string | null; days_left: number | null; test_mode: boolean }[];
}

/**
 * The dashboard's "Section 2 and E-Verify due": Section 2 due within a business day or late, E-Verify
 * cases to create by the 3rd business day, open cases waiting on the employer; each company its own.
 */
describe('GET /api/dashboard: i9_work', () => {
  let ctx: TestContext;
  let admin: string;
  let a: CompanyAccount;
  let b: CompanyAccount;
  const ids: Record<string, string> = {};

  const work = async (token: string, query = ''): Promise<I9Work> => (await ctx.http.get(`/api/dashboard${query}`).set('Authorization', ctx.auth(token)).expect(200)).body.i9_work;
  const withCase = (employeeId: string, company: CompanyAccount, status: string, over: Record<string, unknown> = {}) =>
    ctx.dataSource.query(
      `INSERT INTO everify_cases (company_id, employee_id, case_number, status, test_mode, hire_date, agency, result_issued_on, created_by)
       VALUES ($1, $2, $3, $4, true, $5, $6, $7, $8)`,
      [company.id, employeeId, `2026329${String(Math.floor(Math.random() * 1e6)).padStart(6, '0')}AB`, status, I9_TODAY, over['agency'] ?? null, over['resultIssuedOn'] ?? null, randomUUID()],
    );

  beforeAll(async () => {
    ({ ctx, admin, companies: [a, b] } = await TestContext.withCompanies(2));
    await joinEVerify(ctx, a);
    ids.section2 = (await ctx.newEmployee(a, { firstname: 'Sam', lastname: 'Latesection', startDate: addCalendarDays(I9_TODAY, -7) })).id;
    ids.toCreate = (await employeeForEVerify(ctx, a, { lastName: 'Nocase', firstDay: addCalendarDays(I9_TODAY, -10) })).id;
    ids.mismatch = (await employeeForEVerify(ctx, a, { lastName: 'Mismatch' })).id;
    await withCase(ids.mismatch, a, 'tentative-nonconfirmation', { agency: 'ssa', resultIssuedOn: I9_TODAY });
    ids.authorized = (await employeeForEVerify(ctx, a, { lastName: 'Authorized', firstDay: addCalendarDays(I9_TODAY, -10) })).id;
    await withCase(ids.authorized, a, 'employment-authorized');
    ids.waiting = (await employeeForEVerify(ctx, a, { lastName: 'Waiting', firstDay: addCalendarDays(I9_TODAY, -10) })).id;
    await withCase(ids.waiting, a, 'verification-in-process');
    ids.other = (await ctx.newEmployee(b, { firstname: 'Bo', lastname: 'Othercompany', startDate: addCalendarDays(I9_TODAY, -7) })).id;
  });
  afterAll(() => ctx.close());

  it('counts and lists a company’s Section 2 and E-Verify work, most urgent first, and nothing that waits on E-Verify', async () => {
    const w = await work(a.token);
    expect(w).toMatchObject({ section2_due: 1, everify_to_create: 1, everify_action_needed: 1 });
    expect(w.items.map((i) => [i.employee_id, i.kind])).toEqual([
      [ids.toCreate, 'create'],
      [ids.section2, 'section2'],
      [ids.mismatch, 'notify'],
    ]);
    expect(w.items[2]).toMatchObject({ due_date: tncReferBy(I9_TODAY), test_mode: true });
    expect(w.items[0].days_left).toBeLessThan(0);
  });

  it('keeps each company to its own, and gives an administrator every company or the one named', async () => {
    expect((await work(b.token)).items.map((i) => i.employee_id)).toEqual([ids.other]);
    // Every company: at least these two companies' work (other test files' companies share the database).
    const all = await work(admin);
    expect(all.section2_due).toBeGreaterThanOrEqual(2);
    expect(all.everify_action_needed).toBeGreaterThanOrEqual(1);
    expect((await work(admin, `?companyId=${b.id}`)).items.map((i) => i.employee_id)).toEqual([ids.other]);
    expect((await work(admin, `?companyId=${a.id}`)).items.map((i) => i.employee_id)).toEqual([ids.toCreate, ids.section2, ids.mismatch]);
  });
});

/**
 * A pre-screened applicant hired on or before the company's today owes a Form I-9 from the hire:
 * until an employee is made from the submission, the dashboard counts it as I-9 work.
 */
describe('GET /api/dashboard: hired applicants whose Form I-9 is not started', () => {
  // UTC+14: the company's today is often not UTC's, so "tomorrow" must be read on its calendar.
  const ZONE = 'Pacific/Kiritimati';
  let ctx: TestContext;
  let a: CompanyAccount;
  let b: CompanyAccount;
  let today: string;

  const work = async (token: string): Promise<{ hired_i9_not_started: number; hired_i9_not_started_since: string | null }> =>
    (await ctx.http.get('/api/dashboard').set('Authorization', ctx.auth(token)).expect(200)).body.i9_work;
  const hiredOn = async (company: CompanyAccount, hireDate: string): Promise<string> => {
    const id = await ctx.newSubmission(company.id);
    await ctx.dataSource.query('UPDATE submissions SET offer_date = $2, hire_date = $2, start_date = $3, hire_recorded_at = now() WHERE id = $1', [id, hireDate, addCalendarDays(hireDate, 2)]);
    return id;
  };

  beforeAll(async () => {
    ({ ctx, companies: [a, b] } = await TestContext.withCompanies([{ timeZone: ZONE }, {}]));
    today = calendarDateIn(ZONE, new Date());
  });
  afterAll(() => ctx.close());

  it('counts a hire of today or before with no employee, from the oldest hire date, and not a hire of tomorrow', async () => {
    expect(await work(a.token)).toMatchObject({ hired_i9_not_started: 0, hired_i9_not_started_since: null });
    await hiredOn(a, today);
    await hiredOn(a, addCalendarDays(today, -5));
    await hiredOn(a, addCalendarDays(today, 1));
    // Pre-screened, not hired: nothing owed yet.
    await ctx.newSubmission(a.id);
    // A hire recorded before a hire could start the Form I-9 (no hire_recorded_at): its Form I-9 was kept another way.
    const before = await hiredOn(a, addCalendarDays(today, -30));
    await ctx.dataSource.query('UPDATE submissions SET hire_recorded_at = NULL WHERE id = $1', [before]);
    // Hired 3 years ago: the shortest time a Form I-9 is kept has passed, its record may have been destroyed.
    const [{ three_years_ago }] = await ctx.dataSource.query(`SELECT to_char($1::date - interval '3 years', 'YYYY-MM-DD') AS three_years_ago`, [today]);
    await hiredOn(a, three_years_ago);
    expect(await work(a.token)).toEqual(expect.objectContaining({ hired_i9_not_started: 2, hired_i9_not_started_since: addCalendarDays(today, -5) }));
  });

  it('stops counting a hire once an employee is made from it, and keeps each company to its own', async () => {
    const linked = await hiredOn(b, addCalendarDays(I9_TODAY, -1)); // b keeps the host's zone, as I9_TODAY does
    expect((await work(b.token)).hired_i9_not_started).toBe(1);
    const employee = await ctx.newEmployee(b);
    await ctx.dataSource.query('UPDATE employees SET submission_id = $1 WHERE id = $2', [linked, employee.id]);
    expect((await work(b.token)).hired_i9_not_started).toBe(0);
    expect((await work(a.token)).hired_i9_not_started).toBe(2);
  });
});
