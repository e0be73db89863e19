import { ExecutionContext, Injectable, Logger } from '@nestjs/common';
import { ThrottlerException, ThrottlerGuard } from '@nestjs/throttler';

/**
 * Per-IP rate limit for public endpoints (PUBLIC_RATE_LIMIT requests per
 * PUBLIC_RATE_WINDOW_SECONDS), counted in Redis so that every API instance shares the count.
 * If Redis is unreachable the request goes through: an applicant's form must not fail because
 * the limiter is down.
 */
@Injectable()
export class PublicThrottlerGuard extends ThrottlerGuard {
  private readonly log = new Logger(PublicThrottlerGuard.name);

  override async canActivate(context: ExecutionContext): Promise<boolean> {
    try {
      return await super.canActivate(context);
    } catch (err) {
      if (err instanceof ThrottlerException) throw err;
      this.log.warn(`Rate limiter unavailable, request allowed: ${(err as Error).message}`);
      return true;
    }
  }
}
