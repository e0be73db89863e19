import { Queue } from 'bullmq';
import type Redis from 'ioredis';
import { currentRequestId } from '../observability/log-context';
import { scrubFailureReason } from './failure-reason';
import { bullPrefix, producerConnection } from './redis-connection';
import { DEFAULT_JOB_OPTIONS, JOBS, jobIdFor, QueueName, type JobName, type JobPayloads } from './job-registry';

/** The field of a job's data that holds the id of the request that queued it; never read by a handler. */
export const REQUEST_ID_FIELD = 'requestId';

/** One job to queue: its name and the payload that name takes. */
export type QueuedJob = { [N in JobName]: { name: N; payload: JobPayloads[N] } }[JobName];

export interface JobLogger {
  warn(message: string): void;
  error(message: string): void;
}

export interface FailedJobView {
  queue: QueueName;
  name: string;
  jobId: string;
  attemptsMade: number;
  failedReason: string;
  failedAt: string | null;
}

export interface QueueCounts {
  queue: QueueName;
  waiting: number;
  active: number;
  delayed: number;
  failed: number;
  completed: number;
}

/**
 * Enqueues jobs after the record they are about has been committed. Enqueueing never fails the
 * caller: if Redis is down the job is simply not queued yet, and the worker's sweep finds the
 * record without its document and queues it then.
 */
export class JobQueue {
  private readonly connection: Redis;
  private readonly queues = new Map<QueueName, Queue>();
  private lastConnectionWarning = 0;

  constructor(redisUrl: string, redisPrefix: string, private readonly logger: JobLogger) {
    this.connection = producerConnection(redisUrl);
    // Without a listener an unreachable Redis would be an unhandled 'error' event.
    this.connection.on('error', (err: Error) => this.warnConnection(err));
    for (const name of Object.values(QueueName)) {
      const queue = new Queue(name, { connection: this.connection, prefix: bullPrefix(redisPrefix), defaultJobOptions: DEFAULT_JOB_OPTIONS });
      queue.on('error', (err: Error) => this.warnConnection(err));
      this.queues.set(name, queue);
    }
  }

  /**
   * Queues the job under its deterministic id, `delayMs` from now when given (a webhook's next
   * attempt). Resolves false (and logs) when Redis cannot take it now. Queued during a request (or a
   * job that one queued), the job carries that request's id (REQUEST_ID_FIELD), so the worker's lines
   * about it can be found by the request's id.
   */
  async enqueue<N extends JobName>(name: N, payload: JobPayloads[N], options: { delayMs?: number } = {}): Promise<boolean> {
    const jobId = jobIdFor(name, payload);
    const requestId = currentRequestId();
    try {
      await this.queue(JOBS[name].queue).add(name, requestId ? { ...payload, [REQUEST_ID_FIELD]: requestId } : payload, { jobId, ...JOBS[name].options, ...(options.delayMs ? { delay: Math.max(0, Math.round(options.delayMs)) } : {}) });
      return true;
    } catch (err) {
      this.logger.warn(`Job ${jobId} not queued (${(err as Error).message}); the sweep will queue it.`);
      return false;
    }
  }

  /**
   * Queues several jobs at once: their commands go to Redis in one write and their answers come
   * back together, so a public form's answer waits for Redis once, not once per job. BullMQ issues
   * each job's command a few promise turns after `add`; the connection's socket is corked until the
   * next turn of the event loop so that they leave together (a system call and a wake-up of Redis
   * per job were a tenth of a pre-screening's CPU). Jobs queued by other requests meanwhile join them.
   * Nothing waits longer than that turn; if BullMQ ever issued a command later, it would simply go in
   * a write of its own (job-queue-writes.int-spec.ts counts the writes).
   */
  enqueueAll(jobs: readonly QueuedJob[]): Promise<boolean[]> {
    const socket = this.connection.stream;
    if (jobs.length > 1 && this.connection.status === 'ready' && socket.writable) {
      socket.cork();
      setImmediate(() => socket.uncork());
    }
    return Promise.all(jobs.map((job) => this.enqueue(job.name, job.payload as never)));
  }

  /** The connection the queues use, for the worker's readiness check (Redis answers). */
  get redis(): Redis {
    return this.connection;
  }

  /**
   * Queues many jobs of one name in one Redis round trip (BullMQ's addBulk), each under its
   * deterministic id, so a job already queued is not queued twice. Resolves false (and logs) when
   * Redis cannot take them now: the worker's sweep finds their records and queues them then.
   */
  async enqueueBulk<N extends JobName>(name: N, payloads: readonly JobPayloads[N][]): Promise<boolean> {
    if (payloads.length === 0) return true;
    const requestId = currentRequestId();
    try {
      await this.queue(JOBS[name].queue).addBulk(payloads.map((payload) => ({ name, data: requestId ? { ...payload, [REQUEST_ID_FIELD]: requestId } : payload, opts: { jobId: jobIdFor(name, payload), ...JOBS[name].options } })));
      return true;
    } catch (err) {
      this.logger.warn(`${payloads.length} ${name} jobs not queued (${(err as Error).message}); the sweep will queue them.`);
      return false;
    }
  }

  queue(name: QueueName): Queue {
    return this.queues.get(name)!;
  }

  async counts(): Promise<QueueCounts[]> {
    return Promise.all(
      [...this.queues].map(async ([queue, q]) => {
        const c = await q.getJobCounts('waiting', 'active', 'delayed', 'failed', 'completed');
        return { queue, waiting: c['waiting'] ?? 0, active: c['active'] ?? 0, delayed: c['delayed'] ?? 0, failed: c['failed'] ?? 0, completed: c['completed'] ?? 0 };
      }),
    );
  }

  /**
   * The most recent failures of every queue, newest first. The worker scrubs a reason before it is
   * stored; it is scrubbed again here for reasons stored before that, or by BullMQ itself.
   */
  async recentFailures(limit = 20): Promise<FailedJobView[]> {
    const all = await Promise.all(
      [...this.queues].map(async ([queue, q]) =>
        (await q.getFailed(0, limit - 1)).map((job) => ({
          queue,
          name: job.name,
          jobId: job.id ?? '',
          attemptsMade: job.attemptsMade,
          failedReason: scrubFailureReason(job.failedReason ?? ''),
          failedAt: job.finishedOn ? new Date(job.finishedOn).toISOString() : null,
        })),
      ),
    );
    return all
      .flat()
      .sort((a, b) => (b.failedAt ?? '').localeCompare(a.failedAt ?? ''))
      .slice(0, limit);
  }

  async close(): Promise<void> {
    await Promise.all([...this.queues.values()].map((q) => q.close().catch(() => undefined)));
    this.connection.disconnect();
  }

  /** One line a minute at most while Redis is away, not one per reconnect attempt. */
  private warnConnection(err: Error): void {
    const now = Date.now();
    if (now - this.lastConnectionWarning < 60_000) return;
    this.lastConnectionWarning = now;
    this.logger.warn(`Job queue cannot reach Redis: ${err.message}`);
  }
}
