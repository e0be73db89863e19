import { randomBytes } from 'node:crypto';
import { RATE_LIMIT_SYNC_MS, SharedThrottlerStorage } from '../src/common/redis/shared-throttler-storage';

const REDIS_URL = process.env['REDIS_URL'] ?? 'redis://127.0.0.1:6379';
const MINUTE = 60_000;
const LIMIT = 5;

/** Two API processes' stores over the same Redis keys, as two instances behind a load balancer have. */
async function twoProcesses() {
  const options = { keyPrefix: `${process.env['REDIS_PREFIX']}throttle-${randomBytes(4).toString('hex')}:`, maxRetriesPerRequest: 1, enableOfflineQueue: false };
  const stores = [new SharedThrottlerStorage(REDIS_URL, options), new SharedThrottlerStorage(REDIS_URL, options)] as const;
  await Promise.all(stores.map((s) => s.whenConnected()));
  return stores;
}

const hit = (store: SharedThrottlerStorage, client = 'client-a') => store.increment(client, MINUTE, LIMIT, MINUTE, 'public');

describe('the public rate limit across API processes (SharedThrottlerStorage on the real Redis)', () => {
  it('decides in the process at once: the hit after the limit is blocked, with the time the block has left', async () => {
    const [a, b] = await twoProcesses();
    try {
      for (let i = 1; i <= LIMIT; i++) expect(await hit(a)).toMatchObject({ totalHits: i, isBlocked: false });
      const blocked = await hit(a);
      expect(blocked).toMatchObject({ isBlocked: true });
      expect(blocked.timeToBlockExpire).toBeGreaterThan(55);
      expect(await hit(a, 'client-b')).toMatchObject({ totalHits: 1, isBlocked: false });
    } finally {
      await Promise.all([a.onModuleDestroy(), b.onModuleDestroy()]);
    }
  });

  it("counts one process's hits in the other's once they have synced, and blocks the client in both", async () => {
    const [a, b] = await twoProcesses();
    try {
      for (let i = 0; i < 3; i++) await hit(a);
      await a.sync();
      // b has not seen this client yet: its first hit is allowed, and its sync learns a's three.
      expect(await hit(b)).toMatchObject({ totalHits: 1, isBlocked: false });
      await b.sync();
      expect(await hit(b)).toMatchObject({ totalHits: 5, isBlocked: false });
      expect(await hit(b)).toMatchObject({ isBlocked: true });
      await b.sync();
      // The block is shared: a learns it at its next sync, with the hits it counts meanwhile.
      await hit(a);
      await a.sync();
      expect(await hit(a)).toMatchObject({ isBlocked: true });
    } finally {
      await Promise.all([a.onModuleDestroy(), b.onModuleDestroy()]);
    }
  });

  it('syncs on its own within moments of a hit', async () => {
    const [a, b] = await twoProcesses();
    try {
      await hit(a);
      await hit(a);
      await new Promise((r) => setTimeout(r, RATE_LIMIT_SYNC_MS * 4));
      await hit(b);
      await b.sync();
      expect(await hit(b)).toMatchObject({ totalHits: 4 });
    } finally {
      await Promise.all([a.onModuleDestroy(), b.onModuleDestroy()]);
    }
  });

  it('sends the hits it still holds when the process stops', async () => {
    const [a, b] = await twoProcesses();
    try {
      await hit(a);
      await hit(a);
      await a.onModuleDestroy(); // before its timer has run
      await hit(b);
      await b.sync();
      expect(await hit(b)).toMatchObject({ totalHits: 4 });
    } finally {
      await b.onModuleDestroy();
    }
  });

  it('keeps counting in the process while Redis does not answer, so the limit still holds', async () => {
    const store = new SharedThrottlerStorage('redis://127.0.0.1:1', { maxRetriesPerRequest: 1, enableOfflineQueue: false, retryStrategy: () => null });
    try {
      for (let i = 0; i < LIMIT; i++) expect(await hit(store)).toMatchObject({ isBlocked: false });
      await store.sync();
      expect(await hit(store)).toMatchObject({ isBlocked: true });
    } finally {
      await store.onModuleDestroy();
    }
  });
});
