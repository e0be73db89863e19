import { randomUUID } from 'node:crypto';
import { COMPANY_SIZES, INDUSTRIES } from '@clearhire/contracts';
import { TestContext, type CompanyAccount } from './support/test-app';
import { contactPayload, emailOfLength, HOST_TIME_ZONE, signupPayload, uniqueEmail } from './support/payloads';

type ErrorItem = { msg: string; param?: string };

/** A unique marker to put in company names so that searches only see this test's companies. */
const uniqueTag = () => `Qz${randomUUID().slice(0, 8)}`;

/** A string of exactly `length` characters that starts with a unique marker. */
const textOfLength = (length: number) => `${randomUUID().slice(0, 8)}${'x'.repeat(length)}`.slice(0, length);

describe('companies API', () => {
  let ctx: TestContext;
  beforeAll(async () => (ctx = await TestContext.start()));
  afterAll(() => ctx.close());

  const countCompanies = async () => Number((await ctx.dataSource.query('SELECT count(*)::int AS n FROM companies'))[0].n);
  const countUsers = async () => Number((await ctx.dataSource.query('SELECT count(*)::int AS n FROM users'))[0].n);

  /** Posts a sign-up that must be refused and checks that nothing at all was written. */
  async function expectRefusedSignup(body: Record<string, unknown>, status: number): Promise<ErrorItem[]> {
    const [companiesBefore, usersBefore] = [await countCompanies(), await countUsers()];
    const res = await ctx.http.post('/api/companies').send(body).expect(status);
    expect([await countCompanies(), await countUsers()]).toEqual([companiesBefore, usersBefore]);
    return res.body.errors as ErrorItem[];
  }

  describe('POST /api/companies (sign-up)', () => {
    it('answers 201 with the new company id, and the owner can then log in', async () => {
      const payload = signupPayload();
      const res = await ctx.http.post('/api/companies').send(payload).expect(201);
      expect(res.body).toEqual({ companyId: expect.any(Number) });
      expect(Number.isInteger(res.body.companyId) && res.body.companyId > 0).toBe(true);
      const token = await ctx.login(payload.email, payload.password);
      const detail = await ctx.http.get(`/api/companies/${res.body.companyId}`).set('Authorization', ctx.auth(token)).expect(200);
      expect(detail.body.data).toMatchObject({
        id: res.body.companyId,
        name: payload.name,
        firstname: 'Maria',
        lastname: 'Lopez',
        email: payload.email,
        phone: '5125550100',
        fax: '5125550101',
        industry: 'Restaurants',
        size: '11-50',
        erd_status: 'not-submitted',
      });
    });

    it('stores the e-mail lower-cased, so the owner logs in with any capitalisation', async () => {
      const email = uniqueEmail('MixedCase').replace('mixedcase', 'MiXeDcAsE');
      const payload = signupPayload({ email });
      const res = await ctx.http.post('/api/companies').send(payload).expect(201);
      const token = await ctx.login(email.toLowerCase(), payload.password);
      const detail = await ctx.http.get(`/api/companies/${res.body.companyId}`).set('Authorization', ctx.auth(token)).expect(200);
      expect(detail.body.data.email).toBe(email.toLowerCase());
    });

    it.each<[string, () => Record<string, unknown>, string]>([
      ['firstname', () => ({ firstname: 'f'.repeat(51) }), 'First name must be at most 50 characters.'],
      ['lastname', () => ({ lastname: 'l'.repeat(51) }), 'Last name must be at most 50 characters.'],
      ['email', () => ({ email: emailOfLength(255) }), 'E-mail must be at most 254 characters.'],
      ['password', () => ({ password: 'p'.repeat(51) }), 'Password must be at most 50 characters.'],
      ['password2', () => ({ password2: 'p'.repeat(51) }), 'Repeat password must be at most 50 characters.'],
      ['name', () => ({ name: textOfLength(101) }), 'Company name must be at most 100 characters.'],
      ['phone', () => ({ phone: '1'.repeat(11) }), 'Phone must be digits only, at most 10.'],
      ['fax', () => ({ fax: '1'.repeat(11) }), 'Fax must be digits only, at most 10.'],
    ])('refuses %s one character over its limit, naming the field, and writes nothing', async (param, over, msg) => {
      const errors = await expectRefusedSignup(signupPayload(over()), 400);
      expect(errors).toEqual([{ msg, param }]);
    });

    it.each<[string, () => Record<string, unknown>]>([
      ['firstname', () => ({ firstname: 'f'.repeat(50) })],
      ['lastname', () => ({ lastname: 'l'.repeat(50) })],
      ['email', () => ({ email: emailOfLength(254) })],
      ['password and password2', () => ({ password: 'p'.repeat(50), password2: 'p'.repeat(50) })],
      ['name', () => ({ name: textOfLength(100) })],
      ['phone', () => ({ phone: '9'.repeat(10) })],
      ['fax', () => ({ fax: '9'.repeat(10) })],
    ])('accepts %s exactly at its limit and stores it whole', async (_field, over) => {
      const payload = signupPayload(over());
      const res = await ctx.http.post('/api/companies').send(payload).expect(201);
      const token = await ctx.login(payload.email, payload.password);
      const detail = await ctx.http.get(`/api/companies/${res.body.companyId}`).set('Authorization', ctx.auth(token)).expect(200);
      expect(detail.body.data).toMatchObject({
        firstname: payload.firstname,
        lastname: payload.lastname,
        email: payload.email,
        name: payload.name,
        phone: payload.phone,
        fax: payload.fax,
      });
    });

    it.each([
      ['phone', '512-555-0100'],
      ['phone', '(512)5550100'],
      ['phone', '+15125550'],
      ['phone', '512 555 01'],
      ['phone', 'abcdefghij'],
      ['phone', '５１２５５５'], // full-width digits are not ASCII digits
      ['fax', '512-555-01'],
      ['fax', 'fax'],
    ])('refuses %s %p: digits only', async (param, value) => {
      const errors = await expectRefusedSignup(signupPayload({ [param]: value }), 400);
      expect(errors).toEqual([{ msg: `${param === 'phone' ? 'Phone' : 'Fax'} must be digits only, at most 10.`, param }]);
    });

    it('refuses a phone sent as a JSON number rather than text', async () => {
      const errors = await expectRefusedSignup(signupPayload({ phone: 5125550100 }), 400);
      expect(errors).toEqual([{ msg: 'Phone must be text.', param: 'phone' }]);
    });

    it.each<[string, Record<string, unknown>]>([
      ['left out', {}],
      ['empty', { fax: '' }],
      ['null', { fax: null }],
    ])('treats the fax as optional (%s)', async (_case, fax) => {
      const payload = signupPayload(fax);
      if (!('fax' in fax)) delete (payload as Record<string, unknown>)['fax'];
      const res = await ctx.http.post('/api/companies').send(payload).expect(201);
      const admin = await ctx.adminToken();
      const detail = await ctx.http.get(`/api/companies/${res.body.companyId}`).set('Authorization', ctx.auth(admin)).expect(200);
      expect(detail.body.data.fax).toBeNull();
    });

    it.each([...COMPANY_SIZES])('accepts the company size %p', async (size) => {
      await ctx.http.post('/api/companies').send(signupPayload({ size })).expect(201);
    });

    it.each([INDUSTRIES[0], INDUSTRIES[INDUSTRIES.length - 1], 'Restaurants'])('accepts the industry %p', async (industry) => {
      expect(INDUSTRIES).toContain(industry);
      await ctx.http.post('/api/companies').send(signupPayload({ industry })).expect(201);
    });

    it.each([
      ['industry', 'Underwater Basket Weaving', 'Industry must be one of the listed options.'],
      ['industry', 'restaurants', 'Industry must be one of the listed options.'],
      ['industry', 'Writing and Editing', 'Industry must be one of the listed options.'],
      ['size', '10-50', 'Company size must be one of the listed options.'],
      ['size', '500', 'Company size must be one of the listed options.'],
      ['size', '1000+', 'Company size must be one of the listed options.'],
    ])('refuses %s %p: not in the picklist', async (param, value, msg) => {
      const errors = await expectRefusedSignup(signupPayload({ [param]: value }), 400);
      expect(errors).toEqual([{ msg, param }]);
    });

    it.each([
      ['firstname', 'First name is required.'],
      ['lastname', 'Last name is required.'],
      ['email', 'E-mail is required.'],
      ['password', 'Password is required.'],
      ['password2', 'Repeat password is required.'],
      ['name', 'Company name is required.'],
      ['phone', 'Phone is required.'],
      ['industry', 'Industry is required.'],
      ['size', 'Company size is required.'],
    ])('refuses a sign-up without %s', async (param, msg) => {
      const payload: Record<string, unknown> = signupPayload();
      delete payload[param];
      const errors = await expectRefusedSignup(payload, 400);
      expect(errors).toEqual([{ msg, param }]);
    });

    it.each(['firstname', 'lastname', 'name'])('refuses a %s of only spaces as missing', async (param) => {
      const errors = await expectRefusedSignup(signupPayload({ [param]: '   ' }), 400);
      expect(errors).toEqual([{ msg: expect.stringMatching(/is required\.$/), param }]);
    });

    it('reports every problem of an empty body at once', async () => {
      const errors = await expectRefusedSignup({}, 400);
      expect(errors.map((e) => e.param).sort()).toEqual(['email', 'firstname', 'industry', 'lastname', 'name', 'password', 'password2', 'phone', 'size']);
    });

    it.each(['not-an-email', 'a@', '@example.test', 'two words@example.test'])('refuses the e-mail %p', async (email) => {
      const errors = await expectRefusedSignup(signupPayload({ email }), 400);
      expect(errors).toEqual([{ msg: 'E-mail must be a valid e-mail address.', param: 'email' }]);
    });

    it('refuses a password shorter than 8 characters and accepts exactly 8', async () => {
      const errors = await expectRefusedSignup(signupPayload({ password: 'abcd123', password2: 'abcd123' }), 400);
      expect(errors).toEqual([{ msg: 'Password must be at least 8 characters.', param: 'password' }]);
      const payload = signupPayload({ password: 'zq7mk2pv', password2: 'zq7mk2pv' });
      await ctx.http.post('/api/companies').send(payload).expect(201);
      await ctx.login(payload.email, 'zq7mk2pv');
    });

    it('refuses two different passwords, naming password2', async () => {
      const errors = await expectRefusedSignup(signupPayload({ password2: 'correct horse battery!' }), 400);
      expect(errors).toEqual([{ msg: 'The two passwords do not match.', param: 'password2' }]);
    });

    it('keeps the password exactly as typed (surrounding spaces are part of it)', async () => {
      const payload = signupPayload({ password: ' spaced password ', password2: ' spaced password ' });
      await ctx.http.post('/api/companies').send(payload).expect(201);
      await ctx.login(payload.email, ' spaced password ');
      await ctx.http.post('/api/auth/login').send({ email: payload.email, password: 'spaced password' }).expect(401);
    });

    it.each<[string, Record<string, unknown>]>([
      ['isAdmin', { isAdmin: true }],
      ['erd_status', { erd_status: 'approved' }],
      ['ein', { ein: '123456789' }],
    ])('refuses the unknown field %s and writes nothing', async (param, extra) => {
      const errors = await expectRefusedSignup({ ...signupPayload(), ...extra }, 400);
      expect(errors).toEqual([{ msg: `Unknown field "${param}".`, param }]);
    });

    it('refuses a second account with the same e-mail in any capitalisation (409, param email) and writes nothing', async () => {
      const first = signupPayload();
      await ctx.http.post('/api/companies').send(first).expect(201);
      const errors = await expectRefusedSignup(signupPayload({ email: first.email.toUpperCase(), password: 'another password', password2: 'another password' }), 409);
      expect(errors).toEqual([{ msg: expect.stringMatching(/already exists/), param: 'email' }]);
      // The first owner's account is untouched.
      await ctx.login(first.email, first.password);
      await ctx.http.post('/api/auth/login').send({ email: first.email, password: 'another password' }).expect(401);
    });

    it('lets only one of two simultaneous sign-ups with one e-mail through', async () => {
      const email = uniqueEmail('race');
      const companiesBefore = await countCompanies();
      const results = await Promise.all([
        ctx.http.post('/api/companies').send(signupPayload({ email })),
        ctx.http.post('/api/companies').send(signupPayload({ email: email.toUpperCase() })),
      ]);
      expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
      expect(results.find((r) => r.status === 409)?.body).toEqual({ errors: [{ msg: expect.stringMatching(/already exists/), param: 'email' }] });
      expect(await countCompanies()).toBe(companiesBefore + 1);
      const rows = await ctx.dataSource.query('SELECT count(*)::int AS n FROM users WHERE email = $1', [email.toLowerCase()]);
      expect(rows[0].n).toBe(1);
    });

    it('records the creation in the audit trail without personal data', async () => {
      const payload = signupPayload();
      const res = await ctx.http.post('/api/companies').send(payload).expect(201);
      const rows = await ctx.dataSource.query(`SELECT action, record_type, company_id, row_to_json(a)::text AS json FROM audit_events a WHERE company_id = $1`, [
        res.body.companyId,
      ]);
      expect(rows).toEqual([{ action: 'company.created', record_type: 'company', company_id: res.body.companyId, json: expect.any(String) }]);
      for (const secret of [payload.email, payload.password, payload.phone, payload.name]) expect(rows[0].json).not.toContain(secret);
    });
  });

  describe('POST /api/companies/contact (demo request)', () => {
    it('answers 201 with the id of the stored request', async () => {
      const payload = contactPayload({ email: uniqueEmail('Demo').toUpperCase() });
      const res = await ctx.http.post('/api/companies/contact').send(payload).expect(201);
      expect(res.body).toEqual({ id: expect.stringMatching(/^[0-9a-f-]{36}$/) });
      const rows = await ctx.dataSource.query('SELECT firstname, lastname, company, position, email FROM contact_requests WHERE id = $1', [res.body.id]);
      expect(rows).toEqual([
        { firstname: 'Dan', lastname: 'Price', company: 'Price Foods', position: 'HR Manager', email: payload.email.toLowerCase() },
      ]);
    });

    it('accepts every field exactly at its limit (50; an e-mail address 254)', async () => {
      const payload = contactPayload({
        firstname: 'f'.repeat(50),
        lastname: 'l'.repeat(50),
        company: 'c'.repeat(50),
        position: 'p'.repeat(50),
        email: emailOfLength(254),
      });
      const res = await ctx.http.post('/api/companies/contact').send(payload).expect(201);
      const [row] = await ctx.dataSource.query('SELECT firstname, lastname, company, position, email FROM contact_requests WHERE id = $1', [res.body.id]);
      expect(row).toEqual({ firstname: payload.firstname, lastname: payload.lastname, company: payload.company, position: payload.position, email: payload.email });
    });

    const countContacts = async () => Number((await ctx.dataSource.query('SELECT count(*)::int AS n FROM contact_requests'))[0].n);

    it.each<[string, () => unknown, string]>([
      ['firstname', () => 'f'.repeat(51), 'First name must be at most 50 characters.'],
      ['lastname', () => 'l'.repeat(51), 'Last name must be at most 50 characters.'],
      ['company', () => 'c'.repeat(51), 'Company must be at most 50 characters.'],
      ['position', () => 'p'.repeat(51), 'Position must be at most 50 characters.'],
      ['email', () => emailOfLength(255), 'E-mail must be at most 254 characters.'],
    ])('refuses %s one character over its limit and stores nothing', async (param, value, msg) => {
      const before = await countContacts();
      const res = await ctx.http.post('/api/companies/contact').send(contactPayload({ [param]: value() })).expect(400);
      expect(res.body).toEqual({ errors: [{ msg, param }] });
      expect(await countContacts()).toBe(before);
    });

    it.each([
      ['firstname', 'First name is required.'],
      ['lastname', 'Last name is required.'],
      ['company', 'Company is required.'],
      ['position', 'Position is required.'],
      ['email', 'E-mail is required.'],
    ])('requires %s (left out or blank)', async (param, msg) => {
      const without: Record<string, unknown> = contactPayload();
      delete without[param];
      const missing = await ctx.http.post('/api/companies/contact').send(without).expect(400);
      expect(missing.body).toEqual({ errors: [{ msg, param }] });
      const blank = await ctx.http.post('/api/companies/contact').send(contactPayload({ [param]: '  ' })).expect(400);
      expect(blank.body).toEqual({ errors: [{ msg, param }] });
    });

    it.each(['dan.price', 'dan@', 'dan price@example.test', 'dan@example'])('refuses the e-mail %p', async (email) => {
      const res = await ctx.http.post('/api/companies/contact').send(contactPayload({ email })).expect(400);
      expect(res.body).toEqual({ errors: [{ msg: 'E-mail must be a valid e-mail address.', param: 'email' }] });
    });

    it('refuses unknown fields', async () => {
      const res = await ctx.http.post('/api/companies/contact').send({ ...contactPayload(), phone: '5125550100' }).expect(400);
      expect(res.body).toEqual({ errors: [{ msg: 'Unknown field "phone".', param: 'phone' }] });
    });
  });

  describe('GET /api/companies (admin list)', () => {
    let owner: CompanyAccount;
    beforeAll(async () => {
      owner = await ctx.newCompany({ erd: 'none' });
    });

    /** GET /api/companies as an administrator, expecting `status`. */
    const list = async (query: Record<string, string | number>, status = 200) =>
      ctx.http
        .get('/api/companies')
        .query(query)
        .set('Authorization', ctx.auth(await ctx.adminToken()))
        .expect(status);

    it('answers 401 without a token', async () => {
      const res = await ctx.http.get('/api/companies').expect(401);
      expect(res.body).toEqual({ errors: [{ msg: expect.any(String) }] });
    });

    it('answers 403 to a company user', async () => {
      const res = await ctx.http.get('/api/companies').set('Authorization', ctx.auth(owner.token)).expect(403);
      expect(res.body).toEqual({ errors: [{ msg: 'Only administrators can do this.' }] });
    });

    it('answers data, names and count, each company in the detail shape', async () => {
      const res = await list({ search: owner.name });
      expect(res.body).toEqual({
        data: [
          {
            id: owner.id,
            name: owner.name,
            firstname: 'Maria',
            lastname: 'Lopez',
            email: owner.email,
            phone: '5125550100',
            fax: '5125550101',
            industry: 'Restaurants',
            size: '11-50',
            ein: null,
            erd_status: 'not-submitted',
            created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
            link_id: String(owner.id * 73017),
            time_zone: HOST_TIME_ZONE,
            address: null,
            closed_on_federal_holidays: false,
            require_two_factor: false,
            everify: { participating: false, company_id: null, mou_signed_on: null, hiring_sites: [], create_after_section2: false },
            ats_return_hosts: [],
            frame_ancestors: [],
          },
        ],
        names: [owner.name],
        count: 1,
      });
    });

    it('searches names case-insensitively, anywhere in the name', async () => {
      const tag = uniqueTag();
      const names = [`Alpha ${tag} Staffing`, `${tag} Bakery`, `Grill ${tag}`];
      for (const name of names) await ctx.newCompany({ erd: 'none', name });
      await ctx.newCompany({ erd: 'none', name: `Unrelated ${uniqueTag()}` });
      for (const search of [tag, tag.toUpperCase(), tag.toLowerCase(), `  ${tag}  `]) {
        const res = await list({ search });
        expect(res.body.count).toBe(3);
        expect(res.body.names).toEqual([...names].sort());
        expect(res.body.data.map((c: { name: string }) => c.name).sort()).toEqual([...names].sort());
      }
      const narrow = await list({ search: `${tag} bAKERY` });
      expect(narrow.body.names).toEqual([`${tag} Bakery`]);
    });

    it('treats % and _ and \\ in the search as plain characters', async () => {
      const tag = uniqueTag();
      const percent = `${tag} 100% Staffing`;
      const lookalikePercent = `${tag} 100X Staffing`;
      const underscore = `${tag} under_score`;
      const lookalikeUnderscore = `${tag} underXscore`;
      const backslash = `${tag} back\\slash`;
      for (const name of [percent, lookalikePercent, underscore, lookalikeUnderscore, backslash]) await ctx.newCompany({ erd: 'none', name });

      expect((await list({ search: `${tag} 100%` })).body.names).toEqual([percent]);
      expect((await list({ search: `${tag} under_score` })).body.names).toEqual([underscore]);
      expect((await list({ search: `${tag} back\\slash` })).body.names).toEqual([backslash]);
      const noMatch = await list({ search: `${tag}%Staffing` });
      expect(noMatch.body).toEqual({ data: [], names: [], count: 0 });
    });

    it('pages with limit and offset, newest first, counting every match', async () => {
      const tag = uniqueTag();
      const ids: number[] = [];
      for (let i = 1; i <= 3; i++) ids.push((await ctx.newCompany({ erd: 'none', name: `${tag} Page ${i}` })).id);
      const [oldest, middle, newest] = ids;
      const idsOf = (res: { body: { data: { id: number }[] } }) => res.body.data.map((c) => c.id);

      const first = await list({ search: tag, limit: 2 });
      expect(idsOf(first)).toEqual([newest, middle]);
      expect(first.body.count).toBe(3);
      expect(first.body.names).toEqual([`${tag} Page 1`, `${tag} Page 2`, `${tag} Page 3`]);

      const second = await list({ search: tag, limit: 2, offset: 2 });
      expect(idsOf(second)).toEqual([oldest]);
      expect(second.body.count).toBe(3);

      const past = await list({ search: tag, limit: 2, offset: 3 });
      expect(past.body).toMatchObject({ data: [], count: 3 });
    });

    it('shows 10 companies by default and accepts a limit of 100', async () => {
      const tag = uniqueTag();
      for (let i = 1; i <= 11; i++) await ctx.http.post('/api/companies').send(signupPayload({ name: `${tag} Default ${i}` })).expect(201);
      const byDefault = await list({ search: tag });
      expect(byDefault.body.data).toHaveLength(10);
      expect(byDefault.body.count).toBe(11);
      expect(byDefault.body.data[0].name).toBe(`${tag} Default 11`);
      const all = await list({ search: tag, limit: 100 });
      expect(all.body.data).toHaveLength(11);
    });

    it('lists companies of every ERD status, newest first', async () => {
      const tag = uniqueTag();
      const none = await ctx.newCompany({ erd: 'none', name: `${tag} none` });
      const pending = await ctx.newCompany({ erd: 'pending', name: `${tag} pending` });
      const approved = await ctx.newCompany({ erd: 'approved', name: `${tag} approved` });
      const res = await list({ search: tag });
      expect(res.body.data.map((c: { id: number; erd_status: string }) => [c.id, c.erd_status])).toEqual([
        [approved.id, 'approved'],
        [pending.id, 'pending'],
        [none.id, 'not-submitted'],
      ]);
    });

    it.each(['0', '101', 'abc', '-1', '1.5'])('refuses limit=%p with 400 naming limit', async (limit) => {
      const res = await ctx.http
        .get(`/api/companies?limit=${encodeURIComponent(limit)}`)
        .set('Authorization', ctx.auth(await ctx.adminToken()))
        .expect(400);
      expect(res.body).toEqual({ errors: [{ msg: expect.any(String), param: 'limit' }] });
    });

    it.each(['-1', 'abc', '2.5'])('refuses offset=%p with 400 naming offset', async (offset) => {
      const res = await list({ offset }, 400);
      expect(res.body).toEqual({ errors: [{ msg: expect.any(String), param: 'offset' }] });
    });

    it('refuses a search longer than 100 characters', async () => {
      const res = await list({ search: 's'.repeat(101) }, 400);
      expect(res.body).toEqual({ errors: [{ msg: 'Search must be at most 100 characters.', param: 'search' }] });
    });

    it('refuses a repeated search parameter', async () => {
      const res = await ctx.http
        .get('/api/companies?search=a&search=b')
        .set('Authorization', ctx.auth(await ctx.adminToken()))
        .expect(400);
      expect(res.body.errors).toEqual([{ msg: expect.any(String), param: 'search' }]);
    });

    it('refuses an unknown query parameter', async () => {
      const res = await list({ sort: 'name' }, 400);
      expect(res.body).toEqual({ errors: [{ msg: 'Unknown field "sort".', param: 'sort' }] });
    });
  });

  describe('GET /api/companies/:id', () => {
    let mine: CompanyAccount;
    let other: CompanyAccount;
    beforeAll(async () => {
      [mine, other] = [await ctx.newCompany({ erd: 'none' }), await ctx.newCompany({ erd: 'approved' })];
    });

    it('shows the owner its own company with erd_status, created_at and the pre-screening link id', async () => {
      const res = await ctx.http.get(`/api/companies/${mine.id}`).set('Authorization', ctx.auth(mine.token)).expect(200);
      expect(res.body).toEqual({
        data: {
          id: mine.id,
          name: mine.name,
          firstname: 'Maria',
          lastname: 'Lopez',
          email: mine.email,
          phone: '5125550100',
          fax: '5125550101',
          industry: 'Restaurants',
          size: '11-50',
          ein: null,
          erd_status: 'not-submitted',
          created_at: expect.any(String),
          link_id: String(mine.id * 73017),
          time_zone: HOST_TIME_ZONE,
          address: null,
          closed_on_federal_holidays: false,
          require_two_factor: false,
          everify: { participating: false, company_id: null, mou_signed_on: null, hiring_sites: [], create_after_section2: false },
          ats_return_hosts: [],
          frame_ancestors: [],
          // The signed ERD form once the worker renders it; none before the ERD is signed.
          documents: [],
        },
      });
      const created = new Date(res.body.data.created_at);
      expect(created.toISOString()).toBe(res.body.data.created_at);
      expect(Math.abs(Date.now() - created.getTime())).toBeLessThan(10 * 60 * 1000);
    });

    it('shows an administrator any company', async () => {
      const admin = await ctx.adminToken();
      for (const company of [mine, other]) {
        const res = await ctx.http.get(`/api/companies/${company.id}`).set('Authorization', ctx.auth(admin)).expect(200);
        expect(res.body.data).toMatchObject({ id: company.id, name: company.name, link_id: String(company.id * 73017) });
      }
      const approved = await ctx.http.get(`/api/companies/${other.id}`).set('Authorization', ctx.auth(admin)).expect(200);
      expect(approved.body.data.erd_status).toBe('approved');
    });

    it("answers 404 for another company's id, exactly as for an id that does not exist", async () => {
      const foreign = await ctx.http.get(`/api/companies/${other.id}`).set('Authorization', ctx.auth(mine.token)).expect(404);
      expect(foreign.body).toEqual({ errors: [{ msg: 'Company not found.' }] });
      const missing = await ctx.http.get('/api/companies/999999999').set('Authorization', ctx.auth(mine.token)).expect(404);
      expect(missing.body).toEqual(foreign.body);
      const missingForAdmin = await ctx.http.get('/api/companies/999999999').set('Authorization', ctx.auth(await ctx.adminToken())).expect(404);
      expect(missingForAdmin.body).toEqual(foreign.body);
    });

    it.each(['abc', '0', '-1', '1.5', '1e3', '99999999999999999999', `${'1'.repeat(10)}`])('answers 404 for the malformed id %p', async (id) => {
      const res = await ctx.http.get(`/api/companies/${encodeURIComponent(id)}`).set('Authorization', ctx.auth(await ctx.adminToken())).expect(404);
      expect(res.body).toEqual({ errors: [{ msg: 'Company not found.' }] });
    });

    it('answers 401 without a token or with a bad one', async () => {
      await ctx.http.get(`/api/companies/${mine.id}`).expect(401);
      await ctx.http.get(`/api/companies/${mine.id}`).set('Authorization', 'Bearer not.a.token').expect(401);
      await ctx.http.get(`/api/companies/${mine.id}`).set('Authorization', mine.token).expect(401); // no "Bearer " prefix
    });
  });
});
