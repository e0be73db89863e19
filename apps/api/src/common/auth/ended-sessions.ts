import { Inject, Injectable, Logger, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import type Redis from 'ioredis';
import { AppConfig } from '../../config/app-config';
import { logConnectionErrors, REDIS, warnEvery10s } from '../redis/redis.module';

/** The part of a session token that names one sign-in: its id and when the token expires. */
export interface SignIn {
  /** The token's `sid`: random, made at each login, the same for the life of that token. */
  readonly sessionId: string;
  /** The token's `exp`, in ms since the epoch. */
  readonly expiresAt: number;
}

const KEY = 'ended-session:';
/** Where an ended sign-in is announced to every API process: `<sessionId> <expiresAt>`. */
const CHANNEL = 'ended-sessions';
/** SCAN's batch when a process (re)loads the sign-ins ended while it was not listening. */
const SCAN_BATCH = 1_000;
/**
 * How often the listening connection is asked to answer, and how long memory is trusted without an
 * answer. An idle subscribed connection cut without a close (a proxy's idle timeout, a failover)
 * would otherwise look alive for as long as TCP takes to notice (hours): past this, the guard asks
 * Redis on every request again, and the connection is dropped and made again (keys reloaded).
 */
export const LISTEN_HEARTBEAT_MS = 2_000;
export const LISTEN_TRUST_MS = 5_000;

/**
 * The sign-ins ended one at a time (Logout on one device). Each is kept in Redis (a key living as
 * long as its token would have: an expired token is refused anyway, so the set never grows past
 * the tokens alive) and announced on a channel every API process listens to. Each process keeps the
 * ended sign-ins in memory: Redis writes the channel's message to every listening process before it
 * answers the logout, so the guard answers from memory, with no round trip to Redis on every
 * authenticated request (one per request was the API's costliest remaining call on its busiest reads).
 * Memory is trusted only while the listening connection answers its heartbeat (LISTEN_TRUST_MS).
 * "Log out everywhere" raises the user's token version instead (SessionVersions).
 *
 * A process that is not listening (starting, or its subscription dropped) asks Redis on every
 * request, as before, until it listens again and has reloaded the keys: an ended sign-in is never
 * missed for a message it could not hear. While Redis does not answer at all, the sign-ins ended
 * through this process stay refused, and a logout that Redis cannot take ends every session of the
 * user instead (AuthService.logout), which the database carries to every process.
 */
@Injectable()
export class EndedSessions implements OnModuleInit, OnApplicationShutdown {
  private readonly warn = warnEvery10s(new Logger(EndedSessions.name));
  /** Ended sign-ins known to this process, until their tokens expire (ms since the epoch). */
  private readonly local = new Map<string, number>();
  /** The channel's own connection (a subscribed connection can run no other command). */
  private subscriber?: Redis;
  /** True while subscribed and the keys written before the subscription have been loaded. */
  private listening = false;
  /** When the listening connection last answered (ms since the epoch). */
  private lastAnswer = 0;
  /** Bumped at each (re)connection and close: a listen() of an earlier connection never marks this one as listening. */
  private generation = 0;
  /** listen() calls not yet settled: a retry waits for them rather than piling up. */
  private attempts = 0;
  private heartbeat?: NodeJS.Timeout;
  private nextPrune = 0;
  private readonly onMainReady = () => this.subscriber && this.listenAgain(this.subscriber);
  private readonly channel: string;

  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    config: AppConfig,
  ) {
    // Channels are not key-prefixed by ioredis: the prefix keeps deployments sharing a Redis apart.
    this.channel = `${config.REDIS_PREFIX}${CHANNEL}`;
  }

  onModuleInit(): void {
    const subscriber = logConnectionErrors(this.redis.duplicate({ enableOfflineQueue: true, maxRetriesPerRequest: null, lazyConnect: false }), 'EndedSessions');
    this.subscriber = subscriber;
    subscriber.on('message', (_channel: string, message: string) => {
      const [sessionId, expiresAt] = message.split(' ');
      if (sessionId && Number(expiresAt) > Date.now()) this.remember({ sessionId, expiresAt: Number(expiresAt) });
    });
    subscriber.on('close', () => {
      this.generation++;
      this.listening = false;
    });
    // On every (re)connection: subscribe, then load what was ended before, then answer from memory.
    subscriber.on('ready', () => void this.listen(subscriber, ++this.generation));
    // The keys are loaded on the main connection, which queues nothing while it connects: when it is
    // ready after the subscriber (at boot, or back from a drop), listening starts then.
    this.redis.on('ready', this.onMainReady);
    this.heartbeat = setInterval(() => void this.checkListening(subscriber), LISTEN_HEARTBEAT_MS);
    this.heartbeat.unref();
  }

  onApplicationShutdown(): void {
    clearInterval(this.heartbeat);
    this.redis.off('ready', this.onMainReady);
    this.generation++;
    this.listening = false;
    this.subscriber?.disconnect();
  }

  /** Ends one sign-in: its token answers 401 from the next request on. Rejects when Redis cannot take it. */
  async end(signIn: SignIn, now = Date.now()): Promise<void> {
    const left = signIn.expiresAt - now;
    if (left <= 0) return;
    this.remember(signIn, now);
    // The key first: a process that starts listening between the two still finds it when it loads the keys.
    const results = await this.redis
      .multi()
      .set(`${KEY}${signIn.sessionId}`, '1', 'PX', left)
      .publish(this.channel, `${signIn.sessionId} ${signIn.expiresAt}`)
      .exec();
    const failed = results?.find(([err]) => err);
    if (!results || failed) throw failed?.[0] ?? new Error('Redis did not take the ended sign-in');
  }

  /** Whether this process answers from memory now (listening, its connection answering), not from Redis per request. */
  isListening(now = Date.now()): boolean {
    return this.listening && now - this.lastAnswer < LISTEN_TRUST_MS;
  }

  async isEnded(sessionId: string, now = Date.now()): Promise<boolean> {
    const until = this.local.get(sessionId);
    if (until !== undefined) {
      if (until > now) return true;
      this.local.delete(sessionId);
    }
    if (this.isListening(now)) return false;
    try {
      return (await this.redis.exists(`${KEY}${sessionId}`)) === 1;
    } catch (err) {
      this.warn(`Ended sign-ins unreadable in Redis (${(err as Error).message}): this process's own are still refused.`);
      return false;
    }
  }

  private async listen(subscriber: Redis, generation: number): Promise<void> {
    this.listening = false;
    this.attempts++;
    try {
      await subscriber.subscribe(this.channel);
      // The subscribed connection can no longer SCAN: the main one loads the keys ended before.
      await this.loadEnded();
      if (generation === this.generation && subscriber.status === 'ready') {
        this.lastAnswer = Date.now();
        this.listening = true;
      }
    } catch (err) {
      this.warn(`Not listening for ended sign-ins (${(err as Error).message}): each request asks Redis meanwhile.`);
    } finally {
      this.attempts--;
    }
  }

  /**
   * Listens again after a listen() that failed (the main connection not ready to load the keys, or
   * dropped meanwhile), once both connections are ready: otherwise the process would ask Redis on
   * every request until its subscriber happened to reconnect.
   */
  private listenAgain(subscriber: Redis): void {
    if (this.listening || this.attempts > 0 || subscriber.status !== 'ready' || this.redis.status !== 'ready') return;
    void this.listen(subscriber, ++this.generation);
  }

  /** The listening connection answers a PING (Redis allows it while subscribed), or is made again; a process not listening tries again. */
  private async checkListening(subscriber: Redis): Promise<void> {
    if (!this.listening) return this.listenAgain(subscriber);
    const generation = this.generation;
    let timer: NodeJS.Timeout | undefined;
    const answered = await Promise.race([
      subscriber.ping().then(() => true, () => false),
      new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(false), LISTEN_TRUST_MS - LISTEN_HEARTBEAT_MS))),
    ]);
    clearTimeout(timer);
    if (generation !== this.generation) return;
    if (answered) {
      this.lastAnswer = Date.now();
      return;
    }
    this.warn('The connection listening for ended sign-ins did not answer: made again; each request asks Redis meanwhile.');
    this.listening = false;
    subscriber.disconnect(true);
  }

  /** Every ended sign-in still in Redis, with the time its key has left. */
  private async loadEnded(): Promise<void> {
    // SCAN's pattern and the keys it answers are not prefixed by ioredis: the prefix is added and removed here.
    const prefix = `${this.redis.options.keyPrefix ?? ''}${KEY}`;
    let cursor = '0';
    do {
      const [next, keys] = await this.redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', SCAN_BATCH);
      cursor = next;
      if (!keys.length) continue;
      const pipeline = this.redis.pipeline();
      // pttl is prefixed by ioredis: it is given the key without the prefix.
      for (const key of keys) pipeline.pttl(key.slice((this.redis.options.keyPrefix ?? '').length));
      const ttls = (await pipeline.exec()) ?? [];
      const now = Date.now();
      keys.forEach((key, i) => {
        const [err, ttl] = ttls[i] ?? [];
        if (!err && typeof ttl === 'number' && ttl > 0) this.remember({ sessionId: key.slice(prefix.length), expiresAt: now + ttl }, now);
      });
    } while (cursor !== '0');
  }

  private remember(signIn: SignIn, now = Date.now()): void {
    // Expired sign-ins are dropped once a minute at most: the map holds no more than the tokens alive.
    if (now >= this.nextPrune) {
      for (const [id, until] of this.local) if (until <= now) this.local.delete(id);
      this.nextPrune = now + 60_000;
    }
    this.local.set(signIn.sessionId, signIn.expiresAt);
  }
}
