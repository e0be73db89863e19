import { randomUUID } from 'node:crypto';
import { SessionVersions } from '../src/common/auth/session-versions';
import { PDF_BYTES } from './support/payloads';
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

/**
 * Exports of some locations: an owner chooses any of the company's (none: every location); a member
 * only among theirs (none: all of theirs), and sees only exports within their locations, zip included.
 */
describe('inspection exports by location', () => {
  let ctx: TestContext;
  let company: CompanyAccount;
  let other: CompanyAccount;
  let member: { id: string; token: string };
  let here: number;
  let there: number;
  let elsewhere: number;
  beforeAll(async () => {
    ({ ctx, companies: [company, other] } = await TestContext.withCompanies(2));
    member = await ctx.newMember(company); // assigned to the company's one location, before the second exists
    [{ location_id: here }] = await ctx.dataSource.query('SELECT location_id FROM user_locations WHERE user_id = $1', [member.id]);
    there = await newLocation(ctx, company.id, 'Harbor Road');
    [{ id: elsewhere }] = await ctx.dataSource.query('SELECT id FROM locations WHERE company_id = $1', [other.id]);
  });
  afterAll(() => ctx.close());

  const start = (body: Record<string, unknown>, token: string) => ctx.http.post('/api/inspection-exports').set('Authorization', ctx.auth(token)).send(body);
  const show = (id: string, token: string) => ctx.http.get(`/api/inspection-exports/${id}`).set('Authorization', ctx.auth(token));
  const listed = async (token: string) => ((await ctx.http.get('/api/inspection-exports').set('Authorization', ctx.auth(token)).expect(200)).body.data as { id: string }[]).map((e) => e.id);
  const rows = async () => (await ctx.dataSource.query('SELECT count(*)::int AS n FROM inspection_exports'))[0].n as number;

  it("keeps the owner's choice of locations, and none as every location", async () => {
    const chosen = (await start({ scope: 'all', locationIds: [there, here, there] }, company.token).expect(202)).body.id;
    expect((await show(chosen, company.token).expect(200)).body.data.location_ids).toEqual([here, there].sort((a, b) => a - b));
    const whole = (await start({ scope: 'all' }, company.token).expect(202)).body.id;
    expect((await show(whole, company.token).expect(200)).body.data.location_ids).toBeNull();
    const [audit] = await ctx.dataSource.query(`SELECT detail FROM audit_events WHERE action = 'inspection_export.requested' AND record_id = $1`, [chosen]);
    expect(audit.detail).toEqual({ scope: 'all', locationIds: [here, there].sort((a, b) => a - b) });
  });

  it("exports all of a member's locations when they name none, never the whole company", async () => {
    for (const body of [{ scope: 'current' }, { scope: 'current', locationIds: [] }]) {
      const id = (await start(body, member.token).expect(202)).body.id;
      expect((await show(id, member.token).expect(200)).body.data.location_ids).toEqual([here]);
    }
  });

  it.each([
    ["a member naming another location of the company", () => ({ locationIds: [there] }), 'member'],
    ['a member naming theirs and another', () => ({ locationIds: [here, there] }), 'member'],
    ["an owner naming another company's location", () => ({ locationIds: [elsewhere] }), 'owner'],
    ['a location that does not exist', () => ({ locationIds: [2_000_000_000] }), 'owner'],
    ['locations that are not a list', () => ({ locationIds: here }), 'owner'],
    ['a location that is not an id', () => ({ locationIds: ['Harbor Road'] }), 'owner'],
    ['a location id of 0', () => ({ locationIds: [0] }), 'member'],
  ])('refuses %s with 400 on locationIds and queues nothing', async (_case, body, who) => {
    const before = await rows();
    const res = await start({ scope: 'all', ...body() }, who === 'member' ? member.token : company.token).expect(400);
    expect(res.body.errors.map((e: { param?: string }) => e.param)).toEqual(['locationIds']);
    expect(res.body.errors[0].msg).toEqual(expect.any(String));
    expect(await rows()).toBe(before);
  });

  it('refuses a member without any location with 400, and queues nothing', async () => {
    const loner = await ctx.newMember(company, [here]);
    await ctx.dataSource.query('DELETE FROM user_locations WHERE user_id = $1', [loner.id]);
    ctx.app.get(SessionVersions).forget([loner.id]);
    const before = await rows();
    const res = await start({ scope: 'all' }, loner.token).expect(400);
    expect(res.body.errors).toEqual([{ msg: expect.stringContaining('no location'), param: 'locationIds' }]);
    expect(await rows()).toBe(before);
  });

  it('shows a member only the exports within their locations, and their zips only through them', async () => {
    const mine = (await start({ scope: 'all', locationIds: [here] }, company.token).expect(202)).body.id;
    const theirs = (await start({ scope: 'all', locationIds: [there] }, company.token).expect(202)).body.id;
    const both = (await start({ scope: 'all', locationIds: [here, there] }, company.token).expect(202)).body.id;
    const whole = (await start({ scope: 'all' }, company.token).expect(202)).body.id;
    const seen = await listed(member.token);
    expect(seen).toContain(mine);
    expect(seen.filter((id) => [theirs, both, whole].includes(id))).toEqual([]);
    for (const id of [theirs, both, whole]) await show(id, member.token).expect(404);
    await show(mine, member.token).expect(200);
    expect(await listed(company.token)).toEqual(expect.arrayContaining([mine, theirs, both, whole]));

    // Each export done, its zip stored (as the worker leaves it): the member downloads only their export's.
    const zips: Record<string, string> = {};
    for (const id of [mine, both, whole]) zips[id] = await finishWithZip(ctx, company, id);
    await ctx.http.get(`/api/files/${zips[mine]}`).set('Authorization', ctx.auth(member.token)).expect(200);
    await ctx.http.get(`/api/files/${zips[both]}`).set('Authorization', ctx.auth(member.token)).expect(404);
    await ctx.http.get(`/api/files/${zips[whole]}`).set('Authorization', ctx.auth(member.token)).expect(404);
    for (const id of [mine, both, whole]) await ctx.http.get(`/api/files/${zips[id]}`).set('Authorization', ctx.auth(company.token)).expect(200);
    await ctx.http.get(`/api/files/${zips[mine]}`).set('Authorization', ctx.auth(other.token)).expect(404);
  });
});

