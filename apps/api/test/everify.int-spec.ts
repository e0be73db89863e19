import { randomUUID } from 'node:crypto';
import { addBusinessDays, addCalendarDays } from '@clearhire/domain';
import { employeeForEVerify, employeeWithSection1, I9_TODAY, joinEVerify } from './support/i9-fixtures';
import { TestContext, type CompanyAccount } from './support/test-app';

/**
 * Asking for an E-Verify case and the employer's steps, as far as the API decides them: who may,
 * when, with which late reason, and which step fits which state. The results themselves come from
 * the worker's poll of the test-mode gateway (apps/worker/test/worker-everify.int-spec.ts).
 */
describe('POST /api/employees/:id/everify and /everify/actions', () => {
  let ctx: TestContext;
  let company: CompanyAccount;
  let outsider: CompanyAccount;
  let other: CompanyAccount;
  beforeAll(async () => {
    ({ ctx, companies: [company, outsider, other] } = await TestContext.withCompanies(3));
    await joinEVerify(ctx, company);
    await joinEVerify(ctx, other);
  });
  afterAll(() => ctx.close());

  const create = (id: string, body: Record<string, unknown> = {}, token = company.token) => ctx.http.post(`/api/employees/${id}/everify`).set('Authorization', ctx.auth(token)).send(body);
  const act = (id: string, body: Record<string, unknown>, token = company.token) => ctx.http.post(`/api/employees/${id}/everify/actions`).set('Authorization', ctx.auth(token)).send(body);
  const casesOf = async (id: string) => (await ctx.dataSource.query('SELECT count(*)::int AS n FROM everify_cases WHERE employee_id = $1', [id]))[0].n as number;
  const detail = async (id: string, token = company.token) => (await ctx.http.get(`/api/employees/${id}`).set('Authorization', ctx.auth(token)).expect(200)).body.data;

  it('creates the case of a completed Form I-9: 201 with the case being submitted, in test mode, audited', async () => {
    const employee = await employeeForEVerify(ctx, company);
    const before = await detail(employee.id);
    expect(before.everify).toMatchObject({ participating: true, test_mode: true, can_create: true, current: null, previous: [] });
    // The company is open on federal holidays (the default): they count as business days.
    expect(before.everify.case_due_date).toBe(addBusinessDays(I9_TODAY, 3, { holidays: [] }));

    const res = await create(employee.id).expect(201);
    expect(res.body.data).toMatchObject({ participating: true, test_mode: true, can_create: false });
    expect(res.body.data.current).toMatchObject({
      status: 'submitting',
      status_label: 'Being submitted',
      test_mode: true,
      case_number: null,
      hire_date: I9_TODAY,
      late_reason: null,
      next_action: { step: 'wait', due_date: null },
    });
    const [audit] = await ctx.dataSource.query(`SELECT actor_role, detail FROM audit_events WHERE action = 'everify.case_requested' AND record_id = $1`, [res.body.data.current.id]);
    expect(audit).toEqual({ actor_role: 'company', detail: expect.objectContaining({ employeeId: employee.id, late: false, testMode: true }) });
    // Nothing of the person on the case row or in the trail: the SSN goes to the gateway only.
    const row = await ctx.dataSource.query('SELECT * FROM everify_cases WHERE id = $1', [res.body.data.current.id]);
    expect(JSON.stringify([row, audit])).not.toMatch(/219099998|Silva|A12345678/);
    expect((await detail(employee.id)).everify.current.id).toBe(res.body.data.current.id);
  });

  it('takes the date of the case as the hire date when the case comes before the first day', async () => {
    const employee = await employeeForEVerify(ctx, company, { firstDay: addCalendarDays(I9_TODAY, 14), offerAcceptedOn: I9_TODAY });
    const res = await create(employee.id).expect(201);
    expect(res.body.data.current.hire_date).toBe(I9_TODAY);
  });

  it.each([
    ['a company outside E-Verify', async () => ({ id: (await employeeForEVerify(ctx, outsider)).id, token: outsider.token }), /does not participate in E-Verify/],
    ['an I-9 without Section 2', async () => ({ id: (await employeeWithSection1(ctx, company, { employee: { offerAcceptedOn: addCalendarDays(I9_TODAY, -3) } })).id, token: company.token }), /Complete Form I-9 Section 2/],
    ['an employee without an accepted offer (no pre-screening)', async () => ({ id: (await employeeForEVerify(ctx, company, { offerAcceptedOn: null })).id, token: company.token }), /no pre-screening/],
    ['an employee hired before the MOU', async () => ({ id: (await employeeForEVerify(ctx, company, { firstDay: addCalendarDays(I9_TODAY, -400) })).id, token: company.token }), /before the company signed its E-Verify MOU/],
  ])('refuses %s with 409 and creates nothing', async (_case, make, msg) => {
    const { id, token } = await make();
    const res = await create(id, {}, token).expect(409);
    expect(res.body.errors[0].msg).toMatch(msg);
    expect(await casesOf(id)).toBe(0);
  });

  it('refuses a second case while one is open', async () => {
    const employee = await employeeForEVerify(ctx, company);
    await create(employee.id).expect(201);
    const res = await create(employee.id).expect(409);
    expect(res.body.errors[0].msg).toMatch(/already has an open E-Verify case/);
    expect(await casesOf(employee.id)).toBe(1);
  });

  describe('a late case (after the 3rd business day after the first day)', () => {
    const lateFirstDay = () => addCalendarDays(I9_TODAY, -14);

    it.each([
      ['no reason', {}, ['lateReason']],
      ['a reason E-Verify does not know', { lateReason: 'FORGOT' }, ['lateReason']],
      ['"Other" without an explanation', { lateReason: 'OTHER' }, ['lateReasonText']],
      ['"Other" explained with an SSN in it', { lateReason: 'OTHER', lateReasonText: 'SSN 219-09-9998 came late' }, ['lateReasonText']],
      ['an explanation over 200 characters', { lateReason: 'OTHER', lateReasonText: 'x'.repeat(201) }, ['lateReasonText']],
    ])('refuses %s with 400', async (_case, body, params) => {
      const employee = await employeeForEVerify(ctx, company, { firstDay: lateFirstDay() });
      const res = await create(employee.id, body).expect(400);
      expect(res.body.errors.map((e: { param?: string }) => e.param)).toEqual(params);
      expect(await casesOf(employee.id)).toBe(0);
    });

    it('accepts a reason from E-Verify’s list, and an explained "Other"', async () => {
      const a = await employeeForEVerify(ctx, company, { firstDay: lateFirstDay() });
      expect((await create(a.id, { lateReason: 'AWAITING_SOCIAL_SECURITY_NUMBER' }).expect(201)).body.data.current).toMatchObject({ late_reason: 'AWAITING_SOCIAL_SECURITY_NUMBER', late_reason_text: null });
      const b = await employeeForEVerify(ctx, company, { firstDay: lateFirstDay() });
      expect((await create(b.id, { lateReason: 'OTHER', lateReasonText: '  The store was closed for a flood  ' }).expect(201)).body.data.current).toMatchObject({
        late_reason: 'OTHER',
        late_reason_text: 'The store was closed for a flood',
      });
    });

    it('refuses a reason for delay on a case that is on time', async () => {
      const employee = await employeeForEVerify(ctx, company);
      const res = await create(employee.id, { lateReason: 'TECHNICAL_PROBLEMS' }).expect(400);
      expect(res.body.errors).toEqual([{ msg: expect.stringMatching(/not late/), param: 'lateReason' }]);
    });
  });

  describe('the employer’s steps', () => {
    it('answers 409 naming the state for every step while the case is being submitted', async () => {
      const employee = await employeeForEVerify(ctx, company);
      await create(employee.id).expect(201);
      for (const body of [
        { action: 'notify' },
        { action: 'employee-decision', decision: 'take-action', signature: 'Ana Silva' },
        { action: 'refer' },
        { action: 'photo-match', answer: 'yes' },
        { action: 'close', reason: 'INCORRECT_DATA', currentlyEmployed: true },
      ]) {
        const res = await act(employee.id, body).expect(409);
        expect(res.body.errors[0].msg).toBe(`The case is submitting: ${body.action} is not possible now.`);
      }
    });

    it('answers 409 when the employee has no open case', async () => {
      const employee = await employeeForEVerify(ctx, company);
      const res = await act(employee.id, { action: 'notify' }).expect(409);
      expect(res.body.errors[0].msg).toBe('The employee has no open E-Verify case.');
    });

    it.each([
      ['an unknown action', { action: 'approve' }, ['action']],
      ['a field of another action', { action: 'refer', answer: 'yes' }, ['answer']],
      ['a decision that is not one', { action: 'employee-decision', decision: 'maybe', signature: 'Ana Silva' }, ['decision']],
      ['currentlyEmployed that is not a boolean', { action: 'close', reason: 'INCORRECT_DATA', currentlyEmployed: 'yes' }, ['currentlyEmployed']],
      ['an unknown field', { action: 'notify', urgent: true }, ['urgent']],
    ])('refuses %s with 400', async (_case, body, params) => {
      const employee = await employeeForEVerify(ctx, company);
      await create(employee.id).expect(201);
      const res = await act(employee.id, body).expect(400);
      expect(res.body.errors.map((e: { param?: string }) => e.param)).toEqual(params);
    });
  });

  it('shows and changes nothing of another company’s employee (404), nor of an unknown one', async () => {
    const employee = await employeeForEVerify(ctx, company);
    await create(employee.id, {}, other.token).expect(404);
    await act(employee.id, { action: 'notify' }, other.token).expect(404);
    expect(await casesOf(employee.id)).toBe(0);
    await create(randomUUID()).expect(404);
    await act(randomUUID(), { action: 'notify' }).expect(404);
    await ctx.http.post(`/api/employees/${employee.id}/everify`).send({}).expect(401);
  });

  it('tells a company outside E-Verify that it has no cases to create', async () => {
    const employee = await employeeForEVerify(ctx, outsider);
    expect((await detail(employee.id, outsider.token)).everify).toMatchObject({ participating: false, can_create: false, case_due_date: null, current: null });
  });
});
