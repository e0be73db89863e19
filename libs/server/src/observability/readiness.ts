import type Redis from 'ioredis';
import { once } from 'node:events';
import type { DataSource } from 'typeorm';
import type { Readiness } from './monitoring-server';

/**
 * How long each of PostgreSQL and Redis may take to answer. On a busy machine (a burst of CPU-bound
 * work, a GC pause, the pool's connections all in use for a moment) a healthy answer can take a
 * second or two; "down" then would have a load balancer pull an instance that works and load the
 * others more. 5 s, the usual load balancer's own timeout for a health check, still reports a
 * real outage within one check.
 */
export const HEALTH_DEADLINE_MS = 5000;

export const within = <T>(p: Promise<T>, ms: number) =>
  Promise.race([p, new Promise<never>((_, reject) => setTimeout(() => reject(new Error('timeout')), ms).unref())]);

/**
 * Redis answers PING. A connection still opening (just after boot, or reconnecting) is given the
 * deadline to get ready: its commands fail at once until then (no offline queue), which said
 * "down" of a Redis that was up. A connection that fails to open says so by its 'error' event.
 */
export async function redisAnswers(redis: Redis, deadlineMs = HEALTH_DEADLINE_MS): Promise<void> {
  if (redis.status !== 'ready') await once(redis, 'ready', { signal: AbortSignal.timeout(deadlineMs) });
  await redis.ping();
}

export const databaseAnswers = (dataSource: DataSource) => dataSource.query('SELECT 1');

/**
 * Ready to take work: PostgreSQL and Redis answer, and the database holds every migration this build
 * knows (a process of a new release, started before `migrate` ran, would read columns that are not
 * there yet). The migrations are read only once the database answers.
 */
export async function checkReadiness(dataSource: DataSource, redis: Redis, deadlineMs = HEALTH_DEADLINE_MS): Promise<Readiness> {
  const problems: Readiness['problems'] = [];
  const [database, redisUp] = await Promise.all([
    within(databaseAnswers(dataSource), deadlineMs).then(() => true, () => false),
    within(redisAnswers(redis, deadlineMs), deadlineMs).then(() => true, () => false),
  ]);
  if (!database) problems.push({ msg: 'PostgreSQL does not answer.', param: 'database' });
  else if (await within(dataSource.showMigrations(), deadlineMs).catch(() => true)) {
    problems.push({ msg: 'The database is missing migrations of this release: run migrate.', param: 'migrations' });
  }
  if (!redisUp) problems.push({ msg: 'Redis does not answer.', param: 'redis' });
  return { ready: problems.length === 0, problems };
}
