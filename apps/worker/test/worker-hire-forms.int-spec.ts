import type { INestApplicationContext } from '@nestjs/common';
import { existsSync, mkdtempSync, readdirSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pdfText } from '@clearhire/documents/testing';
import { addCalendarDays, todayCalendarDate } from '@clearhire/domain';
import { JobName, JobQueue } from '@clearhire/server';
import { binaryBody, type CompanyAccount, TestContext } from './support/api-harness';
import { JOB_HANDLERS, type JobHandler } from '../src/job-handler';
import { eventually, startWorker } from './support/worker-harness';

interface DocumentItem {
  id: string;
  kind: string;
}
interface DocumentRow {
  id: string;
  kind: string;
  storage_key: string;
}

const TODAY = todayCalendarDate();
/** Form 8850 and ETA 9061 print dates as MM/DD/YYYY. */
const printed = (date: string) => `${date.slice(5, 7)}/${date.slice(8, 10)}/${date.slice(0, 4)}`;
const hire = (over: Record<string, unknown> = {}) => ({
  offerDate: TODAY,
  hireDate: addCalendarDays(TODAY, 1),
  startDate: addCalendarDays(TODAY, 3),
  startingWage: 17.25,
  jobTitle: 'Pastry Chef',
  ...over,
});

describe('the worker prints a recorded hire on a fresh Form 8850 and ETA 9061', () => {
  let ctx: TestContext;
  let worker: INestApplicationContext;
  let company: CompanyAccount;
  const storageDir = () => process.env['STORAGE_DIR']!;

  beforeAll(async () => {
    ctx = await TestContext.start();
    worker = await startWorker({ MAIL_OUTBOX_DIR: mkdtempSync(join(tmpdir(), 'clearhire-outbox-')) });
    company = await ctx.newCompany();
  });
  afterAll(async () => {
    await worker.close();
    await ctx.close();
  });

  const rows = (id: string): Promise<DocumentRow[]> => ctx.dataSource.query('SELECT id, kind, storage_key FROM documents WHERE submission_id = $1 ORDER BY kind', [id]);
  const revisions = async (id: string) =>
    (await ctx.dataSource.query('SELECT hire_revision, forms_revision, documents_ready_at FROM submissions WHERE id = $1', [id]))[0] as {
      hire_revision: number;
      forms_revision: number;
      documents_ready_at: Date | null;
    };
  const rendered = async () => {
    const id = await ctx.newSubmission(company.id, { firstname: 'Rosa', lastname: 'Quintero' });
    return { id, forms: await eventually(async () => (await rows(id)).length === 2 && rows(id), 15000, 'the first forms') };
  };
  const recordHire = (id: string, body: object) => ctx.http.patch(`/api/submissions/${id}/hire`).set('Authorization', ctx.auth(company.token)).send(body).expect(200);
  /** Waits until the forms carry hire revision `revision` and are ready again. */
  const current = (id: string, revision: number) =>
    eventually(async () => {
      const r = await revisions(id);
      return r.forms_revision === revision && r.documents_ready_at !== null && rows(id);
    }, 15000, `the forms of hire revision ${revision}`);
  const download = async (docId: string) =>
    (await ctx.http.get(`/api/files/${docId}`).set('Authorization', ctx.auth(company.token)).buffer(true).parse(binaryBody).expect(200)).body as Buffer;
  /** Objects written since `since` that no document row points at (the losers of a race must remove theirs). */
  const orphansSince = async (since: number) => {
    const keys = new Set((await ctx.dataSource.query('SELECT storage_key FROM documents')).map((r: { storage_key: string }) => r.storage_key));
    return readdirSync(storageDir(), { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile())
      .map((e) => join(e.parentPath, e.name))
      .filter((path) => statSync(path).mtimeMs >= since)
      .map((path) => path.slice(storageDir().length + 1))
      .filter((key) => !keys.has(key));
  };

  it('replaces both forms with ones that carry the job title, dates and wage, and removes the old files', async () => {
    const { id, forms: before } = await rendered();
    const res = await recordHire(id, hire());
    // The response is the detail as before; the forms listed are whatever is stored at that moment.
    expect(res.body.data).toMatchObject({ job_title: 'Pastry Chef', start_date: hire().startDate });

    const after = await current(id, 1);
    expect(after.map((d) => d.kind)).toEqual(['form-8850', 'form-9061']);
    for (const old of before) expect(after.map((d) => d.id)).not.toContain(old.id);
    // The old objects go right after the commit that swapped the rows.
    await eventually(() => before.every((old) => !existsSync(join(storageDir(), old.storage_key))), 5000, 'the old objects removed');
    for (const doc of after) expect(existsSync(join(storageDir(), doc.storage_key))).toBe(true);

    const listed: DocumentItem[] = (await ctx.http.get(`/api/submissions/${id}`).set('Authorization', ctx.auth(company.token)).expect(200)).body.data.documents;
    expect(listed.map((d) => d.id).sort()).toEqual(after.map((d) => d.id).sort());
    await ctx.http.get(`/api/files/${before[0].id}`).set('Authorization', ctx.auth(company.token)).expect(404);

    const f8850 = pdfText(await download(after.find((d) => d.kind === 'form-8850')!.id));
    expect(f8850).toContain('Pastry Chef');
    expect(f8850).toContain(printed(hire().startDate));
    expect(f8850).toContain(printed(hire().hireDate));
    expect(f8850).toContain('$17.25 per hour');
    expect(f8850).toContain('Quintero');
    const f9061 = pdfText(await download(after.find((d) => d.kind === 'form-9061')!.id));
    expect(f9061).toContain('Pastry Chef');
    expect(f9061).toContain(printed(hire().startDate));

    const audited: { detail: { kind: string; replaces: string[] } }[] = await ctx.dataSource.query(
      `SELECT detail FROM audit_events WHERE action = 'document.regenerated' AND record_id = ANY($1) ORDER BY detail->>'kind'`,
      [after.map((d) => d.id)],
    );
    expect(audited.map((a) => a.detail)).toEqual(before.map((d) => ({ kind: d.kind, replaces: [d.id] })));
  });

  it('keeps exactly one 8850 and one 9061 when the same work runs twice at once, the old job runs late, and the sweep passes', async () => {
    const since = Date.now();
    const render = worker.get<JobHandler[]>(JOB_HANDLERS).find((h) => h.name === JobName.RenderSubmissionForms)!;
    const { id } = await rendered();
    await recordHire(id, hire({ jobTitle: 'Night Baker' }));
    await Promise.all([
      render.handle({ submissionId: id, hireRevision: 1 }),
      render.handle({ submissionId: id, hireRevision: 1 }),
      render.handle({ submissionId: id }), // the creation's job, replayed
      ctx.app.get(JobQueue).enqueue(JobName.RenderSubmissionForms, { submissionId: id, hireRevision: 1 }),
    ]);
    const forms = await current(id, 1);
    await new Promise((r) => setTimeout(r, 1500)); // a sweep passes
    expect(await rows(id)).toEqual(forms);
    expect(forms.map((d) => d.kind)).toEqual(['form-8850', 'form-9061']);
    expect(pdfText(await download(forms[0].id))).toContain('Night Baker');
    const [{ n }] = await ctx.dataSource.query(`SELECT count(*)::int AS n FROM audit_events WHERE action = 'document.regenerated' AND record_id = ANY($1)`, [forms.map((d) => d.id)]);
    expect(n).toBe(2);
    await eventually(async () => (await orphansSince(since)).length === 0, 10000, 'no orphaned objects');
  });

  it('ends with the last hire when it is corrected quickly, and leaves the forms alone when the same hire is sent again', async () => {
    const { id } = await rendered();
    await recordHire(id, hire({ jobTitle: 'Dishwasher' }));
    await recordHire(id, hire({ jobTitle: 'Sous Chef', startingWage: 21 }));
    const forms = await current(id, 2);
    expect(forms).toHaveLength(2);
    const text = pdfText(await download(forms.find((d) => d.kind === 'form-8850')!.id));
    expect(text).toContain('Sous Chef');
    expect(text).toContain('$21.00 per hour');
    expect(text).not.toContain('Dishwasher');

    await recordHire(id, hire({ jobTitle: 'Sous Chef', startingWage: 21 }));
    expect(await revisions(id)).toMatchObject({ hire_revision: 2, forms_revision: 2 });
    expect((await revisions(id)).documents_ready_at).not.toBeNull();
    await new Promise((r) => setTimeout(r, 1500)); // a sweep passes
    expect(await rows(id)).toEqual(forms);
  });

  it('still gets the new forms when the hire was committed but its job never reached Redis: the sweep queues that hire\'s job', async () => {
    const { id, forms: before } = await rendered();
    // What recordHire commits, without the enqueue that follows it (Redis down at that moment).
    await ctx.dataSource.query(
      `UPDATE submissions SET offer_date = $2, hire_date = $2, start_date = $3, starting_wage = 16, job_title = 'Line Cook',
       hire_revision = hire_revision + 1, documents_ready_at = NULL WHERE id = $1`,
      [id, TODAY, addCalendarDays(TODAY, 2)],
    );
    const after = await current(id, 1);
    expect(after.map((d) => d.id)).not.toContain(before[0].id);
    expect(pdfText(await download(after.find((d) => d.kind === 'form-8850')!.id))).toContain('Line Cook');
  });

  it('gives a not-eligible applicant a fresh 8850 only', async () => {
    const id = await ctx.newSubmission(company.id, { eligible: false });
    const [before] = await eventually(async () => (await rows(id)).length === 1 && rows(id), 15000, 'the 8850');
    await recordHire(id, hire({ jobTitle: 'Cashier' }));
    const after = await current(id, 1);
    expect(after.map((d) => d.kind)).toEqual(['form-8850']);
    expect(after[0].id).not.toBe(before.id);
    expect(pdfText(await download(after[0].id))).toContain('Cashier');
  });
});
