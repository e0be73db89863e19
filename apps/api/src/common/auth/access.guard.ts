import { CanActivate, ExecutionContext, Injectable, Logger } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { ApiError } from '../errors/api-error';
import { ACCESS_KEY, type AccessLevel } from './access.decorator';
import type { AuthedRequest } from './current-session.decorator';
import { TokenService } from './token.service';

/** Global guard: enforces each endpoint's declared access level; an undeclared endpoint is refused. */
@Injectable()
export class AccessGuard implements CanActivate {
  private readonly logger = new Logger(AccessGuard.name);

  constructor(
    private readonly reflector: Reflector,
    private readonly tokens: TokenService,
  ) {}

  canActivate(context: ExecutionContext): boolean {
    const level = this.reflector.getAllAndOverride<AccessLevel | undefined>(ACCESS_KEY, [context.getHandler(), context.getClass()]);
    const req = context.switchToHttp().getRequest<AuthedRequest>();
    if (!level) {
      this.logger.error(`No access level declared for ${context.getClass().name}.${context.getHandler().name}`);
      throw ApiError.forbidden();
    }
    const header = req.headers.authorization;
    const token = header?.startsWith('Bearer ') ? header.slice(7).trim() : undefined;
    if (level === 'public') {
      // A public form may be opened by a logged-in user; the session is kept for the audit trail.
      if (token) req.session = this.tokens.read(token) ?? undefined;
      return true;
    }
    if (!token) throw ApiError.unauthorized();
    const session = this.tokens.read(token);
    if (!session) throw ApiError.unauthorized('Your session has expired. Please log in again.');
    req.session = session;
    if (level === 'admin' && !session.isAdmin) throw ApiError.forbidden('Only administrators can do this.');
    if (level === 'company' && session.isAdmin) throw ApiError.forbidden('Only a company account can do this.');
    return true;
  }
}
