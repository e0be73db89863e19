import { parse } from 'csv-parse/sync';
import type { INestApplicationContext } from '@nestjs/common';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { AUDIT_CHAIN_LOCK, Clock } from '@clearhire/server';
import { binaryBody } from './support/binary-body';
import { TestContext, type CompanyAccount } from './support/test-app';
import { unzip } from './support/unzip';
// The worker's own harness: these tests need the forms it renders.
// eslint-disable-next-line @nx/enforce-module-boundaries
import { eventually, startWorker } from '../../worker/test/support/worker-harness';

describe('POST /api/submissions/state-batch: one state agency batch, downloaded and marked sent in one step', () => {
  let ctx: TestContext;
  let worker: INestApplicationContext;
  let admin: string;
  let company: CompanyAccount;
  const ready = async (id: string) =>
    eventually(async () => (await ctx.dataSource.query('SELECT documents_ready_at FROM submissions WHERE id = $1', [id]))[0].documents_ready_at, 25000, 'the forms');

  beforeAll(async () => {
    ({ ctx, admin, companies: [company] } = await TestContext.withCompanies(1));
    worker = await startWorker({ MAIL_OUTBOX_DIR: mkdtempSync(join(tmpdir(), 'clearhire-outbox-')) });
  });
  afterAll(async () => {
    await worker.close();
    await ctx.close();
  });

  const batch = (body: object, token = admin) =>
    ctx.http
      .post('/api/submissions/state-batch')
      .set('Authorization', ctx.auth(token))
      .send(body)
      .buffer(true)
      .parse(binaryBody);

  it('zips the CSV and every 8850 and 9061, and marks the pending submissions sent', async () => {
    const eligible = await ctx.newSubmission(company.id, { state: 'TX', lastname: 'Batchfield' });
    const notEligible = await ctx.newSubmission(company.id, { state: 'TX', eligible: false });
    await ready(eligible);
    await ready(notEligible);

    const res = await batch({ state: 'TX', submissionIds: [eligible, notEligible] }).expect(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['x-marked-sent']).toBe('2');
    const files = unzip(res.body as Buffer);
    const names = Object.keys(files).sort();
    const csvName = names.find((n) => n.endsWith('.csv'))!;
    expect(csvName).toMatch(/^wotc-TX-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(names.filter((n) => n !== csvName)).toEqual([`${eligible}-form-8850.pdf`, `${eligible}-form-9061.pdf`, `${notEligible}-form-8850.pdf`].sort());
    const csv = files[csvName].toString();
    expect(csv.split('\n')[0]).toContain('ClearHire ID,Employer name,Employer EIN,Applicant first name');
    expect(csv).toContain('Batchfield');
    expect(csv).toContain('123456789'); // the EIN as signed on the ERD
    for (const name of names.filter((n) => n.endsWith('.pdf'))) expect(files[name].subarray(0, 5).toString()).toBe('%PDF-');

    const rows = await ctx.dataSource.query('SELECT status FROM submissions WHERE id = ANY($1)', [[eligible, notEligible]]);
    expect(rows.map((r: { status: string }) => r.status)).toEqual(['sent', 'sent']);
    const detail = await ctx.http.get(`/api/submissions/${eligible}`).set('Authorization', ctx.auth(company.token)).expect(200);
    expect(detail.body.data.status_history[0]).toMatchObject({ status: 'sent', sentChannel: 'bulk-upload' });

    // Downloading the same batch again leaves sent submissions as they are.
    const again = await batch({ state: 'TX', submissionIds: [eligible] }).expect(200);
    expect(again.headers['x-marked-sent']).toBe('0');
  });

  it('audits each download: who took which submissions (ids and count, with the full SSNs in the zip, none in the event)', async () => {
    const first = await ctx.newSubmission(company.id, { state: 'TX', lastname: 'Auditbatch' });
    const second = await ctx.newSubmission(company.id, { state: 'TX', lastname: 'Auditbatch' });
    await ready(first);
    await ready(second);
    const events = () =>
      ctx.dataSource.query(
        `SELECT actor_id, actor_role, record_type, record_id, company_id, detail, row_to_json(a)::text AS whole FROM audit_events a
          WHERE action = 'state_batch.downloaded' AND detail->'submissionIds' ? $1 ORDER BY id`,
        [first],
      );
    const res = await batch({ state: 'TX', submissionIds: [first, second], sentChannel: 'mail' }).expect(200);
    await batch({ state: 'TX', submissionIds: [first] }).expect(200);

    const [event, again, ...more] = await events();
    expect(more).toHaveLength(0);
    const adminId = JSON.parse(Buffer.from(admin.split('.')[1], 'base64url').toString()).userId;
    expect(event).toMatchObject({ actor_id: adminId, actor_role: 'admin', record_type: 'state_batch', company_id: null });
    expect(`${event.record_id}.zip`).toBe(/filename="([^"]+)"/.exec(res.headers['content-disposition'])![1]);
    expect({ ...event.detail, submissionIds: [...event.detail.submissionIds].sort() }).toEqual({
      state: 'TX',
      sentChannel: 'mail',
      count: 2,
      submissionIds: [first, second].sort(),
      companyIds: [company.id],
      markedSent: 2,
    });
    expect(again.detail).toMatchObject({ count: 1, submissionIds: [first], markedSent: 0 });
    for (const e of [event, again]) {
      expect(e.whole).not.toContain('123456789');
      expect(e.whole).not.toContain('Auditbatch');
    }
  });

  it("dates each request on its company's calendar: the day the applicant signed Form 8850 and the day it was sent", async () => {
    const west = await ctx.newCompany({ timeZone: 'America/Los_Angeles' });
    const id = await ctx.newSubmission(west.id, { state: 'TX', lastname: 'Westfield' });
    // Signed at 23:30 on 24 November in Los Angeles: already the 25th in UTC.
    await (await ctx.owner()).query('UPDATE submissions SET created_at = $2 WHERE id = $1', [id, '2026-11-25T07:30:00Z']);
    await ready(id);
    // Sent at 00:30 UTC on 2 December: still 1 December in Los Angeles.
    const clock = jest.spyOn(ctx.app.get(Clock), 'now').mockReturnValue(new Date('2026-12-02T00:30:00Z'));
    try {
      const res = await batch({ state: 'TX', submissionIds: [id] }).expect(200);
      const files = unzip(res.body as Buffer);
      const [row] = parse(files[Object.keys(files).find((n) => n.endsWith('.csv'))!].toString(), { columns: true }) as Record<string, string>[];
      expect(row['Form 8850 signed on']).toBe('2026-11-24');
    } finally {
      clock.mockRestore();
    }
    const detail = await ctx.http.get(`/api/submissions/${id}`).set('Authorization', ctx.auth(west.token)).expect(200);
    expect(detail.body.data.status_history[0]).toMatchObject({ status: 'sent', sentOn: '2026-12-01' });
  });

  it('writes what applicants typed as text: a cell that starts like a formula never runs in a spreadsheet', async () => {
    const id = await ctx.newSubmission(company.id, { state: 'TX', firstname: '=HYPERLINK("http://evil.example","Open")', lastname: '@Formulafield', city: '+Austin', street: '-1 Main St' });
    await ready(id);
    const res = await batch({ state: 'TX', submissionIds: [id] }).expect(200);
    const files = unzip(res.body as Buffer);
    const csv = files[Object.keys(files).find((n) => n.endsWith('.csv'))!].toString();
    const [row] = parse(csv, { columns: true }) as Record<string, string>[];
    expect(row['Applicant first name']).toBe(`'=HYPERLINK("http://evil.example","Open")`);
    expect(row['Applicant last name']).toBe("'@Formulafield");
    expect(row['City']).toBe("'+Austin");
    expect(row['Street']).toBe("'-1 Main St");
  });

  it('refuses a mixed-state batch, unknown ids and bad input, marking nothing', async () => {
    const tx = await ctx.newSubmission(company.id, { state: 'TX' });
    const ca = await ctx.newSubmission(company.id, { state: 'CA', zip: '94110', city: 'San Francisco', county: 'San Francisco' });
    const cases: object[] = [
      { state: 'TX', submissionIds: [tx, ca] },
      { state: 'TX', submissionIds: [tx, '00000000-0000-4000-8000-000000000000'] },
      { state: 'ZZ', submissionIds: [tx] },
      { state: 'TX', submissionIds: [] },
      { state: 'TX', submissionIds: [tx, tx] },
      { state: 'TX', submissionIds: ['not-an-id'] },
      { state: 'TX', submissionIds: [tx], sentChannel: 'telegram' },
    ];
    for (const body of cases) {
      const res = await ctx.http.post('/api/submissions/state-batch').set('Authorization', ctx.auth(admin)).send(body).expect(400);
      expect(res.body.errors.length).toBeGreaterThan(0);
    }
    const rows = await ctx.dataSource.query('SELECT status FROM submissions WHERE id = ANY($1)', [[tx, ca]]);
    expect(rows.map((r: { status: string }) => r.status)).toEqual(['pending', 'pending']);
  });

  // A worker's batch locks its submissions' rows (in id order) and then appends to the audit trail,
  // whose lock each appender holds to its commit. The state batch must not hold that lock while it
  // waits for a row such a worker holds: each would wait for the other until PostgreSQL aborted one.
  // Played once with each of the two rows held, so the row the batch reaches second is held in one.
  it.each([0, 1])('waits for a row a worker holds without holding the audit trail meanwhile (row %i held)', async (held) => {
    const ids = [await ctx.newSubmission(company.id, { state: 'TX' }), await ctx.newSubmission(company.id, { state: 'TX' })];
    for (const id of ids) await ready(id);
    const worker = ctx.dataSource.createQueryRunner();
    await worker.connect();
    try {
      await worker.startTransaction();
      await worker.query('SELECT id FROM submissions WHERE id = $1 FOR UPDATE', [ids[held]]);
      const response = batch({ state: 'TX', submissionIds: ids }).then((res) => res);
      // The batch is queued behind the held row (a condition, not a delay).
      const [{ pid }] = await worker.query('SELECT pg_backend_pid() AS pid');
      await eventually(
        async () => (await ctx.dataSource.query('SELECT 1 FROM pg_stat_activity WHERE $1 = ANY(pg_blocking_pids(pid))', [pid])).length > 0,
        30000,
        'the batch waiting for the held row',
      );
      // The worker then appends to the trail: it gets the lock, so it commits and the batch goes on.
      await worker.query('SELECT pg_advisory_xact_lock($1)', [AUDIT_CHAIN_LOCK]);
      await worker.commitTransaction();
      const res = await response;
      expect(res.status).toBe(200);
      expect(res.headers['x-marked-sent']).toBe('2');
      const rows = await ctx.dataSource.query('SELECT status FROM submissions WHERE id = ANY($1)', [ids]);
      expect(rows.map((r: { status: string }) => r.status)).toEqual(['sent', 'sent']);
    } finally {
      if (worker.isTransactionActive) await worker.rollbackTransaction();
      await worker.release();
    }
  });

  it('is for administrators only', async () => {
    const id = await ctx.newSubmission(company.id, { state: 'TX' });
    await ctx.http.post('/api/submissions/state-batch').set('Authorization', ctx.auth(company.token)).send({ state: 'TX', submissionIds: [id] }).expect(403);
    await ctx.http.post('/api/submissions/state-batch').send({ state: 'TX', submissionIds: [id] }).expect(401);
  });
});
