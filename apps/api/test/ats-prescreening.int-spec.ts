import { encodeCompanyLinkId } from '@clearhire/domain';
import { firstLocationOf } from './support/location-fixtures';
import { prescreeningPayload, uniqueEmail } from './support/payloads';
import { TestContext, type CompanyAccount } from './support/test-app';

/** An applicant tracking system's pre-screening: its candidate's id, the way back to it, and the careers page that frames the form. */
describe('pre-screening from an applicant tracking system', () => {
  let ctx: TestContext;
  let a: CompanyAccount;
  let b: CompanyAccount;
  beforeAll(async () => {
    ({ ctx, companies: [a, b] } = await TestContext.withCompanies(2));
    await settings(a, { atsReturnHosts: ['ats.example.com'], frameAncestors: ['https://careers.example.com'] }).expect(200);
  });
  afterAll(() => ctx.close());

  function settings(company: CompanyAccount, body: object, token = company.token) {
    return ctx.http.patch(`/api/companies/${company.id}`).set('Authorization', ctx.auth(token)).send(body);
  }
  const submit = (companyId: number, over: Record<string, unknown> = {}) => ctx.http.post('/api/submissions').send(prescreeningPayload(companyId, { email: uniqueEmail('ats'), ...over }));
  const stored = async (id: string) => (await ctx.dataSource.query('SELECT external_id, language FROM submissions WHERE id = $1', [id]))[0];

  describe('POST /api/submissions', () => {
    it('stores the external id and the language the applicant filled the form in', async () => {
      const res = await submit(a.id, { externalId: 'CAND-1001', language: 'es' }).expect(201);
      expect(await stored(res.body.id)).toEqual({ external_id: 'CAND-1001', language: 'es' });
      const plain = await submit(a.id).expect(201);
      expect(await stored(plain.body.id)).toEqual({ external_id: null, language: 'en' });
      expect(plain.body.redirect_url).toBeNull();
    });

    it('refuses an external id with spaces or over 100 characters, and an unknown language, saving nothing', async () => {
      const [{ n: before }] = await ctx.dataSource.query('SELECT count(*)::int AS n FROM submissions WHERE company_id = $1', [a.id]);
      const spaced = await submit(a.id, { externalId: 'CAND 1' }).expect(400);
      expect(spaced.body.errors).toEqual([{ msg: 'External id may hold letters, digits and punctuation, without spaces.', param: 'externalId' }]);
      await submit(a.id, { externalId: 'x'.repeat(101) }).expect(400);
      const french = await submit(a.id, { language: 'fr' }).expect(400);
      expect(french.body.errors).toEqual([{ msg: 'Language must be one of the listed options.', param: 'language' }]);
      const [{ n: after }] = await ctx.dataSource.query('SELECT count(*)::int AS n FROM submissions WHERE company_id = $1', [a.id]);
      expect(after).toBe(before);
    });

    it('sends the applicant back to an allowed host with the submission and external ids', async () => {
      const res = await submit(a.id, { externalId: 'CAND-2002', returnUrl: 'https://ats.example.com/candidates/2002?stage=screen' }).expect(201);
      expect(res.body.redirect_url).toBe(`https://ats.example.com/candidates/2002?stage=screen&submissionId=${res.body.id}&externalId=CAND-2002`);
    });

    it("ignores a return URL on a host the company did not allow (or another company's), and still saves the pre-screening", async () => {
      for (const returnUrl of ['https://evil.example.net/steal', 'https://ats.example.com.evil.example.net/', 'javascript:alert(1)']) {
        const res = await submit(a.id, { returnUrl }).expect(201);
        expect(res.body.redirect_url).toBeNull();
        expect(await stored(res.body.id)).toBeDefined();
      }
      const other = await submit(b.id, { returnUrl: 'https://ats.example.com/' }).expect(201);
      expect(other.body.redirect_url).toBeNull();
    });
  });

  describe('company settings', () => {
    it('keeps the lists normalised and audited, for owners only', async () => {
      const res = await settings(b, { atsReturnHosts: ['Jobs.Example.ORG', 'jobs.example.org'], frameAncestors: ['https://Careers.Example.org/'] }).expect(200);
      expect(res.body.data).toMatchObject({ ats_return_hosts: ['jobs.example.org'], frame_ancestors: ['https://careers.example.org'] });
      const [event] = await ctx.dataSource.query(`SELECT detail FROM audit_events WHERE action = 'company.updated' AND record_id = $1 ORDER BY id DESC LIMIT 1`, [String(b.id)]);
      expect(event.detail).toEqual({ atsReturnHosts: { from: [], to: ['jobs.example.org'] }, frameAncestors: { from: [], to: ['https://careers.example.org'] } });
      const member = await ctx.newMember(b);
      await settings(b, { atsReturnHosts: [] }, member.token).expect(403);
      await settings(b, { frameAncestors: [] }).expect(200);
    });

    it('refuses what is not a host name or an https origin, changing nothing', async () => {
      const res = await settings(b, { atsReturnHosts: ['https://ats.example.com/path'], frameAncestors: ['http://careers.example.com', "https://a.example.com 'unsafe-inline'"] }).expect(400);
      expect(res.body.errors.map((e: { param: string }) => e.param).sort()).toEqual(['atsReturnHosts', 'frameAncestors']);
      const [row] = await ctx.dataSource.query('SELECT ats_return_hosts FROM companies WHERE id = $1', [b.id]);
      expect(row.ats_return_hosts).toEqual(['jobs.example.org']);
      await settings(b, { atsReturnHosts: Array.from({ length: 21 }, (_, i) => `h${i}.example.com`) }).expect(400);
    });
  });

  describe('the external id in lists', () => {
    it('filters submissions and employees by it exactly, within the company', async () => {
      const mine = await submit(a.id, { externalId: 'CAND-LIST' }).expect(201);
      await submit(b.id, { externalId: 'CAND-LIST' }).expect(201);
      const list = await ctx.http.get('/api/submissions').query({ externalId: 'CAND-LIST' }).set('Authorization', ctx.auth(a.token)).expect(200);
      expect(list.body.data.map((s: { id: string; external_id: string }) => [s.id, s.external_id])).toEqual([[mine.body.id, 'CAND-LIST']]);
      expect(list.body.count).toBe(1);
      expect(list.body.counts).toMatchObject({ total: 1, pending: 1 });
      const partial = await ctx.http.get('/api/submissions').query({ externalId: 'CAND-LIS' }).set('Authorization', ctx.auth(a.token)).expect(200);
      expect(partial.body.count).toBe(0);
      const detail = await ctx.http.get(`/api/submissions/${mine.body.id}`).set('Authorization', ctx.auth(a.token)).expect(200);
      expect(detail.body.data).toMatchObject({ external_id: 'CAND-LIST', language: 'en' });
      await ctx.http.get('/api/submissions').query({ externalId: 'has space' }).set('Authorization', ctx.auth(a.token)).expect(400);

      const csv = 'first_name,last_name,email,first_day,offer_accepted,external_id\nAna,Reyes,ana.ats@example.test,2026-02-02,2026-01-20,HR-LIST\n';
      await ctx.http.post(`/api/companies/${a.id}/employee-imports?mode=all`).set('Authorization', ctx.auth(a.token)).set('Content-Type', 'text/csv').send(csv).expect(201);
      const employees = await ctx.http.get('/api/employees').query({ externalId: 'HR-LIST' }).set('Authorization', ctx.auth(a.token)).expect(200);
      expect(employees.body.data.map((e: { external_id: string }) => e.external_id)).toEqual(['HR-LIST']);
      const theirs = await ctx.http.get('/api/employees').query({ externalId: 'HR-LIST' }).set('Authorization', ctx.auth(b.token)).expect(200);
      expect(theirs.body).toEqual({ data: [], count: 0 });
    });
  });

  describe('frame-ancestors', () => {
    const framing = async (path: string) => {
      const res = await ctx.http.get(path);
      const policy = String(res.headers['content-security-policy']);
      return { ancestors: /frame-ancestors ([^;]*)/.exec(policy)?.[1], xFrameOptions: res.headers['x-frame-options'] };
    };

    it("lets only the origins a company allowed frame that company's pre-screening pages", async () => {
      const key = (await firstLocationOf(ctx, a.id)).linkKey;
      for (const path of [`/prescreening/${encodeCompanyLinkId(a.id)}`, `/prescreening/${encodeCompanyLinkId(a.id)}/${key}`]) {
        expect(await framing(path)).toEqual({ ancestors: "'self' https://careers.example.com", xFrameOptions: undefined });
      }
      expect(await framing(`/prescreening/${encodeCompanyLinkId(b.id)}`)).toEqual({ ancestors: "'self'", xFrameOptions: 'SAMEORIGIN' });
      expect(await framing('/dashboard')).toEqual({ ancestors: "'self'", xFrameOptions: 'SAMEORIGIN' });
      expect(await framing(`/i9/${encodeCompanyLinkId(a.id)}`)).toEqual({ ancestors: "'self'", xFrameOptions: 'SAMEORIGIN' });
      expect(await framing('/prescreening/12345')).toEqual({ ancestors: "'self'", xFrameOptions: 'SAMEORIGIN' });
    });

    it('follows a change of the list at once', async () => {
      const path = `/prescreening/${encodeCompanyLinkId(b.id)}`;
      await settings(b, { frameAncestors: ['https://jobs.example.org', 'https://www.example.org:8443'] }).expect(200);
      expect((await framing(path)).ancestors).toBe("'self' https://jobs.example.org https://www.example.org:8443");
      await settings(b, { frameAncestors: [] }).expect(200);
      expect(await framing(path)).toEqual({ ancestors: "'self'", xFrameOptions: 'SAMEORIGIN' });
    });
  });
});
