import { Counter, Gauge, Histogram, type Registry } from 'prom-client';
import { type JobQueue, registerQueueMetrics } from '@clearhire/server';

/** Seconds: a mail (under a second) to an inspection export's zip (minutes). */
const JOB_BUCKETS = [0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 300];

/**
 * What the worker reports beyond the process and the database pool: the queues (read from Redis at
 * each scrape), each job's duration and failures by job name, the last success of each job (the
 * alerts' "the daily mail did not go", "the purge did not run"), E-Verify polls by the answer they
 * got, and the age of the newest signed audit checkpoint. Labels are job names, queue names and
 * E-Verify statuses: never a record id or anything about a person.
 */
export class WorkerMetrics {
  private readonly duration: Histogram<'job_name' | 'outcome'>;
  private readonly failures: Counter<'job_name' | 'final'>;
  private readonly lastSuccess: Gauge<'job_name'>;
  private readonly polls: Counter<'answer'>;
  private newestCheckpointAt?: number;

  constructor(
    private readonly registry: Registry,
    queue: JobQueue,
    private readonly now: () => number = Date.now,
  ) {
    registerQueueMetrics(registry, queue, now);
    this.duration = new Histogram({
      name: 'clearhire_job_duration_seconds',
      help: 'Jobs run by this worker: duration by job name and outcome (done, skipped, failed).',
      labelNames: ['job_name', 'outcome'],
      buckets: JOB_BUCKETS,
      registers: [registry],
    });
    this.failures = new Counter({
      name: 'clearhire_job_failures_total',
      help: 'Failed job attempts by job name; final="true" when no retry is left (the job stays failed for an administrator).',
      labelNames: ['job_name', 'final'],
      registers: [registry],
    });
    this.lastSuccess = new Gauge({
      name: 'clearhire_job_last_success_timestamp_seconds',
      help: 'When a job of this name last finished without error on this worker (Unix seconds).',
      labelNames: ['job_name'],
      registers: [registry],
    });
    this.polls = new Counter({
      name: 'clearhire_everify_polls_total',
      help: "E-Verify case status requests by the answer: the case's status, or unanswered when E-Verify could not be asked.",
      labelNames: ['answer'],
      registers: [registry],
    });
  }

  jobFinished(jobName: string, outcome: 'done' | 'skipped' | 'failed', seconds: number, at: number): void {
    this.duration.observe({ job_name: jobName, outcome }, seconds);
    if (outcome !== 'failed') this.lastSuccess.set({ job_name: jobName }, at / 1000);
  }

  jobFailed(jobName: string, final: boolean): void {
    this.failures.inc({ job_name: jobName, final: String(final) });
  }

  everifyPolled(answer: string): void {
    this.polls.inc({ answer });
  }

  /**
   * The checkpoint's age is registered with the first checkpoint known: an unlabelled gauge would
   * read 0 (a fresh checkpoint) before then, when the truth is "none yet".
   */
  auditCheckpointSigned(at: Date): void {
    const first = this.newestCheckpointAt === undefined;
    this.newestCheckpointAt = Math.max(this.newestCheckpointAt ?? 0, at.getTime());
    if (!first) return;
    const newest = () => this.newestCheckpointAt ?? 0;
    const now = this.now;
    new Gauge({
      name: 'clearhire_audit_checkpoint_age_seconds',
      help: 'Seconds since the newest signed audit checkpoint this worker wrote or found at its start (absent until one is known).',
      registers: [this.registry],
      collect() {
        this.set(Math.max(0, (now() - newest()) / 1000));
      },
    });
  }
}
