// What a benchmark needs to run the built API (and worker) on its own scratch database: fresh
// secrets, its own Redis prefix, no rate limit in the way, production mode and quiet logs.
import { randomBytes } from 'node:crypto';

export { dropRedisPrefix } from '../lib/redis-prefix.mjs';

/**
 * The version of the ERD's words a bench company signs (ERD_AUTHORIZATION_VERSION of
 * libs/contracts/src/lib/erd-authorization.ts, which plain Node cannot import): a new version there
 * makes the API refuse this one with 400 (authorizationVersion) until it follows here.
 */
export const ERD_AUTHORIZATION_VERSION = '1';

export function appEnv({ port, databaseUrl, redisPrefix, key = randomBytes(32), auditKey = randomBytes(32), ...more }) {
  return {
    ...process.env,
    PORT: String(port),
    DATABASE_URL: databaseUrl,
    REDIS_PREFIX: redisPrefix,
    JWT_SECRET: randomBytes(32).toString('hex'),
    ENCRYPTION_KEYS: `k1:${key.toString('base64')}`,
    BLIND_INDEX_KEY: randomBytes(32).toString('base64'),
    AUDIT_KEY: auditKey.toString('base64'),
    PUBLIC_RATE_LIMIT: '100000000',
    LOG_LEVEL: 'warn',
    ADMIN_TWO_FACTOR: 'optional',
    ADMIN_EMAIL: 'bench-admin@clearhire.local',
    ADMIN_PASSWORD: 'bench admin password',
    NODE_ENV: 'production',
    ...more,
  };
}

/** Waits until `url` answers 2xx (the API's health check once it listens). */
export async function waitFor(url) {
  for (let i = 0; i < 150; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not come up`);
}

