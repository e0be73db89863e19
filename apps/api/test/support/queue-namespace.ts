import { randomBytes } from 'node:crypto';

/**
 * Each test file keeps its Redis keys (job queues, rate limits) under a prefix of its own, inside
 * the run's: a worker a file starts then works on that file's jobs, not on a backlog of jobs other
 * files queued while no worker ran.
 */
const runPrefix = (process.env['CLEARHIRE_RUN_REDIS_PREFIX'] ??= process.env['REDIS_PREFIX'] ?? 'clearhire-test:');
process.env['REDIS_PREFIX'] = `${runPrefix}${randomBytes(4).toString('hex')}:`;
