import { parse } from 'csv-parse/sync';
import { pdfText } from '@clearhire/documents/testing';
import { binaryBody } from './support/binary-body';
import { THIS_YEAR, auditCount, certifiedHire, putWages } from './support/credits-fixtures';
import { TestContext, type CompanyAccount } from './support/test-app';

const LAST_YEAR = THIS_YEAR - 1;

describe('WOTC claiming: wage records, credits, summary and Form 5884', () => {
  let ctx: TestContext;
  let admin: string;
  let a: CompanyAccount;
  let b: CompanyAccount;
  beforeAll(async () => ({ ctx, admin, companies: [a, b] } = await TestContext.withCompanies(2)));
  afterAll(() => ctx.close());

  const records = (id: string) =>
    ctx.dataSource.query(`SELECT tax_year, hours, first_year_wages, second_year_wages, source, company_id FROM wage_records WHERE submission_id = $1 ORDER BY tax_year`, [id]);

  describe('PUT /api/submissions/:id/wages/:taxYear', () => {
    it('W1: SNAP, 450 h, $8,000 → $2,400 on line 1b, answered with the hire', async () => {
      const id = await certifiedHire(ctx, a, { ssn: '123456789', certificationNumber: 'TX-2026-004512' });
      const res = await putWages(ctx, a.token, id, THIS_YEAR, { hours: 450, firstYearWages: 8000 }).expect(200);
      expect(res.body.data).toEqual({
        submission_id: id,
        firstname: 'James',
        lastname: 'Carter',
        company_id: a.id,
        company_name: a.name,
        ssn: '***-**-6789',
        group: 'SNAP',
        group_name: 'SNAP recipient',
        start_date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
        certification_number: 'TX-2026-004512',
        first_year_hours: 450,
        records: [{ tax_year: THIS_YEAR, hours: 450, first_year_wages: 8000, second_year_wages: 0, line: '1b', first_year_credit: 2400, second_year_credit: 0, credit: 2400 }],
        credit_total: 2400,
        can_record: true,
        problem: null,
      });
      expect(await records(id)).toEqual([{ tax_year: THIS_YEAR, hours: '450.00', first_year_wages: '8000.00', second_year_wages: '0.00', source: 'form', company_id: a.id }]);
      expect(await auditCount(ctx, 'wages.recorded', id)).toBe(1);
      const [event] = await ctx.dataSource.query(`SELECT actor_role, company_id, detail FROM audit_events WHERE action = 'wages.recorded' AND record_id = $1`, [id]);
      expect(event).toEqual({ actor_role: 'company', company_id: a.id, detail: { taxYear: THIS_YEAR, source: 'form' } });
    });

    it('replaces the record of the same tax year (one row) and lets an administrator record too', async () => {
      const id = await certifiedHire(ctx, a);
      await putWages(ctx, a.token, id, THIS_YEAR, { hours: 450, firstYearWages: 8000 }).expect(200);
      const res = await putWages(ctx, admin, id, THIS_YEAR, { hours: 200, firstYearWages: 1234.57, secondYearWages: 0 }).expect(200);
      expect(res.body.data.records).toEqual([{ tax_year: THIS_YEAR, hours: 200, first_year_wages: 1234.57, second_year_wages: 0, line: '1a', first_year_credit: 308.64, second_year_credit: 0, credit: 308.64 }]);
      expect(await records(id)).toHaveLength(1);
      expect(await auditCount(ctx, 'wages.recorded', id)).toBe(2);
    });

    it('applies the cap across tax years: SNAP $4,000 + $4,000 → $1,600 + $800', async () => {
      const id = await certifiedHire(ctx, a, { startDate: `${LAST_YEAR}-07-01` });
      await putWages(ctx, a.token, id, LAST_YEAR, { hours: 300, firstYearWages: 4000 }).expect(200);
      const res = await putWages(ctx, a.token, id, THIS_YEAR, { hours: 200, firstYearWages: 4000 }).expect(200);
      expect(res.body.data.records.map((r: { tax_year: number; line: string; credit: number }) => [r.tax_year, r.line, r.credit])).toEqual([
        [LAST_YEAR, '1b', 1600],
        [THIS_YEAR, '1b', 800],
      ]);
      expect(res.body.data).toMatchObject({ first_year_hours: 500, credit_total: 2400 });
    });

    it('takes the group of the newest approval that names one, else the best confirmed group of the answers', async () => {
      const id = await certifiedHire(ctx, a, { group: 'SNAP' });
      await ctx.http.patch(`/api/submissions/${id}`).set('Authorization', ctx.auth(admin)).send({ newStatus: 'approved', certifiedGroup: 'SSI' }).expect(200);
      await ctx.http.patch(`/api/submissions/${id}`).set('Authorization', ctx.auth(admin)).send({ newStatus: 'approved', certificationNumber: 'TX-NEWER' }).expect(200);
      const res = await putWages(ctx, a.token, id, THIS_YEAR, { hours: 400, firstYearWages: 1000 }).expect(200);
      expect(res.body.data).toMatchObject({ group: 'SSI', certification_number: 'TX-NEWER' });

      // The default applicant: a disabled veteran unemployed 6 months or more ($24,000 cap).
      const fromAnswers = await certifiedHire(ctx, a, { group: null });
      const answered = await putWages(ctx, a.token, fromAnswers, THIS_YEAR, { hours: 400, firstYearWages: 30000 }).expect(200);
      expect(answered.body.data).toMatchObject({ group: 'VET_DISABLED_UNEMPLOYED_6M', credit_total: 9600 });
    });

    it.each<[string, string | number, Record<string, unknown>, string]>([
      ['a tax year before the start year', LAST_YEAR, { hours: 10, firstYearWages: 100 }, 'taxYear'],
      ['next year', THIS_YEAR + 1, { hours: 0, firstYearWages: 0 }, 'taxYear'],
      ['a tax year that is not a year', 'x2026', { hours: 10, firstYearWages: 100 }, 'taxYear'],
      ['negative hours', THIS_YEAR, { hours: -1, firstYearWages: 100 }, 'hours'],
      ['more than 8,784 hours', THIS_YEAR, { hours: 8784.5, firstYearWages: 100 }, 'hours'],
      ['hours sent as text', THIS_YEAR, { hours: '40', firstYearWages: 100 }, 'hours'],
      ['missing wages', THIS_YEAR, { hours: 40 }, 'firstYearWages'],
      ['fractions of a cent', THIS_YEAR, { hours: 40, firstYearWages: 100.001 }, 'firstYearWages'],
      ['wages over $9,999,999.99', THIS_YEAR, { hours: 40, firstYearWages: 10_000_000 }, 'firstYearWages'],
      ['second-year wages for a SNAP hire', THIS_YEAR, { hours: 40, firstYearWages: 100, secondYearWages: 50 }, 'secondYearWages'],
      ['an unknown field', THIS_YEAR, { hours: 40, firstYearWages: 100, bonus: 1 }, 'bonus'],
    ])('refuses %s with 400 and saves nothing', async (_name, taxYear, body, param) => {
      const id = await certifiedHire(ctx, a);
      const res = await putWages(ctx, a.token, id, taxYear, body).expect(400);
      expect(res.body.errors.map((e: { param: string }) => e.param)).toContain(param);
      for (const e of res.body.errors) expect(e.msg).toEqual(expect.any(String));
      expect(await records(id)).toEqual([]);
    });

    it('answers 409 when the submission is not approved, has no start date or has no group', async () => {
      const pending = await certifiedHire(ctx, a, { approve: false });
      const noStart = await certifiedHire(ctx, a, { hire: false });
      const noGroup = await certifiedHire(ctx, a, { group: null, over: { eligible: false } });
      const body = { hours: 10, firstYearWages: 100 };
      expect((await putWages(ctx, a.token, pending, THIS_YEAR, body).expect(409)).body.errors[0].msg).toMatch(/certified hire.*pending/);
      expect((await putWages(ctx, a.token, noStart, THIS_YEAR, body).expect(409)).body.errors[0].msg).toMatch(/start date/);
      expect((await putWages(ctx, a.token, noGroup, THIS_YEAR, body).expect(409)).body.errors[0].msg).toMatch(/no credit group/);
      const [{ n }] = await ctx.dataSource.query('SELECT count(*)::int AS n FROM wage_records WHERE submission_id = ANY($1::uuid[])', [[pending, noStart, noGroup]]);
      expect(n).toBe(0);
    });

    it("answers 404 for another company's hire, an unknown id and a malformed id; 401 without a token", async () => {
      const theirs = await certifiedHire(ctx, b);
      const body = { hours: 10, firstYearWages: 100 };
      await putWages(ctx, a.token, theirs, THIS_YEAR, body).expect(404);
      await putWages(ctx, a.token, '00000000-0000-4000-8000-000000000000', THIS_YEAR, body).expect(404);
      await putWages(ctx, a.token, 'not-a-uuid', THIS_YEAR, body).expect(404);
      await ctx.http.put(`/api/submissions/${theirs}/wages/${THIS_YEAR}`).send(body).expect(401);
      expect(await records(theirs)).toEqual([]);
    });
  });

  describe('DELETE /api/submissions/:id/wages/:taxYear', () => {
    it('deletes the record (204, audited), then answers 404', async () => {
      const id = await certifiedHire(ctx, a);
      await putWages(ctx, a.token, id, THIS_YEAR, { hours: 10, firstYearWages: 100 }).expect(200);
      await ctx.http.delete(`/api/submissions/${id}/wages/${THIS_YEAR}`).set('Authorization', ctx.auth(a.token)).expect(204);
      expect(await records(id)).toEqual([]);
      expect(await auditCount(ctx, 'wages.deleted', id)).toBe(1);
      await ctx.http.delete(`/api/submissions/${id}/wages/${THIS_YEAR}`).set('Authorization', ctx.auth(a.token)).expect(404);
    });

    it("answers 404 for another company's record and keeps it; 401 without a token", async () => {
      const theirs = await certifiedHire(ctx, b);
      await putWages(ctx, b.token, theirs, THIS_YEAR, { hours: 10, firstYearWages: 100 }).expect(200);
      await ctx.http.delete(`/api/submissions/${theirs}/wages/${THIS_YEAR}`).set('Authorization', ctx.auth(a.token)).expect(404);
      await ctx.http.delete(`/api/submissions/${theirs}/wages/${THIS_YEAR}`).expect(401);
      expect(await records(theirs)).toHaveLength(1);
      await ctx.http.delete(`/api/submissions/${theirs}/wages/${THIS_YEAR}`).set('Authorization', ctx.auth(admin)).expect(204);
    });
  });

  describe('GET /api/credits', () => {
    let c: CompanyAccount;
    let older: string;
    let newer: string;
    let noGroup: string;
    beforeAll(async () => {
      c = await ctx.newCompany();
      older = await certifiedHire(ctx, c, { startDate: `${LAST_YEAR}-03-01`, firstname: 'Older' });
      newer = await certifiedHire(ctx, c, { firstname: 'Newer' });
      noGroup = await certifiedHire(ctx, c, { group: null, over: { eligible: false }, startDate: `${LAST_YEAR}-01-15`, firstname: 'Nogroup' });
      await certifiedHire(ctx, c, { approve: false, firstname: 'Pending' });
      await putWages(ctx, c.token, older, LAST_YEAR, { hours: 450, firstYearWages: 8000 }).expect(200);
    });

    it('lists the certified hires, newest start first, with records, credits and why one cannot take wages', async () => {
      const res = await ctx.http.get('/api/credits').set('Authorization', ctx.auth(c.token)).expect(200);
      expect(res.body.count).toBe(3);
      expect(res.body.data.map((h: { submission_id: string }) => h.submission_id)).toEqual([newer, older, noGroup]);
      const [n, o, g] = res.body.data;
      expect(n).toMatchObject({ firstname: 'Newer', records: [], credit_total: 0, can_record: true, problem: null, ssn: '***-**-6789' });
      expect(o).toMatchObject({ firstname: 'Older', start_date: `${LAST_YEAR}-03-01`, credit_total: 2400, first_year_hours: 450 });
      expect(g).toMatchObject({ group: null, group_name: null, can_record: false, problem: expect.stringMatching(/no credit group/) });
      expect(JSON.stringify(res.body)).not.toContain('123456789');
      const [event] = await ctx.dataSource.query(`SELECT company_id, detail FROM audit_events WHERE action = 'credits.listed' AND record_id = $1 ORDER BY id DESC LIMIT 1`, [String(c.id)]);
      expect(event.company_id).toBe(c.id);
      expect(event.detail.submissionIds).toEqual([newer, older, noGroup]);
    });

    it('pages with limit and offset', async () => {
      const res = await ctx.http.get('/api/credits?limit=1&offset=1').set('Authorization', ctx.auth(c.token)).expect(200);
      expect(res.body).toMatchObject({ count: 3, data: [expect.objectContaining({ submission_id: older })] });
      await ctx.http.get('/api/credits?limit=0').set('Authorization', ctx.auth(c.token)).expect(400);
      await ctx.http.get('/api/credits?companyId=abc').set('Authorization', ctx.auth(admin)).expect(400);
    });

    it("never lists another company's hires: the company's own only, another companyId gives nothing", async () => {
      const own = await ctx.http.get('/api/credits?limit=100').set('Authorization', ctx.auth(a.token)).expect(200);
      expect(own.body.data.every((h: { company_id: number }) => h.company_id === a.id)).toBe(true);
      const other = await ctx.http.get(`/api/credits?companyId=${c.id}`).set('Authorization', ctx.auth(a.token)).expect(200);
      expect(other.body).toEqual({ data: [], count: 0 });
    });

    it('lets an administrator read one company or all', async () => {
      const one = await ctx.http.get(`/api/credits?companyId=${c.id}`).set('Authorization', ctx.auth(admin)).expect(200);
      expect(one.body.count).toBe(3);
      const all = await ctx.http.get('/api/credits?limit=100').set('Authorization', ctx.auth(admin)).expect(200);
      const companies = all.body.data.map((h: { company_id: number }) => h.company_id);
      expect(companies).toEqual(expect.arrayContaining([a.id, b.id, c.id]));
      expect(all.body.count).toBeGreaterThan(one.body.count);
      await ctx.http.get('/api/credits').expect(401);
    });
  });

  describe('GET /api/credits/summary and GET /api/credits/form-5884/:taxYear', () => {
    let c: CompanyAccount;
    beforeAll(async () => {
      c = await ctx.newCompany();
      // W1: SNAP 450 h, $8,000 → $2,400 on line 1b.
      const snap = await certifiedHire(ctx, c, { ssn: '234567891', firstname: 'Sam', lastname: 'Snap', certificationNumber: 'TX-SNAP-1' });
      await putWages(ctx, c.token, snap, THIS_YEAR, { hours: 450, firstYearWages: 8000 }).expect(200);
      // 200 h: line 1a, $1,234.57 × 25% = $308.64.
      const vr = await certifiedHire(ctx, c, { ssn: '345678912', firstname: 'Vera', lastname: 'Rehab', group: 'VR' });
      await putWages(ctx, c.token, vr, THIS_YEAR, { hours: 200, firstYearWages: 1234.57 }).expect(200);
      // LTFA started last July: $6,000 then $5,000 of first-year wages ($10,000 cap), $3,000.01 of second-year wages (line 1c).
      const ltfa = await certifiedHire(ctx, c, { ssn: '456789123', firstname: 'Lee', lastname: 'Longterm', group: 'LTFA', startDate: `${LAST_YEAR}-07-01` });
      await putWages(ctx, c.token, ltfa, LAST_YEAR, { hours: 500, firstYearWages: 6000 }).expect(200);
      await putWages(ctx, c.token, ltfa, THIS_YEAR, { hours: 0, firstYearWages: 5000, secondYearWages: 3000.01 }).expect(200);
      // Another company's hire in the same years, never in c's figures.
      const theirs = await certifiedHire(ctx, b, { ssn: '567891234' });
      await putWages(ctx, b.token, theirs, THIS_YEAR, { hours: 1000, firstYearWages: 6000 }).expect(200);
    });

    const SUMMARY = () => ({
      data: [
        {
          tax_year: THIS_YEAR,
          line_1a: { wages: 1234.57, credit: 308.64 },
          line_1b: { wages: 10000, credit: 4000 },
          line_1c: { wages: 3000.01, credit: 1500.01 },
          line_2: 5808.65,
          employees: 3,
        },
        { tax_year: LAST_YEAR, line_1a: { wages: 0, credit: 0 }, line_1b: { wages: 6000, credit: 2400 }, line_1c: { wages: 0, credit: 0 }, line_2: 2400, employees: 1 },
      ],
      by_group: [
        { group: 'LTFA', group_name: 'Long-term family assistance recipient', credit: 5500.01, employees: 1 },
        { group: 'SNAP', group_name: 'SNAP recipient', credit: 2400, employees: 1 },
        { group: 'VR', group_name: 'Vocational rehabilitation referral', credit: 308.64, employees: 1 },
      ],
    });

    it('sums the lines per tax year (newest first) and the credit per target group', async () => {
      const res = await ctx.http.get('/api/credits/summary').set('Authorization', ctx.auth(c.token)).expect(200);
      expect(res.body).toEqual(SUMMARY());
      expect(await auditCount(ctx, 'credits.summary_read', c.id)).toBeGreaterThanOrEqual(1);
    });

    it("gives an administrator one company's figures, or every company's", async () => {
      expect((await ctx.http.get(`/api/credits/summary?companyId=${c.id}`).set('Authorization', ctx.auth(admin)).expect(200)).body).toEqual(SUMMARY());
      const all = await ctx.http.get('/api/credits/summary').set('Authorization', ctx.auth(admin)).expect(200);
      expect(all.body.data[0].line_2).toBeGreaterThan(5808.65);
    });

    it("never sums another company's rows", async () => {
      const theirs = await ctx.http.get('/api/credits/summary').set('Authorization', ctx.auth(b.token)).expect(200);
      expect(theirs.body.by_group.map((g: { group: string }) => g.group)).not.toContain('LTFA');
      expect((await ctx.http.get(`/api/credits/summary?companyId=${c.id}`).set('Authorization', ctx.auth(b.token)).expect(200)).body).toEqual({ data: [], by_group: [] });
      await ctx.http.get('/api/credits/summary').expect(401);
    });

    it('downloads the CSV schedule: a row per hire (masked SSN), then lines 1a, 1b, 1c and 2', async () => {
      const res = await ctx.http.get(`/api/credits/form-5884/${THIS_YEAR}?format=csv`).set('Authorization', ctx.auth(c.token)).buffer(true).parse(binaryBody).expect(200);
      expect(res.headers['content-type']).toMatch(/^text\/csv/);
      expect(res.headers['content-disposition']).toBe(`attachment; filename="form-5884-${THIS_YEAR}.csv"`);
      const rows: Record<string, string>[] = parse(res.body as Buffer, { columns: true });
      expect(rows.map((r) => r['Last name'])).toEqual(['Longterm', 'Rehab', 'Snap', 'Form 5884 line 1a', 'Form 5884 line 1b', 'Form 5884 line 1c', 'Form 5884 line 2']);
      expect(rows[0]).toEqual({
        'Last name': 'Longterm',
        'First name': 'Lee',
        SSN: '***-**-9123',
        'Target group': 'Long-term family assistance recipient',
        'Start date': `${LAST_YEAR}-07-01`,
        'Certification number': expect.stringMatching(/^TX-/),
        'First-year hours': '500',
        'Qualified first-year wages': '4000.00',
        Line: '1b',
        'First-year credit': '1600.00',
        'Qualified second-year wages': '3000.01',
        'Second-year credit': '1500.01',
        Credit: '3100.01',
      });
      expect(rows[1]).toMatchObject({ SSN: '***-**-8912', Line: '1a', 'Qualified first-year wages': '1234.57', Credit: '308.64' });
      expect(rows[2]).toMatchObject({ SSN: '***-**-7891', 'Certification number': 'TX-SNAP-1', 'First-year hours': '450', 'Qualified first-year wages': '6000.00', Line: '1b', Credit: '2400.00' });
      expect(rows.slice(3).map((r) => [r['Line'], r['Qualified first-year wages'], r['Qualified second-year wages'], r['Credit']])).toEqual([
        ['1a', '1234.57', '', '308.64'],
        ['1b', '10000.00', '', '4000.00'],
        ['1c', '', '3000.01', '1500.01'],
        ['2', '', '', '5808.65'],
      ]);
      expect((res.body as Buffer).toString('utf8')).not.toMatch(/\d{3}-?\d{2}-?\d{4}/);
      const [event] = await ctx.dataSource.query(`SELECT detail FROM audit_events WHERE action = 'form5884.downloaded' AND record_id = $1 ORDER BY id DESC LIMIT 1`, [String(c.id)]);
      expect(event.detail).toEqual({ taxYear: THIS_YEAR, format: 'csv', hires: 3 });
    });

    it('downloads the PDF worksheet for the employer and tax year with the lines and the schedule', async () => {
      const res = await ctx.http.get(`/api/credits/form-5884/${THIS_YEAR}?companyId=${c.id}`).set('Authorization', ctx.auth(admin)).buffer(true).parse(binaryBody).expect(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['content-disposition']).toBe(`attachment; filename="form-5884-${THIS_YEAR}.pdf"`);
      const text = pdfText(res.body as Buffer);
      expect(text).toContain('Form 5884 worksheet: Work Opportunity Credit');
      expect(text).toContain(`Tax year ${THIS_YEAR}`);
      expect(text).toContain(c.name);
      expect(text).toContain('12-3456789'); // the EIN of the company's ERD
      expect(text).toMatch(/\$1,234\.57 25% \$308\.64/);
      expect(text).toMatch(/\$10,000\.00 40% \$4,000\.00/);
      expect(text).toMatch(/\$3,000\.01 50% \$1,500\.01/);
      expect(text).toMatch(/Add lines 1a, 1b and 1c \$5,808\.65/);
      expect(text).toContain('Form 3800, Part III, line 4b');
      expect(text).toMatch(/Snap, Sam \*\*\*-\*\*-7891/);
      expect(text).not.toMatch(/\d{3}-\d{2}-\d{4}/);
    });

    it('answers 404 for a tax year without records, 400 for an administrator without a company, 403 for another company', async () => {
      await ctx.http.get(`/api/credits/form-5884/${LAST_YEAR - 1}`).set('Authorization', ctx.auth(c.token)).expect(404);
      const noCompany = await ctx.http.get(`/api/credits/form-5884/${THIS_YEAR}`).set('Authorization', ctx.auth(admin)).expect(400);
      expect(noCompany.body.errors).toEqual([{ msg: expect.any(String), param: 'companyId' }]);
      await ctx.http.get(`/api/credits/form-5884/${THIS_YEAR}?companyId=${c.id}`).set('Authorization', ctx.auth(b.token)).expect(403);
      await ctx.http.get(`/api/credits/form-5884/${THIS_YEAR}?companyId=999999`).set('Authorization', ctx.auth(admin)).expect(404);
      await ctx.http.get(`/api/credits/form-5884/${THIS_YEAR}?format=xls`).set('Authorization', ctx.auth(c.token)).expect(400);
      await ctx.http.get(`/api/credits/form-5884/20x6`).set('Authorization', ctx.auth(c.token)).expect(400);
      await ctx.http.get(`/api/credits/form-5884/${THIS_YEAR}`).expect(401);
    });

    it("gives another company its own form only, never c's hires", async () => {
      const res = await ctx.http.get(`/api/credits/form-5884/${THIS_YEAR}?format=csv`).set('Authorization', ctx.auth(b.token)).buffer(true).parse(binaryBody).expect(200);
      const text = (res.body as Buffer).toString('utf8');
      expect(text).not.toContain('Longterm');
      expect(text).not.toContain('Rehab');
    });
  });
});