/** A second location of the company, made directly (its API is not this suite's). */
async function newLocation(ctx: TestContext, companyId: number, name: string): Promise<number> {
  const [{ id }] = await ctx.dataSource.query(
    `INSERT INTO locations (company_id, name, link_key, time_zone) VALUES ($1, $2, replace(gen_random_uuid()::text, '-', ''), 'America/New_York') RETURNING id`,
    [companyId, name],
  );
  return id;
}

/**
 * The export done with a stored zip, as the worker finishes it: the object is a real stored file of
 * the company (a proof of sending, stored by the API), recorded again as the export's zip.
 */
async function finishWithZip(ctx: TestContext, company: CompanyAccount, exportId: string): Promise<string> {
  const sent = await ctx.newSubmission(company.id, { locationId: (await ctx.dataSource.query('SELECT min(id) AS id FROM locations WHERE company_id = $1', [company.id]))[0].id });
  const proof = await ctx.http.patch(`/api/submissions/${sent}`).set('Authorization', ctx.auth(await ctx.adminToken())).field('newStatus', 'sent').attach('proof', PDF_BYTES, 'proof.pdf').expect(200);
  const proofId = (proof.body.data.status_history as { proofDocumentId: string }[])[0].proofDocumentId;
  const [{ id }] = await ctx.dataSource.query(
    `INSERT INTO documents (company_id, kind, content_type, byte_size, storage_key) SELECT company_id, 'inspection-export', 'application/zip', byte_size, storage_key FROM documents WHERE id = $1 RETURNING id`,
    [proofId],
  );
  await ctx.dataSource.query(`UPDATE inspection_exports SET status = 'done', document_id = $2, finished_at = now() WHERE id = $1`, [exportId, id]);
  return id;
}
