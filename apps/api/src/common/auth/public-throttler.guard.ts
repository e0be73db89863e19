import { ExecutionContext, Injectable } from '@nestjs/common';
import { ThrottlerGuard, type ThrottlerLimitDetail } from '@nestjs/throttler';

/**
 * Per-IP rate limit for public endpoints (PUBLIC_RATE_LIMIT requests per
 * PUBLIC_RATE_WINDOW_SECONDS), counted in each API process and shared through Redis so that every
 * instance sees the others' hits (SharedThrottlerStorage). If Redis is unreachable each process
 * keeps counting on its own: the limit still holds, per instance, rather than letting a flood through.
 */
@Injectable()
export class PublicThrottlerGuard extends ThrottlerGuard {
  /** The standard Retry-After beside the throttler's own Retry-After-public, which generic clients do not know. */
  protected override async throwThrottlingException(context: ExecutionContext, detail: ThrottlerLimitDetail): Promise<void> {
    this.setResponseHeader(context.switchToHttp().getResponse(), 'Retry-After', detail.timeToBlockExpire);
    await super.throwThrottlingException(context, detail);
  }
}
