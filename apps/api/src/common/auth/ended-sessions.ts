import { Inject, Injectable, Logger } from '@nestjs/common';
import type Redis from 'ioredis';
import { REDIS, warnEvery10s } from '../redis/redis.module';

/** The part of a session token that names one sign-in: its id and when the token expires. */
export interface SignIn {
  /** The token's `sid`: random, made at each login, the same for the life of that token. */
  readonly sessionId: string;
  /** The token's `exp`, in ms since the epoch. */
  readonly expiresAt: number;
}

const key = (sessionId: string) => `ended-session:${sessionId}`;

/**
 * The sign-ins ended one at a time (Logout on one device), kept in Redis, which every API process
 * shares: a key per ended sign-in, living as long as its token would have (no longer: an expired
 * token is refused anyway, so the set never grows past the tokens alive). "Log out everywhere"
 * raises the user's token version instead (SessionVersions), which needs no list of sign-ins.
 *
 * The guard asks on every authenticated request, in parallel with the token-version lookup, so the
 * request waits for one of them, not both; an answer is never cached, so an ended sign-in is refused
 * from the very next request on any process.
 *
 * While Redis does not answer, the API keeps working as it does for its rate limits (counted in the
 * process): the sign-ins ended through this process are remembered here too and stay refused; a
 * logout that Redis cannot take ends every session of the user instead (AuthService.logout), which
 * the database carries to every process.
 */
@Injectable()
export class EndedSessions {
  private readonly warn = warnEvery10s(new Logger(EndedSessions.name));
  /** Sign-ins ended through this process, until their tokens expire (ms since the epoch). */
  private readonly local = new Map<string, number>();

  constructor(@Inject(REDIS) private readonly redis: Redis) {}

  /** Ends one sign-in: its token answers 401 from the next request on. Rejects when Redis cannot take it. */
  async end(signIn: SignIn, now = Date.now()): Promise<void> {
    const left = signIn.expiresAt - now;
    if (left <= 0) return;
    this.remember(signIn, now);
    await this.redis.set(key(signIn.sessionId), '1', 'PX', left);
  }

  async isEnded(sessionId: string, now = Date.now()): Promise<boolean> {
    const until = this.local.get(sessionId);
    if (until !== undefined && until > now) return true;
    try {
      return (await this.redis.exists(key(sessionId))) === 1;
    } catch (err) {
      this.warn(`Ended sign-ins unreadable in Redis (${(err as Error).message}): this process's own are still refused.`);
      return false;
    }
  }

  private remember(signIn: SignIn, now: number): void {
    for (const [id, until] of this.local) if (until <= now) this.local.delete(id);
    this.local.set(signIn.sessionId, signIn.expiresAt);
  }
}
