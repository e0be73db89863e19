import { Inject, Injectable, Logger } from '@nestjs/common';
import { normalizeIp } from '@nestjs/throttler';
import { createHash } from 'node:crypto';
import Redis from 'ioredis';
import { Clock } from '@clearhire/server';
import { AppConfig } from '../../config/app-config';
import { REDIS, warnEvery10s } from '../../common/redis/redis.module';

/** When a client may try an address again, in milliseconds from now (0: at once). */
type Wait = number;

/**
 * What a client is guessing: the password, or the second factor of a login whose password was right.
 * Each has its own count, so that the right password clears the password's failures without
 * clearing the codes' (a code is only reached with the password: clearing both would let whoever
 * holds it reset the code throttle by logging in again).
 */
export type LoginStep = 'password' | 'code';

interface Rules {
  free: number;
  firstMs: number;
  longestMs: number;
  memoryMs: number;
}

/** The wait after a client's `failures`-th failure for an address: none while free, then doubling up to the longest. */
export function waitAfter(failures: number, rules: Rules): Wait {
  if (failures < rules.free) return 0;
  return Math.min(rules.firstMs * 2 ** (failures - rules.free), rules.longestMs);
}

/**
 * One attempt of a (address, client) pair, atomically: refused with the time left while the pair
 * waits; otherwise counted as a failure (cleared by a success) and the next wait set. Counting
 * before the password is checked means a burst of parallel guesses cannot all slip past the check.
 * KEYS[1]: the pair's hash. ARGV: now, free failures, first wait, longest wait, memory (ms).
 */
const ATTEMPT_SCRIPT = `
local now = tonumber(ARGV[1])
local nextAt = tonumber(redis.call('HGET', KEYS[1], 'next') or '0')
if now < nextAt then return nextAt - now end
local failures = redis.call('HINCRBY', KEYS[1], 'failures', 1)
local free, first, longest = tonumber(ARGV[2]), tonumber(ARGV[3]), tonumber(ARGV[4])
local wait = 0
if failures >= free then wait = math.floor(math.min(first * 2 ^ (failures - free), longest)) end
redis.call('HSET', KEYS[1], 'next', now + wait)
redis.call('PEXPIRE', KEYS[1], wait + tonumber(ARGV[5]))
return 0`;

/** Pairs kept in memory at most while Redis is down; the oldest go first beyond it. */
const MEMORY_PAIRS = 100_000;

/**
 * Login throttling per e-mail address AND client IP (IPv6 by its /64, as the public rate limit).
 * A client's first LOGIN_FAILURE_LIMIT failures for an address are free; from then on it waits
 * before each further attempt, LOGIN_BACKOFF_SECONDS first, doubling with every failure, at most
 * LOGIN_FAILURE_WINDOW_SECONDS. A client's failures are forgotten a window after its last
 * attempt, and at once when it gets the step right: the password's when the password is right
 * (even where a second factor follows), the codes' when a code is right. Counted together, a
 * right password after a lockout was itself counted as a failure and set a new, doubled wait that
 * refused the code that followed (issue 32).
 *
 * The count used to be per address whoever sent the failures, so any stranger could lock the
 * owner out. Now a stranger only slows himself, and the owner logs in from his own connection.
 * There is deliberately no ceiling per address across all clients: one high enough never to stop
 * the owner would not stop a botnet either, and credential stuffing tries each address once or
 * twice, so no per-address count sees it. Against those the defences are the per-IP limit on
 * every public call, reCAPTCHA, argon2id, and an audit event for every failure (auth.service.ts).
 *
 * Counted in Redis (shared by every API instance); while Redis does not answer, in this
 * process's memory, so the throttle still holds (per instance) instead of letting guesses through.
 * Keys hold a hash of the address and IP, never the address. @nestjs/throttler's stores count hits
 * in a window with one fixed block, and lose the count when the block ends, so a growing wait
 * needs this small store of its own.
 */
@Injectable()
export class LoginFailures {
  private readonly warnOnce = warnEvery10s(new Logger(LoginFailures.name));
  private readonly memory = new Map<string, { failures: number; nextAt: number; forgetAt: number }>();
  private readonly rules: Rules;

  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(AppConfig) config: AppConfig,
    private readonly clock: Clock,
  ) {
    this.rules = {
      free: config.LOGIN_FAILURE_LIMIT,
      firstMs: config.LOGIN_BACKOFF_SECONDS * 1000,
      longestMs: config.LOGIN_FAILURE_WINDOW_SECONDS * 1000,
      memoryMs: config.LOGIN_FAILURE_WINDOW_SECONDS * 1000,
    };
  }

  /**
   * Takes an attempt for this address from this client: the seconds it must still wait (the
   * attempt refused, not counted), or 0 to go ahead, the attempt counted as a failure until
   * `succeeded`. The time is the injectable Clock's (the waits are measured against it; Redis only
   * forgets a pair a window after its wait ends, which needs no precision).
   */
  async attempt(email: string, ip: string | null, step: LoginStep = 'password'): Promise<number> {
    const key = this.key(email, ip, step);
    const now = this.clock.now().getTime();
    let wait: Wait;
    try {
      const { free, firstMs, longestMs, memoryMs } = this.rules;
      wait = Number(await this.redis.eval(ATTEMPT_SCRIPT, 1, key, now, free, firstMs, longestMs, memoryMs));
    } catch (err) {
      this.warn(err as Error);
      wait = this.attemptInMemory(key, now);
    }
    return Math.ceil(wait / 1000);
  }

  /** The step was right (a correct password, a correct code): this client's failures at it for the address are forgotten. */
  async succeeded(email: string, ip: string | null, step: LoginStep = 'password'): Promise<void> {
    const key = this.key(email, ip, step);
    this.memory.delete(key);
    await this.redis.del(key).catch((err: Error) => this.warn(err));
  }

  private attemptInMemory(key: string, now: number): Wait {
    const known = this.memory.get(key);
    const pair = known && known.forgetAt > now ? known : undefined;
    if (pair && now < pair.nextAt) return pair.nextAt - now;
    const failures = (pair?.failures ?? 0) + 1;
    const wait = waitAfter(failures, this.rules);
    // Deleted and set again so that the Map stays in order of last attempt, oldest first.
    this.memory.delete(key);
    this.memory.set(key, { failures, nextAt: now + wait, forgetAt: now + wait + this.rules.memoryMs });
    for (const [oldKey, old] of this.memory) {
      if (old.forgetAt > now && this.memory.size <= MEMORY_PAIRS) break;
      this.memory.delete(oldKey);
    }
    return 0;
  }

  /** During an outage every login lands here: one warning every 10 seconds at most. */
  private warn(err: Error): void {
    this.warnOnce(`Redis unavailable, login failures counted in this process: ${err.message}`);
  }

  private key(email: string, ip: string | null, step: LoginStep): string {
    const client = ip ? normalizeIp(ip) : 'unknown';
    // The password's keep the name they always had, so a deploy keeps the waits already running.
    const prefix = step === 'password' ? 'login-throttle' : 'second-step-throttle';
    return `${prefix}:${createHash('sha256').update(`${email}\n${client}`).digest('hex')}`;
  }
}
