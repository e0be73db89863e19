import { Controller, Get, Inject, Res } from '@nestjs/common';
import { ApiOkResponse, ApiProperty, ApiTags } from '@nestjs/swagger';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Response } from 'express';
import Redis from 'ioredis';
import { once } from 'node:events';
import { DataSource } from 'typeorm';
import { Public } from '../../common/auth/access.decorator';
import { REDIS } from '../../common/redis/redis.module';

class HealthStatus {
  @ApiProperty({ enum: ['ok', 'degraded'] }) status!: 'ok' | 'degraded';
  @ApiProperty({ enum: ['up', 'down'] }) database!: 'up' | 'down';
  @ApiProperty({ enum: ['up', 'down'] }) redis!: 'up' | 'down';
}

/**
 * How long each of PostgreSQL and Redis may take to answer. On a busy machine (a burst of CPU-bound
 * work, a GC pause, the pool's connections all in use for a moment) a healthy answer can take a
 * second or two; "down" then would have a load balancer pull an instance that works and load the
 * others more. 5 s, the usual load balancer's own timeout for a health check, still reports a
 * real outage within one check.
 */
export const HEALTH_DEADLINE_MS = 5000;

const within = <T>(p: Promise<T>, ms: number) =>
  Promise.race([p, new Promise<never>((_, reject) => setTimeout(() => reject(new Error('timeout')), ms).unref())]);

/**
 * Redis answers PING. A connection still opening (just after boot, or reconnecting) is given the
 * deadline to get ready: its commands fail at once until then (no offline queue), which said
 * "down" of a Redis that was up. A connection that fails to open says so by its 'error' event.
 */
async function redisAnswers(redis: Redis): Promise<void> {
  if (redis.status !== 'ready') await once(redis, 'ready', { signal: AbortSignal.timeout(HEALTH_DEADLINE_MS) });
  await redis.ping();
}

@ApiTags('health')
@Controller('health')
export class HealthController {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(REDIS) private readonly redis: Redis,
  ) {}

  /** 200 when PostgreSQL and Redis answer within HEALTH_DEADLINE_MS, 503 otherwise (for load balancers and compose health checks). */
  @Get()
  @Public({ rateLimit: false })
  @ApiOkResponse({ type: HealthStatus })
  async check(@Res({ passthrough: true }) res: Response): Promise<HealthStatus> {
    const [database, redis] = await Promise.all([
      within(this.dataSource.query('SELECT 1'), HEALTH_DEADLINE_MS).then(() => 'up' as const, () => 'down' as const),
      within(redisAnswers(this.redis), HEALTH_DEADLINE_MS).then(() => 'up' as const, () => 'down' as const),
    ]);
    const ok = database === 'up' && redis === 'up';
    res.status(ok ? 200 : 503);
    return { status: ok ? 'ok' : 'degraded', database, redis };
  }
}
