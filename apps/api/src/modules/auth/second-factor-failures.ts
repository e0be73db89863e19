import { Inject, Injectable, Logger } from '@nestjs/common';
import type Redis from 'ioredis';
import { REDIS, warnEvery10s } from '../../common/redis/redis.module';

/** Wrong second factors one user may give, from all clients together, within the window. */
export const SECOND_FACTOR_FAILURE_LIMIT = 10;
export const SECOND_FACTOR_WINDOW_SECONDS = 15 * 60;

/**
 * Wrong authenticator codes per user, across every client. Login failures are counted per address
 * and client, so that a stranger cannot lock the owner out; a second factor is different: only
 * someone who has the password reaches it, and 6 digits spread over many addresses would otherwise
 * be guessed. After 10 wrong codes in 15 minutes the user's second step is refused until the window
 * ends. Counted in Redis (every API instance), in this process while Redis does not answer.
 */
@Injectable()
export class SecondFactorFailures {
  private readonly warn = warnEvery10s(new Logger(SecondFactorFailures.name));
  private readonly memory = new Map<string, { n: number; until: number }>();

  constructor(@Inject(REDIS) private readonly redis: Redis) {}

  /** Whether the user may try a code now. */
  async allowed(userId: string): Promise<boolean> {
    try {
      return Number((await this.redis.get(this.key(userId))) ?? 0) < SECOND_FACTOR_FAILURE_LIMIT;
    } catch (err) {
      this.warn(`Redis unavailable, second-factor failures counted in this process: ${(err as Error).message}`);
      const m = this.memory.get(userId);
      return !m || m.until < Date.now() || m.n < SECOND_FACTOR_FAILURE_LIMIT;
    }
  }

  async failed(userId: string): Promise<void> {
    try {
      await this.redis.multi().incr(this.key(userId)).expire(this.key(userId), SECOND_FACTOR_WINDOW_SECONDS, 'NX').exec();
    } catch {
      const m = this.memory.get(userId);
      const fresh = !m || m.until < Date.now();
      this.memory.set(userId, { n: fresh ? 1 : m.n + 1, until: fresh ? Date.now() + SECOND_FACTOR_WINDOW_SECONDS * 1000 : m.until });
    }
  }

  async succeeded(userId: string): Promise<void> {
    this.memory.delete(userId);
    await this.redis.del(this.key(userId)).catch(() => undefined);
  }

  private key(userId: string): string {
    return `second-factor-failures:${userId}`;
  }
}
