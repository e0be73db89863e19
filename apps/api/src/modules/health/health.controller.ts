import { Controller, Get, Inject, Res } from '@nestjs/common';
import { ApiOkResponse, ApiProperty, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import { InjectDataSource } from '@nestjs/typeorm';
import type { Response } from 'express';
import Redis from 'ioredis';
import { DataSource } from 'typeorm';
import { checkReadiness, databaseAnswers, HEALTH_DEADLINE_MS, redisAnswers, within } from '@clearhire/server';
import { Public } from '../../common/auth/access.decorator';
import { ApiErrors } from '../../app/openapi-document';
import { REDIS } from '../../common/redis/redis.module';

export { HEALTH_DEADLINE_MS };

class HealthStatus {
  @ApiProperty({ enum: ['ok', 'degraded'] }) status!: 'ok' | 'degraded';
  @ApiProperty({ enum: ['up', 'down'] }) database!: 'up' | 'down';
  @ApiProperty({ enum: ['up', 'down'] }) redis!: 'up' | 'down';
}

class Liveness {
  @ApiProperty({ enum: ['ok'] }) status!: 'ok';
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
      within(databaseAnswers(this.dataSource), HEALTH_DEADLINE_MS).then(() => 'up' as const, () => 'down' as const),
      within(redisAnswers(this.redis), HEALTH_DEADLINE_MS).then(() => 'up' as const, () => 'down' as const),
    ]);
    const ok = database === 'up' && redis === 'up';
    res.status(ok ? 200 : 503);
    return { status: ok ? 'ok' : 'degraded', database, redis };
  }

  /**
   * Liveness: the process answers HTTP, nothing more. A database or Redis outage must not get a
   * healthy process restarted (restarting cannot fix them); only a stuck event loop fails this.
   */
  @Get('live')
  @Public({ rateLimit: false })
  @ApiOkResponse({ type: Liveness })
  live(): Liveness {
    return { status: 'ok' };
  }

  /**
   * Readiness: 200 when this process can serve, 503 naming what is not ready (`database`, `redis`,
   * `migrations` pending) in the usual error shape, so a load balancer sends it no traffic meanwhile.
   */
  @Get('ready')
  @Public({ rateLimit: false })
  @ApiOkResponse({ type: Liveness })
  @ApiServiceUnavailableResponse({ type: ApiErrors, description: 'What is not ready: `database`, `redis` or `migrations`.' })
  async ready(@Res({ passthrough: true }) res: Response): Promise<Liveness | ApiErrors> {
    const readiness = await checkReadiness(this.dataSource, this.redis);
    if (readiness.ready) return { status: 'ok' };
    res.status(503);
    return { errors: readiness.problems };
  }
}
