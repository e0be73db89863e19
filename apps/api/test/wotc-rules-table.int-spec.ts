import { parse } from 'csv-parse/sync';
import { binaryBody } from './support/binary-body';
import { THIS_YEAR, auditCount, certifiedHire, putWages, recordHire } from './support/credits-fixtures';
import { TestContext, type CompanyAccount } from './support/test-app';

/**
 * The edge of the WOTC rules table: it starts with people who began work on 2015-01-01 (the PATH Act
 * of 2015 renewed the credit back to then; LTUR only from 2016). A 2015 hire is judged and credited;
 * an earlier date gets a 400 naming it, on every path, never a 500.
 */
const BEFORE_RULES = (date: string) => `The WOTC rules in ClearHire start with people who began work on 2015-01-01; ${date} is before that.`;

describe('Hires at the edge of the WOTC rules table (2015 and before)', () => {
  let ctx: TestContext;
  let a: CompanyAccount;
  beforeAll(async () => ({ ctx, companies: [a] } = await TestContext.withCompanies(1)));
  afterAll(() => ctx.close());

  /** A pre-screening given in November 2014 (a record brought over from an older system). */
  const oldSubmission = async (over: Record<string, unknown> = {}) => {
    const id = await ctx.newSubmission(a.id, over);
    await ctx.dataSource.query(`UPDATE submissions SET created_at = '2014-11-03T15:00:00Z' WHERE id = $1`, [id]);
    return id;
  };
  /** The hire of an offer made on 2014-12-15. */
  const recordOldHire = (id: string, hireDate: string, startDate = hireDate) => recordHire(ctx, a, id, { offerDate: '2014-12-15', hireDate, startDate });
  const detail = (id: string) => ctx.http.get(`/api/submissions/${id}`).set('Authorization', ctx.auth(a.token));
  const codes = (res: { body: { data: { target_groups: { code: string }[] } } }) => res.body.data.target_groups.map((g) => g.code);

  describe('PATCH /api/submissions/:id/hire and GET /api/submissions/:id', () => {
    it('records a hire who began work on 2015-01-01: authorized, with the IRS transition-relief deadline (Notice 2016-40)', async () => {
      const id = await oldSubmission();
      await recordOldHire(id, '2015-01-01').expect(200);
      const res = await detail(id).expect(200);
      expect(res.body.data).toMatchObject({ start_date: '2015-01-01', program_status: 'authorized', state_deadline: '2016-09-28', max_credit: 9600 });
    });

    it('finds no LTUR for a 2015 hire and finds it from 2016-01-01 (PATH Act §142(b))', async () => {
      // Unemployed since 2014-01-01: 27 weeks and more on both hire dates.
      const in2015 = await oldSubmission({ unemployedDate: '2014-01-01' });
      await recordOldHire(in2015, '2015-12-31').expect(200);
      expect(codes(await detail(in2015).expect(200))).not.toContain('LTUR');
      const in2016 = await oldSubmission({ unemployedDate: '2014-01-01' });
      await recordOldHire(in2016, '2016-01-01').expect(200);
      expect(codes(await detail(in2016).expect(200))).toContain('LTUR');
    });

    it('refuses a hire dated 2014-12-31 with a 400 naming the date, and changes nothing', async () => {
      const id = await oldSubmission();
      const res = await recordOldHire(id, '2014-12-31').expect(400);
      expect(res.body.errors).toEqual([
        { msg: 'The WOTC rules in ClearHire start with people who began work on 2015-01-01; the hire date 2014-12-31 is before that.', param: 'hireDate' },
        { msg: 'The WOTC rules in ClearHire start with people who began work on 2015-01-01; the start date 2014-12-31 is before that.', param: 'startDate' },
      ]);
      const [row] = await ctx.dataSource.query('SELECT hire_date, start_date FROM submissions WHERE id = $1', [id]);
      expect(row).toEqual({ hire_date: null, start_date: null });
      expect(await auditCount(ctx, 'submission.hire_recorded', id)).toBe(0);
    });
  });

  describe('a certified hire who began work in 2015', () => {
    let hire: string;
    beforeAll(async () => {
      hire = await certifiedHire(ctx, a, { ssn: '555667777', firstname: 'Fifi', lastname: 'Fifteen', group: 'SNAP', startDate: '2015-03-02' });
    });

    it('is credited at the same rates: SNAP, 450 h, $8,000 → $2,400 on line 1b of 2015', async () => {
      const res = await putWages(ctx, a.token, hire, 2015, { hours: 450, firstYearWages: 8000 }).expect(200);
      expect(res.body.data).toMatchObject({ credit_total: 2400, can_record: true, problem: null });
      const csv = await ctx.http.get('/api/credits/form-5884/2015?format=csv').set('Authorization', ctx.auth(a.token)).buffer(true).parse(binaryBody).expect(200);
      const rows: Record<string, string>[] = parse(csv.body as Buffer, { columns: true });
      expect(rows.find((r) => r['Line'] === '2')).toMatchObject({ Credit: '2400.00' });
    });

    it('answers tax year 2014 with a 400 naming it, on the wage form and the Form 5884', async () => {
      const put = await putWages(ctx, a.token, hire, 2014, { hours: 10, firstYearWages: 100 }).expect(400);
      expect(put.body.errors).toEqual([{ msg: 'The tax year cannot be before 2015, the year the employee started work.', param: 'taxYear' }]);
      const form = await ctx.http.get('/api/credits/form-5884/2014').set('Authorization', ctx.auth(a.token)).expect(400);
      expect(form.body.errors).toEqual([{ msg: 'Tax year 2014 is before the WOTC rules in ClearHire, which start with people who began work on 2015-01-01.', param: 'taxYear' }]);
    });
  });

  describe('a hire stored with a start date before the table (written around the API)', () => {
    const START = '2014-06-02';
    let old: string;
    beforeAll(async () => {
      old = await certifiedHire(ctx, a, { ssn: '567891234', firstname: 'Olga', lastname: 'Older', group: 'SNAP' });
      await ctx.dataSource.query('UPDATE submissions SET offer_date = $2, hire_date = $2, start_date = $2 WHERE id = $1', [old, START]);
    });
    // Other test files share the database: leave no row that every administrator's list would trip on.
    afterAll(() => ctx.dataSource.query('UPDATE submissions SET offer_date = CURRENT_DATE, hire_date = CURRENT_DATE, start_date = CURRENT_DATE WHERE id = $1', [old]));
    const stored = async () => {
      const [{ n }] = await ctx.dataSource.query('SELECT count(*)::int AS n FROM wage_records WHERE submission_id = $1', [old]);
      return n as number;
    };

    it('the wage form answers 400 naming the start date, for any tax year, and saves nothing', async () => {
      for (const year of [2014, THIS_YEAR]) {
        const res = await putWages(ctx, a.token, old, year, { hours: 400, firstYearWages: 6000 }).expect(400);
        expect(res.body.errors).toEqual([{ msg: BEFORE_RULES(START), param: 'startDate' }]);
      }
      expect(await stored()).toBe(0);
    });

    it('the import refuses its line, naming the date, and saves nothing', async () => {
      const csv = ['ssn,tax_year,hours,first_year_wages', `567891234,2014,400,6000`].join('\n');
      const res = await ctx.http.post('/api/credits/import').set('Authorization', ctx.auth(a.token)).attach('file', Buffer.from(csv), { filename: 'wages.csv', contentType: 'text/csv' }).expect(400);
      expect(res.body.errors).toEqual([{ msg: `Line 2: ${BEFORE_RULES(START)}`, param: 'file', line: 2 }]);
      expect(await stored()).toBe(0);
    });

    it('the credits list shows why it takes no wages; the summary leaves it out', async () => {
      const list = await ctx.http.get('/api/credits?limit=100').set('Authorization', ctx.auth(a.token)).expect(200);
      expect(list.body.data.find((h: { submission_id: string }) => h.submission_id === old)).toMatchObject({ start_date: START, can_record: false, problem: BEFORE_RULES(START), credit_total: 0 });
      const summary = await ctx.http.get('/api/credits/summary').set('Authorization', ctx.auth(a.token)).expect(200);
      expect(summary.body.data.map((y: { tax_year: number }) => y.tax_year)).not.toContain(2014);
    });

    it('the submission detail answers 400 naming the date, not a 500; the list still answers', async () => {
      const res = await detail(old).expect(400);
      expect(res.body).toEqual({ errors: [{ msg: BEFORE_RULES(START) }] });
      await ctx.http.get('/api/submissions').set('Authorization', ctx.auth(a.token)).expect(200);
    });

    it("an administrator's state queue holding such a pending hire answers 400 naming the date, not a 500", async () => {
      const pending = await ctx.newSubmission(a.id, { ssn: '678912345', state: 'VT', zip: '05601', city: 'Montpelier', county: 'Washington' });
      await ctx.dataSource.query('UPDATE submissions SET offer_date = $2, hire_date = $2, start_date = $2 WHERE id = $1', [pending, START]);
      try {
        const res = await ctx.http.get('/api/submissions/state-queue?state=VT').set('Authorization', ctx.auth(await ctx.adminToken())).expect(400);
        expect(res.body).toEqual({ errors: [{ msg: BEFORE_RULES(START) }] });
      } finally {
        await ctx.dataSource.query('DELETE FROM submissions WHERE id = $1', [pending]);
      }
    });
  });
});
