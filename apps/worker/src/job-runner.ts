import { UnrecoverableError, Worker, type Job } from 'bullmq';
import type Redis from 'ioredis';
import {
  AuditChainBrokenError,
  SmsSendError,
  assertCompleteRegistry,
  bullPrefix,
  JOB_ATTEMPTS,
  JobName,
  type JobQueue,
  QueueName,
  REQUEST_ID_FIELD,
  runWithLogContext,
  scrubError,
  scrubFailureReason,
  workerConnection,
} from '@clearhire/server';
import { NoWotcRulesError } from '@clearhire/domain';
import type { JobHandler } from './job-handler';
import { Permits } from './batching/permits';

/** What the runner reports of each job (WorkerMetrics); tests may leave it out. */
export interface JobObserver {
  jobFinished(jobName: string, outcome: 'done' | 'skipped' | 'failed', seconds: number, at: number): void;
  jobFailed(jobName: string, final: boolean): void;
}

export interface JobRunnerOptions {
  redisUrl: string;
  redisPrefix: string;
  concurrency: number;
  /** The documents queue's own: its form renderings share reads and transactions, so they gain from running side by side. */
  documentsConcurrency: number;
  sweepIntervalSeconds: number;
  dueListCron: string;
  purgeCron: string;
  section1ReminderCron: string;
  everifyPollSeconds: number;
  auditCheckpointMinutes: number;
  lockMs: number;
}

export interface RunnerLogger {
  log(message: string): void;
  debug(message: string): void;
  error(message: string): void;
}

/** The log context of a job: its id and name, and the id of the request that queued it, if one did. */
function jobContext(job: Job | undefined) {
  const requestId = (job?.data as Record<string, unknown> | undefined)?.[REQUEST_ID_FIELD];
  return { jobId: job?.id, jobName: job?.name, ...(typeof requestId === 'string' ? { requestId } : {}) };
}

const SWEEP_SCHEDULER_ID = 'sweep-missing-work';
const DUE_LIST_SCHEDULER_ID = 'send-due-lists';
const PURGE_SCHEDULER_ID = 'purge-expired-i9s';
const EVERIFY_POLL_SCHEDULER_ID = 'poll-everify-cases';
const AUDIT_CHECKPOINT_SCHEDULER_ID = 'write-audit-checkpoint';
const SECTION1_REMINDERS_SCHEDULER_ID = 'send-section1-reminders';

/**
 * Runs every queue's jobs through the one handler registered for each job name. The registry is
 * checked before anything starts, so a worker missing a handler never boots.
 * A job whose worker dies mid-run keeps its lock only for `lockMs`; BullMQ then hands it to the
 * next worker (stalled-job recovery), and the handlers are idempotent, so it completes exactly once.
 */
export class JobRunner {
  private readonly handlers = new Map<string, JobHandler>();
  private readonly workers: Worker[] = [];
  private connection?: Redis;
  private readonly unbatchedDocuments: Permits;

  constructor(
    handlers: readonly JobHandler[],
    private readonly queue: JobQueue,
    private readonly options: JobRunnerOptions,
    private readonly logger: RunnerLogger,
    private readonly observer?: JobObserver,
  ) {
    assertCompleteRegistry(handlers.map((h) => h.name));
    this.unbatchedDocuments = new Permits(options.concurrency);
    for (const handler of handlers) this.handlers.set(handler.name, handler);
  }

