import { addCalendarDays } from '@clearhire/domain';
import { completeSection2, employeeWithSection1, I9_TODAY, section2Payload } from './support/i9-fixtures';
import { TestContext, type CompanyAccount } from './support/test-app';

interface Step {
  step: string;
  at: string | null;
  on: string | null;
  label: string;
  record: 'submission' | 'employee';
  record_id: string;
  section: string | null;
}

/**
 * One timeline of a person's path on both pages: a submission and the employee hired from it show
 * the same steps; an unlinked record shows its own part; another company never sees either.
 */
describe('timeline of the submission and employee detail', () => {
  let ctx: TestContext;
  let admin: string;
  let a: CompanyAccount;
  let b: CompanyAccount;
  let submissionId: string;
  let employeeId: string;

  const get = async (path: string, token: string) => (await ctx.http.get(path).set('Authorization', ctx.auth(token)).expect(200)).body.data;

  beforeAll(async () => {
    ({ ctx, admin, companies: [a, b] } = await TestContext.withCompanies(2));
    submissionId = await ctx.newSubmission(a.id);
    await ctx.http
      .patch(`/api/submissions/${submissionId}/hire`)
      .set('Authorization', ctx.auth(a.token))
      .send({ offerDate: I9_TODAY, hireDate: I9_TODAY, startDate: addCalendarDays(I9_TODAY, 1), startingWage: 15.5, jobTitle: 'Line Cook' })
      .expect(200);
    employeeId = (await employeeWithSection1(ctx, a, { employee: { startDate: addCalendarDays(I9_TODAY, 1) } })).id;
    await ctx.dataSource.query('UPDATE employees SET submission_id = $1 WHERE id = $2', [submissionId, employeeId]);
    // The worker e-mails the private link and marks when; no worker runs here.
    await ctx.dataSource.query("UPDATE employees SET invited_at = now() WHERE id = $1", [employeeId]);
  });
  afterAll(() => ctx.close());

  it('shows the linked pair’s whole path, identically on both pages, in order', async () => {
    const fromSubmission: Step[] = (await get(`/api/submissions/${submissionId}`, a.token)).timeline;
    const fromEmployee: Step[] = (await get(`/api/employees/${employeeId}`, a.token)).timeline;
    expect(fromEmployee).toEqual(fromSubmission);
    expect(fromSubmission.map((s) => [s.step, s.record])).toEqual([
      ['prescreened', 'submission'],
      ['job-offer', 'submission'],
      ['hired', 'submission'],
      ['i9-link-sent', 'employee'],
      ['section1-signed', 'employee'],
      ['first-day', 'submission'],
    ]);
    expect(fromSubmission.find((s) => s.step === 'section1-signed')).toMatchObject({ on: I9_TODAY, record_id: employeeId, section: 'section1', label: 'Section 1 signed' });
    expect(fromSubmission.find((s) => s.step === 'hired')).toMatchObject({ at: null, on: I9_TODAY, record_id: submissionId, section: 'hire' });
  });

  it('adds Section 2 when signed, saying how late, and audits the read of the linked record', async () => {
    await completeSection2(ctx, employeeId, a.token, section2Payload({ firstDayOfEmployment: addCalendarDays(I9_TODAY, 1) })).expect(201);
    const steps: Step[] = (await get(`/api/submissions/${submissionId}`, a.token)).timeline;
    expect(steps.find((s) => s.step === 'section2-signed')).toMatchObject({ on: I9_TODAY, label: 'Section 2 signed', record: 'employee', section: 'section2' });
    const reads = await ctx.dataSource.query(
      `SELECT detail->'timelineOf'->>'submissionId' AS via FROM audit_events WHERE action = 'employee.read' AND record_id = $1 AND detail ? 'timelineOf'`,
      [employeeId],
    );
    expect(reads.length).toBeGreaterThan(0);
    expect(reads[0].via).toBe(submissionId);
  });

  it('adds the state’s steps on their own days and the E-Verify case, on both pages', async () => {
    await ctx.http.patch(`/api/submissions/${submissionId}`).set('Authorization', ctx.auth(admin)).send({ newStatus: 'sent', sentOn: I9_TODAY, sentChannel: 'state-portal' }).expect(200);
    await ctx.dataSource.query(
      `INSERT INTO everify_cases (company_id, employee_id, case_number, status, test_mode, hire_date, result_issued_on, created_by)
       VALUES ($1, $2, '2026329000123AB', 'employment-authorized', true, $3, $3, gen_random_uuid())`,
      [a.id, employeeId, I9_TODAY],
    );
    const fromEmployee: Step[] = (await get(`/api/employees/${employeeId}`, a.token)).timeline;
    expect(fromEmployee.find((s) => s.step === 'sent-to-state')).toMatchObject({ at: null, on: I9_TODAY, record: 'submission', record_id: submissionId, section: 'status-history' });
    expect(fromEmployee.find((s) => s.step === 'everify-result')).toMatchObject({ on: I9_TODAY, label: 'E-Verify: Employment authorized', record: 'employee', section: 'everify' });
    expect(fromEmployee.map((s) => s.step)).toEqual(expect.arrayContaining(['everify-case-created']));
    expect((await get(`/api/submissions/${submissionId}`, a.token)).timeline).toEqual(fromEmployee);
  });

  it('shows an unlinked record only its own part', async () => {
    const alone = await ctx.newSubmission(a.id);
    const steps: Step[] = (await get(`/api/submissions/${alone}`, a.token)).timeline;
    expect(steps.map((s) => s.step)).toEqual(['prescreened']);
    const employee = await ctx.newEmployee(a, { startDate: addCalendarDays(I9_TODAY, 2) });
    const own: Step[] = (await get(`/api/employees/${employee.id}`, a.token)).timeline;
    expect(own.map((s) => [s.step, s.record, s.record_id])).toEqual([['first-day', 'employee', employee.id]]);
  });

  it('answers another company 404 for both records, as for unknown ids', async () => {
    await ctx.http.get(`/api/submissions/${submissionId}`).set('Authorization', ctx.auth(b.token)).expect(404);
    await ctx.http.get(`/api/employees/${employeeId}`).set('Authorization', ctx.auth(b.token)).expect(404);
  });
});
