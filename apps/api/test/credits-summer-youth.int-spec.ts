import { parse } from 'csv-parse/sync';
import { binaryBody } from './support/binary-body';
import { THIS_YEAR, certifiedHire, putWages } from './support/credits-fixtures';
import { TestContext, type CompanyAccount } from './support/test-app';

const LAST_YEAR = THIS_YEAR - 1;
/** IRC §51(d)(7): only wages for services in a 90-day period between May 1 and September 15 count. */
const RULE = 'only wages for services during a 90-day period between May 1 and September 15 count (IRC §51(d)(7))';

describe('Summer youth wages: only a 90-day period between May 1 and September 15 counts', () => {
  let ctx: TestContext;
  let a: CompanyAccount;
  /** Started June 2 last year: wages of services from June 2 to August 30 (the 90th day) count. */
  let youth: string;
  /** Started September 16 last year, a day after the season. */
  let late: string;
  let snap: string;
  beforeAll(async () => {
    ({ ctx, companies: [a] } = await TestContext.withCompanies(1));
    youth = await certifiedHire(ctx, a, { ssn: '111223333', firstname: 'Sunny', lastname: 'Summers', group: 'SUMMER_YOUTH', startDate: `${LAST_YEAR}-06-02` });
    late = await certifiedHire(ctx, a, { ssn: '222334444', firstname: 'Lane', lastname: 'Late', group: 'SUMMER_YOUTH', startDate: `${LAST_YEAR}-09-16` });
    snap = await certifiedHire(ctx, a, { ssn: '333445555', firstname: 'Sam', lastname: 'Snap', group: 'SNAP', startDate: `${LAST_YEAR}-06-02` });
  });
  afterAll(() => ctx.close());

  const records = (id: string) => ctx.dataSource.query('SELECT tax_year, hours, first_year_wages, source FROM wage_records WHERE submission_id = $1 ORDER BY tax_year', [id]);
  const upload = (csv: string) =>
    ctx.http.post('/api/credits/import').set('Authorization', ctx.auth(a.token)).attach('file', Buffer.from(csv), { filename: 'wages.csv', contentType: 'text/csv' });

  describe('PUT /api/submissions/:id/wages/:taxYear', () => {
    it('takes the wages of the start year, within the $3,000 cap: 400 h, $2,500 → $1,000 on line 1b', async () => {
      const res = await putWages(ctx, a.token, youth, LAST_YEAR, { hours: 400, firstYearWages: 2500 }).expect(200);
      expect(res.body.data.records).toEqual([
        { tax_year: LAST_YEAR, hours: 400, first_year_wages: 2500, second_year_wages: 0, line: '1b', first_year_credit: 1000, second_year_credit: 0, credit: 1000 },
      ]);
    });

    it('refuses wages for the next tax year, naming the rule and the window, and saves nothing', async () => {
      const res = await putWages(ctx, a.token, youth, THIS_YEAR, { hours: 50, firstYearWages: 500 }).expect(400);
      expect(res.body).toEqual({
        errors: [
          {
            msg: `Summer youth wages: ${RULE}; for this hire that is ${LAST_YEAR}-06-02 to ${LAST_YEAR}-08-30, none of which is in ${THIS_YEAR}. Record them in ${LAST_YEAR}.`,
            param: 'firstYearWages',
          },
        ],
      });
      expect(await records(youth)).toEqual([{ tax_year: LAST_YEAR, hours: '400.00', first_year_wages: '2500.00', source: 'form' }]);
      // Hours of the first year still count toward the 120 and 400 hours: a record of hours alone is taken.
      await putWages(ctx, a.token, youth, THIS_YEAR, { hours: 50, firstYearWages: 0 }).expect(200);
    });

    it('refuses any wages of a hire who began work after September 15', async () => {
      const res = await putWages(ctx, a.token, late, LAST_YEAR, { hours: 400, firstYearWages: 1000 }).expect(400);
      expect(res.body.errors).toEqual([
        {
          msg: `No first-year wages count for this summer youth hire: ${RULE}, and a summer youth employee begins work in that period, but this one started on ${LAST_YEAR}-09-16. Record 0.`,
          param: 'firstYearWages',
        },
      ]);
      expect(await records(late)).toEqual([]);
    });

    it('leaves other groups to their first year of work', async () => {
      await putWages(ctx, a.token, snap, THIS_YEAR, { hours: 100, firstYearWages: 500 }).expect(200);
    });
  });

  describe('POST /api/credits/import', () => {
    it('refuses the file with the line and the reason, and saves none of its rows', async () => {
      const before = await ctx.dataSource.query('SELECT count(*)::int AS n FROM wage_records WHERE company_id = $1', [a.id]);
      const csv = ['ssn,tax_year,hours,first_year_wages', `333445555,${LAST_YEAR},300,4000`, `111223333,${THIS_YEAR},10,100`, `222334444,${LAST_YEAR},400,800`].join('\n');
      const res = await upload(csv).expect(400);
      expect(res.body.errors).toEqual([
        {
          msg: `Line 3: Summer youth wages: ${RULE}; for this hire that is ${LAST_YEAR}-06-02 to ${LAST_YEAR}-08-30, none of which is in ${THIS_YEAR}. Record them in ${LAST_YEAR}.`,
          param: 'file',
          line: 3,
        },
        expect.objectContaining({ msg: expect.stringMatching(new RegExp(`^Line 4: No first-year wages count for this summer youth hire: .*started on ${LAST_YEAR}-09-16`)), param: 'file', line: 4 }),
      ]);
      expect(await ctx.dataSource.query('SELECT count(*)::int AS n FROM wage_records WHERE company_id = $1', [a.id])).toEqual(before);
    });

    it('takes the same hire in its start year', async () => {
      const res = await upload(['ssn,tax_year,hours,first_year_wages', `111-22-3333,${LAST_YEAR},400,2600`].join('\n')).expect(200);
      expect(res.body).toEqual({ imported: 1, hires: 1 });
    });
  });

  describe('Form 5884 lines never count refused wages', () => {
    let c: CompanyAccount;
    beforeAll(async () => {
      c = await ctx.newCompany();
      const id = await certifiedHire(ctx, c, { ssn: '444556666', firstname: 'Sol', lastname: 'Stored', group: 'SUMMER_YOUTH', startDate: `${LAST_YEAR}-07-01` });
      await putWages(ctx, c.token, id, LAST_YEAR, { hours: 400, firstYearWages: 2000 }).expect(200);
      // Wages for the next tax year, stored before the rule refused them (written around the API).
      await ctx.dataSource.query(
        `INSERT INTO wage_records (submission_id, company_id, tax_year, hours, first_year_wages, second_year_wages, source) VALUES ($1, $2, $3, 0, 1000, 0, 'form')`,
        [id, c.id, THIS_YEAR],
      );
    });

    it('the summary credits the start year only: $2,000 × 40% = $800, nothing in the next year', async () => {
      const res = await ctx.http.get('/api/credits/summary').set('Authorization', ctx.auth(c.token)).expect(200);
      expect(res.body).toEqual({
        data: [
          { tax_year: THIS_YEAR, line_1a: { wages: 0, credit: 0 }, line_1b: { wages: 0, credit: 0 }, line_1c: { wages: 0, credit: 0 }, line_2: 0, employees: 1 },
          { tax_year: LAST_YEAR, line_1a: { wages: 0, credit: 0 }, line_1b: { wages: 2000, credit: 800 }, line_1c: { wages: 0, credit: 0 }, line_2: 800, employees: 1 },
        ],
        by_group: [{ group: 'SUMMER_YOUTH', group_name: 'Qualified summer youth employee', credit: 800, employees: 1 }],
      });
    });

    it("the next year's Form 5884 schedule shows the stored wages as not qualified", async () => {
      const res = await ctx.http.get(`/api/credits/form-5884/${THIS_YEAR}?format=csv`).set('Authorization', ctx.auth(c.token)).buffer(true).parse(binaryBody).expect(200);
      const rows: Record<string, string>[] = parse(res.body as Buffer, { columns: true });
      expect(rows[0]).toMatchObject({ 'Last name': 'Stored', 'Qualified first-year wages': '0.00', Line: '', Credit: '0.00' });
      expect(rows.find((r) => r['Line'] === '2')).toMatchObject({ Credit: '0.00' });
    });
  });
});
