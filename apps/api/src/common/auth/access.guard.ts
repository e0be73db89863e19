import { CanActivate, ExecutionContext, Injectable, Logger } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { ApiError } from '../errors/api-error';
import { ACCESS_KEY, BEFORE_TWO_FACTOR_KEY, type AccessLevel } from './access.decorator';
import type { AuthedRequest } from './current-session.decorator';
import { TokenService } from './token.service';
import { KEY_SCOPE_KEY } from './key-scope.decorator';
import { looksLikeApiKey } from './api-key-format';
import { API_KEY_NOT_ACCEPTED, ApiKeyAuthenticator, apiKeyLacksScope } from './api-key-authenticator';
import type { ApiKeyScope } from '@clearhire/contracts';
import { SessionVersions } from './session-versions';
import { EndedSessions } from './ended-sessions';
import type { Session } from './session';

/** A token of a session that was ended (logout): the same 401 as an expired one, saying so. */
export const SESSION_ENDED = 'Your session has ended. Please log in again.';

export const TWO_FACTOR_SETUP_FIRST = 'Set up two-factor sign-in first: it is required for your account.';

export const OWNERS_ONLY = "Only an owner of the company can do this: ask one of your company's owners.";

/** Global guard: enforces each endpoint's declared access level; an undeclared endpoint is refused. */
@Injectable()
export class AccessGuard implements CanActivate {
  private readonly logger = new Logger(AccessGuard.name);

  constructor(
    private readonly reflector: Reflector,
    private readonly tokens: TokenService,
    private readonly versions: SessionVersions,
    private readonly keys: ApiKeyAuthenticator,
    private readonly endedSessions: EndedSessions,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const level = this.reflector.getAllAndOverride<AccessLevel | undefined>(ACCESS_KEY, [context.getHandler(), context.getClass()]);
    const req = context.switchToHttp().getRequest<AuthedRequest>();
    if (!level) {
      this.logger.error(`No access level declared for ${context.getClass().name}.${context.getHandler().name}`);
      throw ApiError.forbidden();
    }
    const header = req.headers.authorization;
    const token = header?.startsWith('Bearer ') ? header.slice(7).trim() : undefined;
    if (token && looksLikeApiKey(token)) return this.keyAccess(context, req, level, token);
    const checked = token ? await this.check(token) : undefined;
    if (level === 'public') {
      // A public form may be opened by a logged-in user; a live session is kept for the audit trail.
      if (typeof checked === 'object') req.session = checked;
      return true;
    }
    if (checked === undefined) throw ApiError.unauthorized();
    if (checked === 'expired') throw ApiError.unauthorized('Your session has expired. Please log in again.');
    if (checked === 'ended') throw ApiError.unauthorized(SESSION_ENDED);
    const session = checked;
    req.session = session;
    if (session.twoFactorSetupRequired && !this.reflector.getAllAndOverride<boolean | undefined>(BEFORE_TWO_FACTOR_KEY, [context.getHandler(), context.getClass()])) {
      throw ApiError.forbidden(TWO_FACTOR_SETUP_FIRST);
    }
    if (level === 'admin' && !session.isAdmin) throw ApiError.forbidden('Only administrators can do this.');
    if ((level === 'company' || level === 'owner') && session.isAdmin) throw ApiError.forbidden('Only a company account can do this.');
    if (level === 'owner' && session.role !== 'owner') throw ApiError.forbidden(OWNERS_ONLY);
    return true;
  }

  /**
   * A call made with an API key: a public call ignores it (as anonymous), any other needs a live key
   * (401), within its rate limit (429), on a route marked @AcceptsApiKey (403 otherwise: account,
   * team, key and administrator routes never accept one) whose scope the key holds (403 naming it).
   */
  private async keyAccess(context: ExecutionContext, req: AuthedRequest, level: AccessLevel, token: string): Promise<boolean> {
    if (level === 'public') return true;
    const session = await this.keys.authenticate(token);
    await this.keys.throttle(session);
    const scope = this.reflector.getAllAndOverride<ApiKeyScope | undefined>(KEY_SCOPE_KEY, [context.getHandler(), context.getClass()]);
    if (!scope || level === 'admin') throw ApiError.forbidden(API_KEY_NOT_ACCEPTED);
    if (!session.apiKey!.scopes.includes(scope)) throw ApiError.forbidden(apiKeyLacksScope(scope));
    req.session = session;
    await this.keys.recordCall(session, req);
    return true;
  }

  /**
   * The token's session while it is current; 'expired' when it is malformed, forged or expired;
   * 'ended' after a logout of this sign-in or of every one.
   */
  private async check(token: string): Promise<Session | 'expired' | 'ended'> {
    const read = this.tokens.read(token);
    if (!read) return 'expired';
    const signIn = read.session.signIn;
    // Both lookups at once: the request waits for the slower, not for the two in turn.
    const [current, ended] = await Promise.all([this.versions.current(read.session.userId), signIn ? this.isEnded(signIn.sessionId) : false]);
    if (current?.version !== read.version || ended) return 'ended';
    // A member's locations come from the database, not the token: a change applies to live sessions.
    return read.session.role === 'member' ? { ...read.session, locationIds: current.locationIds ?? [] } : read.session;
  }

  private isEnded(sessionId: string): Promise<boolean> {
    return this.endedSessions.isEnded(sessionId);
  }

}
