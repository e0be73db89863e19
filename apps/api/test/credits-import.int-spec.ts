import { Client } from 'pg';
import { PDF_BYTES } from './support/payloads';
import { THIS_YEAR, auditCount, certifiedHire, putWages } from './support/credits-fixtures';
import { TestContext, type CompanyAccount } from './support/test-app';
// eslint-disable-next-line @nx/enforce-module-boundaries
import { eventually } from '../../worker/test/support/worker-harness';

const LAST_YEAR = THIS_YEAR - 1;

describe('POST /api/credits/import', () => {
  let ctx: TestContext;
  let admin: string;
  let a: CompanyAccount;
  let b: CompanyAccount;
  let snap: string;
  let ltfa: string;
  let theirs: string;
  beforeAll(async () => {
    ({ ctx, admin, companies: [a, b] } = await TestContext.withCompanies(2));
    snap = await certifiedHire(ctx, a, { ssn: '123456789', group: 'SNAP', startDate: `${LAST_YEAR}-07-01` });
    ltfa = await certifiedHire(ctx, a, { ssn: '234567891', group: 'LTFA', startDate: `${LAST_YEAR}-03-01` });
    // Not yet certified, and another company's hire: neither may take wages from a's file.
    await certifiedHire(ctx, a, { ssn: '345678912', approve: false });
    theirs = await certifiedHire(ctx, b, { ssn: '456789123' });
  });
  afterAll(() => ctx.close());

  const upload = (token: string, csv: string | Buffer, opts: { name?: string; companyId?: number | string } = {}) => {
    const req = ctx.http.post('/api/credits/import').set('Authorization', ctx.auth(token));
    if (opts.companyId !== undefined) req.field('companyId', String(opts.companyId));
    return req.attach('file', Buffer.isBuffer(csv) ? csv : Buffer.from(csv), { filename: opts.name ?? 'wages.csv', contentType: 'text/csv' });
  };
  const stored = (companyId: number) =>
    ctx.dataSource.query('SELECT submission_id, tax_year, hours, first_year_wages, second_year_wages, source, updated_at FROM wage_records WHERE company_id = $1 ORDER BY id', [companyId]);
  const rowCount = async (companyId: number): Promise<number> => {
    const [{ n }] = await ctx.dataSource.query('SELECT count(*)::int AS n FROM wage_records WHERE company_id = $1', [companyId]);
    return n as number;
  };

  it('saves every row of a good file (SSNs with or without dashes, any header case, extra columns), audited once', async () => {
    const csv = [
      '\uFEFFName,SSN,Tax_Year,Hours,First_Year_Wages,Second_Year_Wages',
      `James Carter,123-45-6789,${LAST_YEAR},300,"4,000.00",`,
      `James Carter,123456789,${THIS_YEAR},200,$4000,0`,
      '',
      `Lee Long,234567891,${LAST_YEAR},500,6000,`,
      `Lee Long,234-56-7891,${THIS_YEAR},0,5000,3000.01`,
    ].join('\r\n');
    const res = await upload(a.token, csv).expect(200);
    expect(res.body).toEqual({ imported: 4, hires: 2 });
    const saved = await ctx.dataSource.query(`SELECT submission_id, tax_year, hours, first_year_wages, second_year_wages, source FROM wage_records WHERE company_id = $1 ORDER BY submission_id = $2 DESC, tax_year`, [a.id, snap]);
    expect(saved).toEqual([
      { submission_id: snap, tax_year: LAST_YEAR, hours: '300.00', first_year_wages: '4000.00', second_year_wages: '0.00', source: 'import' },
      { submission_id: snap, tax_year: THIS_YEAR, hours: '200.00', first_year_wages: '4000.00', second_year_wages: '0.00', source: 'import' },
      { submission_id: ltfa, tax_year: LAST_YEAR, hours: '500.00', first_year_wages: '6000.00', second_year_wages: '0.00', source: 'import' },
      { submission_id: ltfa, tax_year: THIS_YEAR, hours: '0.00', first_year_wages: '5000.00', second_year_wages: '3000.01', source: 'import' },
    ]);
    const [event] = await ctx.dataSource.query(`SELECT actor_role, company_id, detail FROM audit_events WHERE action = 'wages.imported' AND record_id = $1`, [String(a.id)]);
    expect(event).toEqual({ actor_role: 'company', company_id: a.id, detail: { rows: 4, hires: 2 } });
    // The cap runs across the imported years: $4,000 + $4,000 of a $6,000 cap.
    const list = await ctx.http.get('/api/credits').set('Authorization', ctx.auth(a.token)).expect(200);
    const snapHire = list.body.data.find((h: { submission_id: string }) => h.submission_id === snap);
    expect(snapHire.records.map((r: { credit: number }) => r.credit)).toEqual([1600, 800]);
  });

  it('replaces what the form recorded for the same year, and an administrator imports for a named company', async () => {
    await putWages(ctx, a.token, snap, THIS_YEAR, { hours: 1, firstYearWages: 1 }).expect(200);
    const res = await upload(admin, `ssn,tax_year,hours,first_year_wages\n123456789,${THIS_YEAR},250,4100\n`, { companyId: a.id }).expect(200);
    expect(res.body).toEqual({ imported: 1, hires: 1 });
    const [row] = await ctx.dataSource.query('SELECT hours, first_year_wages, source FROM wage_records WHERE submission_id = $1 AND tax_year = $2', [snap, THIS_YEAR]);
    expect(row).toEqual({ hours: '250.00', first_year_wages: '4100.00', source: 'import' });
  });

  it('lists every bad line (2, 4 and 5), never echoing an SSN, and saves nothing', async () => {
    const before = await stored(a.id);
    const audits = await auditCount(ctx, 'wages.imported', a.id);
    const csv = [
      'ssn,tax_year,hours,first_year_wages,second_year_wages',
      `12345678,${THIS_YEAR},10,100,`, // line 2: 8 digits
      `123456789,${THIS_YEAR},10,100,`, // line 3: good
      `123456789,${LAST_YEAR - 1},10,100,`, // line 4: before the start year
      `234567891,${THIS_YEAR},-5,100,`, // line 5: negative hours
    ].join('\n');
    const res = await upload(a.token, csv).expect(400);
    expect(res.body.errors).toEqual([
      { msg: 'Line 2: the SSN must be 9 digits (dashes allowed).', param: 'file', line: 2 },
      { msg: `Line 4: The tax year cannot be before ${LAST_YEAR}, the year the employee started work.`, param: 'file', line: 4 },
      { msg: 'Line 5: Hours cannot be negative.', param: 'file', line: 5 },
    ]);
    for (const e of res.body.errors) expect(e.param).toBe('file');
    expect(JSON.stringify(res.body)).not.toMatch(/12345678|234567891/);
    expect(await stored(a.id)).toEqual(before);
    expect(await auditCount(ctx, 'wages.imported', a.id)).toBe(audits);
  });

  it('refuses a duplicate SSN and tax year on the later line', async () => {
    const csv = `ssn,tax_year,hours,first_year_wages\n123456789,${THIS_YEAR},10,100\n234567891,${THIS_YEAR},10,100\n123-45-6789,${THIS_YEAR},20,200\n`;
    const res = await upload(a.token, csv).expect(400);
    expect(res.body.errors).toEqual([{ msg: 'Line 4: the same SSN and tax year are already on line 2.', param: 'file', line: 4 }]);
  });

  it("refuses rows of an uncertified applicant, another company's hire and an unknown SSN", async () => {
    const before = await rowCount(b.id);
    const csv = `ssn,tax_year,hours,first_year_wages\n345678912,${THIS_YEAR},10,100\n456789123,${THIS_YEAR},10,100\n987654321,${THIS_YEAR},10,100\n`;
    const res = await upload(a.token, csv).expect(400);
    expect(res.body.errors).toEqual([
      { msg: 'Line 2: the employee with this SSN is not a certified hire yet (the submission must be approved and have a start date).', param: 'file', line: 2 },
      { msg: 'Line 3: no certified hire of this company has this SSN.', param: 'file', line: 3 },
      { msg: 'Line 4: no certified hire of this company has this SSN.', param: 'file', line: 4 },
    ]);
    expect(await rowCount(b.id)).toBe(before);
    const [{ n }] = await ctx.dataSource.query('SELECT count(*)::int AS n FROM wage_records WHERE submission_id = $1', [theirs]);
    expect(n).toBe(0);
  });

  it.each([
    ['no ssn column', 'name,tax_year,hours,first_year_wages\nJ,2026,1,1\n', /missing: ssn\.$/],
    ['a semicolon-separated file', 'ssn;tax_year;hours;first_year_wages\n123456789;2026;1;1\n', /missing: ssn, tax_year, hours, first_year_wages\.$/],
    ['a column named twice', 'ssn,tax_year,hours,hours,first_year_wages\n123456789,2026,1,1,1\n', /the column hours appears twice/],
  ])('refuses a wrong header (%s) on line 1', async (_name, csv, message) => {
    const res = await upload(a.token, csv).expect(400);
    expect(res.body.errors[0]).toEqual({ msg: expect.stringMatching(message), param: 'file', line: 1 });
  });

  it.each([
    ['an empty file', '', /empty/],
    ['a header without rows', 'ssn,tax_year,hours,first_year_wages\n', /no rows/],
    ['wages that are not a number', `ssn,tax_year,hours,first_year_wages\n123456789,${THIS_YEAR},1,abc\n`, /^Line 2: first_year_wages must be a number\.$/],
    ['an empty required cell', `ssn,tax_year,hours,first_year_wages\n123456789,${THIS_YEAR},,1\n`, /^Line 2: hours is empty\.$/],
    ['an unclosed quote', `ssn,tax_year,hours,first_year_wages\n"123456789,${THIS_YEAR},1,1\n`, /^Line \d+: a quoted value is not closed/],
  ])('refuses %s with 400', async (_name, csv, message) => {
    const res = await upload(a.token, csv).expect(400);
    expect(res.body.errors[0].msg).toMatch(message);
    expect(res.body.errors[0].param).toBe('file');
  });

  it('refuses more than 5,000 rows', async () => {
    const rows = Array.from({ length: 5001 }, () => `123456789,${THIS_YEAR},1,1`);
    const res = await upload(a.token, ['ssn,tax_year,hours,first_year_wages', ...rows].join('\n')).expect(400);
    expect(res.body.errors).toEqual([{ msg: 'The file has 5,001 rows; at most 5,000 can be imported at once. Split it.', param: 'file' }]);
  });

  it('refuses a file over 1 MB with 413', async () => {
    const big = Buffer.alloc(1024 * 1024 + 1, 'a');
    const res = await upload(a.token, big).expect(413);
    expect(res.body.errors).toEqual([{ msg: 'Upload a CSV file (.csv) of at most 1 MB and 5,000 rows.', param: 'file' }]);
  });

  it.each([
    ['a PDF named .csv', PDF_BYTES, 'wages.csv'],
    ['a text file not named .csv', Buffer.from('ssn,tax_year,hours,first_year_wages\n'), 'wages.txt'],
    ['binary data', Buffer.from([0x73, 0x73, 0x6e, 0x00, 0x01, 0x02]), 'wages.csv'],
  ])('refuses %s with 415', async (_name, bytes, name) => {
    const res = await upload(a.token, bytes, { name }).expect(415);
    expect(res.body.errors).toEqual([{ msg: 'Upload a CSV file (.csv) of at most 1 MB and 5,000 rows.', param: 'file' }]);
  });

  it('asks for the file, and for one file in the field "file"', async () => {
    const none = await ctx.http.post('/api/credits/import').set('Authorization', ctx.auth(a.token)).field('companyId', String(a.id)).expect(400);
    expect(none.body.errors).toEqual([{ msg: 'Attach the CSV file, in the field "file".', param: 'file' }]);
    const wrongField = await ctx.http.post('/api/credits/import').set('Authorization', ctx.auth(a.token)).attach('wages', Buffer.from('x'), 'wages.csv').expect(400);
    expect(wrongField.body.errors).toEqual([{ msg: 'Send one CSV file, in the field "file".', param: 'file' }]);
  });

  it('needs a company from an administrator, refuses another company to a company user, and a token', async () => {
    const csv = `ssn,tax_year,hours,first_year_wages\n123456789,${THIS_YEAR},1,1\n`;
    const noCompany = await upload(admin, csv).expect(400);
    expect(noCompany.body.errors).toEqual([{ msg: expect.any(String), param: 'companyId' }]);
    await upload(admin, csv, { companyId: 'abc' }).expect(400);
    await upload(admin, csv, { companyId: 999999 }).expect(404);
    await upload(a.token, csv, { companyId: b.id }).expect(403);
    await upload(a.token, csv, { companyId: a.id }).expect(200);
    await ctx.http.post('/api/credits/import').attach('file', Buffer.from(csv), 'wages.csv').expect(401);
  });

  it("matches SSNs within the named company only: b's file cannot reach a's hires", async () => {
    const before = await stored(a.id);
    const res = await upload(b.token, `ssn,tax_year,hours,first_year_wages\n123456789,${THIS_YEAR},10,100\n`).expect(400);
    expect(res.body.errors).toEqual([{ msg: 'Line 2: no certified hire of this company has this SSN.', param: 'file', line: 2 }]);
    expect(await stored(a.id)).toEqual(before);
    const ok = await upload(b.token, `ssn,tax_year,hours,first_year_wages\n456789123,${THIS_YEAR},10,100\n`).expect(200);
    expect(ok.body).toEqual({ imported: 1, hires: 1 });
  });

  // A worker's rendering batch locks its submissions' rows in id order. The import locks the hires it
  // matches too (FOR SHARE, to its commit): were it to lock them in another order, a worker holding the
  // first of them and reaching for the next would wait for the import while the import waited for it,
  // until PostgreSQL aborted one. Four hires, so that the index's order is unlikely to be the ids'.
  it("locks the hires it matches in id order, as a worker's batch does, so the two never deadlock", async () => {
    const ssns = ['611111111', '622222222', '633333333', '644444444'];
    const ids: string[] = [];
    for (const ssn of ssns) ids.push(await certifiedHire(ctx, b, { ssn, group: 'SNAP', startDate: `${LAST_YEAR}-07-01` }));
    const byId = [...ids].sort();
    const worker = ctx.dataSource.createQueryRunner();
    await worker.connect();
    try {
      await worker.startTransaction();
      await worker.query('SELECT id FROM submissions WHERE id = $1 FOR UPDATE', [byId[0]]);
      const csv = ['ssn,tax_year,hours,first_year_wages', ...ssns.map((ssn) => `${ssn},${THIS_YEAR},10,100`)].join('\n');
      const response = upload(b.token, csv).then((res) => res);
      const [{ pid }] = await worker.query('SELECT pg_backend_pid() AS pid');
      await eventually(
        async () => (await ctx.dataSource.query('SELECT 1 FROM pg_stat_activity WHERE $1 = ANY(pg_blocking_pids(pid))', [pid])).length > 0,
        30000,
        'the import waiting for the held hire',
      );
      // The worker goes on to its next rows, in id order: none is held by the import yet.
      await worker.query('SELECT id FROM submissions WHERE id = ANY($1::uuid[]) ORDER BY id FOR UPDATE', [byId.slice(1)]);
      await worker.commitTransaction();
      const res = await response;
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ imported: 4, hires: 4 });
    } finally {
      if (worker.isTransactionActive) await worker.rollbackTransaction();
      await worker.release();
    }
  });

  // Should another writer still lock the same rows in another order, PostgreSQL aborts one of the two.
  // When it is the request's, the request rolled back whole: the client is told to send it again, not
  // that something broke.
  it('answers 503 with Retry-After and writes nothing when PostgreSQL aborts the import to break a deadlock', async () => {
    const ssns = ['655555555', '677777777'];
    const ids: string[] = [];
    for (const ssn of ssns) ids.push(await certifiedHire(ctx, b, { ssn, group: 'SNAP', startDate: `${LAST_YEAR}-07-01` }));
    const [first, second] = [...ids].sort();
    const before = await stored(b.id);
    const auditsBefore = await auditCount(ctx, 'wages.imported', b.id);
    // The owner, so that this session waits far longer than the API's before looking for a deadlock:
    // PostgreSQL then finds it from the import's side, and aborts the import.
    const other = new Client({ connectionString: process.env['MIGRATION_DATABASE_URL'] });
    await other.connect();
    try {
      await other.query('BEGIN');
      await other.query(`SET LOCAL deadlock_timeout = '10min'`);
      await other.query('SELECT id FROM submissions WHERE id = $1 FOR UPDATE', [second]);
      const csv = ['ssn,tax_year,hours,first_year_wages', ...ssns.map((ssn) => `${ssn},${THIS_YEAR},10,100`)].join('\n');
      const response = upload(b.token, csv).then((res) => res);
      const { rows: [{ pid }] } = await other.query('SELECT pg_backend_pid() AS pid');
      await eventually(
        async () => (await ctx.dataSource.query('SELECT 1 FROM pg_stat_activity WHERE $1 = ANY(pg_blocking_pids(pid))', [pid])).length > 0,
        30000,
        'the import holding the first hire and waiting for the second',
      );
      // The other way round: the first hire, which the import holds.
      await other.query('SELECT id FROM submissions WHERE id = $1 FOR UPDATE', [first]);
      const res = await response;
      expect(res.status).toBe(503);
      expect(res.headers['retry-after']).toBe('1');
      expect(res.body).toEqual({ errors: [{ msg: 'The service is busy. Please try again in a moment.' }] });
      await other.query('ROLLBACK');
      expect(await stored(b.id)).toEqual(before);
      expect(await auditCount(ctx, 'wages.imported', b.id)).toBe(auditsBefore);
      // Sent again, it goes through.
      expect((await upload(b.token, csv).expect(200)).body).toEqual({ imported: 2, hires: 2 });
    } finally {
      await other.query('ROLLBACK').catch(() => undefined);
      await other.end();
    }
  });
});
