import { createParamDecorator, ExecutionContext } from '@nestjs/common';
import type { Request } from 'express';
import { CLIENT_LIMITS } from '@clearhire/contracts';
import type { Actor, Session } from './session';

export type AuthedRequest = Request & { session?: Session };

/** The session of the logged-in caller (set by AccessGuard). */
export const CurrentSession = createParamDecorator((_: unknown, ctx: ExecutionContext): Session => {
  const req = ctx.switchToHttp().getRequest<AuthedRequest>();
  if (!req.session) throw new Error('CurrentSession used on an endpoint without authentication');
  return req.session;
});

/** Who is acting and from where, for the audit trail (public endpoints too). */
export const CurrentActor = createParamDecorator((_: unknown, ctx: ExecutionContext): Actor => {
  const req = ctx.switchToHttp().getRequest<AuthedRequest>();
  return { session: req.session ?? null, ip: req.ip ?? null };
});

/**
 * The caller's User-Agent for the e-signature record, cut to the length its column keeps; a browser
 * sets it itself, so it is not part of the documented API.
 */
export const UserAgent = createParamDecorator((_: unknown, ctx: ExecutionContext): string | null => {
  const value = ctx.switchToHttp().getRequest<Request>().headers['user-agent'];
  return typeof value === 'string' ? value.slice(0, CLIENT_LIMITS.userAgent) : null;
});
