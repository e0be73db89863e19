import type { INestApplicationContext } from '@nestjs/common';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { JobName, jobIdFor } from '@clearhire/server';
import { type CompanyAccount, TestContext } from './support/api-harness';
import { eventually, startWorker } from './support/worker-harness';

interface FailureItem {
  name: string;
  jobId: string;
  attemptsMade: number;
  failedReason: string;
}

/**
 * A submission dated before the WOTC rules table (a pre-screening and a hire from 2014, written
 * around the API) cannot have its target groups judged: its forms job fails once, not six times,
 * and says why (its dates scrubbed, like every failure reason).
 */
describe('the worker on a record dated before the WOTC rules table', () => {
  let ctx: TestContext;
  let worker: INestApplicationContext | undefined;
  let company: CompanyAccount;

  beforeAll(async () => {
    ctx = await TestContext.start();
    company = await ctx.newCompany();
  });
  afterAll(async () => {
    await worker?.close();
    await ctx.close();
  });

  it('fails the forms job once, with the reason, and never retries it', async () => {
    const id = await ctx.newSubmission(company.id, { ssn: '234567890' });
    // Before any worker runs: the job queued with the pre-screening now finds a 2014 record.
    await ctx.dataSource.query(
      `UPDATE submissions SET created_at = '2014-05-01T15:00:00Z', offer_date = '2014-06-02', hire_date = '2014-06-02', start_date = '2014-06-02' WHERE id = $1`,
      [id],
    );
    worker = await startWorker({ MAIL_OUTBOX_DIR: mkdtempSync(join(tmpdir(), 'clearhire-outbox-')) });
    const jobId = jobIdFor(JobName.RenderSubmissionForms, { submissionId: id });
    const failure = await eventually(
      async () => {
        const res = await ctx.http.get('/api/jobs').set('Authorization', ctx.auth(await ctx.adminToken())).expect(200);
        return (res.body.failures as FailureItem[]).find((f) => f.jobId === jobId);
      },
      15000,
      'the failed forms job',
    );
    expect(failure).toMatchObject({
      name: JobName.RenderSubmissionForms,
      attemptsMade: 1,
      failedReason: 'The WOTC rules in ClearHire start with people who began work on [number]; [number] is before that.',
    });
    const [row] = await ctx.dataSource.query('SELECT documents_ready_at FROM submissions WHERE id = $1', [id]);
    expect(row.documents_ready_at).toBeNull();
    // Other test files share the database: leave no 2014 record behind.
    await ctx.dataSource.query('DELETE FROM submissions WHERE id = $1', [id]);
  });
});
