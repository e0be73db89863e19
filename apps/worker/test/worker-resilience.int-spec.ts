import type { INestApplicationContext } from '@nestjs/common';
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { createServer, Socket, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { JobName, JobQueue, jobIdFor, QueueName } from '@clearhire/server';
import { type CompanyAccount, TestContext } from './support/api-harness';
import { eventually, startWorker, TEST_WORKER_ENV } from './support/worker-harness';

const REDIS = { host: '127.0.0.1', port: 6379 };

/** A TCP hop between the API and Redis that the test can cut and restore: Redis "stopped" for the API only. */
class RedisLink {
  private server?: Server;
  private readonly sockets = new Set<Socket>();
  constructor(readonly port: number) {}

  static async open(): Promise<RedisLink> {
    const probe = createServer();
    await new Promise<void>((r) => probe.listen(0, '127.0.0.1', r));
    const { port } = probe.address() as { port: number };
    await new Promise((r) => probe.close(r));
    const link = new RedisLink(port);
    await link.up();
    return link;
  }

  get url(): string {
    return `redis://127.0.0.1:${this.port}`;
  }

  async up(): Promise<void> {
    this.server = createServer((client) => {
      const upstream = new Socket().connect(REDIS.port, REDIS.host);
      for (const s of [client, upstream]) {
        this.sockets.add(s);
        s.on('close', () => this.sockets.delete(s));
        s.on('error', () => s.destroy());
      }
      client.pipe(upstream).pipe(client);
    });
    await new Promise<void>((r) => this.server!.listen(this.port, '127.0.0.1', r));
  }

  async down(): Promise<void> {
    for (const s of this.sockets) s.destroy();
    await new Promise((r) => this.server?.close(r));
  }
}

const countDocs = async (ctx: TestContext, submissionId: string): Promise<Record<string, number>> => {
  const rows: { kind: string; n: number }[] = await ctx.dataSource.query('SELECT kind, count(*)::int AS n FROM documents WHERE submission_id = $1 GROUP BY kind', [submissionId]);
  return Object.fromEntries(rows.map((r) => [r.kind, r.n]));
};

describe('nothing is lost: Redis down during a submit', () => {
  let link: RedisLink;
  let ctx: TestContext;
  let company: CompanyAccount;
  let worker: INestApplicationContext | undefined;
  const prefix = `${process.env['REDIS_PREFIX']}outage:`;

  beforeAll(async () => {
    link = await RedisLink.open();
    ctx = await TestContext.start({ REDIS_URL: link.url, REDIS_PREFIX: prefix });
    company = await ctx.newCompany();
  });
  afterAll(async () => {
    await worker?.close();
    await ctx.close();
    await link.down();
  });

  it('answers 201 while Redis is unreachable, and the forms appear once it is back', async () => {
    await link.down();
    // The answer comes while Redis is still down: the request never waits for it to return (a wall
    // clock bound here would only measure how busy the machine is).
    const id = await ctx.newSubmission(company.id);
    // Committed, but no job could be queued.
    expect(await ctx.dataSource.query('SELECT documents_ready_at FROM submissions WHERE id = $1', [id])).toEqual([{ documents_ready_at: null }]);

    await link.up();
    const queued = await eventually(
      // Once the API's connection is back: the job it could not queue is indeed not there.
      () => ctx.app.get(JobQueue).queue(QueueName.Documents).getJob(jobIdFor(JobName.RenderSubmissionForms, { submissionId: id })).then((job) => (job ? 'queued' : 'absent'), () => false),
      15000,
      'the API to reconnect to Redis',
    );
    expect(queued).toBe('absent');
    worker = await startWorker({ REDIS_PREFIX: prefix, MAIL_OUTBOX_DIR: mkdtempSync(join(tmpdir(), 'clearhire-outbox-')) });
    await eventually(async () => (await countDocs(ctx, id))['form-9061'] === 1, 20000, 'the sweep to render the forms');
    expect(await countDocs(ctx, id)).toEqual({ 'form-8850': 1, 'form-9061': 1 });
  });
});

describe('nothing is lost: a worker killed in the middle of a job', () => {
  let ctx: TestContext;
  let company: CompanyAccount;
  let child: ChildProcess | undefined;
  let worker: INestApplicationContext | undefined;
  const prefix = `${process.env['REDIS_PREFIX']}killed:`;
  // The sweep stays out of the way: this test is about a job already taken by a worker.
  const quietSweep = { SWEEP_INTERVAL_SECONDS: '3600', SWEEP_GRACE_SECONDS: '3600' };
  const outbox = mkdtempSync(join(tmpdir(), 'clearhire-outbox-'));

  beforeAll(async () => {
    ctx = await TestContext.start({ REDIS_PREFIX: prefix });
    company = await ctx.newCompany();
    // The company's ERD form is queued too: dropped, so the first object the child stores is this
    // test's Form 8850, and no other job can store forms while that one hangs.
    const queues = ctx.app.get(JobQueue);
    await Promise.all([queues.queue(QueueName.Documents).drain(true), queues.queue(QueueName.Mail).drain(true)]);
  });
  afterAll(async () => {
    child?.kill('SIGKILL');
    await worker?.close();
    await ctx.close();
  });

  it('finishes the job after a restart, exactly once', async () => {
    const root = resolve(__dirname, '../../..');
    const marker = join(mkdtempSync(join(tmpdir(), 'clearhire-hang-')), 'hung');
    child = spawn(process.execPath, ['-r', 'ts-node/register/transpile-only', '-r', join(root, 'tools/lib/workspace-paths.cjs'), '-r', join(__dirname, 'support/hang-on-first-store.cjs'), 'apps/worker/src/main.ts'], {
      cwd: root,
      env: { ...process.env, ...TEST_WORKER_ENV, ...quietSweep, REDIS_PREFIX: prefix, MAIL_OUTBOX_DIR: outbox, HANG_MARKER: marker, TS_NODE_PROJECT: 'apps/worker/tsconfig.app.json', LOG_LEVEL: 'error' },
      stdio: 'ignore',
    });
    const id = await ctx.newSubmission(company.id);
    await eventually(() => existsSync(marker), 60000, 'the child worker to reach the middle of the job');
    child.kill('SIGKILL');
    await new Promise((r) => child!.once('exit', r));
    expect(await countDocs(ctx, id)).toEqual({});

    worker = await startWorker({ ...quietSweep, REDIS_PREFIX: prefix, MAIL_OUTBOX_DIR: outbox });
    await eventually(async () => (await countDocs(ctx, id))['form-9061'] === 1, 20000, 'the restarted worker to finish the job');
    const job = await ctx.app.get(JobQueue).queue(QueueName.Documents).getJob(jobIdFor(JobName.RenderSubmissionForms, { submissionId: id }));
    await eventually(async () => (await job!.getState()) === 'completed', 5000, 'the job to complete');
    await new Promise((r) => setTimeout(r, 1500));
    expect(await countDocs(ctx, id)).toEqual({ 'form-8850': 1, 'form-9061': 1 });
  }, 120000);
});
