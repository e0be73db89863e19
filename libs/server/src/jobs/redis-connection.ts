import Redis, { type RedisOptions } from 'ioredis';

/** BullMQ keeps its keys under the instance's REDIS_PREFIX, beside (not inside) the API's own keys. */
export function bullPrefix(redisPrefix: string): string {
  return `${redisPrefix}bull`;
}

/**
 * A connection for enqueueing from a request: when Redis is unreachable a command fails at once
 * instead of waiting in ioredis's offline queue, so the request that committed its record still
 * answers promptly (the sweep enqueues the work later).
 */
export function producerConnection(url: string): Redis {
  return new Redis(url, { maxRetriesPerRequest: 1, enableOfflineQueue: false, connectTimeout: 2000 });
}

/** A worker connection: blocking commands must wait for Redis to come back, never give up (BullMQ requires this). */
export function workerConnection(url: string, extra: RedisOptions = {}): Redis {
  return new Redis(url, { maxRetriesPerRequest: null, ...extra });
}
