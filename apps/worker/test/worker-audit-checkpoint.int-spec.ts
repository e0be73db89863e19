import type { INestApplicationContext } from '@nestjs/common';
import { Job } from 'bullmq';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DataSource } from 'typeorm';
import { User } from '@clearhire/db';
import { CHECKPOINT_PREFIX, Clock, JobName, JobQueue, latestAuditCheckpoint, QueueName, verifyAuditChain } from '@clearhire/server';
import { FilesystemObjectStorage } from '@clearhire/storage';
import { TestContext } from './support/api-harness';
import { JOB_HANDLERS, type JobHandler } from '../src/job-handler';
import { eventually, MailCatcher, startWorker } from './support/worker-harness';

/**
 * The worker keeps a signed checkpoint of the audit trail's newest event in the object storage,
 * every AUDIT_CHECKPOINT_MINUTES: the trail's end is then known outside the database, so events cut
 * from it show in `npm run audit:verify`. It verifies the events since the previous checkpoint
 * before it signs, so a checkpoint never vouches for a forged row. Each forgery below is done as
 * the database owner (the service may only append) and undone after, so that the other test files
 * sharing this database keep an intact chain.
 */
describe('the worker checkpoints the audit trail', () => {
  let ctx: TestContext;
  let worker: INestApplicationContext;
  let mail: MailCatcher;
  let owner: DataSource;
  const key = () => Buffer.from(process.env['AUDIT_KEY']!, 'base64');
  // Its own object storage: the run's other files write checkpoints to the shared one, and the
  // first checkpoint below must be this file's, verified from the start of the trail.
  const storageDir = mkdtempSync(join(tmpdir(), 'clearhire-checkpoints-'));
  const storage = () => new FilesystemObjectStorage(storageDir);
  const handler = (name: JobName) => worker.get<JobHandler[]>(JOB_HANDLERS).find((h) => h.name === name)!;
  const checkpoint = () => handler(JobName.WriteAuditCheckpoint).handle({} as never);
  const dailyMail = () => handler(JobName.SendDueLists).handle({} as never);
  const checkpoints = () => storage().list(CHECKPOINT_PREFIX);
  const compliance = () => worker.get(JobQueue).queue(QueueName.Compliance);
  const standAt = (instant: string) => jest.spyOn(worker.get(Clock), 'now').mockReturnValue(new Date(instant));
  const newestEvent = async (): Promise<{ id: string; hash: string }> =>
    (await ctx.dataSource.query('SELECT id::text AS id, hash FROM audit_events ORDER BY audit_events.id DESC LIMIT 1'))[0];
  /**
   * A new company, and every job it started (its ERD's PDF, its mail) finished: those jobs append to
   * the trail, and one still running could add an event between a test reading the newest event and
   * the checkpoint it expects to end there.
   */
  const newCompany = async () => {
    await ctx.newCompany();
    const queues = Object.values(QueueName).map((name) => worker.get(JobQueue).queue(name));
    await eventually(
      async () => {
        for (const queue of queues) {
          const counts = await queue.getJobCounts('waiting', 'active', 'prioritized');
          if (counts['waiting'] + counts['active'] + counts['prioritized'] > 0) return false;
        }
        return true;
      },
      20000,
      'the new company’s jobs to finish',
    );
  };
  const breakMails = () => mail.messages.filter((m) => /^Audit trail broken/.test(m.parsed.subject ?? ''));

  /** Edits one event's action as the owner, with the append-only trigger set aside; the hashes stay, so the HMAC no longer fits. */
  const forge = async (id: string, action: string) =>
    owner.transaction(async (m) => {
      await m.query('ALTER TABLE audit_events DISABLE TRIGGER audit_events_append_only');
      const [{ before }] = await m.query('SELECT action AS before FROM audit_events WHERE id = $1', [id]);
      await m.query('UPDATE audit_events SET action = $2 WHERE id = $1', [id, action]);
      await m.query('ALTER TABLE audit_events ENABLE TRIGGER audit_events_append_only');
      return before as string;
    });
  /** Runs the forgery, then `check`, and always puts the event back as it was. */
  const withForgedEvent = async (id: string, check: () => Promise<void>) => {
    const original = await forge(id, 'company.deleted');
    try {
      await check();
    } finally {
      await forge(id, original);
    }
  };

  /** The checkpoint job through the queue as the scheduler queues it (3 attempts), fast backoff: waits until it completes or fails for good. */
  const runCheckpointJob = async (): Promise<Job> => {
    const added = await compliance().add(JobName.WriteAuditCheckpoint, {}, { attempts: 3, backoff: { type: 'fixed', delay: 50 } });
    return eventually(
      async () => {
        // The state first, then the job: read the other way round, a job read while still active
        // (no attempt counted yet) could be returned once it had failed.
        const state = await compliance().getJobState(added.id!);
        return (state === 'failed' || state === 'completed') && (await Job.fromId(compliance(), added.id!));
      },
      20000,
      'the checkpoint job to finish',
    );
  };

  beforeAll(async () => {
    mail = await MailCatcher.start();
    ctx = await TestContext.start();
    owner = await ctx.owner();
    worker = await startWorker({ AUDIT_CHECKPOINT_MINUTES: '7', STORAGE_DIR: storageDir, SMTP_URL: mail.url });
    // The scheduler queues its first checkpoint at boot: let it run before the tests count checkpoints.
    await eventually(async () => (await compliance().getJobs(['waiting', 'active', 'prioritized'])).every((j) => j.name !== JobName.WriteAuditCheckpoint), 20000, 'the first scheduled checkpoint');
  });
  afterEach(() => jest.restoreAllMocks());
  afterAll(async () => {
    await worker.close();
    await ctx.close();
    await mail.close();
  });

  it('is scheduled on the compliance queue every AUDIT_CHECKPOINT_MINUTES', async () => {
    const scheduler = await worker.get(JobQueue).queue(QueueName.Compliance).getJobScheduler('write-audit-checkpoint');
    expect(scheduler).toMatchObject({ name: JobName.WriteAuditCheckpoint, every: 7 * 60_000 });
  });

  it('verifies the whole trail before the first checkpoint: over a forged event it signs nothing, fails once naming it, and the administrators hear of it every day', async () => {
    await newCompany();
    // No checkpoint yet (the one the scheduler wrote at boot is removed): the trail's first event is checked too.
    for (const name of await checkpoints()) await storage().delete(name);
    const [{ id: forged }] = await ctx.dataSource.query('SELECT min(id)::text AS id FROM audit_events');
    const administrator = await ctx.dataSource.getRepository(User).save({ email: `audit-admin-${Date.now()}@clearhire.test`, passwordHash: 'x', firstname: 'Ada', lastname: 'Admin', isAdmin: true, companyId: null });
    const disabled = await ctx.dataSource.getRepository(User).save({ email: `audit-gone-${Date.now()}@clearhire.test`, passwordHash: 'x', firstname: 'Gus', lastname: 'Gone', isAdmin: true, companyId: null, disabledAt: new Date() });

    await withForgedEvent(forged, async () => {
      standAt('2026-11-25T09:30:00Z');
      const job = await runCheckpointJob();
      expect(await job.getState()).toBe('failed');
      expect(job.attemptsMade).toBe(1); // a retry cannot help: the row stays forged until someone restores it
      expect(job.failedReason).toBe(`Audit trail broken at event ${BigInt(forged).toLocaleString('en-US')}: no checkpoint signed. Run npm run audit:verify for what is wrong there.`);
      expect(await checkpoints()).toEqual([]);
      // The break is kept with the time it was first found, however often the job runs into it.
      standAt('2026-11-25T09:45:00Z');
      await expect(checkpoint()).rejects.toThrow(`Audit trail broken at event`);
      expect(await checkpoints()).toEqual([]);
      const open = await ctx.dataSource.query(`SELECT event_id::text AS event_id, problem, found_at FROM audit_chain_breaks WHERE resolved_at IS NULL`);
      expect(open).toEqual([{ event_id: forged, problem: `Event ${forged} was changed: its content no longer matches its HMAC.`, found_at: new Date('2026-11-25T09:30:00Z') }]);

      // The daily mail: before DUE_LIST_HOUR (8 UTC) nothing, then once that day, to the enabled administrators.
      standAt('2026-11-26T07:00:00Z');
      await dailyMail();
      standAt('2026-11-26T08:05:00Z');
      await dailyMail();
      const sent = await eventually(() => breakMails().length > 0 && breakMails(), 15000, 'the administrators’ mail');
      expect(sent).toHaveLength(1);
      expect(sent[0].to).toContain(administrator.email);
      expect(sent[0].to).not.toContain(disabled.email);
      expect(sent[0].parsed.subject).toBe(`Audit trail broken at event ${forged}: no checkpoint signed`);
      expect(sent[0].parsed.text).toContain(`- Event ${forged}, found 25 Nov 2026, 9:30:00 AM UTC: Event ${forged} was changed: its content no longer matches its HMAC.`);
      standAt('2026-11-26T09:05:00Z');
      await dailyMail();
      standAt('2026-11-27T08:05:00Z');
      await dailyMail();
      await eventually(() => breakMails().length === 2, 15000, 'the next day’s mail');
    });

    // Restored: the next checkpoint verifies, is signed, and closes the break; no more mail.
    standAt('2026-11-27T10:00:00Z');
    expect(await checkpoint()).toBe('done');
    expect(await ctx.dataSource.query(`SELECT 1 FROM audit_chain_breaks WHERE resolved_at IS NULL`)).toEqual([]);
    standAt('2026-11-28T08:05:00Z');
    await dailyMail();
    expect(breakMails()).toHaveLength(2);
  });

  it('stores the newest event, signed under AUDIT_KEY, and verification checks the trail against it', async () => {
    await newCompany();
    const { id: newest, hash } = await newestEvent();
    expect(await checkpoint()).toBe('done');

    const { checkpoint: latest, forged } = await latestAuditCheckpoint(storage(), key());
    expect(forged).toEqual([]);
    expect(latest).toMatchObject({ lastId: newest, lastHash: hash });
    // The same checkpoint under another key is not trusted.
    expect((await latestAuditCheckpoint(storage(), Buffer.alloc(32, 7))).checkpoint).toBeNull();

    const verdict = await verifyAuditChain(ctx.dataSource, key(), storage());
    expect(verdict).toMatchObject({ ok: true, problems: [], checkpoint: { lastId: newest } });
  });

  it('verifies the events since the previous checkpoint: a forgery after it stops the next one, one before it is audit:verify’s to find', async () => {
    await newCompany();
    expect(await checkpoint()).toBe('done');
    const { id: signed } = await newestEvent();

    await newCompany();
    const { id: after } = await newestEvent();
    await newCompany();
    await withForgedEvent(after, async () => {
      await expect(checkpoint()).rejects.toThrow(`Audit trail broken at event ${BigInt(after).toLocaleString('en-US')}`);
      expect((await latestAuditCheckpoint(storage(), key())).checkpoint?.lastId).toBe(signed);
    });
    expect(await checkpoint()).toBe('done');
    const { id: newest } = await newestEvent();
    expect((await latestAuditCheckpoint(storage(), key())).checkpoint?.lastId).toBe(newest);

    // An event the previous checkpoint already covered is not read again: the second checkpoint
    // after more events is signed, and the full verification names the edit.
    await newCompany();
    await withForgedEvent(signed, async () => {
      expect(await checkpoint()).toBe('done');
      expect((await verifyAuditChain(ctx.dataSource, key(), storage())).problems).toEqual([`Event ${signed} was changed: its content no longer matches its HMAC.`]);
    });
    expect((await verifyAuditChain(ctx.dataSource, key(), storage())).ok).toBe(true);
  });
});
