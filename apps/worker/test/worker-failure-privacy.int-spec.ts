import { Logger, type INestApplicationContext } from '@nestjs/common';
import { Worker } from 'bullmq';
import { mkdtempSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';
import { bullPrefix, JobName, JobQueue, jobIdFor, QueueName, workerConnection } from '@clearhire/server';
import { type CompanyAccount, TestContext } from './support/api-harness';
import { eventually, startWorker } from './support/worker-harness';

// What a mail server's refusal quotes back: the recipient, and here a 9-digit case number.
const ADDRESS = 'maria.lopez@example.test';
const NINE_DIGITS = '123456789';

interface FailureItem {
  jobId: string;
  name: string;
  failedReason: string;
}

/** An SMTP server on loopback that refuses every recipient, quoting the address in its answer. */
async function refusingSmtp(): Promise<{ url: string; close: () => Promise<void> }> {
  const server = new SMTPServer({
    authOptional: true,
    // The package's bundled certificate has expired: no STARTTLS on loopback.
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(address, _session, callback) {
      callback(Object.assign(new Error(`<${address.address}>: mailbox disabled (case ${NINE_DIGITS})`), { responseCode: 550 }));
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return { url: `smtp://127.0.0.1:${port}`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

describe('job failures show no personal data (issue 13, item 10)', () => {
  let ctx: TestContext;
  let company: CompanyAccount;
  let smtp: Awaited<ReturnType<typeof refusingSmtp>>;
  let worker: INestApplicationContext | undefined;
  // The worker's log lines (its Nest Logger is silent in tests, but every call goes through here).
  const errorLog = jest.spyOn(Logger.prototype, 'error');
  const redisPrefix = process.env['REDIS_PREFIX'] ?? '';
  // The sweep stays out of the way: this file queues its jobs itself.
  const quietSweep = { SWEEP_INTERVAL_SECONDS: '3600', SWEEP_GRACE_SECONDS: '3600' };

  const failures = async (): Promise<FailureItem[]> => {
    const res = await ctx.http.get('/api/jobs').set('Authorization', ctx.auth(await ctx.adminToken())).expect(200);
    expect(JSON.stringify(res.body)).not.toContain(ADDRESS);
    expect(JSON.stringify(res.body)).not.toContain(NINE_DIGITS);
    return res.body.failures;
  };

  beforeAll(async () => {
    smtp = await refusingSmtp();
    ctx = await TestContext.start();
    company = await ctx.newCompany();
    // The company's ERD form and mails are not this file's concern.
    const queues = ctx.app.get(JobQueue);
    await Promise.all([queues.queue(QueueName.Documents).drain(true), queues.queue(QueueName.Mail).drain(true)]);
  });
  afterAll(async () => {
    await worker?.close();
    await ctx.close();
    await smtp.close();
    errorLog.mockRestore();
  });

  it('scrubs, when administrators read it, a reason an older worker stored unscrubbed', async () => {
    // A failure recorded by another process (an older worker) with the raw message.
    const jobId = 'legacy-failure.1';
    const queue = ctx.app.get(JobQueue).queue(QueueName.Compliance);
    await queue.add(JobName.BuildInspectionExport, { exportId: 'legacy' }, { jobId, attempts: 1 });
    const connection = workerConnection(process.env['REDIS_URL'] ?? 'redis://127.0.0.1:6379');
    const raw = new Worker(QueueName.Compliance, async () => {
      throw new Error(`Refused for ${ADDRESS}, SSN ${NINE_DIGITS}`);
    }, { connection, prefix: bullPrefix(redisPrefix) });
    try {
      await eventually(async () => (await queue.getJobState(jobId)) === 'failed', 15000, 'the raw failure');
    } finally {
      await raw.close();
      connection.disconnect();
    }
    expect((await queue.getJob(jobId))?.failedReason).toContain(ADDRESS); // stored raw...

    const shown = (await failures()).find((f) => f.jobId === jobId);
    expect(shown?.failedReason).toBe('Refused for [email], SSN [number]'); // ...shown scrubbed
  });

  it('scrubs a mail server refusal before it is stored, logged or shown', async () => {
    const added = await ctx.http
      .post('/api/employees')
      .set('Authorization', ctx.auth(company.token))
      .send({ firstname: 'Maria', lastname: 'Lopez', email: ADDRESS })
      .expect(201);
    const employeeId = added.body.employeeId as string;
    // The invitation the API queued, again with a single attempt, so it fails for good at once.
    const jobId = jobIdFor(JobName.SendI9Invitation, { employeeId });
    const mailQueue = ctx.app.get(JobQueue).queue(QueueName.Mail);
    await eventually(() => mailQueue.getJob(jobId), 5000, 'the invitation job');
    await mailQueue.remove(jobId);
    await mailQueue.add(JobName.SendI9Invitation, { employeeId }, { jobId, attempts: 1 });

    errorLog.mockClear();
    worker = await startWorker({ ...quietSweep, SMTP_URL: smtp.url, MAIL_OUTBOX_DIR: mkdtempSync(join(tmpdir(), 'clearhire-outbox-')) });
    await eventually(async () => (await mailQueue.getJobState(jobId)) === 'failed', 15000, 'the invitation to fail');

    // Stored in Redis already scrubbed: the reason and the stack trace.
    const job = await eventually(() => mailQueue.getJob(jobId), 5000, 'the failed job');
    expect(job.failedReason).toMatch(/all recipients were rejected: 550 <\[email\]>: mailbox disabled \(case \[number\]\)/);
    expect(job.stacktrace?.[0]).toMatch(/^Error: Can't send mail - all recipients were rejected: 550 <\[email\]>/);
    for (const stored of [job.failedReason, ...(job.stacktrace ?? [])]) {
      expect(stored).not.toContain(ADDRESS);
      expect(stored).not.toContain(NINE_DIGITS);
    }

    // Shown to administrators scrubbed, still saying what went wrong.
    const shown = (await failures()).find((f) => f.jobId === jobId);
    expect(shown).toEqual(expect.objectContaining({ name: JobName.SendI9Invitation, failedReason: job.failedReason }));

    // The worker's log line names the job and the refusal, without the address or the number.
    const lines = errorLog.mock.calls.map((call) => String(call[0]));
    expect(lines).toContainEqual(expect.stringMatching(new RegExp(`^Job ${jobId.replace(/\./g, '\\.')} failed \\(attempt 1, giving up\\): .*550 <\\[email\\]>: mailbox disabled \\(case \\[number\\]\\)`)));
    for (const line of lines) {
      expect(line).not.toContain(ADDRESS);
      expect(line).not.toContain(NINE_DIGITS);
    }
  });
});
