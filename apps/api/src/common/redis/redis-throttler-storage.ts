import { ThrottlerStorageRedisService } from '@nest-lab/throttler-storage-redis';
import type { ThrottlerStorageRecord } from '@nestjs/throttler/dist/throttler-storage-record.interface';
import type { default as Redis, RedisOptions } from 'ioredis';

/** The Lua script's reply: hits, ms to expiry, blocked (1 or 0), ms the block has left. */
type ScriptReply = [number, number, number, number];

type ThrottleCommand = (hitKey: string, blockKey: string, name: string, ttl: number, limit: number, blockDuration: number) => Promise<ScriptReply>;

/**
 * @nest-lab/throttler-storage-redis's store and script, sent as EVALSHA. The package sends the
 * whole script (about 1 KB) with EVAL on every public request, which Redis then hashes again each
 * time; a command defined once sends the script's hash only (ioredis loads the script again by
 * itself if Redis has lost it).
 */
export class RedisThrottlerStorage extends ThrottlerStorageRedisService {
  private readonly throttle: ThrottleCommand;

  constructor(url: string, options: RedisOptions) {
    super(url, options);
    const redis = this.redis as Redis & { clearhireThrottle?: ThrottleCommand };
    redis.defineCommand('clearhireThrottle', { numberOfKeys: 2, lua: this.scriptSrc });
    this.throttle = redis.clearhireThrottle!.bind(redis);
  }

  override async increment(key: string, ttl: number, limit: number, blockDuration: number, throttlerName: string): Promise<ThrottlerStorageRecord> {
    // The same keys as the package's own increment, so the counts of a rolling deployment agree.
    const reply = await this.throttle(`{${key}:${throttlerName}}:hits`, `{${key}:${throttlerName}}:blocked`, throttlerName, ttl, limit, blockDuration);
    if (!Array.isArray(reply) || reply.some((n) => typeof n !== 'number')) throw new TypeError(`Unexpected rate limit reply: ${String(reply)}`);
    const [totalHits, timeToExpire, isBlocked, timeToBlockExpire] = reply;
    return { totalHits, timeToExpire: Math.ceil(timeToExpire / 1000), isBlocked: isBlocked === 1, timeToBlockExpire: Math.ceil(timeToBlockExpire / 1000) };
  }
}
