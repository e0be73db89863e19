import { CanActivate, ExecutionContext, Inject, Injectable, Logger } from '@nestjs/common';
import type { Request } from 'express';
import { AppConfig } from '../../config/app-config';
import { ApiError } from '../errors/api-error';

/**
 * Verifies a reCAPTCHA response with Google when RECAPTCHA_SECRET is set; without a secret the
 * check is off (local use and tests). The token comes from the body field `recaptcha` (JSON
 * forms) or the `x-recaptcha-token` header (multipart forms, whose body is read later).
 */
@Injectable()
export class RecaptchaGuard implements CanActivate {
  private readonly logger = new Logger(RecaptchaGuard.name);

  constructor(@Inject(AppConfig) private readonly config: AppConfig) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const secret = this.config.RECAPTCHA_SECRET;
    if (!secret) return true;
    const req = context.switchToHttp().getRequest<Request>();
    const body = req.body as Record<string, unknown> | undefined;
    const token = (typeof body?.['recaptcha'] === 'string' && body['recaptcha']) || req.header('x-recaptcha-token');
    if (!token) throw ApiError.badRequest('Please confirm that you are not a robot.', 'recaptcha');
    const params = new URLSearchParams({ secret, response: token });
    if (req.ip) params.set('remoteip', req.ip);
    try {
      const res = await fetch(this.config.RECAPTCHA_VERIFY_URL, { method: 'POST', body: params, signal: AbortSignal.timeout(5000) });
      const result = (await res.json()) as { success?: boolean };
      if (result.success === true) return true;
    } catch (err) {
      this.logger.warn(`reCAPTCHA verification unavailable: ${(err as Error).message}`);
      throw ApiError.badRequest('The robot check could not be completed. Please try again.', 'recaptcha');
    }
    throw ApiError.badRequest('Please confirm that you are not a robot.', 'recaptcha');
  }
}
