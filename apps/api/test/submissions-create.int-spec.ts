import { FELONY_TYPES, MILITARY_BRANCHES, PRESCREENING_LIMITS as L, SCREENING_QUESTIONS, TANF_DURATIONS, VR_SERVICES } from '@clearhire/contracts';
import { addLocation, firstLocationOf } from './support/location-fixtures';
import { emailOfLength, prescreeningPayload } from './support/payloads';
import { type CompanyAccount, TestContext } from './support/test-app';

/** POST /api/submissions: the public pre-screening form (docs/product.md §2, §5; docs/architecture.md §3). */
describe('POST /api/submissions', () => {
  let ctx: TestContext;
  let company: CompanyAccount;
  beforeAll(async () => ({ ctx, companies: [company] } = await TestContext.withCompanies(1)));
  afterAll(() => ctx.close());

  const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
  const post = (body: unknown) => ctx.http.post('/api/submissions').send(body as object);
  const params = (body: { errors: { param?: string }[] }) => body.errors.map((e) => e.param);
  const rowsOf = async (companyId: number) =>
    Number((await ctx.dataSource.query('SELECT count(*) AS n FROM submissions WHERE company_id = $1', [companyId]))[0].n);
  /** Dates relative to today on the local clock, as the server reads "today". */
  const yearsAgo = (years: number, days = 0) => {
    const d = new Date();
    d.setFullYear(d.getFullYear() - years);
    d.setDate(d.getDate() - days);
    return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
  };

  /** Posts a payload that must be refused with 400 naming exactly `param`, and checks nothing was stored. */
  async function expectRefused(over: Record<string, unknown>, param: string, payload = prescreeningPayload(company.id, over)) {
    const before = await rowsOf(company.id);
    const res = await post(payload).expect(400);
    expect(params(res.body)).toEqual([param]);
    expect(typeof res.body.errors[0].msg).toBe('string');
    expect(await rowsOf(company.id)).toBe(before);
    return res;
  }

  describe('which companies accept submissions', () => {
    it('answers 201 with only the new id for a company whose ERD is approved, and stores one row', async () => {
      const before = await rowsOf(company.id);
      const res = await post(prescreeningPayload(company.id)).expect(201);
      // redirect_url: where an applicant tracking system's link asked to go next; none was asked.
      expect(res.body).toEqual({ id: expect.stringMatching(UUID), redirect_url: null });
      expect(await rowsOf(company.id)).toBe(before + 1);
      const [row] = await ctx.dataSource.query('SELECT company_id, status FROM submissions WHERE id = $1', [res.body.id]);
      expect(row).toEqual({ company_id: company.id, status: 'pending' });
    });

    it.each([
      ['an unknown company', 987_654_321],
      ['an id beyond the integer range', 2 ** 31],
      ['zero', 0],
      ['a fraction', 1.5],
      ['text', '1'],
      ['null', null],
    ])('refuses %s as companyId with 400 naming companyId', async (_what, companyId) => {
      const res = await post(prescreeningPayload(company.id, { companyId })).expect(400);
      expect(params(res.body)).toEqual(['companyId']);
    });

    it('refuses a missing companyId with 400', async () => {
      const { companyId: _omit, ...rest } = prescreeningPayload(company.id);
      const res = await post(rest).expect(400);
      expect(params(res.body)).toEqual(['companyId']);
    });

    it.each([['pending' as const], ['none' as const]])('refuses a company whose ERD is %s exactly as an unknown one, and stores nothing', async (erd) => {
      const notReady = await ctx.newCompany({ erd });
      const closed = { errors: [{ msg: 'This pre-screening link is not open. Ask the employer for its current link.', param: 'companyId' }] };
      const res = await post(prescreeningPayload(notReady.id)).expect(400);
      expect(res.body).toEqual(closed);
      // An unknown company: the same status and words, so the form tells nobody which companies exist or are approved.
      expect((await post(prescreeningPayload(company.id, { companyId: 987_654_321 })).expect(400)).body).toEqual(closed);
      expect(await rowsOf(notReady.id)).toBe(0);
    });
  });

  describe('field lengths (PRESCREENING_LIMITS)', () => {
    const text = (n: number) => 'a'.repeat(n);
    const digits = (n: number) => '7'.repeat(n);
    const ssn = (n: number) => `123456789${'1'.repeat(n - 9)}`;
    const year = (n: number) => `2019${'0'.repeat(n - 4)}`;
    const cases: [string, number, (n: number) => string][] = [
      ['firstname', L.firstname, text],
      ['lastname', L.lastname, text],
      ['email', L.email, (n: number) => emailOfLength(n)],
      ['signature', L.signature, text],
      ['street', L.street, text],
      ['apt', L.apt, text],
      ['city', L.city, text],
      ['county', L.county, text],
      ['zip', L.zip, digits],
      ['phone', L.phone, digits],
      ['ssn', L.ssn, ssn],
      ['militaryYear', L.militaryYear, year],
    ];

    it.each(cases)('accepts %s at its limit of %i characters', async (field, max, make) => {
      const value = make(max);
      expect(value).toHaveLength(max);
      await post(prescreeningPayload(company.id, { [field]: value })).expect(201);
    });

    it.each(cases)('refuses %s one character over its limit of %i with 400 naming it', async (field, max, make) => {
      await expectRefused({ [field]: make(max + 1) }, field);
    });
  });

  describe('digits-only fields', () => {
    it.each([
      ['phone', '512-555-019'],
      ['phone', '51255501a9'],
      ['ssn', '123-45-6789'],
      ['ssn', '12345678a'],
      ['ssn', '12345678'],
      ['zip', '7870A'],
      ['zip', '78701-123'],
      ['zip', '1234'],
      ['militaryYear', '20a9'],
      ['militaryYear', '201'],
    ])('refuses %s %j with 400', async (field, value) => {
      await expectRefused({ [field]: value }, field);
    });
  });

  describe('SSN validity', () => {
    it.each([
      ['area 000', '000123456'],
      ['area 666', '666123456'],
      ['area 900 (ITIN range)', '900123456'],
      ['area 999', '999123456'],
      ['group 00', '123006789'],
      ['serial 0000', '123450000'],
    ])('refuses an SSN with %s', async (_what, ssn) => {
      await expectRefused({ ssn }, 'ssn');
    });

    it('accepts surrounding spaces and stores only the digits', async () => {
      const id = await ctx.newSubmission(company.id, { ssn: ' 219099998 ' });
      const [row] = await ctx.dataSource.query('SELECT ssn_last4 FROM submissions WHERE id = $1', [id]);
      expect(row.ssn_last4).toBe('9998');
    });
  });

  describe('state and dates', () => {
    it.each([['DC'], ['PR'], ['WY']])('accepts the US state or territory code %s', async (state) => {
      await post(prescreeningPayload(company.id, { state })).expect(201);
    });

    it.each([['Texas'], ['XX'], ['T'], ['']])('refuses state %j', async (state) => {
      await expectRefused({ state }, 'state');
    });

    it.each([
      ['a day that does not exist', '1995-02-29'],
      ['another format', '06/15/1995'],
      ['a timestamp', '1995-06-15T00:00:00Z'],
      ['a future date', '2999-01-01'],
      ['someone too young to work', yearsAgo(10)],
      ['an impossible age', '1850-01-01'],
      ['a number', 19950615],
    ])('refuses a birthdate that is %s', async (_what, birthdate) => {
      await expectRefused({ birthdate }, 'birthdate');
    });

    it.each([
      ['unemployedDate', '2999-01-01'],
      ['unemployedDate', '2025-13-01'],
      ['militaryYear', '2999'],
      ['militaryYear', '1900'],
    ])('refuses follow-up %s %j that is not a real past date or year', async (field, value) => {
      await expectRefused({ [field]: value }, field);
    });

    it.each([
      ['felonyConviction', '2999-01-01'],
      ['felonyRelease', '2024-02-30'],
    ])('refuses felony date %s %j', async (field, value) => {
      await expectRefused({ felony: true, [field]: value }, field);
    });
  });

  describe('required fields and types', () => {
    const required = ['firstname', 'lastname', 'email', 'street', 'city', 'county', 'state', 'zip', 'phone', 'ssn', 'birthdate', 'signature', 'eligible'];

    it.each(required)('refuses a submission without %s', async (field) => {
      const payload: Record<string, unknown> = prescreeningPayload(company.id);
      delete payload[field];
      await expectRefused({}, field, payload as never);
    });

    it.each(required.filter((f) => f !== 'eligible'))('refuses %s that is empty or blank', async (field) => {
      await expectRefused({ [field]: '   ' }, field);
    });

    it('accepts a submission without the optional apartment', async () => {
      const payload: Record<string, unknown> = prescreeningPayload(company.id);
      delete payload['apt'];
      await post(payload).expect(201);
    });

    it.each([
      ['ssn as a number', 'ssn', 123456789],
      ['phone as a number', 'phone', 5125550199],
      ['zip as a number', 'zip', 78701],
      ['firstname as an array', 'firstname', ['James']],
      ['email as an object', 'email', { a: 1 }],
      ['eligible as text', 'eligible', 'true'],
      ['eligible as 1', 'eligible', 1],
      ['eligible as null', 'eligible', null],
      ['military as text', 'military', 'yes'],
      ['snap3 as 1', 'snap3', 1],
      ['felonyAdjudication as text', 'felonyAdjudication', 'false'],
      ['an invalid e-mail', 'email', 'james.example.test'],
    ])('refuses %s with 400 naming the field', async (_what, field, value) => {
      await expectRefused({ [field]: value }, field);
    });

    it.each([...SCREENING_QUESTIONS])('requires the screening answer %s when eligible is true', async (question) => {
      const payload: Record<string, unknown> = prescreeningPayload(company.id);
      delete payload[question];
      await expectRefused({}, question, payload as never);
    });

    it('does not require the screening answers when eligible is false', async () => {
      const payload: Record<string, unknown> = prescreeningPayload(company.id, { eligible: false });
      for (const q of SCREENING_QUESTIONS) delete payload[q];
      await post(payload).expect(201);
    });

    it('reports every problem of a submission together', async () => {
      const res = await post(prescreeningPayload(company.id, { firstname: '', ssn: '12', state: 'Texas' })).expect(400);
      expect(params(res.body).sort()).toEqual(['firstname', 'ssn', 'state']);
    });
  });

  describe('follow-up picklists', () => {
    it.each([
      ['militaryBranch', 'Space Force', { military: true }],
      ['militaryBranch', 'army', { military: true }],
      ['vrService', 'Other', { vr: true }],
      ['felonyType', 'Military', { felony: true }],
      ['tanfTime', '2 years', { tanf: true }],
      ['tanfState', 'Texas', { tanf: true }],
      ['unemployedState', 'ZZ', { unemployed: true }],
      ['felonyState', 'Tex', { felony: true }],
    ])('refuses %s %j', async (field, value, parent) => {
      await expectRefused({ ...parent, [field]: value }, field);
    });

    it.each([
      ...MILITARY_BRANCHES.map((v) => ['militaryBranch', v, { military: true, militaryUnemployed6m: true }] as const),
      ...VR_SERVICES.map((v) => ['vrService', v, { vr: true }] as const),
      ...FELONY_TYPES.map((v) => ['felonyType', v, { felony: true }] as const),
      ...TANF_DURATIONS.map((v) => ['tanfTime', v, { tanf: true }] as const),
    ])('accepts and stores %s %j', async (field, value, parent) => {
      const id = await ctx.newSubmission(company.id, { ...parent, [field]: value });
      const admin = await ctx.adminToken();
      const res = await ctx.http.get(`/api/submissions/${id}`).set('Authorization', ctx.auth(admin)).expect(200);
      expect(res.body.data.answers[field]).toBe(value);
    });
  });

  describe('follow-ups that were not asked, sent as empty strings', () => {
    const stored = async (id: string) => {
      const admin = await ctx.adminToken();
      return (await ctx.http.get(`/api/submissions/${id}`).set('Authorization', ctx.auth(admin)).expect(200)).body.data.answers;
    };

    it('accepts "" for every follow-up whose parent did not ask it, and stores it as not asked', async () => {
      const empty = {
        military: false, snap: true, tanf: false, vr: false, unemployed: false, felony: false,
        militaryUnemployed6m: '', militaryUnemployed4w: '', militarySnap: '', militaryDisability: '', militaryReleased: '', militaryYear: '', militaryBranch: '',
        snap3: '', tanfStopped: '', tanfAssistance9: '', tanfAssistance18: '', tanfState: '', tanfTime: '', vrService: '',
        unemployedDate: '', unemployedState: '', felonyConviction: '', felonyRelease: '', felonyState: '', felonyType: '', felonyAdjudication: '', felonyWrp: '',
      };
      const res = await post(prescreeningPayload(company.id, empty)).expect(201);
      const answers = await stored(res.body.id);
      expect(answers).toMatchObject({ snap: '1', snap3: null, militaryYear: null, tanfState: null, felonyConviction: null });
    });

    it.each([
      ['snap3', { snap: false }],
      ['militaryReleased', { military: true }],
      ['tanfStopped', { tanf: true }],
    ])('still refuses "" for %s when its parent asked it', async (field, parent) => {
      await expectRefused({ ...parent, [field]: '' }, field);
    });

    it.each([
      ['snap3', 'maybe', { snap: true }],
      ['snap3', 0, { snap: true }],
      ['militaryYear', 'last year', { military: false }],
    ])('still refuses %s = %j, which is neither an answer nor empty, even when not asked', async (field, value, parent) => {
      await expectRefused({ ...parent, [field]: value }, field);
    });
  });

  describe('"discharged in the past year" and the discharge year (IRC §51(d)(3)(A)(ii)(I))', () => {
    const year = new Date().getUTCFullYear();
    const veteran = { military: true, militaryUnemployed6m: false, militaryDisability: true, militaryReleased: true };

    it.each([2, 10])('refuses a yes with a discharge year %i years ago, on militaryYear, storing nothing', async (back) => {
      const res = await expectRefused({ ...veteran, militaryYear: String(year - back) }, 'militaryYear');
      expect(res.body.errors[0].msg).toMatch(/discharged or released in the past year, so the year must be \d{4} or later\./);
    });

    it('accepts last year and this year with the yes, and any past year with a no', async () => {
      await post(prescreeningPayload(company.id, { ...veteran, militaryYear: String(year - 1) })).expect(201);
      await post(prescreeningPayload(company.id, { ...veteran, militaryYear: String(year) })).expect(201);
      await post(prescreeningPayload(company.id, { ...veteran, militaryReleased: false, militaryYear: String(year - 10) })).expect(201);
    });
  });

  describe('unexpected fields', () => {
    it.each([
      ['an unknown field', 'favouriteColour', 'blue'],
      ['status (applicants cannot approve themselves)', 'status', 'approved'],
      ['a database column name', 'company_id', 1],
      ['the encrypted SSN column', 'ssnEncrypted', 'x'],
    ])('refuses %s with 400 naming it', async (_what, field, value) => {
      const res = await expectRefused({ [field]: value }, field);
      expect(res.body.errors[0].msg).toBe(`Unknown field "${field}".`);
    });

    it.each([['[]'], ['"text"'], ['null']])('refuses a body that is not an object (%s)', async (body) => {
      const before = await rowsOf(company.id);
      await ctx.http.post('/api/submissions').set('Content-Type', 'application/json').send(body).expect(400);
      expect(await rowsOf(company.id)).toBe(before);
    });
  });

  describe('where the applicant applied (locationId)', () => {
    const locationOfSubmission = async (id: string) => (await ctx.dataSource.query('SELECT location_id FROM submissions WHERE id = $1', [id]))[0].location_id;

    it('stores a submission of a one-location company at that location when it names none', async () => {
      const res = await post(prescreeningPayload(company.id)).expect(201);
      expect(await locationOfSubmission(res.body.id)).toBe((await firstLocationOf(ctx, company.id)).id);
    });

    it("tells the company's webhooks the location the submission was stored at, named or not", async () => {
      const listening = await ctx.newCompany();
      await ctx.dataSource.query(
        "INSERT INTO webhook_endpoints (company_id, url, events, secret_encrypted) VALUES ($1, 'https://hooks.example.test/ats', '{submission.received}', 'not read here')",
        [listening.id],
      );
      const only = (await firstLocationOf(ctx, listening.id)).id;
      const unnamed = await post(prescreeningPayload(listening.id)).expect(201);
      const airport = (await addLocation(ctx, listening.id, { name: 'Airport' })).id;
      const named = await post(prescreeningPayload(listening.id, { locationId: airport })).expect(201);
      const received: { submission_id: string; location_id: number }[] = (
        await ctx.dataSource.query("SELECT payload FROM webhook_messages WHERE company_id = $1 AND event_type = 'submission.received'", [listening.id])
      ).map((r: { payload: { submission_id: string; location_id: number } }) => r.payload);
      expect(received.map((p) => [p.submission_id, p.location_id]).sort()).toEqual([[unnamed.body.id, only], [named.body.id, airport]].sort());
    });

    it('asks the applicant to choose as soon as the company has added a second location, even right after a pre-screening', async () => {
      const growing = await ctx.newCompany();
      await post(prescreeningPayload(growing.id)).expect(201);
      await ctx.http
        .post(`/api/companies/${growing.id}/locations`)
        .set('Authorization', `Bearer ${growing.token}`)
        .send({ name: 'Second store', timeZone: 'America/Chicago' })
        .expect(201);
      const res = await post(prescreeningPayload(growing.id)).expect(400);
      expect(res.body).toEqual({ errors: [{ msg: 'Choose the location where you applied.', param: 'locationId' }] });
    });

    it('stores the pre-screening at the only location left once the company has replaced the one it used', async () => {
      const moving = await ctx.newCompany();
      const old = (await firstLocationOf(ctx, moving.id)).id;
      await post(prescreeningPayload(moving.id)).expect(201);
      // A new location, the records moved to it, the old one deleted.
      const replacement = (await addLocation(ctx, moving.id, { name: 'New store' })).id;
      await ctx.dataSource.query('UPDATE submissions SET location_id = $1 WHERE location_id = $2', [replacement, old]);
      await ctx.dataSource.query('DELETE FROM locations WHERE id = $1', [old]);
      const res = await post(prescreeningPayload(moving.id)).expect(201);
      expect(await locationOfSubmission(res.body.id)).toBe(replacement);
    });

    describe('at a company with several locations', () => {
      let chain: CompanyAccount;
      let downtown: number;
      let airport: number;
      beforeAll(async () => {
        chain = await ctx.newCompany();
        downtown = (await firstLocationOf(ctx, chain.id)).id;
        airport = (await addLocation(ctx, chain.id, { name: 'Airport' })).id;
      });

      it('stores the submission at the location it names', async () => {
        const res = await post(prescreeningPayload(chain.id, { locationId: airport })).expect(201);
        expect(await locationOfSubmission(res.body.id)).toBe(airport);
        const other = await post(prescreeningPayload(chain.id, { locationId: downtown })).expect(201);
        expect(await locationOfSubmission(other.body.id)).toBe(downtown);
      });

      it('refuses a submission that names none with 400 on locationId, and stores nothing', async () => {
        const before = await rowsOf(chain.id);
        const res = await post(prescreeningPayload(chain.id)).expect(400);
        expect(res.body).toEqual({ errors: [{ msg: 'Choose the location where you applied.', param: 'locationId' }] });
        expect(await rowsOf(chain.id)).toBe(before);
      });

      it("refuses another company's location, an unknown one and one that is not an id with 400 on locationId, and stores nothing", async () => {
        const before = await rowsOf(chain.id);
        const beforeElsewhere = await rowsOf(company.id);
        const elsewhere = (await firstLocationOf(ctx, company.id)).id;
        for (const locationId of [elsewhere, 2_000_000_000, 'Airport']) {
          const res = await post(prescreeningPayload(chain.id, { locationId })).expect(400);
          expect(params(res.body)).toEqual(['locationId']);
        }
        expect(await rowsOf(chain.id)).toBe(before);
        expect(await rowsOf(company.id)).toBe(beforeElsewhere);
      });
    });
  });

  describe('a refused submission writes nothing', () => {
    it('stores no submission and no audit event', async () => {
      const countAudit = async () =>
        Number((await ctx.dataSource.query('SELECT count(*) AS n FROM audit_events WHERE company_id = $1', [company.id]))[0].n);
      const rows = await rowsOf(company.id);
      const audit = await countAudit();
      await post(prescreeningPayload(company.id, { ssn: '666123456' })).expect(400);
      await post(prescreeningPayload(company.id, { unknown: true })).expect(400);
      await post(prescreeningPayload(company.id, { military: undefined })).expect(400);
      expect(await rowsOf(company.id)).toBe(rows);
      expect(await countAudit()).toBe(audit);
    });
  });
});
