import { applyDecorators, SetMetadata, UseGuards } from '@nestjs/common';
import { ApiBearerAuth, ApiHeader } from '@nestjs/swagger';
import { SkipThrottle } from '@nestjs/throttler';
import { PublicThrottlerGuard } from './public-throttler.guard';
import { RecaptchaGuard } from './recaptcha.guard';

/**
 * Every endpoint declares exactly one of these; a route that declares none is refused by the
 * AccessGuard and fails the route-declaration test.
 */
export type AccessLevel = 'public' | 'user' | 'company' | 'owner' | 'admin';
export const ACCESS_KEY = 'clearhire:access';
export const RECAPTCHA_KEY = 'clearhire:recaptcha';
export const BEFORE_TWO_FACTOR_KEY = 'clearhire:before-two-factor';

/**
 * A call a session may make before it has set up the two-factor sign-in required of it (setting it
 * up, logging out). Every other call answers 403 to such a session.
 */
export const AllowedBeforeTwoFactor = () => SetMetadata(BEFORE_TWO_FACTOR_KEY, true);

/**
 * Open to anyone. Rate-limited per IP unless `rateLimit: false` (health checks);
 * `recaptcha: true` verifies a reCAPTCHA token when a secret is configured.
 */
export function Public(options: { rateLimit?: boolean; recaptcha?: boolean } = {}) {
  const decorators: (ClassDecorator | MethodDecorator | PropertyDecorator)[] = [SetMetadata(ACCESS_KEY, 'public' satisfies AccessLevel)];
  if (options.rateLimit === false) decorators.push(SkipThrottle({ public: true }));
  else decorators.push(UseGuards(PublicThrottlerGuard));
  if (options.recaptcha) {
    decorators.push(
      SetMetadata(RECAPTCHA_KEY, true),
      UseGuards(RecaptchaGuard),
      ApiHeader({ name: 'x-recaptcha-token', required: false, description: 'reCAPTCHA response (or the body field recaptcha)' }),
    );
  }
  return applyDecorators(...decorators);
}

/** Any logged-in user: an administrator or a company user (rows scoped to the company). */
export const Authenticated = () => applyDecorators(SetMetadata(ACCESS_KEY, 'user' satisfies AccessLevel), ApiBearerAuth());

/** A company user acting for its own company; administrators have no company and are refused. */
export const CompanyUser = () => applyDecorators(SetMetadata(ACCESS_KEY, 'company' satisfies AccessLevel), ApiBearerAuth());

/** A company user whose role is owner, acting for its own company (the ERD). */
export const CompanyOwner = () => applyDecorators(SetMetadata(ACCESS_KEY, 'owner' satisfies AccessLevel), ApiBearerAuth());

/** Administrators only. */
export const AdminOnly = () => applyDecorators(SetMetadata(ACCESS_KEY, 'admin' satisfies AccessLevel), ApiBearerAuth());
