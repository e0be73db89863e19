import type { INestApplicationContext } from '@nestjs/common';
import { JobName, JobQueue, latestAuditCheckpoint, QueueName, verifyAuditChain } from '@clearhire/server';
import { FilesystemObjectStorage } from '@clearhire/storage';
import { TestContext } from './support/api-harness';
import { JOB_HANDLERS, type JobHandler } from '../src/job-handler';
import { startWorker } from './support/worker-harness';

/**
 * The worker keeps a signed checkpoint of the audit trail's newest event in the object storage,
 * every AUDIT_CHECKPOINT_MINUTES: the trail's end is then known outside the database, so events cut
 * from it show in `npm run audit:verify`.
 */
describe('the worker checkpoints the audit trail', () => {
  let ctx: TestContext;
  let worker: INestApplicationContext;
  const key = () => Buffer.from(process.env['AUDIT_KEY']!, 'base64');
  const storage = () => new FilesystemObjectStorage(process.env['STORAGE_DIR']!);
  const checkpoint = () => worker.get<JobHandler[]>(JOB_HANDLERS).find((h) => h.name === JobName.WriteAuditCheckpoint)!.handle({} as never);

  beforeAll(async () => {
    ctx = await TestContext.start();
    worker = await startWorker({ AUDIT_CHECKPOINT_MINUTES: '7' });
  });
  afterAll(async () => {
    await worker.close();
    await ctx.close();
  });

  it('is scheduled on the compliance queue every AUDIT_CHECKPOINT_MINUTES', async () => {
    const scheduler = await worker.get(JobQueue).queue(QueueName.Compliance).getJobScheduler('write-audit-checkpoint');
    expect(scheduler).toMatchObject({ name: JobName.WriteAuditCheckpoint, every: 7 * 60_000 });
  });

  it('stores the newest event, signed under AUDIT_KEY, and verification checks the trail against it', async () => {
    await ctx.newCompany();
    const [{ id: newest, hash }] = await ctx.dataSource.query('SELECT id::text AS id, hash FROM audit_events ORDER BY audit_events.id DESC LIMIT 1');
    expect(await checkpoint()).toBe('done');

    const { checkpoint: latest, forged } = await latestAuditCheckpoint(storage(), key());
    expect(forged).toEqual([]);
    expect(latest).toMatchObject({ lastId: newest, lastHash: hash });
    // The same checkpoint under another key is not trusted.
    expect((await latestAuditCheckpoint(storage(), Buffer.alloc(32, 7))).checkpoint).toBeNull();

    const verdict = await verifyAuditChain(ctx.dataSource, key(), storage());
    expect(verdict).toMatchObject({ ok: true, problems: [], checkpoint: { lastId: newest } });
  });

});
