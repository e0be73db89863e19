import { Global, Inject, Logger, Module, OnApplicationShutdown } from '@nestjs/common';
import Redis from 'ioredis';
import type { EventEmitter } from 'node:events';
import { AppConfig } from '../../config/app-config';

export const REDIS = Symbol('REDIS');

/**
 * A warning at most every 10 seconds: while Redis is down every request that needs it fails the same
 * way, and one line says so as well as a thousand.
 */
export function warnEvery10s(logger: Logger): (message: string) => void {
  let lastWarning = 0;
  return (message) => {
    if (Date.now() - lastWarning < 10_000) return;
    lastWarning = Date.now();
    logger.warn(message);
  };
}

/**
 * Without a listener a dropped connection (Redis restarting, the app closing during a connection's
 * ready check) is an unhandled 'error' event; the commands themselves already fail and are answered
 * by their callers. One warning per connection every 10 seconds at most.
 */
export function logConnectionErrors<T extends EventEmitter>(redis: T, name: string): T {
  const warn = warnEvery10s(new Logger(name));
  redis.on('error', (err: Error) => warn(`Redis connection: ${err.message}`));
  return redis;
}

/**
 * One Redis connection for the API's own keys (rate limits, login failures, health). Commands
 * fail fast while Redis is down instead of queueing, so a request never hangs on it.
 */
@Global()
@Module({
  providers: [
    {
      provide: REDIS,
      inject: [AppConfig],
      useFactory: (config: AppConfig) =>
        logConnectionErrors(new Redis(config.REDIS_URL, { keyPrefix: config.REDIS_PREFIX, maxRetriesPerRequest: 1, enableOfflineQueue: false, lazyConnect: false }), 'Redis'),
    },
  ],
  exports: [REDIS],
})
export class RedisModule implements OnApplicationShutdown {
  constructor(@Inject(REDIS) private readonly redis: Redis) {}

  async onApplicationShutdown(): Promise<void> {
    this.redis.disconnect();
  }
}
