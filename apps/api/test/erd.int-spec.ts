import { createHash } from 'node:crypto';
import { erdAuthorizationText } from '@clearhire/contracts';
import { TestContext, type CompanyAccount } from './support/test-app';
import { emailOfLength, erdPayload } from './support/payloads';

type ErrorItem = { msg: string; param?: string };

/** A random EIN with a valid IRS prefix (98: Philadelphia / Internet), distinctive enough to search for. */
const randomEin = () => `98${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;

describe('ERD (employer authorization) API', () => {
  let ctx: TestContext;
  beforeAll(async () => (ctx = await TestContext.start()));
  afterAll(() => ctx.close());

  const submit = (company: CompanyAccount, body: Record<string, unknown>) =>
    ctx.http.post('/api/forms/erd').set('Authorization', ctx.auth(company.token)).send(body);

  /** PATCH /api/forms/:companyId/erd, by an administrator unless a token is given, expecting `status`. */
  const approve = async (companyId: number | string, status: number, token?: string) =>
    ctx.http
      .patch(`/api/forms/${companyId}/erd`)
      .set('Authorization', ctx.auth(token ?? (await ctx.adminToken())))
      .expect(status);

  const erdStatusOf = async (company: CompanyAccount): Promise<string> => {
    const res = await ctx.http.get(`/api/companies/${company.id}`).set('Authorization', ctx.auth(company.token)).expect(200);
    return res.body.data.erd_status as string;
  };

  const erdRowsOf = (companyId: number) => ctx.dataSource.query('SELECT * FROM erd_forms WHERE company_id = $1', [companyId]);

  /** One company that never gets a valid ERD through: every refused form is tried on it. */
  let refusedOnly: CompanyAccount;
  beforeAll(async () => {
    refusedOnly = await ctx.newCompany({ erd: 'none' });
  });

  /** Submits an ERD that must be refused with 400 and checks that the company did not move on. */
  async function expectRefusedErd(body: Record<string, unknown>): Promise<ErrorItem[]> {
    const company = refusedOnly;
    const res = await submit(company, body).expect(400);
    expect(await erdStatusOf(company)).toBe('not-submitted');
    expect(await erdRowsOf(company.id)).toEqual([]);
    return res.body.errors as ErrorItem[];
  }

  describe('POST /api/forms/erd', () => {
    it('answers 201 with the form id and puts the company in pending approval', async () => {
      const company = await ctx.newCompany({ erd: 'none' });
      expect(await erdStatusOf(company)).toBe('not-submitted');
      const res = await submit(company, erdPayload()).expect(201);
      expect(res.body).toEqual({ id: expect.stringMatching(/^[0-9a-f-]{36}$/) });
      expect(await erdStatusOf(company)).toBe('pending');
      // The row holds every field as sent (erdStatus is no column: the company's status is checked above), not yet approved.
      const { erdStatus: _asked, authorizationVersion: _version, ...sent } = erdPayload();
      const [row] = await erdRowsOf(company.id);
      expect(row).toMatchObject({ id: res.body.id, ...sent, approved_at: null });
    });

    it('keeps with the signature the words the page showed: the version, its text for the legal name signed, and the SHA-256', async () => {
      const company = await ctx.newCompany({ erd: 'none' });
      const res = await submit(company, erdPayload({ name: '  Harbor Bakery LLC ' })).expect(201);
      const [row] = await erdRowsOf(company.id);
      // The page builds the same text with the same function (apps/portal ErdForm); here it is written out for one line.
      const shown = erdAuthorizationText('Harbor Bakery LLC', '1');
      expect(shown).toContain('The employer, Harbor Bakery LLC, designates ClearHire as its representative');
      expect(row).toMatchObject({ name: 'Harbor Bakery LLC', authorization_version: '1', authorization_text: shown, authorization_sha256: createHash('sha256').update(shown).digest('hex') });
      const [event] = await ctx.dataSource.query(`SELECT detail FROM audit_events WHERE action = 'erd.submitted' AND record_id = $1`, [res.body.id]);
      expect(event.detail).toEqual({ authorizationVersion: '1', authorizationSha256: row.authorization_sha256 });
    });

    it.each([
      ['without the version of the words shown', undefined, 'Read the authorization and sign it on the ERD page: the version of the text you were shown (authorizationVersion) is required.'],
      ['with words of another version (a page opened before they changed)', '0', 'The authorization text has changed since this page was opened: reload the page, read it and sign again.'],
    ])('refuses a signature %s, storing nothing', async (_case, authorizationVersion, msg) => {
      const body: Record<string, unknown> = erdPayload({ authorizationVersion });
      if (authorizationVersion === undefined) delete body['authorizationVersion'];
      const errors = await expectRefusedErd(body);
      expect(errors).toEqual([{ msg, param: 'authorizationVersion' }]);
    });

    it('accepts a form without a fax', async () => {
      const company = await ctx.newCompany({ erd: 'none' });
      const body: Record<string, unknown> = erdPayload();
      delete body['fax'];
      await submit(company, body).expect(201);
      expect((await erdRowsOf(company.id))[0].fax).toBeNull();
    });

    it('refuses a second submission while the first is pending (409), and after approval', async () => {
      const company = await ctx.newCompany({ erd: 'none' });
      await submit(company, erdPayload()).expect(201);
      const again = await submit(company, erdPayload({ ein: '201234567' })).expect(409);
      expect(again.body).toEqual({ errors: [{ msg: expect.stringMatching(/already been submitted/) }] });
      await approve(company.id, 201);
      const afterApproval = await submit(company, erdPayload()).expect(409);
      expect(afterApproval.body).toEqual({ errors: [{ msg: expect.stringMatching(/already been approved/) }] });
      expect(await erdStatusOf(company)).toBe('approved');
      const rows = await erdRowsOf(company.id);
      expect(rows.map((r: { ein: string }) => r.ein)).toEqual(['123456789']);
    });

    it('lets only one of two simultaneous submissions through', async () => {
      const company = await ctx.newCompany({ erd: 'none' });
      const results = await Promise.all([submit(company, erdPayload()), submit(company, erdPayload())]);
      expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
      expect(await erdRowsOf(company.id)).toHaveLength(1);
    });

    it('refuses an administrator (403): an ERD is signed by a company', async () => {
      const res = await ctx.http.post('/api/forms/erd').set('Authorization', ctx.auth(await ctx.adminToken())).send(erdPayload()).expect(403);
      expect(res.body).toEqual({ errors: [{ msg: 'Only a company account can do this.' }] });
    });

    it('answers 401 without a token', async () => {
      const res = await ctx.http.post('/api/forms/erd').send(erdPayload()).expect(401);
      expect(res.body).toEqual({ errors: [{ msg: expect.any(String) }] });
    });

    it.each([
      ['8 digits', '12345678', 'EIN must be exactly 9 digits.'],
      ['10 digits', '1234567890', 'EIN must be exactly 9 digits.'],
      ['a dash', '12-3456789', 'EIN must be exactly 9 digits.'],
      ['letters', '12345678a', 'EIN must be exactly 9 digits.'],
      ['a number, not text', 123456789, 'EIN must be text.'],
      ['prefix 00', '001234567', 'EIN is not a valid Employer Identification Number.'],
      ['prefix 07', '071234567', 'EIN is not a valid Employer Identification Number.'],
      ['prefix 19', '191234567', 'EIN is not a valid Employer Identification Number.'],
      ['prefix 70', '701234567', 'EIN is not a valid Employer Identification Number.'],
      ['prefix 89', '891234567', 'EIN is not a valid Employer Identification Number.'],
      ['prefix 97', '971234567', 'EIN is not a valid Employer Identification Number.'],
    ])('refuses an EIN with %s', async (_case, ein, msg) => {
      const errors = await expectRefusedErd(erdPayload({ ein }));
      expect(errors).toEqual([{ msg, param: 'ein' }]);
    });

    it.each(['011234567', '101234567', '311234567', '671234567', '951234567', '991234567'])('accepts the EIN %p (valid prefix)', async (ein) => {
      const company = await ctx.newCompany({ erd: 'none' });
      await submit(company, erdPayload({ ein })).expect(201);
      const res = await ctx.http.get(`/api/companies/${company.id}`).set('Authorization', ctx.auth(company.token)).expect(200);
      expect(res.body.data).toMatchObject({ ein, erd_status: 'pending' });
    });

    it.each<[string, unknown, string]>([
      ['signature', 's'.repeat(31), 'Signature (your full name) must be at most 30 characters.'],
      ['firstname', 'f'.repeat(51), 'First name must be at most 50 characters.'],
      ['lastname', 'l'.repeat(51), 'Last name must be at most 50 characters.'],
      ['name', 'n'.repeat(101), 'Company legal name must be at most 100 characters.'],
      ['email', emailOfLength(255), 'E-mail must be at most 254 characters.'],
      ['email', 'hr-at-acme.example', 'E-mail must be a valid e-mail address.'],
      ['phone', '1'.repeat(11), 'Phone must be digits only, at most 10.'],
      ['phone', '512-555-0100', 'Phone must be digits only, at most 10.'],
      ['phone', '(512) 5550', 'Phone must be digits only, at most 10.'],
      ['fax', '1'.repeat(11), 'Fax must be digits only, at most 10.'],
      ['fax', 'fax', 'Fax must be digits only, at most 10.'],
    ])('refuses %s %p', async (param, value, msg) => {
      const errors = await expectRefusedErd(erdPayload({ [param]: value }));
      expect(errors).toEqual([{ msg, param }]);
    });

    it('accepts every field exactly at its limit and stores it whole', async () => {
      const company = await ctx.newCompany({ erd: 'none' });
      const body = erdPayload({
        signature: 's'.repeat(30),
        firstname: 'f'.repeat(50),
        lastname: 'l'.repeat(50),
        name: 'n'.repeat(100),
        email: emailOfLength(254),
        phone: '9'.repeat(10),
        fax: '8'.repeat(10),
      });
      await submit(company, body).expect(201);
      const [row] = await erdRowsOf(company.id);
      expect(row).toMatchObject({
        signature: body.signature,
        firstname: body.firstname,
        lastname: body.lastname,
        name: body.name,
        email: body.email,
        phone: body.phone,
        fax: body.fax,
      });
    });

    it.each(['approved', 'not-submitted', 'PENDING', true])('refuses erdStatus %p: a company cannot approve itself', async (erdStatus) => {
      const errors = await expectRefusedErd(erdPayload({ erdStatus }));
      expect(errors).toEqual([{ msg: 'erdStatus must be "pending".', param: 'erdStatus' }]);
    });

    it.each([
      ['firstname', 'First name is required.'],
      ['lastname', 'Last name is required.'],
      ['name', 'Company legal name is required.'],
      ['phone', 'Phone is required.'],
      ['email', 'E-mail is required.'],
      ['ein', 'EIN is required.'],
      ['signature', 'Signature (your full name) is required.'],
      ['erdStatus', 'erdStatus must be "pending".'],
    ])('refuses a form without %s', async (param, msg) => {
      const body: Record<string, unknown> = erdPayload();
      delete body[param];
      const errors = await expectRefusedErd(body);
      expect(errors).toEqual([{ msg, param }]);
    });

    it('refuses a blank signature', async () => {
      const errors = await expectRefusedErd(erdPayload({ signature: '    ' }));
      expect(errors).toEqual([{ msg: 'Signature (your full name) is required.', param: 'signature' }]);
    });

    it('refuses unknown fields (a company cannot pick which company it signs for)', async () => {
      const errors = await expectRefusedErd(erdPayload({ companyId: 1 }));
      expect(errors).toEqual([{ msg: 'Unknown field "companyId".', param: 'companyId' }]);
    });
  });

  describe('PATCH /api/forms/:companyId/erd', () => {
    it('lets an administrator approve a pending ERD: 201 {erd_status: approved}', async () => {
      const company = await ctx.newCompany({ erd: 'pending' });
      const res = await approve(company.id, 201);
      expect(res.body).toEqual({ erd_status: 'approved' });
      expect(await erdStatusOf(company)).toBe('approved');
      const [row] = await erdRowsOf(company.id);
      expect(row.approved_at).toBeInstanceOf(Date);
      expect(row.approved_by).toEqual(expect.any(String));
    });

    it('refuses a company user (403), even for its own pending ERD', async () => {
      const company = await ctx.newCompany({ erd: 'pending' });
      const own = await approve(company.id, 403, company.token);
      expect(own.body).toEqual({ errors: [{ msg: 'Only administrators can do this.' }] });
      const other = await ctx.newCompany({ erd: 'pending' });
      await approve(other.id, 403, company.token);
      expect(await erdStatusOf(company)).toBe('pending');
      expect(await erdStatusOf(other)).toBe('pending');
    });

    it('answers 401 without a token', async () => {
      const company = await ctx.newCompany({ erd: 'pending' });
      await ctx.http.patch(`/api/forms/${company.id}/erd`).expect(401);
      expect(await erdStatusOf(company)).toBe('pending');
    });

    it('answers 409 for a company that has not submitted an ERD', async () => {
      const company = await ctx.newCompany({ erd: 'none' });
      const res = await approve(company.id, 409);
      expect(res.body).toEqual({ errors: [{ msg: 'This company has not submitted an ERD yet.' }] });
      expect(await erdStatusOf(company)).toBe('not-submitted');
    });

    it('answers 409 for an ERD that is already approved', async () => {
      const company = await ctx.newCompany({ erd: 'approved' });
      const res = await approve(company.id, 409);
      expect(res.body).toEqual({ errors: [{ msg: 'This ERD is already approved.' }] });
    });

    it.each(['999999999', 'abc', '0', '-5'])('answers 404 for the unknown or malformed company %p', async (id) => {
      const res = await approve(id, 404);
      expect(res.body).toEqual({ errors: [{ msg: 'Company not found.' }] });
    });
  });

  describe('audit trail', () => {
    const auditRowsOf = (companyId: number) =>
      ctx.dataSource.query('SELECT action, record_type, record_id, company_id, actor_role FROM audit_events WHERE company_id = $1 ORDER BY id', [companyId]);

    it('records erd.submitted and erd.approved for the company, with who acted', async () => {
      const company = await ctx.newCompany({ erd: 'none' });
      const submitted = await submit(company, erdPayload({ ein: randomEin() })).expect(201);
      await approve(company.id, 201);
      const rows = await auditRowsOf(company.id);
      expect(rows.filter((r: { action: string }) => r.action.startsWith('erd.'))).toEqual([
        { action: 'erd.submitted', record_type: 'erd', record_id: submitted.body.id, company_id: company.id, actor_role: 'company' },
        { action: 'erd.approved', record_type: 'erd', record_id: submitted.body.id, company_id: company.id, actor_role: 'admin' },
      ]);
    });

    it('writes no audit row for a refused submission or approval', async () => {
      const company = await ctx.newCompany({ erd: 'none' });
      const before = await auditRowsOf(company.id);
      await submit(company, erdPayload({ ein: '001234567' })).expect(400);
      await approve(company.id, 409);
      await approve(company.id, 403, company.token);
      expect(await auditRowsOf(company.id)).toEqual(before);
    });

    it('never writes the EIN into any audit row', async () => {
      const company = await ctx.newCompany({ erd: 'none' });
      const ein = randomEin();
      await submit(company, erdPayload({ ein })).expect(201);
      await approve(company.id, 201);
      // The company now shows its EIN; reading it must not copy it into the trail either.
      await ctx.http.get(`/api/companies/${company.id}`).set('Authorization', ctx.auth(company.token)).expect(200);
      await ctx.http.get(`/api/companies/${company.id}`).set('Authorization', ctx.auth(await ctx.adminToken())).expect(200);
      const ours = await ctx.dataSource.query('SELECT row_to_json(a)::text AS json FROM audit_events a WHERE company_id = $1', [company.id]);
      expect(ours.length).toBeGreaterThanOrEqual(3);
      const all: { json: string }[] = await ctx.dataSource.query('SELECT row_to_json(a)::text AS json FROM audit_events a');
      expect(all.filter((r) => r.json.includes(ein))).toEqual([]);
    });
  });
});
