import { createHash } from 'node:crypto';
import { API_KEY_NOT_ACCEPTED, API_KEY_INVALID, API_KEY_REVOKED, apiKeyLacksScope } from '../src/common/auth/api-key-authenticator';
import { OWNERS_ONLY } from '../src/common/auth/access.guard';
import { addEmployeePayload } from './support/payloads';
import { TestContext, type CompanyAccount } from './support/test-app';

interface KeyBody {
  id: string;
  name: string;
  prefix: string;
  scopes: string[];
  created_by: { id: string; name: string | null };
  created_at: string;
  last_used_at: string | null;
  revoked_at: string | null;
  revoked_by: { id: string; name: string | null } | null;
  key?: string;
}

const ALL_SCOPES = ['employees:read', 'employees:write', 'submissions:read', 'everify:read', 'inspection-exports:write'];
const userIdOf = (token: string): string => JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()).userId;

/** A company's API keys: made and revoked by its owners, accepted only where their scopes allow, audited under their names. */
describe('API keys', () => {
  let ctx: TestContext;
  let admin: string;
  let a: CompanyAccount;
  let b: CompanyAccount;
  beforeAll(async () => {
    ({ ctx, admin, companies: [a, b] } = await TestContext.withCompanies(2));
  });
  afterAll(() => ctx.close());

  const as = (token: string) => ({ Authorization: ctx.auth(token) });
  const create = (c: CompanyAccount, body: Record<string, unknown>, token = c.token) => ctx.http.post(`/api/companies/${c.id}/api-keys`).set(as(token)).send(body);
  const newKey = async (c: CompanyAccount, scopes: string[], name = `key ${Math.random().toString(36).slice(2, 10)}`): Promise<KeyBody & { key: string }> =>
    (await create(c, { name, scopes }).expect(201)).body.data;
  const listOf = async (c: CompanyAccount, token = c.token): Promise<KeyBody[]> => (await ctx.http.get(`/api/companies/${c.id}/api-keys`).set(as(token)).expect(200)).body.data;
  const keyCount = async (companyId: number): Promise<number> => (await ctx.dataSource.query('SELECT count(*)::int AS n FROM api_keys WHERE company_id = $1', [companyId]))[0].n;

  it('shows the secret once, keeps only its hash, and lists the key with its prefix, scopes, creator and dates', async () => {
    const made = await create(a, { name: '  Greenhouse sync  ', scopes: ['submissions:read', 'employees:read'] }).expect(201);
    const key: string = made.body.data.key;
    expect(key).toMatch(/^chk_[a-z0-9]{8}_[A-Za-z0-9_-]{43}$/);
    expect(made.body.data).toMatchObject({
      name: 'Greenhouse sync',
      prefix: key.slice(0, 12),
      // In the documented order, whatever order they were asked in.
      scopes: ['employees:read', 'submissions:read'],
      created_by: { id: userIdOf(a.token), name: expect.any(String) },
      last_used_at: null,
      revoked_at: null,
      revoked_by: null,
    });

    const secret = key.slice(13);
    const [row] = await ctx.dataSource.query('SELECT secret_hash, row_to_json(k)::text AS whole FROM api_keys k WHERE id = $1', [made.body.data.id]);
    expect(row.secret_hash).toBe(createHash('sha256').update(secret).digest('hex'));
    expect(row.whole).not.toContain(secret);

    const listed = await ctx.http.get(`/api/companies/${a.id}/api-keys`).set(as(a.token)).expect(200);
    expect(listed.body.count).toBeGreaterThanOrEqual(1);
    expect(JSON.stringify(listed.body)).not.toContain(secret);
    const mine = (listed.body.data as KeyBody[]).find((k) => k.id === made.body.data.id)!;
    expect(mine).not.toHaveProperty('key');
    expect(mine.prefix).toBe(key.slice(0, 12));

    // The trail records the key's making without its secret.
    const [event] = await ctx.dataSource.query(`SELECT actor_id, detail, row_to_json(a)::text AS whole FROM audit_events a WHERE action = 'api_key.created' AND record_id = $1`, [made.body.data.id]);
    expect(event.actor_id).toBe(userIdOf(a.token));
    expect(event.detail).toEqual({ name: 'Greenhouse sync', prefix: key.slice(0, 12), scopes: ['employees:read', 'submissions:read'] });
    expect(event.whole).not.toContain(secret);
  });

  it('authenticates a key on the routes its scopes allow, as its company, and refuses the others with 403 naming the scope', async () => {
    const employee = await ctx.newEmployee(a);
    const { key } = await newKey(a, ['employees:read']);
    const list = await ctx.http.get('/api/employees').set(as(key)).expect(200);
    expect(list.body.data.map((e: { id: string }) => e.id)).toContain(employee.id);
    await ctx.http.get(`/api/employees/${employee.id}`).set(as(key)).expect(200);

    const refused = await ctx.http.get('/api/submissions').set(as(key)).expect(403);
    expect(refused.body).toEqual({ errors: [{ msg: apiKeyLacksScope('submissions:read') }] });
    const before = await ctx.dataSource.query('SELECT count(*)::int AS n FROM employees WHERE company_id = $1', [a.id]);
    const write = await ctx.http.post('/api/employees').set(as(key)).send(addEmployeePayload()).expect(403);
    expect(write.body.errors[0].msg).toBe(apiKeyLacksScope('employees:write'));
    expect(await ctx.dataSource.query('SELECT count(*)::int AS n FROM employees WHERE company_id = $1', [a.id])).toEqual(before);
  });

  it("reads an employee's E-Verify block with everify:read, the read audited under the key", async () => {
    const employee = await ctx.newEmployee(a);
    const made = await newKey(a, ['everify:read']);
    const res = await ctx.http.get(`/api/employees/${employee.id}/everify`).set(as(made.key)).expect(200);
    expect(res.body.data).toMatchObject({ participating: false, current: null });
    await ctx.http.get(`/api/employees/${employee.id}`).set(as(made.key)).expect(403);
    const [event] = await ctx.dataSource.query(`SELECT actor_role, detail FROM audit_events WHERE action = 'employee.everify_read' AND record_id = $1`, [employee.id]);
    expect(event).toEqual({ actor_role: 'api_key', detail: { apiKey: `API key ${made.name}` } });
  });

  it('adds an employee with employees:write, recorded under the key', async () => {
    const made = await newKey(a, ['employees:write', 'employees:read'], 'HR system');
    const added = await ctx.http.post('/api/employees').set(as(made.key)).send(addEmployeePayload({ lastname: 'Keyadded' })).expect(201);
    const detail = await ctx.http.get(`/api/employees/${added.body.employeeId}`).set(as(made.key)).expect(200);
    expect(detail.body.data.lastname).toBe('Keyadded');
    const events: { action: string; actor_id: string; actor_role: string; detail: Record<string, unknown> }[] = await ctx.dataSource.query(
      `SELECT action, actor_id, actor_role, detail FROM audit_events WHERE company_id = $1 AND actor_id = $2 ORDER BY id`,
      [a.id, made.id],
    );
    // Each call leaves its own record, and the route's events, all under the key's name.
    expect(events.map((e) => e.action)).toEqual(expect.arrayContaining(['api_key.used', 'employee.created', 'employee.read']));
    for (const e of events) expect(e).toMatchObject({ actor_role: 'api_key', detail: expect.objectContaining({ apiKey: 'API key HR system' }) });
    const used = events.filter((e) => e.action === 'api_key.used').map((e) => e.detail);
    expect(used).toEqual([
      { method: 'POST', route: '/api/employees', apiKey: 'API key HR system' },
      { method: 'GET', route: '/api/employees/:id', apiKey: 'API key HR system' },
    ]);
  });

  it('answers 401 for a revoked key from the very next request, and revoking again changes nothing', async () => {
    const made = await newKey(a, ['employees:read']);
    await ctx.http.get('/api/employees').set(as(made.key)).expect(200);
    const revoked = await ctx.http.delete(`/api/companies/${a.id}/api-keys/${made.id}`).set(as(a.token)).expect(200);
    expect(revoked.body.data).toMatchObject({ id: made.id, revoked_at: expect.any(String), revoked_by: { id: userIdOf(a.token) } });
    const refused = await ctx.http.get('/api/employees').set(as(made.key)).expect(401);
    expect(refused.body).toEqual({ errors: [{ msg: API_KEY_REVOKED }] });

    const again = await ctx.http.delete(`/api/companies/${a.id}/api-keys/${made.id}`).set(as(a.token)).expect(200);
    expect(again.body.data.revoked_at).toBe(revoked.body.data.revoked_at);
    const events = await ctx.dataSource.query(`SELECT count(*)::int AS n FROM audit_events WHERE action = 'api_key.revoked' AND record_id = $1`, [made.id]);
    expect(events[0].n).toBe(1);
    // Its name is free again for a new key.
    await create(a, { name: made.name, scopes: ['employees:read'] }).expect(201);
  });

  it('answers 401 for unknown, malformed and altered keys', async () => {
    const { key } = await newKey(a, ['employees:read']);
    const altered = key.slice(0, -1) + (key.endsWith('A') ? 'B' : 'A');
    for (const token of [altered, 'chk_zzzzzzzz_' + 'x'.repeat(43), 'chk_short', `${key} `.repeat(2)]) {
      const res = await ctx.http.get('/api/employees').set(as(token)).expect(401);
      expect(res.body).toEqual({ errors: [{ msg: API_KEY_INVALID }] });
    }
  });

  it('never accepts a key on account, team, key, company or administrator routes', async () => {
    const { key } = await newKey(a, ALL_SCOPES);
    const submission = await ctx.newSubmission(a.id);
    const calls: [string, string, Record<string, unknown>?][] = [
      ['get', `/api/companies/${a.id}/api-keys`],
      ['post', `/api/companies/${a.id}/api-keys`, { name: 'Escalation', scopes: ALL_SCOPES }],
      ['get', `/api/companies/${a.id}/users`],
      ['post', `/api/companies/${a.id}/invitations`, { email: 'new@example.test', role: 'owner' }],
      ['get', `/api/companies/${a.id}`],
      ['patch', `/api/companies/${a.id}`, { timeZone: 'America/Chicago' }],
      ['get', `/api/companies/${a.id}/locations`],
      ['post', '/api/auth/logout'],
      ['post', '/api/auth/password', { password: 'x', newPassword: 'y', newPassword2: 'y' }],
      ['get', '/api/auth/two-factor'],
      ['post', '/api/forms/erd', {}],
      ['get', '/api/companies'],
      ['get', '/api/jobs'],
      ['patch', `/api/submissions/${submission}`, { newStatus: 'sent' }],
      ['get', '/api/submissions/state-queue?state=TX'],
      ['get', '/api/dashboard'],
    ];
    for (const [method, path, body] of calls) {
      const res = await ctx.http[method as 'get'](path).set(as(key)).send(body ?? {});
      expect({ path, method, status: res.status, body: res.body }).toEqual({ path, method, status: 403, body: { errors: [{ msg: API_KEY_NOT_ACCEPTED }] } });
    }
    expect(await keyCount(a.id)).toBe((await listOf(a)).length);
    expect((await listOf(a)).some((k) => k.name === 'Escalation')).toBe(false);
  });

  it('lets a key download only inspection exports among the files, with inspection-exports:write', async () => {
    const { key } = await newKey(a, ['inspection-exports:write']);
    const started = await ctx.http.post('/api/inspection-exports').set(as(key)).send({ scope: 'all' }).expect(202);
    const read = await ctx.http.get(`/api/inspection-exports/${started.body.id}`).set(as(key)).expect(200);
    expect(read.body.data.status).toMatch(/queued|running|done/);
    const [{ requested_by }] = await ctx.dataSource.query('SELECT requested_by FROM inspection_exports WHERE id = $1', [started.body.id]);
    expect(requested_by).toBe((await ctx.dataSource.query('SELECT id FROM api_keys WHERE prefix = $1', [key.slice(0, 12)]))[0].id);
    // Another file of the company (an employee's Form I-9 record): not found with a key, found by the owner.
    const employee = await ctx.newEmployee(a);
    const [doc] = await ctx.dataSource.query(
      `INSERT INTO documents (company_id, employee_id, kind, content_type, byte_size, storage_key) VALUES ($1, $2, 'i9-record', 'application/pdf', 1, 'nowhere') RETURNING id`,
      [a.id, employee.id],
    );
    await ctx.http.get(`/api/files/${doc.id}`).set(as(key)).expect(404);
  });

  it('refuses bad input with 400 on its field and saves nothing', async () => {
    const before = await keyCount(a.id);
    const cases: [Record<string, unknown>, string][] = [
      [{ name: '', scopes: ['employees:read'] }, 'name'],
      [{ name: '   ', scopes: ['employees:read'] }, 'name'],
      [{ name: 'x'.repeat(81), scopes: ['employees:read'] }, 'name'],
      [{ name: 'Tab\there', scopes: ['employees:read'] }, 'name'],
      [{ name: 42, scopes: ['employees:read'] }, 'name'],
      [{ name: 'Payroll', scopes: ['employees:delete'] }, 'scopes'],
      [{ name: 'Payroll', scopes: [] }, 'scopes'],
      [{ name: 'Payroll', scopes: 'employees:read' }, 'scopes'],
      [{ name: 'Payroll', scopes: ['employees:read', 'employees:read'] }, 'scopes'],
      [{ name: 'Payroll' }, 'scopes'],
    ];
    for (const [body, param] of cases) {
      const res = await create(a, body);
      expect({ body, status: res.status, params: res.body.errors.map((e: { param: string }) => e.param) }).toEqual({ body, status: 400, params: [param] });
      expect(res.body.errors[0].msg).toEqual(expect.any(String));
    }
    const unknown = await create(a, { name: 'Payroll', scopes: ['employees:read'], admin: true });
    expect(unknown.status).toBe(400);
    expect(await keyCount(a.id)).toBe(before);

    // The longest name is taken; the same name again, while the first key is active, is a conflict on `name`.
    await create(a, { name: 'y'.repeat(80), scopes: ['employees:read'] }).expect(201);
    const taken = await create(a, { name: 'y'.repeat(80), scopes: ['submissions:read'] }).expect(409);
    expect(taken.body).toEqual({ errors: [{ msg: 'The company already has an active API key with this name.', param: 'name' }] });
    expect(await keyCount(a.id)).toBe(before + 1);
  });

  it("lets neither members nor another company's owner see or manage a company's keys", async () => {
    const made = await newKey(a, ['employees:read']);
    const member = await ctx.newMember(a);
    for (const res of [
      await ctx.http.get(`/api/companies/${a.id}/api-keys`).set(as(member.token)),
      await create(a, { name: 'Member key', scopes: ['employees:read'] }, member.token),
      await ctx.http.delete(`/api/companies/${a.id}/api-keys/${made.id}`).set(as(member.token)),
    ]) {
      expect({ status: res.status, body: res.body }).toEqual({ status: 403, body: { errors: [{ msg: OWNERS_ONLY }] } });
    }
    for (const res of [
      await ctx.http.get(`/api/companies/${a.id}/api-keys`).set(as(b.token)),
      await create(a, { name: 'Intruder', scopes: ['employees:read'] }, b.token),
      await ctx.http.delete(`/api/companies/${a.id}/api-keys/${made.id}`).set(as(b.token)),
      // B's own company path with A's key id: not B's key.
      await ctx.http.delete(`/api/companies/${b.id}/api-keys/${made.id}`).set(as(b.token)),
    ]) {
      expect(res.status).toBe(404);
    }
    const [row] = await ctx.dataSource.query('SELECT revoked_at FROM api_keys WHERE id = $1', [made.id]);
    expect(row.revoked_at).toBeNull();
    await ctx.http.get('/api/employees').set(as(made.key)).expect(200);
    expect((await listOf(b)).map((k) => k.id)).not.toContain(made.id);
  });

  it("lets an administrator list, make and revoke any company's keys", async () => {
    const made = (await create(b, { name: 'Set up by support', scopes: ['submissions:read'] }, admin).expect(201)).body.data as KeyBody & { key: string };
    expect(made.created_by.id).toBe(userIdOf(admin));
    expect((await listOf(b, admin)).map((k) => k.id)).toContain(made.id);
    await ctx.http.get('/api/submissions').set(as(made.key)).expect(200);
    await ctx.http.delete(`/api/companies/${b.id}/api-keys/${made.id}`).set(as(admin)).expect(200);
    await ctx.http.get('/api/submissions').set(as(made.key)).expect(401);
  });

  it('writes the last use at most once a minute', async () => {
    const made = await newKey(a, ['employees:read']);
    await ctx.http.get('/api/employees').set(as(made.key)).expect(200);
    const [first] = await ctx.dataSource.query('SELECT last_used_at FROM api_keys WHERE id = $1', [made.id]);
    expect(first.last_used_at).toBeInstanceOf(Date);
    await ctx.http.get('/api/employees').set(as(made.key)).expect(200);
    const [second] = await ctx.dataSource.query('SELECT last_used_at FROM api_keys WHERE id = $1', [made.id]);
    expect(second.last_used_at).toEqual(first.last_used_at);
    // Once the stored use is older than a minute, the next call writes it again.
    await ctx.dataSource.query(`UPDATE api_keys SET last_used_at = last_used_at - interval '2 minutes' WHERE id = $1`, [made.id]);
    await ctx.http.get('/api/employees').set(as(made.key)).expect(200);
    const [third] = await ctx.dataSource.query('SELECT last_used_at FROM api_keys WHERE id = $1', [made.id]);
    expect(third.last_used_at.getTime()).toBeGreaterThan(first.last_used_at.getTime() - 60_000);
    const listed = (await listOf(a)).find((k) => k.id === made.id)!;
    expect(listed.last_used_at).toBe(third.last_used_at.toISOString());
  });
});

