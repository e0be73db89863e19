import { Gauge, type Registry } from 'prom-client';
import type { Job } from 'bullmq';
import type { JobQueue, QueueCounts } from '../jobs/job-queue';
import type { QueueName } from '../jobs/job-registry';

/**
 * When a waiting job became ready to run. A scheduled or backed-off job sat in "delayed" until its
 * time came, which is not waiting: its delay is left out, so a daily job is not an hour old the
 * moment it becomes due. A retried job counts from its last attempt at the latest.
 */
export function waitingSince(job: Pick<Job, 'timestamp' | 'opts' | 'processedOn'>): number {
  return Math.max(job.timestamp + (job.opts.delay ?? 0), job.processedOn ?? 0);
}

interface QueueSnapshot {
  counts: QueueCounts[];
  oldestAgeSeconds: Map<QueueName, number>;
}

/**
 * Each queue's jobs by state and the age of its oldest waiting job, read from Redis at each scrape
 * (a handful of commands per queue), never kept in the process: every worker reports the same
 * numbers, so dashboards take max() across instances. Both gauges read one snapshot per scrape
 * (prom-client collects every metric at once), so they never disagree or lag a scrape behind.
 */
export function registerQueueMetrics(registry: Registry, queue: JobQueue, now: () => number = Date.now): void {
  let inFlight: Promise<QueueSnapshot> | undefined;
  const read = async (): Promise<QueueSnapshot> => {
    const counts = await queue.counts();
    const oldestAgeSeconds = new Map<QueueName, number>();
    await Promise.all(
      counts.map(async (c) => {
        // The wait list's far end is its oldest job (BullMQ adds at the head).
        const [first] = c.waiting > 0 ? await queue.queue(c.queue).getJobs(['wait'], 0, 0, true) : [];
        oldestAgeSeconds.set(c.queue, first ? Math.max(0, (now() - waitingSince(first)) / 1000) : 0);
      }),
    );
    return { counts, oldestAgeSeconds };
  };
  const snapshot = () => {
    inFlight ??= read().finally(() => {
      inFlight = undefined;
    });
    return inFlight;
  };
  new Gauge({
    name: 'clearhire_queue_jobs',
    help: 'Jobs in the queue by state: waiting, active, delayed (scheduled or backing off before a retry), failed (kept for administrators).',
    labelNames: ['queue', 'state'],
    registers: [registry],
    async collect() {
      for (const c of (await snapshot()).counts) {
        for (const state of ['waiting', 'active', 'delayed', 'failed'] as const) this.set({ queue: c.queue, state }, c[state]);
      }
    },
  });
  new Gauge({
    name: 'clearhire_queue_oldest_waiting_job_age_seconds',
    help: 'Seconds the oldest job waiting in the queue has been ready to run (0 when none waits).',
    labelNames: ['queue'],
    registers: [registry],
    async collect() {
      for (const [name, age] of (await snapshot()).oldestAgeSeconds) this.set({ queue: name }, age);
    },
  });
}
