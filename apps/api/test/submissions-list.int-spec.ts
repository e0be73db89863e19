import { randomUUID } from 'node:crypto';
import { type CompanyAccount, TestContext } from './support/test-app';

interface Item {
  id: string;
  company_id: number;
  company_name: string;
  status: string;
}

/** GET /api/submissions (docs/product.md §2 Submissions list, §7; docs/architecture.md §3 lists and roles). */
describe('GET /api/submissions', () => {
  let ctx: TestContext;
  let admin: string;
  let a: CompanyAccount;
  let b: CompanyAccount;
  let aIds: string[]; // in creation order
  let bIds: string[];
  beforeAll(async () => (ctx = await TestContext.start()));
  afterAll(() => ctx.close());

  beforeAll(async () => {
    admin = await ctx.adminToken();
    a = await ctx.newCompany({ name: `Listco ${randomUUID().slice(0, 8)}` });
    // B's name starts with A's: an exact name filter must not mix them up.
    b = await ctx.newCompany({ name: `${a.name} Two` });
    aIds = [];
    bIds = [];
    for (let i = 0; i < 3; i++) aIds.push(await ctx.newSubmission(a.id, { firstname: `A${i}` }));
    for (let i = 0; i < 2; i++) bIds.push(await ctx.newSubmission(b.id, { firstname: `B${i}` }));
  });

  const list = (token: string, query: Record<string, unknown> = {}) => ctx.http.get('/api/submissions').query(query).set('Authorization', ctx.auth(token));
  const ids = (body: { data: Item[] }) => body.data.map((r) => r.id);
  const newestFirst = (xs: string[]) => [...xs].reverse();
  const setStatus = (id: string, newStatus: string) =>
    ctx.http.patch(`/api/submissions/${id}`).set('Authorization', ctx.auth(admin)).send({ newStatus }).expect(200);

  describe('access', () => {
    it('answers 401 without a token or with a malformed one', async () => {
      const res = await ctx.http.get('/api/submissions').expect(401);
      expect(res.body).toEqual({ errors: [{ msg: expect.any(String) }] });
      await ctx.http.get('/api/submissions').set('Authorization', 'Bearer not-a-token').expect(401);
      await ctx.http.get('/api/submissions').set('Authorization', a.token).expect(401);
    });

    it("shows a company user only its own submissions, newest first", async () => {
      const res = await list(a.token, { limit: 100 }).expect(200);
      expect(ids(res.body)).toEqual(newestFirst(aIds));
      expect(res.body.count).toBe(3);
      expect(res.body.counts.total).toBe(3);
      expect(res.body.data.every((r: Item) => r.company_id === a.id && r.company_name === a.name)).toBe(true);
    });

    it.each([
      ['companyId', () => ({ companyId: b.id })],
      ['companyName', () => ({ companyName: b.name })],
      ['companyName in another case', () => ({ companyName: b.name.toUpperCase() })],
    ])("never shows another company's submissions to a company user, even with %s of the other", async (_what, query) => {
      const res = await list(a.token, { limit: 100, ...query() }).expect(200);
      for (const id of bIds) expect(ids(res.body)).not.toContain(id);
      expect(res.body.data.every((r: Item) => r.company_id === a.id)).toBe(true);
      expect(res.body.count).toBe(res.body.data.length);
      expect(res.body.counts.total).toBe(res.body.data.length);
    });

    it('shows the administrator every company, each row with its company name', async () => {
      const res = await list(admin, { limit: 100 }).expect(200);
      const byId = new Map(res.body.data.map((r: Item) => [r.id, r]));
      for (const id of aIds) expect(byId.get(id)).toMatchObject({ company_id: a.id, company_name: a.name });
      for (const id of bIds) expect(byId.get(id)).toMatchObject({ company_id: b.id, company_name: b.name });
      expect(res.body.count).toBeGreaterThanOrEqual(5);
    });

    it('answers each row with the list fields only (no personal data beyond name and e-mail)', async () => {
      const res = await list(admin, { companyId: a.id }).expect(200);
      const row = res.body.data[0];
      expect(Object.keys(row).sort()).toEqual(
        ['company_id', 'company_name', 'created_at', 'eligible', 'email', 'external_id', 'firstname', 'id', 'lastname', 'location', 'max_credit', 'status', 'target_group', 'target_group_name'].sort(),
      );
      expect(row).toMatchObject({ id: aIds[2], firstname: 'A2', lastname: 'Carter', status: 'pending', eligible: true });
      expect(new Date(row.created_at).toISOString()).toBe(row.created_at);
    });

    it("shows each row's best target group and largest possible credit, and none for a not-eligible applicant", async () => {
      const c = await ctx.newCompany({ name: `Groupco ${randomUUID().slice(0, 8)}` });
      const veteran = await ctx.newSubmission(c.id, { firstname: 'Vera' });
      const snap = await ctx.newSubmission(c.id, { firstname: 'Sam', military: false, unemployed: false, snap: true, snap3: false });
      const notEligible = await ctx.newSubmission(c.id, { firstname: 'Nate', eligible: false });
      const res = await list(c.token).expect(200);
      const byId = new Map(res.body.data.map((r: Item) => [r.id, r]));
      expect(byId.get(veteran)).toMatchObject({ target_group: 'VET_DISABLED_UNEMPLOYED_6M', target_group_name: expect.stringMatching(/veteran/i), max_credit: 9600 });
      expect(byId.get(snap)).toMatchObject({ target_group: 'SNAP', max_credit: 2400 });
      expect(byId.get(notEligible)).toMatchObject({ target_group: null, target_group_name: null, max_credit: 0 });
      // The detail, which recomputes the groups, agrees with the stored figure the list reads.
      const detail = await ctx.http.get(`/api/submissions/${snap}`).set('Authorization', ctx.auth(c.token)).expect(200);
      expect(detail.body.data).toMatchObject({ target_group: 'SNAP', max_credit: 2400 });
    });

    it('does not record a read in the audit trail for list calls', async () => {
      const reads = async () =>
        Number(
          (await ctx.dataSource.query("SELECT count(*) AS n FROM audit_events WHERE action LIKE 'submission.%' AND action <> 'submission.created' AND record_id = ANY($1)", [[...aIds, ...bIds]]))[0].n,
        );
      const before = await reads();
      await list(admin, { limit: 100 }).expect(200);
      await list(a.token).expect(200);
      expect(await reads()).toBe(before);
    });
  });

  describe('filters', () => {
    it('filters by company id for the administrator', async () => {
      const res = await list(admin, { companyId: a.id }).expect(200);
      expect(ids(res.body)).toEqual(newestFirst(aIds));
      expect(res.body.count).toBe(3);
    });

    it('filters by company name exactly, ignoring case', async () => {
      for (const companyName of [a.name, a.name.toUpperCase(), a.name.toLowerCase()]) {
        const res = await list(admin, { companyName }).expect(200);
        expect(ids(res.body)).toEqual(newestFirst(aIds));
      }
      const other = await list(admin, { companyName: b.name }).expect(200);
      expect(ids(other.body)).toEqual(newestFirst(bIds));
    });

    it('matches no company for part of a name', async () => {
      const res = await list(admin, { companyName: a.name.slice(0, -2) }).expect(200);
      expect(res.body).toEqual({ data: [], count: 0, counts: { total: 0, pending: 0, sent: 0, approved: 0, rejected: 0 } });
    });

    it('answers an empty page for a company id that does not exist', async () => {
      const res = await list(admin, { companyId: 2_147_483_000 }).expect(200);
      expect(res.body.data).toEqual([]);
      expect(res.body.count).toBe(0);
    });

    describe('by status', () => {
      let c: CompanyAccount;
      const byStatus: Record<string, string[]> = {};
      beforeAll(async () => {
        c = await ctx.newCompany();
        const plan = ['pending', 'sent', 'approved', 'pending', 'rejected', 'sent'];
        for (const status of plan) {
          const id = await ctx.newSubmission(c.id);
          if (status !== 'pending') await setStatus(id, status);
          (byStatus[status] ??= []).push(id);
        }
      });
      const counts = { total: 6, pending: 2, sent: 2, approved: 1, rejected: 1 };

      it.each([['pending'], ['sent'], ['approved'], ['rejected']])(
        'lists only %s rows; count is for the filter and counts ignore it',
        async (status) => {
          for (const token of [() => admin, () => c.token]) {
            const res = await list(token(), { status, companyId: c.id }).expect(200);
            expect(ids(res.body)).toEqual(newestFirst(byStatus[status]));
            expect(res.body.data.every((r: Item) => r.status === status)).toBe(true);
            expect(res.body.count).toBe(byStatus[status].length);
            expect(res.body.counts).toEqual(counts);
          }
        },
      );

      it('counts every status without a filter', async () => {
        const res = await list(c.token).expect(200);
        expect(res.body.count).toBe(6);
        expect(res.body.counts).toEqual(counts);
      });

      it('combines the status and company name filters', async () => {
        const res = await list(admin, { status: 'sent', companyName: c.name.toUpperCase() }).expect(200);
        expect(ids(res.body)).toEqual(newestFirst(byStatus['sent']));
        expect(res.body.counts).toEqual(counts);
      });
    });
  });

  describe('paging', () => {
    let d: CompanyAccount;
    let newest: string[];
    beforeAll(async () => {
      d = await ctx.newCompany();
      const created: string[] = [];
      for (let i = 0; i < 12; i++) created.push(await ctx.newSubmission(d.id, { firstname: `D${i}` }));
      newest = newestFirst(created);
    });

    it('answers 10 rows by default, and the total in count', async () => {
      const res = await list(d.token).expect(200);
      expect(ids(res.body)).toEqual(newest.slice(0, 10));
      expect(res.body.count).toBe(12);
    });

    it('answers the next page with offset, without overlap', async () => {
      const res = await list(d.token, { offset: 10 }).expect(200);
      expect(ids(res.body)).toEqual(newest.slice(10));
      expect(res.body.count).toBe(12);
    });

    it.each([
      [5, 0],
      [5, 5],
      [5, 10],
      [1, 11],
      [100, 0],
      [3, 12],
      [10, 50],
    ])('answers limit=%i offset=%i', async (limit, offset) => {
      const res = await list(admin, { companyId: d.id, limit, offset }).expect(200);
      expect(ids(res.body)).toEqual(newest.slice(offset, offset + limit));
      expect(res.body.count).toBe(12);
    });

    it.each([
      ['limit', '0'],
      ['limit', '101'],
      ['limit', 'abc'],
      ['limit', '-1'],
      ['limit', '2.5'],
      ['offset', '-1'],
      ['offset', 'abc'],
      ['offset', '1.5'],
      ['companyId', 'abc'],
      ['companyId', '0'],
      ['companyId', '99999999999'],
    ])('refuses %s=%s with 400 naming it', async (param, value) => {
      const res = await list(admin, { [param]: value }).expect(400);
      expect(res.body.errors).toEqual([{ msg: expect.any(String), param }]);
    });
  });

  describe('invalid queries', () => {
    it.each([['done'], ['PENDING'], ['all']])('refuses status=%s with 400', async (status) => {
      const res = await list(admin, { status }).expect(400);
      expect(res.body.errors).toEqual([{ msg: expect.any(String), param: 'status' }]);
    });

    it('refuses an unknown query parameter', async () => {
      const res = await list(admin, { sort: 'name' }).expect(400);
      expect(res.body.errors).toEqual([{ msg: 'Unknown field "sort".', param: 'sort' }]);
    });

    it('refuses a repeated parameter', async () => {
      const res = await ctx.http.get('/api/submissions?status=pending&status=sent').set('Authorization', ctx.auth(admin)).expect(400);
      expect(res.body.errors[0].param).toBe('status');
    });
  });
});
