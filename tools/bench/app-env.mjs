// What a benchmark needs to run the built API (and worker) on its own scratch database: fresh
// secrets, its own Redis prefix, no rate limit in the way, production mode and quiet logs.
import { randomBytes } from 'node:crypto';

export function appEnv({ port, databaseUrl, redisPrefix, key = randomBytes(32), auditKey = randomBytes(32), ...more }) {
  return {
    ...process.env,
    PORT: String(port),
    DATABASE_URL: databaseUrl,
    REDIS_PREFIX: redisPrefix,
    JWT_SECRET: randomBytes(32).toString('hex'),
    ENCRYPTION_KEYS: `k1:${key.toString('base64')}`,
    BLIND_INDEX_KEY: randomBytes(32).toString('base64'),
    AUDIT_KEY: auditKey.toString('base64'),
    PUBLIC_RATE_LIMIT: '100000000',
    LOG_LEVEL: 'warn',
    ADMIN_TWO_FACTOR: 'optional',
    ADMIN_EMAIL: 'bench-admin@clearhire.local',
    ADMIN_PASSWORD: 'bench admin password',
    NODE_ENV: 'production',
    ...more,
  };
}

/** Waits until `url` answers 2xx (the API's health check once it listens). */
export async function waitFor(url) {
  for (let i = 0; i < 150; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not come up`);
}

/**
 * Deletes a bench's Redis keys (its queued jobs and rate-limit counters) when it ends: no worker
 * drains the API bench's queue, so each run leaves some 100,000 jobs behind, and a Redis grown to a
 * gigabyte by earlier runs is not the Redis the next run should be measured against.
 */
export async function dropRedisPrefix(prefix, redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379') {
  const { default: Redis } = await import('ioredis');
  const redis = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 1 });
  try {
    await redis.connect();
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 5000);
      if (keys.length) await redis.unlink(...keys);
      cursor = next;
    } while (cursor !== '0');
  } finally {
    redis.disconnect();
  }
}
