import { randomUUID } from 'node:crypto';
import { SUBMISSION_STATUSES } from '@clearhire/contracts';
import { prescreeningPayload } from './support/payloads';
import { type CompanyAccount, TestContext } from './support/test-app';

const DETAIL_FIELDS = [
  'id', 'external_id', 'language', 'firstname', 'lastname', 'email', 'status', 'eligible', 'created_at', 'company_id', 'company_name', 'location',
  'phone', 'street', 'apt', 'city', 'county', 'state', 'zip', 'ssn', 'birthdate', 'age_group', 'signature', 'answers',
  'target_groups', 'target_group', 'target_group_name', 'max_credit', 'no_credit_reason', 'offer_date', 'hire_date', 'start_date', 'starting_wage', 'job_title', 'state_deadline', 'program_status',
  'documents', 'status_history', 'hire_corrections', 'section1_differences', 'employee_id', 'timeline',
].sort();

const userIdOf = (token: string): string => JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()).userId;

/** Dates relative to today on the local clock, as the server reads "today". */
function yearsAgo(years: number, days = 0): string {
  const d = new Date();
  d.setFullYear(d.getFullYear() - years);
  d.setDate(d.getDate() - days);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

describe('one submission: GET and PATCH /api/submissions/:id', () => {
  let ctx: TestContext;
  let admin: string;
  let owner: CompanyAccount;
  let other: CompanyAccount;
  beforeAll(async () => ({ ctx, admin, companies: [owner, other] } = await TestContext.withCompanies(2)));
  afterAll(() => ctx.close());

  const get = (id: string, token?: string) => {
    const req = ctx.http.get(`/api/submissions/${id}`);
    return token ? req.set('Authorization', ctx.auth(token)) : req;
  };
  const patch = (id: string, body: unknown, token?: string) => {
    const req = ctx.http.patch(`/api/submissions/${id}`);
    return (token ? req.set('Authorization', ctx.auth(token)) : req).send(body as object);
  };
  const auditRows = (id: string, action: string) =>
    ctx.dataSource.query('SELECT actor_id, actor_role, record_type, company_id, detail FROM audit_events WHERE record_id = $1 AND action = $2 ORDER BY id', [id, action]);
  const storedStatus = async (id: string) => (await ctx.dataSource.query('SELECT status FROM submissions WHERE id = $1', [id]))[0].status;

  describe('GET', () => {
    it('answers the owner with every field of the record', async () => {
      const id = await ctx.newSubmission(owner.id);
      const sent = prescreeningPayload(owner.id);
      const res = await get(id, owner.token).expect(200);
      expect(Object.keys(res.body)).toEqual(['data']);
      expect(Object.keys(res.body.data).sort()).toEqual(DETAIL_FIELDS);
      expect(res.body.data).toMatchObject({
        id,
        status: 'pending',
        eligible: true,
        company_id: owner.id,
        company_name: owner.name,
        firstname: sent.firstname,
        lastname: sent.lastname,
        email: sent.email,
        phone: sent.phone,
        street: sent.street,
        apt: sent.apt,
        city: sent.city,
        county: sent.county,
        state: sent.state,
        zip: sent.zip,
        birthdate: sent.birthdate,
        signature: sent.signature,
        ssn: '***-**-6789',
        age_group: 'Under 40',
        // No employee hired from it yet.
        employee_id: null,
      });
      expect(new Date(res.body.data.created_at).toISOString()).toBe(res.body.data.created_at);
    });

    it('answers the administrator for any company', async () => {
      const id = await ctx.newSubmission(other.id);
      const res = await get(id, admin).expect(200);
      expect(res.body.data).toMatchObject({ id, company_id: other.id, company_name: other.name });
    });

    it.each([
      ['someone who turned 40 yesterday', () => yearsAgo(40, 1), 'Over 40'],
      ['someone who turns 40 tomorrow', () => yearsAgo(40, -1), 'Under 40'],
      ['a 60-year-old', () => yearsAgo(60, 100), 'Over 40'],
      ['a 20-year-old', () => yearsAgo(20, 100), 'Under 40'],
    ])('labels the age group of %s', async (_who, birthdate, group) => {
      const id = await ctx.newSubmission(owner.id, { birthdate: birthdate() });
      expect((await get(id, owner.token).expect(200)).body.data.age_group).toBe(group);
    });

    it("answers 404 for another company's submission, exactly as for one that does not exist", async () => {
      const id = await ctx.newSubmission(other.id);
      const foreign = await get(id, owner.token).expect(404);
      const missing = await get(randomUUID(), owner.token).expect(404);
      expect(foreign.body).toEqual(missing.body);
      expect(foreign.body).toEqual({ errors: [{ msg: expect.any(String) }] });
    });

    it.each([['abc'], ['123'], [`${randomUUID()}x`], ['00000000-0000-0000-0000-00000000000g']])('answers 404 for the malformed id %s', async (id) => {
      const res = await get(id, admin).expect(404);
      expect(res.body).toEqual({ errors: [{ msg: expect.any(String) }] });
    });

    it('answers 401 without a token', async () => {
      const id = await ctx.newSubmission(owner.id);
      await get(id).expect(401);
    });

    it('records each read in the audit trail with the reader', async () => {
      const id = await ctx.newSubmission(owner.id);
      await get(id, owner.token).expect(200);
      await get(id, admin).expect(200);
      await get(id, owner.token).expect(200);
      const reads = await auditRows(id, 'submission.read');
      expect(reads).toEqual([
        { actor_id: userIdOf(owner.token), actor_role: 'company', record_type: 'submission', company_id: owner.id, detail: null },
        { actor_id: userIdOf(admin), actor_role: 'admin', record_type: 'submission', company_id: owner.id, detail: null },
        { actor_id: userIdOf(owner.token), actor_role: 'company', record_type: 'submission', company_id: owner.id, detail: null },
      ]);
    });
  });

  describe('PATCH', () => {
    it('answers the administrator 200 with the updated record', async () => {
      const id = await ctx.newSubmission(owner.id);
      const res = await patch(id, { newStatus: 'approved' }, admin).expect(200);
      expect(Object.keys(res.body.data).sort()).toEqual(DETAIL_FIELDS);
      expect(res.body.data).toMatchObject({ id, status: 'approved', company_id: owner.id, company_name: owner.name, ssn: '***-**-6789' });
      expect(await storedStatus(id)).toBe('approved');
      expect((await get(id, owner.token).expect(200)).body.data.status).toBe('approved');
    });

    it.each(SUBMISSION_STATUSES.map((s) => [s]))('accepts the status %s', async (newStatus) => {
      const id = await ctx.newSubmission(owner.id);
      // Start elsewhere so that every status, pending included, is a real change.
      await patch(id, { newStatus: newStatus === 'rejected' ? 'sent' : 'rejected' }, admin).expect(200);
      const res = await patch(id, { newStatus }, admin).expect(200);
      expect(res.body.data.status).toBe(newStatus);
      expect(await storedStatus(id)).toBe(newStatus);
    });

    it('lets the administrator change any status to any other (no transition limits)', async () => {
      const id = await ctx.newSubmission(other.id);
      for (const newStatus of ['approved', 'pending', 'rejected', 'approved', 'sent']) {
        expect((await patch(id, { newStatus }, admin).expect(200)).body.data.status).toBe(newStatus);
      }
    });

    it.each([['done'], ['APPROVED'], [''], [null], [1], [['sent']]])('refuses newStatus %j with 400 and changes nothing', async (newStatus) => {
      const id = await ctx.newSubmission(owner.id);
      const res = await patch(id, { newStatus }, admin).expect(400);
      expect(res.body.errors).toEqual([{ msg: expect.any(String), param: 'newStatus' }]);
      expect(await storedStatus(id)).toBe('pending');
    });

    it('refuses a missing newStatus and any other field', async () => {
      const id = await ctx.newSubmission(owner.id);
      expect((await patch(id, {}, admin).expect(400)).body.errors).toEqual([{ msg: expect.any(String), param: 'newStatus' }]);
      const extra = await patch(id, { newStatus: 'sent', firstname: 'Mallory' }, admin).expect(400);
      expect(extra.body.errors).toEqual([{ msg: 'Unknown field "firstname".', param: 'firstname' }]);
      const row = (await ctx.dataSource.query('SELECT status, firstname FROM submissions WHERE id = $1', [id]))[0];
      expect(row).toEqual({ status: 'pending', firstname: 'James' });
    });

    it('answers a company user 403, even for its own submission, and changes nothing', async () => {
      const id = await ctx.newSubmission(owner.id);
      const res = await patch(id, { newStatus: 'approved' }, owner.token).expect(403);
      expect(res.body).toEqual({ errors: [{ msg: expect.any(String) }] });
      await patch(id, { newStatus: 'approved' }, other.token).expect(403);
      expect(await storedStatus(id)).toBe('pending');
      expect(await auditRows(id, 'submission.status_changed')).toEqual([]);
    });

    it('answers 401 without a token', async () => {
      const id = await ctx.newSubmission(owner.id);
      await patch(id, { newStatus: 'approved' }).expect(401);
      expect(await storedStatus(id)).toBe('pending');
    });

    it.each([[randomUUID()], ['abc']])('answers 404 for the unknown id %s', async (id) => {
      const res = await patch(id, { newStatus: 'sent' }, admin).expect(404);
      expect(res.body).toEqual({ errors: [{ msg: expect.any(String) }] });
    });

    it('records each change in the audit trail with the administrator and {from, to}', async () => {
      const id = await ctx.newSubmission(owner.id);
      await patch(id, { newStatus: 'sent' }, admin).expect(200);
      await patch(id, { newStatus: 'rejected' }, admin).expect(200);
      const adminId = userIdOf(admin);
      expect(await auditRows(id, 'submission.status_changed')).toEqual([
        { actor_id: adminId, actor_role: 'admin', record_type: 'submission', company_id: owner.id, detail: { from: 'pending', to: 'sent' } },
        { actor_id: adminId, actor_role: 'admin', record_type: 'submission', company_id: owner.id, detail: { from: 'sent', to: 'rejected' } },
      ]);
    });

    it('records no change when the status stays the same', async () => {
      const id = await ctx.newSubmission(owner.id);
      const res = await patch(id, { newStatus: 'pending' }, admin).expect(200);
      expect(res.body.data.status).toBe('pending');
      expect(await auditRows(id, 'submission.status_changed')).toEqual([]);
    });
  });
});