  async start(): Promise<void> {
    this.connection = workerConnection(this.options.redisUrl);
    this.connection.on('error', () => undefined); // each Worker reports its own connection errors below
    for (const queueName of Object.values(QueueName)) {
      const worker = new Worker(queueName, (job) => this.run(job), {
        connection: this.connection,
        prefix: bullPrefix(this.options.redisPrefix),
        concurrency: queueName === QueueName.Documents ? this.options.documentsConcurrency : this.options.concurrency,
        lockDuration: this.options.lockMs,
        stalledInterval: Math.max(1000, Math.floor(this.options.lockMs / 2)),
        maxStalledCount: 2,
      });
      // run() already scrubbed a handler's error; BullMQ's own (a stalled job, say) are scrubbed here.
      worker.on('failed', (job, err) => {
        const final = Boolean(job && (err instanceof UnrecoverableError || job.attemptsMade >= (job.opts.attempts ?? JOB_ATTEMPTS)));
        if (job) this.observer?.jobFailed(job.name, final);
        runWithLogContext(jobContext(job), () =>
          this.logger.error(`Job ${job?.id ?? '?'} failed (attempt ${job?.attemptsMade ?? '?'}${final ? ', giving up' : ', will retry'}): ${scrubFailureReason(err.message)}`),
        );
      });
      worker.on('error', (err) => this.logger.error(`Queue ${queueName}: ${scrubFailureReason(err.message)}`));
      this.workers.push(worker);
    }
    await this.queue.queue(QueueName.Documents).upsertJobScheduler(
      SWEEP_SCHEDULER_ID,
      { every: this.options.sweepIntervalSeconds * 1000 },
      { name: JobName.SweepMissingWork, data: {}, opts: { attempts: 1, removeOnComplete: true, removeOnFail: 100 } },
    );
    await this.queue.queue(QueueName.Mail).upsertJobScheduler(
      DUE_LIST_SCHEDULER_ID,
      { pattern: this.options.dueListCron, tz: 'UTC' },
      { name: JobName.SendDueLists, data: {}, opts: { attempts: 3, backoff: { type: 'exponential', delay: 60_000 }, removeOnComplete: true, removeOnFail: 100 } },
    );
    await this.queue.queue(QueueName.Compliance).upsertJobScheduler(
      PURGE_SCHEDULER_ID,
      { pattern: this.options.purgeCron, tz: 'UTC' },
      { name: JobName.PurgeExpiredI9s, data: {}, opts: { attempts: 3, backoff: { type: 'exponential', delay: 60_000 }, removeOnComplete: true, removeOnFail: 100 } },
    );
    await this.queue.queue(QueueName.EVerify).upsertJobScheduler(
      EVERIFY_POLL_SCHEDULER_ID,
      { every: this.options.everifyPollSeconds * 1000 },
      { name: JobName.PollEVerifyCases, data: {}, opts: { attempts: 1, removeOnComplete: true, removeOnFail: 100 } },
    );
    await this.queue.queue(QueueName.Compliance).upsertJobScheduler(
      AUDIT_CHECKPOINT_SCHEDULER_ID,
      { every: this.options.auditCheckpointMinutes * 60_000 },
      { name: JobName.WriteAuditCheckpoint, data: {}, opts: { attempts: 3, backoff: { type: 'exponential', delay: 10_000 }, removeOnComplete: true, removeOnFail: 100 } },
    );
    await this.queue.queue(QueueName.Mail).upsertJobScheduler(
      SECTION1_REMINDERS_SCHEDULER_ID,
      { pattern: this.options.section1ReminderCron, tz: 'UTC' },
      { name: JobName.SendSection1Reminders, data: {}, opts: { attempts: 3, backoff: { type: 'exponential', delay: 60_000 }, removeOnComplete: true, removeOnFail: 100 } },
    );
    await Promise.all(this.workers.map((w) => w.waitUntilReady()));
    this.logger.log(`Worker running: queues ${Object.values(QueueName).join(', ')}; ${this.handlers.size} job types; concurrency ${this.options.concurrency} (documents ${this.options.documentsConcurrency}).`);
  }

  /** Lets running jobs finish, then stops taking new ones. */
  async stop(): Promise<void> {
    await Promise.all(this.workers.map((w) => w.close()));
    this.workers.length = 0;
    this.connection?.disconnect();
  }

  /**
   * A handler's error becomes the job's failedReason and stack trace in Redis, which administrators
   * read through GET /api/jobs: its e-mail addresses and long numbers are scrubbed before BullMQ
   * stores it (a mail server's refusal quotes the recipient; docs/architecture.md §5).
   */
  private run(job: Job): Promise<string> {
    // Every line the handler writes carries the job's id and the id of the request that queued it.
    return runWithLogContext(jobContext(job), () => this.runInContext(job));
  }

  private runInContext(job: Job): Promise<string> {
    // Only the form renderings share their work: the documents queue's other jobs keep the ordinary concurrency.
    if (job.queueName === QueueName.Documents && job.name !== JobName.RenderSubmissionForms) return this.unbatchedDocuments.run(() => this.runHandler(job));
    return this.runHandler(job);
  }

  private async runHandler(job: Job): Promise<string> {
    const handler = this.handlers.get(job.name);
    // A job name no handler knows cannot succeed on a retry.
    if (!handler) throw new UnrecoverableError(`No handler for job "${job.name}"`);
    // The request id is the log's, not the handler's: the payload is what the job's name takes.
    const payload = { ...(job.data as Record<string, unknown>) };
    delete payload[REQUEST_ID_FIELD];
    const started = performance.now();
    const finished = (outcome: 'done' | 'skipped' | 'failed') => {
      const ms = performance.now() - started;
      this.observer?.jobFinished(job.name, outcome, ms / 1000, Date.now());
      return ms;
    };
    try {
      const outcome = await handler.handle(payload as never);
      const ms = finished(outcome);
      // A scheduled sweep or poll with nothing to do, every few seconds, is not news.
      this.logger[outcome === 'done' ? 'log' : 'debug'](`Job ${job.id} ${outcome} in ${Math.round(ms)} ms`);
      return outcome;
    } catch (err) {
      finished('failed');
      throw scrubError(retryCannotHelp(err) ? new UnrecoverableError(err.message) : err);
    }
  }
}

/**
 * Errors that fail the same way on every retry: the job fails once, with the reason (scrubbed like
 * any), for an administrator to act on. A stored date before the WOTC rules table (a submission
 * from before 2015) needs the hire corrected; a broken audit trail needs the forged rows found.
 */
function retryCannotHelp(err: unknown): err is Error {
  // An SMS provider's refusal of the request itself (a bad number, wrong credentials) is refused again at every retry.
  return err instanceof NoWotcRulesError || err instanceof AuditChainBrokenError || (err instanceof SmsSendError && !err.retryable);
}
