import { rmSync } from 'node:fs';
import Redis from 'ioredis';
import { Client } from 'pg';

const SERVER_URL = process.env['TEST_DATABASE_SERVER_URL'] ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export default async function globalTeardown(): Promise<void> {
  const name = process.env['TEST_DATABASE_NAME'];
  if (name) {
    const admin = new Client({ connectionString: SERVER_URL });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
  if (process.env['STORAGE_DIR']?.includes('clearhire-storage-')) rmSync(process.env['STORAGE_DIR'], { recursive: true, force: true });
  // The run's queues and rate-limit counts (each test file's prefix is below the run's).
  const prefix = process.env['REDIS_PREFIX'];
  if (prefix?.startsWith('clearhire-test:')) await dropKeys(prefix);
}

async function dropKeys(prefix: string): Promise<void> {
  const redis = new Redis(process.env['REDIS_URL'] ?? 'redis://127.0.0.1:6379', { maxRetriesPerRequest: 1 });
  try {
    for await (const keys of redis.scanStream({ match: `${prefix}*`, count: 5000 }) as AsyncIterable<string[]>) {
      if (keys.length) await redis.unlink(...keys);
    }
  } finally {
    redis.disconnect();
  }
}
