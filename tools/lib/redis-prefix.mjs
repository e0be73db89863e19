// Deletes every Redis key under a prefix: what a bench or a test server queued and counted, once it
// has stopped. Nothing drains a bench's queue and a stopped server's jobs are never run, so without
// this each run would leave its keys (a bench run about 100,000 jobs) in the machine's Redis.
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
