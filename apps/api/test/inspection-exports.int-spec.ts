import { randomUUID } from 'node:crypto';
import { TestContext, type CompanyAccount } from './support/test-app';

/**
 * Asking for an inspection export: who may, for which company, with which scope. The zip itself is
 * the worker's (apps/worker/test/worker-inspection-export.int-spec.ts).
 */
describe('POST and GET /api/inspection-exports', () => {
  let ctx: TestContext;
  let admin: string;
  let company: CompanyAccount;
  let other: CompanyAccount;
  beforeAll(async () => ({ ctx, admin, companies: [company, other] } = await TestContext.withCompanies(2)));
  afterAll(() => ctx.close());

  const start = (body: Record<string, unknown>, token = company.token) => ctx.http.post('/api/inspection-exports').set('Authorization', ctx.auth(token)).send(body);
  const show = (id: string, token = company.token) => ctx.http.get(`/api/inspection-exports/${id}`).set('Authorization', ctx.auth(token));
  const rows = async () => (await ctx.dataSource.query('SELECT count(*)::int AS n FROM inspection_exports'))[0].n as number;

  it('accepts a company’s request with 202, records who asked, and answers its progress', async () => {
    const res = await start({ scope: 'all' }).expect(202);
    expect(res.body).toEqual({ id: expect.stringMatching(/^[0-9a-f-]{36}$/) });
    const detail = await show(res.body.id).expect(200);
    expect(detail.body.data).toMatchObject({ id: res.body.id, company_id: company.id, scope: 'all', hired_from: null, hired_to: null, done: 0, file_id: null, error: null, finished_at: null });
    expect(['queued', 'running', 'done']).toContain(detail.body.data.status);
    const [audit] = await ctx.dataSource.query(`SELECT actor_role, company_id, detail FROM audit_events WHERE action = 'inspection_export.requested' AND record_id = $1`, [res.body.id]);
    expect(audit).toEqual({ actor_role: 'company', company_id: company.id, detail: { scope: 'all' } });
  });

  it('keeps a hire range with the export', async () => {
    const res = await start({ scope: 'hire-range', hiredFrom: '2025-01-01', hiredTo: '2025-12-31' }).expect(202);
    expect((await show(res.body.id).expect(200)).body.data).toMatchObject({ scope: 'hire-range', hired_from: '2025-01-01', hired_to: '2025-12-31' });
  });

  it.each([
    ['no scope', {}, ['scope']],
    ['an unknown scope', { scope: 'everything' }, ['scope']],
    ['a hire range without its dates', { scope: 'hire-range' }, ['hiredFrom', 'hiredTo']],
    ['a hire range without its end', { scope: 'hire-range', hiredFrom: '2025-01-01' }, ['hiredTo']],
    ['a hire range that ends before it starts', { scope: 'hire-range', hiredFrom: '2025-06-02', hiredTo: '2025-06-01' }, ['hiredTo']],
    ['a date that does not exist', { scope: 'hire-range', hiredFrom: '2025-02-29', hiredTo: '2025-03-31' }, ['hiredFrom']],
    ['a hire range with another scope', { scope: 'current', hiredFrom: '2025-01-01' }, ['hiredFrom']],
    ['an unknown field', { scope: 'all', format: 'tar' }, ['format']],
    ['a company id that is not a number', { scope: 'all', companyId: 'mine' }, ['companyId']],
  ])('refuses %s with 400 and queues nothing', async (_case, body, params) => {
    const before = await rows();
    const res = await start(body).expect(400);
    expect(res.body.errors.map((e: { param?: string }) => e.param)).toEqual(params);
    expect(res.body.errors.every((e: { msg: string }) => typeof e.msg === 'string' && e.msg.length > 0)).toBe(true);
    expect(await rows()).toBe(before);
  });

  it('refuses a company user naming another company with 403', async () => {
    const before = await rows();
    const res = await start({ scope: 'all', companyId: other.id }).expect(403);
    expect(res.body).toEqual({ errors: [{ msg: "You can only export your own company's Form I-9s." }] });
    expect(await rows()).toBe(before);
  });

  it('has an administrator name the company, and 404 for one that does not exist', async () => {
    const unnamed = await start({ scope: 'current' }, admin).expect(400);
    expect(unnamed.body.errors).toEqual([{ msg: 'Choose the company (companyId).', param: 'companyId' }]);
    await start({ scope: 'current', companyId: 2_000_000_000 }, admin).expect(404);
    const res = await start({ scope: 'current', companyId: other.id }, admin).expect(202);
    expect((await show(res.body.id, admin).expect(200)).body.data.company_id).toBe(other.id);
    const [audit] = await ctx.dataSource.query(`SELECT actor_role, company_id FROM audit_events WHERE action = 'inspection_export.requested' AND record_id = $1`, [res.body.id]);
    expect(audit).toEqual({ actor_role: 'admin', company_id: other.id });
  });

  it('lists a company’s own exports, newest first, and never another company’s', async () => {
    const mine = await ctx.newCompany();
    const first = (await start({ scope: 'all' }, mine.token).expect(202)).body.id;
    const second = (await start({ scope: 'retained' }, mine.token).expect(202)).body.id;
    const list = await ctx.http.get('/api/inspection-exports').set('Authorization', ctx.auth(mine.token)).expect(200);
    expect(list.body.count).toBe(2);
    expect(list.body.data.map((e: { id: string }) => e.id)).toEqual([second, first]);

    await show(first, other.token).expect(404);
    const theirs = await ctx.http.get('/api/inspection-exports').set('Authorization', ctx.auth(other.token)).query({ companyId: mine.id }).expect(200);
    expect(theirs.body).toEqual({ data: [], count: 0 });
    const adminView = await ctx.http.get('/api/inspection-exports').set('Authorization', ctx.auth(admin)).query({ companyId: mine.id }).expect(200);
    expect(adminView.body.data.map((e: { id: string }) => e.id)).toEqual([second, first]);
  });

  it('answers 404 for an export that does not exist or a malformed id, and 401 without a session', async () => {
    const unknown = await show(randomUUID()).expect(404);
    expect(unknown.body).toEqual({ errors: [{ msg: expect.stringContaining('Inspection export') }] });
    await show('not-an-id').expect(404);
    await ctx.http.post('/api/inspection-exports').send({ scope: 'all' }).expect(401);
    await ctx.http.get('/api/inspection-exports').expect(401);
  });
});
