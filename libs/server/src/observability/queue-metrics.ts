import { Gauge, type Registry } from 'prom-client';
import type { Job } from 'bullmq';
import type { JobQueue } from '../jobs/job-queue';

/**
 * When a waiting job became ready to run. A scheduled or backed-off job sat in "delayed" until its
 * time came, which is not waiting: its delay is left out, so a daily job is not an hour old the
 * moment it becomes due. A retried job counts from its last attempt at the latest.
 */
export function waitingSince(job: Pick<Job, 'timestamp' | 'opts' | 'processedOn'>): number {
  return Math.max(job.timestamp + (job.opts.delay ?? 0), job.processedOn ?? 0);
}

/**
 * Each queue's jobs by state and the age of its oldest waiting job, read from Redis at each scrape
 * (a handful of commands per queue), never kept in the process: every worker reports the same
 * numbers, so dashboards take max() across instances.
 */
export function registerQueueMetrics(registry: Registry, queue: JobQueue, now: () => number = Date.now): void {
  const oldest = new Gauge({
    name: 'clearhire_queue_oldest_waiting_job_age_seconds',
    help: 'Seconds the oldest job waiting in the queue has been ready to run (0 when none waits).',
    labelNames: ['queue'],
    registers: [registry],
  });
  new Gauge({
    name: 'clearhire_queue_jobs',
    help: 'Jobs in the queue by state: waiting, active, delayed (scheduled or backing off before a retry), failed (kept for administrators).',
    labelNames: ['queue', 'state'],
    registers: [registry],
    async collect() {
      const counts = await queue.counts();
      await Promise.all(
        counts.map(async (c) => {
          for (const state of ['waiting', 'active', 'delayed', 'failed'] as const) this.set({ queue: c.queue, state }, c[state]);
          // The wait list's far end is its oldest job (BullMQ adds at the head).
          const [first] = c.waiting > 0 ? await queue.queue(c.queue).getJobs(['wait'], 0, 0, true) : [];
          oldest.set({ queue: c.queue }, first ? Math.max(0, (now() - waitingSince(first)) / 1000) : 0);
        }),
      );
    },
  });
}