describe('API key rate limit', () => {
  let ctx: TestContext;
  let a: CompanyAccount;
  beforeAll(async () => {
    ctx = await TestContext.start({ API_KEY_RATE_LIMIT: '5', REDIS_PREFIX: `${process.env['REDIS_PREFIX']}keylimits:` });
    a = await ctx.newCompany();
  });
  afterAll(() => ctx.close());

  const keyOf = async (name: string): Promise<string> =>
    (await ctx.http.post(`/api/companies/${a.id}/api-keys`).set('Authorization', ctx.auth(a.token)).send({ name, scopes: ['employees:read'] }).expect(201)).body.data.key;

  it('lets exactly the limit through among concurrent requests, answers the rest 429 with Retry-After, and counts each key apart', async () => {
    const key = await keyOf('Busy');
    const answers = await Promise.all(Array.from({ length: 12 }, () => ctx.http.get('/api/employees').set('Authorization', ctx.auth(key))));
    const statuses = answers.map((r) => r.status).sort();
    expect(statuses).toEqual([...Array(5).fill(200), ...Array(7).fill(429)]);
    const limited = answers.find((r) => r.status === 429)!;
    expect(limited.body).toEqual({ errors: [{ msg: 'Too many requests with this API key: at most 5 every 60 seconds. Wait and try again.' }] });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(60);

    // Another key of the same company has its own count; the owner's session is not limited by the key's.
    const other = await keyOf('Quiet');
    await ctx.http.get('/api/employees').set('Authorization', ctx.auth(other)).expect(200);
    await ctx.http.get('/api/employees').set('Authorization', ctx.auth(a.token)).expect(200);
  });
});
