import { Inject, Injectable, Logger } from '@nestjs/common';
import { createHash } from 'node:crypto';
import Redis from 'ioredis';
import { AppConfig } from '../../config/app-config';
import { REDIS } from '../../common/redis/redis.module';

/**
 * Counts failed logins per e-mail address in Redis; past LOGIN_FAILURE_LIMIT the address is
 * locked for the window whoever tries, which stops password guessing spread over many IPs.
 * Keys hold a hash of the address, not the address.
 */
@Injectable()
export class LoginFailures {
  private readonly logger = new Logger(LoginFailures.name);

  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(AppConfig) private readonly config: AppConfig,
  ) {}

  async isLocked(email: string): Promise<boolean> {
    try {
      const count = Number(await this.redis.get(this.key(email)));
      return count >= this.config.LOGIN_FAILURE_LIMIT;
    } catch (err) {
      this.logger.warn(`Login failure counter unavailable: ${(err as Error).message}`);
      return false;
    }
  }

  async recordFailure(email: string): Promise<void> {
    try {
      const key = this.key(email);
      await this.redis.multi().incr(key).expire(key, this.config.LOGIN_FAILURE_WINDOW_SECONDS, 'NX').exec();
    } catch (err) {
      this.logger.warn(`Login failure counter unavailable: ${(err as Error).message}`);
    }
  }

  async clear(email: string): Promise<void> {
    await this.redis.del(this.key(email)).catch(() => undefined);
  }

  private key(email: string): string {
    return `login-failures:${createHash('sha256').update(email).digest('hex')}`;
  }
}
