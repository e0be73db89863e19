import Redis, { type RedisOptions } from 'ioredis';
import { EndedSessions } from '../src/common/auth/ended-sessions';
import type { AppConfig } from '../src/config/app-config';

/**
 * An API process answers "is this sign-in ended?" from memory once it listens on the channel and has
 * loaded the keys ended before; until then every authenticated request asks Redis. The keys are
 * loaded on the main connection, which queues nothing while it connects: a process whose listening
 * connection is ready first must still come to listen, not ask Redis for the rest of its life.
 */
describe('EndedSessions: listening when the main connection is ready after the listening one', () => {
  const url = process.env['REDIS_URL'] ?? 'redis://127.0.0.1:6379';
  const prefix = `${process.env['REDIS_PREFIX']}ended-sessions-boot:`;
  const opened: Redis[] = [];
  const connection = (options: RedisOptions) => {
    const redis = new Redis(url, { keyPrefix: prefix, maxRetriesPerRequest: 1, ...options });
    redis.on('error', () => undefined);
    opened.push(redis);
    return redis;
  };
  afterAll(() => opened.forEach((redis) => redis.disconnect()));

  it('listens once the main connection is ready, and then knows the sign-ins ended before', async () => {
    const other = connection({});
    await other.set('ended-session:ended-before-boot', '1', 'PX', 60_000);
    // Not connected until its first command, which it then refuses (no offline queue): the listener's
    // first load of the keys fails, as it does at a boot where the subscriber is ready first.
    const main = connection({ lazyConnect: true, enableOfflineQueue: false });
    const sessions = new EndedSessions(main, { REDIS_PREFIX: prefix } as AppConfig);
    sessions.onModuleInit();
    try {
      while (!sessions.isListening()) await new Promise((resolve) => setTimeout(resolve, 20));
      expect(main.status).toBe('ready');
      // Answered from memory: the key loaded when it came to listen.
      expect(await sessions.isEnded('ended-before-boot')).toBe(true);
      expect(await sessions.isEnded('still-signed-in')).toBe(false);
    } finally {
      sessions.onApplicationShutdown();
    }
  });
});
