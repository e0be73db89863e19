import { Logger } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import type { Socket } from 'node:net';
import { JobName, jobIdFor, JobQueue, QueueName } from '@clearhire/server';

/**
 * A pre-screening queues its forms and its receipt (and any webhook deliveries) after its commit:
 * on the real Redis, those jobs leave in one write, each lands in its own queue under its own id,
 * and jobs queued by a later request are not held back.
 */
describe('queuing a request’s jobs together', () => {
  const queue = new JobQueue(process.env['REDIS_URL'] ?? 'redis://127.0.0.1:6379', process.env['REDIS_PREFIX'] as string, new Logger('Jobs'));
  afterAll(() => queue.close());

  /** Counts the socket's writes (one per system call: a single buffer or a corked batch) while `run` goes. */
  async function writesDuring<T>(run: () => Promise<T>): Promise<{ writes: number; result: T }> {
    const socket = queue.redis.stream as Socket & { _write: (...a: unknown[]) => void; _writev: (...a: unknown[]) => void };
    const write = socket._write;
    const writev = socket._writev;
    let writes = 0;
    socket._write = function (...a: unknown[]) {
      writes++;
      return write.apply(this, a);
    };
    socket._writev = function (...a: unknown[]) {
      writes++;
      return writev.apply(this, a);
    };
    try {
      const result = await run();
      return { writes, result };
    } finally {
      socket._write = write;
      socket._writev = writev;
    }
  }

  const jobsOf = (submissionId: string) => [
    { name: JobName.RenderSubmissionForms, payload: { submissionId } },
    { name: JobName.SendPrescreeningReceipt, payload: { submissionId } },
  ] as const;

  beforeAll(async () => {
    await Promise.all(Object.values(QueueName).map((name) => queue.queue(name).waitUntilReady()));
    // BullMQ loads its scripts into Redis on their first use: that is not what is measured.
    await queue.enqueueAll(jobsOf(randomUUID()));
  });

  it('sends the forms and the receipt of a pre-screening in one write, each queued in its own queue', async () => {
    const submissionId = randomUUID();
    const { writes, result } = await writesDuring(() => queue.enqueueAll(jobsOf(submissionId)));
    expect(result).toEqual([true, true]);
    expect(writes).toBe(1);
    const forms = await queue.queue(QueueName.Documents).getJob(jobIdFor(JobName.RenderSubmissionForms, { submissionId }));
    const receipt = await queue.queue(QueueName.Mail).getJob(jobIdFor(JobName.SendPrescreeningReceipt, { submissionId }));
    expect(forms?.data).toMatchObject({ submissionId });
    expect(receipt?.data).toMatchObject({ submissionId });
  });

  it('sends two requests’ jobs queued in the same turn together, and a later request’s at once', async () => {
    const [a, b] = [randomUUID(), randomUUID()];
    const together = await writesDuring(() => Promise.all([queue.enqueueAll(jobsOf(a)), queue.enqueueAll(jobsOf(b))]));
    expect(together.result).toEqual([
      [true, true],
      [true, true],
    ]);
    expect(together.writes).toBe(1);
    // The socket is not left corked: a single job queued afterwards goes out by itself and is answered.
    const alone = await writesDuring(() => queue.enqueue(JobName.SendPrescreeningReceipt, { submissionId: randomUUID() }));
    expect(alone).toEqual({ writes: 1, result: true });
  });
});
