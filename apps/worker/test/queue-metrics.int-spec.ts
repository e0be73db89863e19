import { Logger } from '@nestjs/common';
import { Registry } from 'prom-client';
import { JobName, JobQueue, QueueName, registerQueueMetrics } from '@clearhire/server';

/**
 * The queue gauges on the real Redis, with no worker taking the jobs: what Prometheus reads at the
 * first scrape after a job has waited, and the age the "job waiting over 10 minutes" alert is on.
 */
describe('queue metrics', () => {
  const queue = new JobQueue(process.env['REDIS_URL'] ?? 'redis://127.0.0.1:6379', process.env['REDIS_PREFIX'] as string, new Logger('Jobs'));
  let clock = Date.now();
  const registry = new Registry();
  registerQueueMetrics(registry, queue, () => clock);
  afterAll(() => queue.close());

  it('shows a waiting job and how long it has waited at the very first scrape', async () => {
    const before = await registry.metrics();
    expect(before).toMatch(/clearhire_queue_jobs\{queue="mail",state="waiting"\} 0/);
    expect(before).toMatch(/clearhire_queue_oldest_waiting_job_age_seconds\{queue="mail"\} 0/);

    await queue.enqueue(JobName.SendDemoRequest, { contactRequestId: '7' });
    const [job] = await queue.queue(QueueName.Mail).getJobs(['wait']);
    clock = job.timestamp + 700_000;
    const text = await registry.metrics();
    expect(text).toMatch(/clearhire_queue_jobs\{queue="mail",state="waiting"\} 1/);
    expect(text).toMatch(/clearhire_queue_oldest_waiting_job_age_seconds\{queue="mail"\} 700\b/);
    expect(text).toMatch(/clearhire_queue_oldest_waiting_job_age_seconds\{queue="documents"\} 0/);
  });
});
