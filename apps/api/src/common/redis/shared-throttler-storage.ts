import { Logger, type OnModuleDestroy } from '@nestjs/common';
import type { ThrottlerStorage } from '@nestjs/throttler';
import type { ThrottlerStorageRecord } from '@nestjs/throttler/dist/throttler-storage-record.interface';
import Redis, { type RedisOptions } from 'ioredis';
import { once } from 'node:events';
import { logConnectionErrors, warnEvery10s } from './redis.module';

/** How long hits wait in this process before they are added to the shared count (one round trip for all of them). */
export const RATE_LIMIT_SYNC_MS = 50;

/**
 * Adds a batch of hits to one client's shared count and answers the count, the time its window
 * has left and the time its block has left (ms). The first hits of a window start it; a count
 * over the limit blocks the client for the block duration, across every API process.
 */
const ADD_HITS = `
local total = redis.call('INCRBY', KEYS[1], ARGV[1])
local ttl = redis.call('PTTL', KEYS[1])
if ttl <= 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[2])
  ttl = tonumber(ARGV[2])
end
local blocked = redis.call('PTTL', KEYS[2])
if blocked <= 0 and total > tonumber(ARGV[3]) then
  redis.call('SET', KEYS[2], 1, 'PX', ARGV[4])
  blocked = tonumber(ARGV[4])
end
return { total, ttl, blocked }
`;

type AddHits = (hitsKey: string, blockedKey: string, hits: number, ttl: number, limit: number, blockDuration: number) => Promise<[number, number, number]>;

/** One client's count under one limit, as this process knows it. */
interface Count {
  /** Hits in the window: the shared count at the last sync, plus this process's hits since. */
  hits: number;
  /** This process's hits not yet added to the shared count (being added, or waiting). */
  unsent: number;
  windowEndsAt: number;
  blockedUntil: number;
  ttl: number;
  limit: number;
  blockDuration: number;
}

/**
 * The public rate limits' store. Each API process counts a client's hits in memory and decides at
 * once, and every RATE_LIMIT_SYNC_MS adds what it counted to one shared count per client in Redis,
 * all clients in one round trip, learning the other processes' hits and blocks in the answer. A
 * request therefore never waits for Redis, and Redis sees a few commands a second instead of one
 * per public request (which cost about a tenth of a pre-screening's CPU); across processes a
 * client gets at most one sync interval's worth of hits past the limit before every process
 * blocks it. While Redis does not answer, each process goes on counting on its own, so the limits
 * still hold, per process, and the hits are added once Redis is back.
 */
export class SharedThrottlerStorage implements ThrottlerStorage, OnModuleDestroy {
  private readonly warn = warnEvery10s(new Logger('RateLimitStore'));
  private readonly counts = new Map<string, Count>();
  private readonly redis: Redis;
  private readonly addHits: AddHits;
  private timer: NodeJS.Timeout | null = null;
  private syncing: Promise<void> | null = null;

  constructor(url: string, options: RedisOptions, private readonly now: () => number = Date.now) {
    this.redis = logConnectionErrors(new Redis(url, options), 'RateLimitStore');
    this.redis.defineCommand('clearhireAddHits', { numberOfKeys: 2, lua: ADD_HITS });
    const redis = this.redis as Redis & { clearhireAddHits: AddHits };
    this.addHits = redis.clearhireAddHits.bind(redis);
  }

  async increment(key: string, ttl: number, limit: number, blockDuration: number, throttlerName: string): Promise<ThrottlerStorageRecord> {
    const now = this.now();
    const id = `{${key}:${throttlerName}}`;
    let count = this.counts.get(id);
    if (!count) {
      count = { hits: 0, unsent: 0, windowEndsAt: now + ttl, blockedUntil: 0, ttl, limit, blockDuration };
      this.counts.set(id, count);
    } else if (count.windowEndsAt <= now && count.blockedUntil <= now) {
      // A new window; hits of the last one not yet sent still go to the shared count.
      Object.assign(count, { hits: 0, windowEndsAt: now + ttl, blockedUntil: 0 });
    }
    if (count.blockedUntil <= now) {
      count.hits += 1;
      count.unsent += 1;
      if (count.hits > limit) count.blockedUntil = now + blockDuration;
      this.scheduleSync();
    }
    return {
      totalHits: count.hits,
      timeToExpire: Math.ceil((count.windowEndsAt - now) / 1000),
      isBlocked: count.blockedUntil > now,
      timeToBlockExpire: Math.max(0, Math.ceil((count.blockedUntil - now) / 1000)),
    };
  }

  /** Adds every count's unsent hits to the shared counts now (also what the timer runs). */
  sync(): Promise<void> {
    this.syncing ??= this.syncAll().finally(() => {
      this.syncing = null;
      if ([...this.counts.values()].some((c) => c.unsent > 0)) this.scheduleSync();
    });
    return this.syncing;
  }

  /** Resolves once the Redis connection is up (a sync before that keeps its hits for the next one). */
  async whenConnected(): Promise<void> {
    if (this.redis.status !== 'ready') await once(this.redis, 'ready');
  }

  /** Sends what is still counted here before the connection closes, so no hit is lost on a restart. */
  async onModuleDestroy(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.sync().catch(() => undefined);
    this.redis.disconnect();
  }

  private scheduleSync(): void {
    if (this.timer || this.syncing) return;
    this.timer = setTimeout(() => {
      this.timer = null;
      void this.sync();
    }, RATE_LIMIT_SYNC_MS);
    this.timer.unref();
  }

  private async syncAll(): Promise<void> {
    const now = this.now();
    const batch: [string, Count, number][] = [];
    for (const [id, count] of this.counts) {
      if (count.unsent > 0) batch.push([id, count, count.unsent]);
      else if (count.windowEndsAt <= now && count.blockedUntil <= now) this.counts.delete(id); // nothing left to know
    }
    if (batch.length === 0) return;
    for (const [, count, sent] of batch) count.unsent -= sent;
    const pipeline = this.redis.pipeline();
    for (const [id, count, sent] of batch) {
      (pipeline as unknown as { clearhireAddHits: AddHits }).clearhireAddHits(`${id}:hits`, `${id}:blocked`, sent, count.ttl, count.limit, count.blockDuration);
    }
    let replies: [Error | null, unknown][] | null;
    try {
      replies = await pipeline.exec();
    } catch (err) {
      replies = null;
      this.warn(`Redis unavailable, rate limits counted in this process: ${(err as Error).message}`);
    }
    const answered = this.now();
    batch.forEach(([, count, sent], i) => {
      const [err, reply] = replies?.[i] ?? [new Error('no reply'), null];
      if (err || !Array.isArray(reply)) {
        // Kept for the next sync: the shared count gets these hits once Redis answers again.
        count.unsent += sent;
        if (replies) this.warn(`Rate limit sync failed: ${err?.message ?? 'unexpected reply'}`);
        return;
      }
      const [total, windowLeft, blockLeft] = reply.map(Number);
      // The shared count holds this process's sent hits; hits counted while it was on its way are added.
      count.hits = total + count.unsent;
      count.windowEndsAt = answered + windowLeft;
      if (blockLeft > 0) count.blockedUntil = Math.max(count.blockedUntil, answered + blockLeft);
    });
  }
}
