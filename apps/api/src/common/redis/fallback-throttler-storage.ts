import { Logger, type OnApplicationShutdown, type OnModuleDestroy } from '@nestjs/common';
import { ThrottlerStorageService, type ThrottlerStorage } from '@nestjs/throttler';
import { warnEvery10s } from './redis.module';

/**
 * The public rate limits' store. Normally Redis, so that every API instance shares one count.
 * While Redis does not answer, the count goes to @nestjs/throttler's own in-memory store instead
 * of letting every request through: the limits still hold, per process (each instance then
 * allows up to the limit on its own). Every call tries Redis first, so the shared count resumes
 * as soon as Redis is back.
 */
export class FallbackThrottlerStorage implements ThrottlerStorage, OnModuleDestroy, OnApplicationShutdown {
  private readonly warn = warnEvery10s(new Logger('RateLimitStore'));
  private readonly memory = new ThrottlerStorageService();

  constructor(private readonly shared: ThrottlerStorage & Partial<OnModuleDestroy>) {}

  async increment(...args: Parameters<ThrottlerStorage['increment']>): ReturnType<ThrottlerStorage['increment']> {
    try {
      return await this.shared.increment(...args);
    } catch (err) {
      // During an outage every public request lands here: one warning every 10 seconds at most.
      this.warn(`Redis unavailable, rate limits counted in this process: ${(err as Error).message}`);
      return this.memory.increment(...args);
    }
  }

  /** The Redis store owns its connection (it was given a URL) and closes it here. */
  onModuleDestroy(): void {
    this.shared.onModuleDestroy?.();
  }

  onApplicationShutdown(): void {
    this.memory.onApplicationShutdown();
  }
}
