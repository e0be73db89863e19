import { certifiedHire } from './support/credits-fixtures';
import { signupPayload } from './support/payloads';
import { TestContext, type CompanyAccount } from './support/test-app';

interface AuditRow {
  action: string;
  actor_id: string | null;
  actor_role: string;
  record_type: string;
  record_id: string;
  company_id: number | null;
  ip: string | null;
  detail: Record<string, unknown> | null;
  whole: string;
}

const SSN = '123456789';
const userIdOf = (token: string): string => JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()).userId;

/** Who logged in, who failed, and who read which lists: each request leaves one audit event, without personal data. */
describe('audit trail coverage', () => {
  let ctx: TestContext;
  // TRUST_PROXY=1: each test names its client IP (X-Forwarded-For), which finds its own events.
  beforeAll(async () => (ctx = await TestContext.start({ TRUST_PROXY: '1', LOGIN_FAILURE_LIMIT: '2' })));
  afterAll(() => ctx.close());

  const eventsFrom = (ip: string, action: string): Promise<AuditRow[]> =>
    ctx.dataSource.query(
      'SELECT action, actor_id, actor_role, record_type, record_id, company_id, ip, detail, row_to_json(a)::text AS whole FROM audit_events a WHERE ip = $1 AND action = $2 ORDER BY id',
      [ip, action],
    );

  describe('logins', () => {
    let owner: ReturnType<typeof signupPayload>;
    let companyId: number;
    let userId: string;
    beforeAll(async () => {
      owner = signupPayload({ password: 'secret horse battery', password2: 'secret horse battery' });
      companyId = (await ctx.http.post('/api/companies').send(owner).expect(201)).body.companyId;
      [{ id: userId }] = await ctx.dataSource.query('SELECT id FROM users WHERE email = $1', [owner.email.toLowerCase()]);
    });
    const login = (ip: string, email: string, password: string) => ctx.http.post('/api/auth/login').set('X-Forwarded-For', ip).send({ email, password });

    it('records a successful login as the user who logged in, with their company and IP', async () => {
      await login('203.0.113.101', owner.email, owner.password).expect(201);
      const [event, ...more] = await eventsFrom('203.0.113.101', 'auth.login_succeeded');
      expect(more).toHaveLength(0);
      expect(event).toMatchObject({ actor_id: userId, actor_role: 'company', record_type: 'user', record_id: userId, company_id: companyId, detail: null });
      expect(event.whole).not.toContain(owner.password);
      expect(event.whole).not.toContain(owner.email.toLowerCase());
    });

    it("records an administrator's login with the admin role and no company", async () => {
      const adminId = userIdOf(await ctx.adminToken());
      const [{ email }] = await ctx.dataSource.query('SELECT email FROM users WHERE id = $1', [adminId]);
      await login('203.0.113.102', email, 'admin password 1').expect(201);
      const [event] = await eventsFrom('203.0.113.102', 'auth.login_succeeded');
      expect(event).toMatchObject({ actor_id: adminId, actor_role: 'admin', record_type: 'user', record_id: adminId, company_id: null });
    });

    it('records a wrong password and an unknown address as public failures with the same detail, never the password or the address', async () => {
      await login('203.0.113.103', owner.email, 'my guess 12345').expect(401);
      await login('203.0.113.104', 'nobody-at-all@example.test', 'my guess 12345').expect(401);
      const [wrong] = await eventsFrom('203.0.113.103', 'auth.login_failed');
      const [unknown] = await eventsFrom('203.0.113.104', 'auth.login_failed');
      expect(wrong).toMatchObject({ actor_id: null, actor_role: 'public', record_type: 'user', record_id: userId, company_id: companyId });
      expect(unknown).toMatchObject({ actor_id: null, actor_role: 'public', record_type: 'user', record_id: 'unknown', company_id: null });
      expect(wrong.detail).toEqual({ reason: 'bad_credentials' });
      expect(unknown.detail).toEqual(wrong.detail);
      for (const event of [wrong, unknown]) {
        expect(event.whole).not.toContain('my guess 12345');
        expect(event.whole).not.toContain('nobody-at-all');
        expect(event.whole).not.toContain(owner.email.toLowerCase());
      }
    });

    it('records a throttled attempt as a failure too, and a correct password refused while waiting is not a success', async () => {
      for (let i = 0; i < 2; i++) await login('203.0.113.105', owner.email, 'my guess 12345').expect(401);
      await login('203.0.113.105', owner.email, owner.password).expect(429);
      const failed = await eventsFrom('203.0.113.105', 'auth.login_failed');
      expect(failed.map((e) => e.detail)).toEqual([{ reason: 'bad_credentials' }, { reason: 'bad_credentials' }, { reason: 'throttled' }]);
      expect(await eventsFrom('203.0.113.105', 'auth.login_succeeded')).toHaveLength(0);
      for (const event of failed) expect(event.whole).not.toContain(owner.password);
    });
  });

  describe('list reads of personal data', () => {
    let company: CompanyAccount;
    let other: CompanyAccount;
    let admin: string;
    let submissionIds: string[];
    beforeAll(async () => {
      [company, other, admin] = await Promise.all([ctx.newCompany(), ctx.newCompany(), ctx.adminToken()]);
      submissionIds = [];
      for (let i = 0; i < 3; i++) submissionIds.unshift(await ctx.newSubmission(company.id, { lastname: 'Auditfield', email: 'applicant.auditfield@example.test' }));
    });
    const get = (ip: string, path: string, token: string) => ctx.http.get(path).set('X-Forwarded-For', ip).set('Authorization', ctx.auth(token));
    const noPersonalData = (event: AuditRow) => {
      for (const text of [SSN, 'Auditfield', 'auditfield@', 'Silva', '@example.test']) expect(event.whole).not.toContain(text);
    };

    it("records one submissions.listed per request: the company user, the filters, the page and the rows' ids and count", async () => {
      const res = await get('203.0.113.111', '/api/submissions?status=pending&limit=2', company.token).expect(200);
      const events = await eventsFrom('203.0.113.111', 'submissions.listed');
      expect(events).toHaveLength(1);
      expect(events[0]).toMatchObject({ actor_id: userIdOf(company.token), actor_role: 'company', record_type: 'company', record_id: String(company.id), company_id: company.id });
      expect(events[0].detail).toEqual({ filters: { status: 'pending' }, limit: 2, offset: 0, returned: 2, total: 3, submissionIds: submissionIds.slice(0, 2) });
      expect(res.body.data.map((s: { id: string }) => s.id)).toEqual(submissionIds.slice(0, 2));
      noPersonalData(events[0]);
    });

    it("records an administrator's read of every company, of one, and a company user's read of another company (which finds nothing)", async () => {
      await get('203.0.113.112', '/api/submissions?limit=1', admin).expect(200);
      await get('203.0.113.112', `/api/submissions?companyId=${company.id}`, admin).expect(200);
      await get('203.0.113.112', `/api/submissions?companyId=${company.id}`, other.token).expect(200);
      const [all, one, elsewhere] = await eventsFrom('203.0.113.112', 'submissions.listed');
      expect(all).toMatchObject({ actor_role: 'admin', record_id: 'all', company_id: null, detail: expect.objectContaining({ filters: {}, returned: 1 }) });
      expect(one).toMatchObject({ actor_role: 'admin', record_id: String(company.id), company_id: company.id });
      expect(one.detail).toMatchObject({ filters: { companyId: company.id }, returned: 3, total: 3, submissionIds });
      expect(elsewhere).toMatchObject({ actor_id: userIdOf(other.token), record_id: String(other.id), company_id: other.id });
      expect(elsewhere.detail).toMatchObject({ filters: { companyId: company.id }, returned: 0, total: 0, submissionIds: [] });
    });

    it('records employees.listed with the fact of a search, never its words (a name or an e-mail)', async () => {
      const first = await ctx.newEmployee(company, { lastname: 'Silva' });
      await ctx.newEmployee(company, { lastname: 'Other' });
      await get('203.0.113.113', '/api/employees?search=Silva', company.token).expect(200);
      const [event, ...more] = await eventsFrom('203.0.113.113', 'employees.listed');
      expect(more).toHaveLength(0);
      expect(event).toMatchObject({ actor_id: userIdOf(company.token), actor_role: 'company', record_type: 'company', record_id: String(company.id), company_id: company.id });
      expect(event.detail).toEqual({ filters: { search: true }, limit: 10, offset: 0, returned: 1, total: 1, employeeIds: [first.id] });
      noPersonalData(event);
    });

    it('records credits.listed for the certified hires, with their ids and count', async () => {
      const hire = await certifiedHire(ctx, other, { lastname: 'Auditfield' });
      await get('203.0.113.114', '/api/credits', other.token).expect(200);
      const [event, ...more] = await eventsFrom('203.0.113.114', 'credits.listed');
      expect(more).toHaveLength(0);
      expect(event).toMatchObject({ actor_id: userIdOf(other.token), actor_role: 'company', record_type: 'company', record_id: String(other.id), company_id: other.id });
      expect(event.detail).toEqual({ filters: {}, limit: 10, offset: 0, returned: 1, total: 1, submissionIds: [hire] });
      noPersonalData(event);
    });
  });
});
