import { Clock } from '@clearhire/server';
import { calendarDateIn } from '@clearhire/domain';
import { certifiedHire, putWages } from './support/credits-fixtures';
import { prescreeningPayload, signupPayload } from './support/payloads';
import { TestContext, type CompanyAccount } from './support/test-app';

/**
 * Each company's dates are judged on its own calendar (its time zone), wherever the server runs:
 * the clock stands at chosen instants where the company's day and UTC's differ.
 */
describe("a company's calendar", () => {
  let ctx: TestContext;
  let admin: string;
  let clock: Clock;
  let west: CompanyAccount; // Los Angeles
  let east: CompanyAccount; // Auckland
  let utc: CompanyAccount;
  const standAt = (instant: string) => jest.spyOn(clock, 'now').mockReturnValue(new Date(instant));
  const company = (c: CompanyAccount, token = c.token) => ctx.http.get(`/api/companies/${c.id}`).set('Authorization', ctx.auth(token));

  beforeAll(async () => {
    ({ ctx, admin, companies: [west, east, utc] } = await TestContext.withCompanies([{ timeZone: 'America/Los_Angeles' }, { timeZone: 'Pacific/Auckland' }, { timeZone: 'UTC' }]));
    clock = ctx.app.get(Clock);
  });
  afterEach(() => jest.restoreAllMocks());
  afterAll(() => ctx.close());

  describe('the time zone', () => {
    it('is set at sign-up from the browser, and defaults to New York', async () => {
      expect((await company(west).expect(200)).body.data.time_zone).toBe('America/Los_Angeles');
      const { timeZone: _, ...withoutZone } = signupPayload();
      const { companyId } = (await ctx.http.post('/api/companies').send(withoutZone).expect(201)).body;
      const [{ time_zone }] = await ctx.dataSource.query('SELECT time_zone FROM companies WHERE id = $1', [companyId]);
      expect(time_zone).toBe('America/New_York');
    });

    it.each([['Mars/Olympus'], ['America/Los Angeles'], [42], ['x'.repeat(65)]])('refuses %j at sign-up and when changed, changing nothing', async (bad) => {
      const res = await ctx.http.post('/api/companies').send(signupPayload({ timeZone: bad })).expect(400);
      expect(res.body.errors).toEqual([{ msg: 'Time zone must be a time zone such as America/New_York.', param: 'timeZone' }]);
      const patch = await ctx.http.patch(`/api/companies/${utc.id}`).set('Authorization', ctx.auth(utc.token)).send({ timeZone: bad }).expect(400);
      expect(patch.body.errors[0].param).toBe('timeZone');
      expect((await company(utc).expect(200)).body.data.time_zone).toBe('UTC');
    });

    it('is changed by the company or an administrator, and the change is audited', async () => {
      const c = await ctx.newCompany();
      const res = await ctx.http.patch(`/api/companies/${c.id}`).set('Authorization', ctx.auth(c.token)).send({ timeZone: 'America/Chicago' }).expect(200);
      expect(res.body.data.time_zone).toBe('America/Chicago');
      await ctx.http.patch(`/api/companies/${c.id}`).set('Authorization', ctx.auth(admin)).send({ timeZone: 'America/Denver' }).expect(200);
      expect((await company(c).expect(200)).body.data.time_zone).toBe('America/Denver');
      const [{ n }] = await ctx.dataSource.query(`SELECT count(*)::int AS n FROM audit_events WHERE action = 'company.updated' AND record_id = $1`, [String(c.id)]);
      expect(n).toBe(2);
    });
  });

  describe('today', () => {
    it('is still yesterday for a Californian employer in the evening, and already tomorrow in Auckland', async () => {
      // 21:00 on 2025-11-25 in Los Angeles; 2025-11-26 in UTC; 18:00 on 2025-11-26 in Auckland.
      standAt('2025-11-26T05:00:00Z');
      const sent = async (c: CompanyAccount, sentOn?: string) => {
        const id = await ctx.newSubmission(c.id);
        const res = await ctx.http.patch(`/api/submissions/${id}`).set('Authorization', ctx.auth(admin)).send({ newStatus: 'sent', ...(sentOn ? { sentOn } : {}) });
        return { status: res.status, errors: res.body.errors, sentOn: res.body.data?.status_history[0].sentOn };
      };
      expect(await sent(west, '2025-11-26')).toEqual({ status: 400, errors: [{ msg: 'Date sent to the state agency must be a past date (YYYY-MM-DD).', param: 'sentOn' }] });
      expect(await sent(west, '2025-11-25')).toMatchObject({ status: 200, sentOn: '2025-11-25' });
      expect(await sent(east, '2025-11-26')).toMatchObject({ status: 200, sentOn: '2025-11-26' });
      // Left out, the date sent is the company's today.
      expect(await sent(west)).toMatchObject({ status: 200, sentOn: '2025-11-25' });
      expect(await sent(east)).toMatchObject({ status: 200, sentOn: '2025-11-26' });
    });

    it("judges an applicant's dates on the employer's day", async () => {
      standAt('2025-11-26T05:00:00Z');
      const unemployedSince = (c: CompanyAccount, unemployedDate: string) =>
        ctx.http.post('/api/submissions').send({ ...prescreeningPayload(c.id), unemployed: true, unemployedDate, unemployedState: 'CA' });
      const refused = await unemployedSince(west, '2025-11-26').expect(400);
      expect(refused.body.errors).toEqual([{ msg: 'Unemployed since must be a past date (YYYY-MM-DD).', param: 'unemployedDate' }]);
      await unemployedSince(west, '2025-11-25').expect(201);
      await unemployedSince(east, '2025-11-26').expect(201);
    });

    it('counts the state deadline on the company\'s day', async () => {
      const id = await ctx.newSubmission(west.id, { lastname: 'Westfield' });
      await ctx.dataSource.query('UPDATE submissions SET start_date = $2 WHERE id = $1', [id, '2025-11-02']); // deadline 2025-11-30
      const due = async () => (await ctx.http.get('/api/submissions/due').set('Authorization', ctx.auth(west.token)).expect(200)).body.data.find((r: { id: string }) => r.id === id);
      standAt('2025-11-26T07:30:00Z'); // 23:30 on the 25th in Los Angeles
      expect(await due()).toMatchObject({ state_deadline: '2025-11-30', days_left: 5, late: false });
      standAt('2025-11-26T08:30:00Z'); // 00:30 on the 26th there
      expect(await due()).toMatchObject({ days_left: 4 });
    });

    it('ends the tax year at midnight on December 31 of the company\'s calendar', async () => {
      const westHire = await certifiedHire(ctx, west, { ssn: '123456781', startDate: '2025-06-02', today: calendarDateIn('America/Los_Angeles', new Date()) });
      const utcHire = await certifiedHire(ctx, utc, { ssn: '123456782', startDate: '2025-06-02', today: new Date().toISOString().slice(0, 10) });
      standAt('2026-01-01T04:30:00Z'); // 20:30 on New Year's Eve in Los Angeles, already 2026 in UTC
      const early = await putWages(ctx, west.token, westHire, 2026, { hours: 100, firstYearWages: 1000 }).expect(400);
      expect(early.body.errors).toEqual([{ msg: 'The tax year cannot be after the current year (2025).', param: 'taxYear' }]);
      await putWages(ctx, west.token, westHire, 2025, { hours: 100, firstYearWages: 1000 }).expect(200);
      await putWages(ctx, utc.token, utcHire, 2026, { hours: 100, firstYearWages: 1000 }).expect(200);
      standAt('2026-01-01T08:00:00Z'); // midnight in Los Angeles
      await putWages(ctx, west.token, westHire, 2026, { hours: 100, firstYearWages: 1000 }).expect(200);
    });
  });
});
