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
  beforeAll(async () => ({ ctx, companies: [company, other] } = await TestContext.withCompanies(2)));
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

  describe('after the submission was sent to the state', () => {
    let admin: string;
    beforeAll(async () => (admin = await ctx.adminToken()));
    /** A submission with its hire and forms, sent to the state (the forms stand in for the worker's). */
    const sentWithForms = async () => {
      const id = await ctx.newSubmission(company.id);
      await patch(id, hire()).expect(200);
      for (const kind of ['form-8850', 'form-9061']) {
        await ctx.dataSource.query(`INSERT INTO documents (company_id, submission_id, kind, content_type, byte_size, storage_key) VALUES ($1, $2, $3, 'application/pdf', 10, 'documents/zz/' || gen_random_uuid())`, [company.id, id, kind]);
      }
      await ctx.http.patch(`/api/submissions/${id}`).set('Authorization', `Bearer ${admin}`).send({ newStatus: 'sent' }).expect(200);
      return id;
    };
    const kinds = async (id: string) => (await ctx.dataSource.query('SELECT kind FROM documents WHERE submission_id = $1 ORDER BY kind', [id])).map((r: { kind: string }) => r.kind);
    const stored = async (id: string) => (await ctx.dataSource.query(`SELECT job_title, hire_revision FROM submissions WHERE id = $1`, [id]))[0];

    it('refuses the company’s own change: only an administrator corrects a hire the state holds', async () => {
      const id = await sentWithForms();
      const res = await patch(id, hire({ jobTitle: 'Head Cook' })).expect(403);
      expect(res.body.errors[0].msg).toMatch(/only an administrator can correct its hire, with a reason/);
      expect(await stored(id)).toEqual({ job_title: 'Line Cook', hire_revision: 1 });
    });

    it('asks the administrator for the reason, and changes nothing without it', async () => {
      const id = await sentWithForms();
      const res = await patch(id, hire({ jobTitle: 'Head Cook' }), admin).expect(400);
      expect(res.body.errors).toEqual([{ msg: 'Give the reason for correcting a hire the state already has.', param: 'reason' }]);
      expect(await stored(id)).toEqual({ job_title: 'Line Cook', hire_revision: 1 });
      expect(await kinds(id)).toEqual(['form-8850', 'form-9061']);
    });

    it('keeps the correction with its reason and the forms as the state received them', async () => {
      const id = await sentWithForms();
      const res = await patch(id, hire({ jobTitle: 'Head Cook', reason: 'The employer typed the wrong title' }), admin).expect(200);
      expect(res.body.data.job_title).toBe('Head Cook');
      expect(res.body.data.hire_corrections).toEqual([
        {
          corrected_at: expect.any(String),
          reason: 'The employer typed the wrong title',
          before: expect.objectContaining({ job_title: 'Line Cook', starting_wage: '15.50' }),
          after: expect.objectContaining({ job_title: 'Head Cook' }),
        },
      ]);
      expect(await kinds(id)).toEqual(['form-8850-as-sent', 'form-9061-as-sent']);
      // A second correction: the state still holds the first forms, which stay as they are.
      await patch(id, hire({ jobTitle: 'Sous Chef', reason: 'Promoted before the first day' }), admin).expect(200);
      expect(await kinds(id)).toEqual(['form-8850-as-sent', 'form-9061-as-sent']);
      const detail = await ctx.http.get(`/api/submissions/${id}`).set('Authorization', `Bearer ${company.token}`).expect(200);
      expect(detail.body.data.hire_corrections.map((c: { reason: string }) => c.reason)).toEqual(['Promoted before the first day', 'The employer typed the wrong title']);
      const [audit] = await ctx.dataSource.query(`SELECT detail FROM audit_events WHERE action = 'submission.hire_recorded' AND record_id = $1 ORDER BY id DESC LIMIT 1`, [id]);
      expect(audit.detail).toEqual({ correctionAfterSending: true, status: 'sent' });
    });

    it('accepts the same hire again without a reason, and refuses a reason before sending', async () => {
      const id = await sentWithForms();
      await patch(id, hire(), admin).expect(200);
      const pending = await ctx.newSubmission(company.id);
      const res = await patch(pending, hire({ reason: 'Just because' })).expect(400);
      expect(res.body.errors[0].param).toBe('reason');
    });
  });
});

