import { Inject, Injectable } from '@nestjs/common';
import type Redis from 'ioredis';
import { REDIS } from '../redis/redis.module';

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
 * from the very next request on any process. When Redis cannot answer, the guard refuses the request
 * (503) rather than let a session that may have ended through.
 */
@Injectable()
export class EndedSessions {
  constructor(@Inject(REDIS) private readonly redis: Redis) {}

  /** Ends one sign-in: its token answers 401 from the next request on. */
  async end(signIn: SignIn, now = Date.now()): Promise<void> {
    const left = signIn.expiresAt - now;
    if (left <= 0) return;
    await this.redis.set(key(signIn.sessionId), '1', 'PX', left);
  }

  async isEnded(sessionId: string): Promise<boolean> {
    return (await this.redis.exists(key(sessionId))) === 1;
  }
}
