import { Inject, Injectable, Logger } from '@nestjs/common';
import type Redis from 'ioredis';
import { Clock } from '@clearhire/server';
import { REDIS, warnEvery10s } from '../../common/redis/redis.module';

/** Wrong second factors one user may give, from all clients together, within the window. */
const SECOND_FACTOR_FAILURE_LIMIT = 10;
const SECOND_FACTOR_WINDOW_SECONDS = 15 * 60;
const WINDOW_MS = SECOND_FACTOR_WINDOW_SECONDS * 1000;

/**
 * Takes one of the user's codes in the window, atomically: refused with the time the window has
 * left (ms) once the limit is taken, otherwise counted, before the code is checked. Read first and
 * counted after the check, a burst of parallel guesses all passed the read (85 to 120 of 120).
 * The window starts at the first code counted. KEYS[1]: the user's key. ARGV: now, limit, window (ms).
 */
const TAKE_SCRIPT = `
local now, limit, window = tonumber(ARGV[1]), tonumber(ARGV[2]), tonumber(ARGV[3])
local endsAt = tonumber(redis.call('HGET', KEYS[1], 'ends') or '0')
local taken = tonumber(redis.call('HGET', KEYS[1], 'taken') or '0')
if now >= endsAt then endsAt, taken = now + window, 0 end
if taken >= limit then return endsAt - now end
redis.call('HSET', KEYS[1], 'ends', endsAt, 'taken', taken + 1)
redis.call('PEXPIRE', KEYS[1], endsAt - now)
return 0`;

/** Gives back a code taken by TAKE_SCRIPT; with the last one the window goes too. KEYS[1]: the user's key. */
const GIVE_BACK_SCRIPT = `
if redis.call('HINCRBY', KEYS[1], 'taken', -1) <= 0 then redis.call('DEL', KEYS[1]) end
return 0`;

interface Window {
  endsAt: number;
  taken: number;
}

/**
 * Wrong authenticator codes per user, across every client. Login failures are counted per address
 * and client, so that a stranger cannot lock the owner out; a second factor is different: only
 * someone who has the password reaches it, and 6 digits spread over many addresses would otherwise
 * be guessed. Each code is counted before it is checked, and given back when it was not wrong, so
 * at most 10 wrong codes are checked in 15 minutes however many arrive at once; then the user's
 * second step is refused, even with the right code, until the window ends.
 *
 * Counted in Redis (every API instance), in this process while Redis does not answer. The window is
 * measured on the injectable Clock; Redis only forgets a key once its window is over. The memory
 * needs no bound of its own: it holds at most one entry per user who got past the password.
 */
@Injectable()
export class SecondFactorFailures {
  private readonly warn = warnEvery10s(new Logger(SecondFactorFailures.name));
  private readonly memory = new Map<string, Window>();

  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    private readonly clock: Clock,
  ) {}

  /**
   * Takes an attempt at the user's second step: the seconds they must still wait (refused, not
   * counted), or 0 to check the code, which then counts as wrong unless given back.
   */
  async attempt(userId: string): Promise<number> {
    const now = this.clock.now().getTime();
    let wait: number;
    try {
      wait = Number(await this.redis.eval(TAKE_SCRIPT, 1, this.key(userId), now, SECOND_FACTOR_FAILURE_LIMIT, WINDOW_MS));
    } catch (err) {
      this.warnOutage(err as Error);
      wait = this.attemptInMemory(userId, now);
    }
    return Math.ceil(wait / 1000);
  }

  /** The attempt's code was right, or never checked: it does not count against the user. */
  async giveBack(userId: string): Promise<void> {
    try {
      await this.redis.eval(GIVE_BACK_SCRIPT, 1, this.key(userId));
    } catch (err) {
      this.warnOutage(err as Error);
      this.giveBackInMemory(userId);
    }
  }

  private attemptInMemory(userId: string, now: number): number {
    const known = this.memory.get(userId);
    const window = known && now < known.endsAt ? known : { endsAt: now + WINDOW_MS, taken: 0 };
    if (window.taken >= SECOND_FACTOR_FAILURE_LIMIT) return window.endsAt - now;
    this.memory.set(userId, { endsAt: window.endsAt, taken: window.taken + 1 });
    return 0;
  }

  private giveBackInMemory(userId: string): void {
    const window = this.memory.get(userId);
    if (!window) return;
    if (window.taken <= 1) this.memory.delete(userId);
    else window.taken -= 1;
  }

  private warnOutage(err: Error): void {
    this.warn(`Redis unavailable, second-factor failures counted in this process: ${err.message}`);
  }

  private key(userId: string): string {
    // Not the old counter's key (a plain number): a hash there would fail with WRONGTYPE during a deploy.
    return `second-factor-codes:${userId}`;
  }
}
