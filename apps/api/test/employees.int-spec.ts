import { randomUUID } from 'node:crypto';
import { addEmployeePayload, emailOfLength } from './support/payloads';
import { TestContext, type CompanyAccount } from './support/test-app';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const LINK_TOKEN = /^[A-Za-z0-9_-]{43}$/;
const userIdOf = (token: string): string => JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()).userId;
/** A last name no other test file uses, so searches find exactly this file's rows. */
const uniqueLastname = () => `Zed${randomUUID().slice(0, 8)}`;

interface ListBody {
  data: { id: string; firstname: string; lastname: string; email: string; i9_status: string; company_id: number; company_name: string }[];
  count: number;
}

describe('employees', () => {
  let ctx: TestContext;
  beforeAll(async () => (ctx = await TestContext.start()));
  afterAll(() => ctx.close());

  const addEmployee = async (company: CompanyAccount, over: Record<string, unknown> = {}): Promise<string> => {
    const res = await ctx.http.post('/api/employees').set('Authorization', ctx.auth(company.token)).send(addEmployeePayload(over)).expect(201);
    return res.body.employeeId as string;
  };
  const list = async (token: string, query: Record<string, string | number> = {}): Promise<ListBody> => {
    const res = await ctx.http.get('/api/employees').query(query).set('Authorization', ctx.auth(token)).expect(200);
    return res.body as ListBody;
  };
  const auditCount = async (action: string, recordId: string): Promise<number> => {
    const [row] = await ctx.dataSource.query('SELECT count(*)::int AS n FROM audit_events WHERE action = $1 AND record_id = $2', [action, recordId]);
    return row.n as number;
  };

  describe('POST /api/employees', () => {
    let approved: CompanyAccount;
    /** An approved company that only ever receives refused requests. */
    let untouched: CompanyAccount;
    beforeAll(async () => ([approved, untouched] = await Promise.all([ctx.newCompany(), ctx.newCompany()])));

    it('answers 201 with the new employeeId and the pre-screenings to offer once the ERD is approved', async () => {
      const res = await ctx.http
        .post('/api/employees')
        .set('Authorization', ctx.auth(approved.token))
        .send({ firstname: 'Ana', lastname: 'Silva', email: 'Ana.Silva@Example.test' })
        .expect(201);
      expect(Object.keys(res.body)).toEqual(['employeeId', 'submission_matches']);
      expect(res.body.submission_matches).toEqual([]);
      expect(res.body.employeeId).toMatch(UUID);
      const detail = await ctx.http.get(`/api/employees/${res.body.employeeId}`).set('Authorization', ctx.auth(approved.token)).expect(200);
      expect(detail.body.data).toMatchObject({ firstname: 'Ana', lastname: 'Silva', email: 'ana.silva@example.test', i9_status: 'pending', company_id: approved.id });
    });

    it('trims names and accepts each field at its limit: names 30 characters, an e-mail address 254', async () => {
      const email = emailOfLength(254);
      const id = await addEmployee(approved, { firstname: `  ${'F'.repeat(30)}  `, lastname: 'L'.repeat(30), email });
      const detail = await ctx.http.get(`/api/employees/${id}`).set('Authorization', ctx.auth(approved.token)).expect(200);
      expect(detail.body.data).toMatchObject({ firstname: 'F'.repeat(30), lastname: 'L'.repeat(30), email });
    });

    // Issue 32: an address of 31 characters was cut to 30 (another domain), one of 40 refused.
    it('stores an address longer than 30 characters whole, lower-cased as every address', async () => {
      const email = `jonathan.smith.${uniqueLastname().toLowerCase()}@riverside-co.com`;
      expect(email.length).toBeGreaterThan(30);
      const id = await addEmployee(approved, { firstname: 'Jonathan', lastname: 'Smith', email: email.toUpperCase() });
      const [row] = await ctx.dataSource.query('SELECT email FROM employees WHERE id = $1', [id]);
      expect(row.email).toBe(email);
      const detail = await ctx.http.get(`/api/employees/${id}`).set('Authorization', ctx.auth(approved.token)).expect(200);
      expect(detail.body.data.email).toBe(email);
    });

    it.each([['none' as const], ['pending' as const]])('answers 403 while the ERD is %s, and adds nobody', async (erd) => {
      const company = await ctx.newCompany({ erd });
      const res = await ctx.http.post('/api/employees').set('Authorization', ctx.auth(company.token)).send(addEmployeePayload()).expect(403);
      expect(res.body).toEqual({ errors: [{ msg: 'Employees can be added once your ERD and I-9 employer authorization are approved.' }] });
      expect((await list(company.token)).count).toBe(0);
    });

    it('answers 403 to an administrator (an employee belongs to a company)', async () => {
      const res = await ctx.http.post('/api/employees').set('Authorization', ctx.auth(await ctx.adminToken())).send(addEmployeePayload()).expect(403);
      expect(res.body).toEqual({ errors: [{ msg: 'Only a company account can do this.' }] });
    });

    it('answers 401 without a token or with a forged one', async () => {
      const none = await ctx.http.post('/api/employees').send(addEmployeePayload()).expect(401);
      expect(none.body).toEqual({ errors: [{ msg: 'Please log in to continue.' }] });
      await ctx.http.post('/api/employees').set('Authorization', 'Bearer not.a.token').send(addEmployeePayload()).expect(401);
    });

    it.each([
      ['first name over 30', { firstname: 'F'.repeat(31) }, 'firstname', 'First name must be at most 30 characters.'],
      ['last name over 30', { lastname: 'L'.repeat(31) }, 'lastname', 'Last name must be at most 30 characters.'],
      ['e-mail over 254', { email: emailOfLength(255) }, 'email', 'E-mail must be at most 254 characters.'],
      ['e-mail without @', { email: 'ana.example.test' }, 'email', 'E-mail must be a valid e-mail address.'],
      ['e-mail without domain', { email: 'ana@' }, 'email', 'E-mail must be a valid e-mail address.'],
      ['missing first name', { firstname: undefined }, 'firstname', 'First name is required.'],
      ['blank last name', { lastname: '   ' }, 'lastname', 'Last name is required.'],
      ['missing e-mail', { email: undefined }, 'email', 'E-mail is required.'],
      ['first name not text', { firstname: 42 }, 'firstname', 'First name must be text.'],
      ['unknown field', { ssn: '123456789' }, 'ssn', 'Unknown field "ssn".'],
      ['company chosen by the caller', { companyId: 1 }, 'companyId', 'Unknown field "companyId".'],
    ])('answers 400 for %s, naming the field, and adds nobody', async (_case, over, param, msg) => {
      const res = await ctx.http.post('/api/employees').set('Authorization', ctx.auth(untouched.token)).send(addEmployeePayload(over)).expect(400);
      expect(res.body.errors).toContainEqual({ msg, param });
      expect(res.body.errors.every((e: { param?: string }) => e.param === param)).toBe(true);
      expect((await list(untouched.token)).count).toBe(0);
    });

    it('reports every invalid field at once', async () => {
      const res = await ctx.http
        .post('/api/employees')
        .set('Authorization', ctx.auth(approved.token))
        .send({ firstname: '', lastname: 'L'.repeat(31), email: 'nope' })
        .expect(400);
      expect(res.body.errors.map((e: { param: string }) => e.param).sort()).toEqual(['email', 'firstname', 'lastname']);
    });
  });

  describe('GET /api/employees', () => {
    let alpha: CompanyAccount;
    let beta: CompanyAccount;
    const tag = uniqueLastname();
    let alphaIds: string[];
    let betaId: string;

    beforeAll(async () => {
      [alpha, beta] = await Promise.all([ctx.newCompany(), ctx.newCompany()]);
      alphaIds = [
        await addEmployee(alpha, { firstname: 'Olivia', lastname: tag, email: 'olivia.k@example.test' }),
        await addEmployee(alpha, { firstname: 'Noah', lastname: 'Brennan', email: `noah.${tag.toLowerCase()}@ex.test` }),
        await addEmployee(alpha, { firstname: 'Liam', lastname: 'Ortiz', email: 'liam.o@example.test' }),
      ];
      betaId = await addEmployee(beta, { firstname: 'Emma', lastname: tag, email: 'emma.k@example.test' });
    });

    it("shows a company user only its own employees, newest first, never another company's", async () => {
      const body = await list(alpha.token);
      expect(body.count).toBe(3);
      expect(body.data.map((e) => e.id)).toEqual([...alphaIds].reverse());
      expect(body.data.every((e) => e.company_id === alpha.id && e.company_name === alpha.name)).toBe(true);
      const searched = await list(alpha.token, { search: tag });
      expect(searched.data.map((e) => e.id)).not.toContain(betaId);
      expect((await list(beta.token)).data.map((e) => e.id)).toEqual([betaId]);
    });

    it('shows an administrator every company, each row with its company_name', async () => {
      const body = await list(await ctx.adminToken(), { search: tag });
      expect(body.count).toBe(3);
      const byId = Object.fromEntries(body.data.map((e) => [e.id, e.company_name]));
      expect(byId).toEqual({ [alphaIds[0]]: alpha.name, [alphaIds[1]]: alpha.name, [betaId]: beta.name });
    });

    it('lists the fields of the Employees table', async () => {
      const [row] = (await list(alpha.token, { search: 'Liam' })).data;
      expect(row).toEqual({
        id: alphaIds[2],
        submission_id: null,
        firstname: 'Liam',
        lastname: 'Ortiz',
        email: 'liam.o@example.test',
        i9_status: 'pending',
        created_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
        company_id: alpha.id,
        company_name: alpha.name,
        // The company's first location is named after it.
        location: { id: expect.any(Number), name: alpha.name },
        start_date: null,
        section2_due_date: null,
        section2_days_left: null,
        section2_days_unit: null,
        section2_late: false,
        reverify_by: null,
        termination_date: null,
        retain_until: null,
        legal_hold: false,
        mobile_phone: null,
        external_id: null,
        job_title: null,
      });
    });

    it.each([
      ['first name', 'olivia', [0]],
      ['last name, in capitals', 'BRENNAN', [1]],
      ['full name', 'liam ortiz', [2]],
      ['part of an e-mail, mixed case', 'Noah.ZED', [1]],
      ['the shared tag (last name of one, e-mail of another)', tag.toUpperCase(), [1, 0]],
      ['text no one has', 'nobody-has-this', []],
      ['a LIKE wildcard, taken literally', '%', []],
      ['an underscore, taken literally', '_', []],
    ])('searches by %s, case-insensitively', async (_case, search, expected) => {
      const body = await list(alpha.token, { search });
      expect(body.data.map((e) => e.id)).toEqual(expected.map((i) => alphaIds[i]));
      expect(body.count).toBe(expected.length);
    });

    it('pages with limit and offset; count is the total matching, not the page size', async () => {
      const company = await ctx.newCompany();
      const ids: string[] = [];
      for (let i = 0; i < 12; i++) ids.push(await addEmployee(company, { firstname: `Worker${i}` }));
      const newestFirst = [...ids].reverse();

      const first = await list(company.token);
      expect(first.data.map((e) => e.id)).toEqual(newestFirst.slice(0, 10));
      expect(first.count).toBe(12);
      const next = await list(company.token, { limit: 10, offset: 10 });
      expect(next.data.map((e) => e.id)).toEqual(newestFirst.slice(10));
      expect(next.count).toBe(12);
      const middle = await list(company.token, { limit: 3, offset: 4 });
      expect(middle.data.map((e) => e.id)).toEqual(newestFirst.slice(4, 7));
      expect((await list(company.token, { limit: 100 })).data).toHaveLength(12);
      const beyond = await list(company.token, { offset: 50 });
      expect(beyond).toEqual({ data: [], count: 12 });
    });

    it.each([
      ['limit=0', { limit: 0 }, 'limit'],
      ['limit=101', { limit: 101 }, 'limit'],
      ['limit=ten', { limit: 'ten' }, 'limit'],
      ['limit=2.5', { limit: '2.5' }, 'limit'],
      ['offset=-1', { offset: -1 }, 'offset'],
      ['offset=x', { offset: 'x' }, 'offset'],
      ['a 101-character search', { search: 's'.repeat(101) }, 'search'],
      ['an unknown parameter', { sort: 'email' }, 'sort'],
    ])('answers 400 for %s, naming the parameter', async (_case, query, param) => {
      const res = await ctx.http.get('/api/employees').query(query).set('Authorization', ctx.auth(alpha.token)).expect(400);
      expect(res.body.errors).toEqual([expect.objectContaining({ param, msg: expect.any(String) })]);
    });

    it('answers 401 without a token', async () => {
      const res = await ctx.http.get('/api/employees').expect(401);
      expect(res.body).toEqual({ errors: [{ msg: 'Please log in to continue.' }] });
    });
  });

  describe('GET /api/employees/:id', () => {
    let owner: CompanyAccount;
    let other: CompanyAccount;
    let employeeId: string;

    beforeAll(async () => {
      [owner, other] = await Promise.all([ctx.newCompany(), ctx.newCompany()]);
      employeeId = await addEmployee(owner, { firstname: 'Grace', lastname: 'Hopper', email: 'grace.h@example.test' });
    });

    it('shows the owner the employee, a 43-character link token and a pending I-9 with nothing submitted', async () => {
      const res = await ctx.http.get(`/api/employees/${employeeId}`).set('Authorization', ctx.auth(owner.token)).expect(200);
      expect(res.body.data).toEqual({
        id: employeeId,
        firstname: 'Grace',
        lastname: 'Hopper',
        language: 'en',
        email: 'grace.h@example.test',
        i9_status: 'pending',
        created_at: expect.any(String),
        company_id: owner.id,
        company_name: owner.name,
        location: { id: expect.any(Number), name: owner.name },
        url: expect.stringMatching(LINK_TOKEN),
        ssn: null,
        documents_type: null,
        i9: null,
        documents: [],
        start_date: null,
        offer_accepted_on: null,
        section2_due_date: null,
        section2_days_left: null,
        section2_days_unit: null,
        section2_late: false,
        supplement_a: [],
        section2: null,
        // Neither the location nor the company has an address yet: the examiner will type it.
        section2_business_address: null,
        alternative_procedure_refusal: 'The alternative procedure (remote examination) is only for employers that participate in E-Verify in good standing. Examine the original documents in person.',
        supplement_b: [],
        reverify_by: null,
        reverify_reason: null,
        termination_date: null,
        retain_until: null,
        legal_hold: false,
        external_id: null,
        job_title: null,
        // A company outside E-Verify, in the test mode every test runs in.
        everify: { participating: false, test_mode: true, case_due_date: null, case_days_left: null, case_days_unit: null, can_create: false, current: null, previous: [] },
        // Invited once the worker sends the link: no worker runs in these tests.
        history: [],
        // Added by hand, with no pre-screening of the same e-mail.
        submission_id: null,
        submission_matches: [],
        // Not hired from a pre-screening, no first day, not invited yet: nothing on the timeline.
        timeline: [],
        // Added without a mobile number: e-mail only.
        mobile_phone: null,
        texts_opted_out: false,
      });
    });

    it('gives every employee a different, unguessable link token not derived from its id', async () => {
      const ids = [employeeId, await addEmployee(owner), await addEmployee(owner)];
      const urls = await Promise.all(
        ids.map(async (id) => (await ctx.http.get(`/api/employees/${id}`).set('Authorization', ctx.auth(owner.token)).expect(200)).body.data.url as string),
      );
      expect(new Set(urls).size).toBe(3);
      for (const [i, url] of urls.entries()) expect(url).not.toContain(ids[i].replace(/-/g, '').slice(0, 8));
    });

    it('shows an administrator any company’s employee', async () => {
      const res = await ctx.http.get(`/api/employees/${employeeId}`).set('Authorization', ctx.auth(await ctx.adminToken())).expect(200);
      expect(res.body.data).toMatchObject({ id: employeeId, company_name: owner.name });
    });

    it('answers 404 to another company, the same as for an id that does not exist, and audits nothing', async () => {
      const before = await auditCount('employee.read', employeeId);
      const foreign = await ctx.http.get(`/api/employees/${employeeId}`).set('Authorization', ctx.auth(other.token)).expect(404);
      const unknown = await ctx.http.get(`/api/employees/${randomUUID()}`).set('Authorization', ctx.auth(other.token)).expect(404);
      expect(foreign.body).toEqual({ errors: [{ msg: 'Employee not found.' }] });
      expect(unknown.body).toEqual(foreign.body);
      expect(await auditCount('employee.read', employeeId)).toBe(before);
    });

    it.each([['123'], ['not-a-uuid'], ["1' OR '1'='1"], [`${randomUUID()}x`]])('answers 404 for the malformed id %s', async (id) => {
      const res = await ctx.http.get(`/api/employees/${encodeURIComponent(id)}`).set('Authorization', ctx.auth(owner.token)).expect(404);
      expect(res.body).toEqual({ errors: [{ msg: 'Employee not found.' }] });
    });

    it('answers 401 without a token', async () => {
      await ctx.http.get(`/api/employees/${employeeId}`).expect(401);
    });

    it('audits each read (employee.read): who, which record, which company', async () => {
      const before = await auditCount('employee.read', employeeId);
      await ctx.http.get(`/api/employees/${employeeId}`).set('Authorization', ctx.auth(owner.token)).expect(200);
      await ctx.http.get(`/api/employees/${employeeId}`).set('Authorization', ctx.auth(owner.token)).expect(200);
      expect(await auditCount('employee.read', employeeId)).toBe(before + 2);
      const [last] = await ctx.dataSource.query(
        "SELECT actor_id, actor_role, record_type, company_id FROM audit_events WHERE action = 'employee.read' AND record_id = $1 ORDER BY id DESC LIMIT 1",
        [employeeId],
      );
      expect(last).toEqual({ actor_id: userIdOf(owner.token), actor_role: 'company', record_type: 'employee', company_id: owner.id });
    });
  });
});
