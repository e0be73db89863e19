// Checks that PostgreSQL and Redis answer, with a message saying how to start them if not.
import pg from 'pg';
import Redis from 'ioredis';

const PG_START = 'pg_ctlcluster --skip-systemctl-redirect $(ls /etc/postgresql) main start';
const REDIS_START =
  'redis-server --daemonize yes --bind 127.0.0.1 -::1 --port 6379 --save "" --appendonly no --dir /var/lib/redis --logfile /var/log/redis/ci.log';

/** The server-level URL (database "postgres") of a database URL, and the database's name. */
export function splitDatabaseUrl(databaseUrl) {
  const url = new URL(databaseUrl);
  const name = decodeURIComponent(url.pathname.replace(/^\//, ''));
  url.pathname = '/postgres';
  return { serverUrl: url.toString(), name };
}

export async function checkPostgres(databaseUrl) {
  const { serverUrl } = splitDatabaseUrl(databaseUrl);
  const client = new pg.Client({ connectionString: serverUrl, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.end();
  } catch (err) {
    throw new Error(
      `PostgreSQL is not reachable at ${new URL(serverUrl).host} (${err.message}).\n` +
        `Start it (Debian): ${PG_START}\nor set MIGRATION_DATABASE_URL (the owner role) in .env.`,
    );
  }
}

export async function ensureDatabase(databaseUrl) {
  const { serverUrl, name } = splitDatabaseUrl(databaseUrl);
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`Database name "${name}" must be lower-case letters, digits and _`);
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (rowCount === 0) {
      await client.query(`CREATE DATABASE ${name}`);
      return true;
    }
    return false;
  } finally {
    await client.end();
  }
}

export async function checkRedis(redisUrl) {
  const redis = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null, connectTimeout: 3000 });
  try {
    await redis.connect();
    await redis.ping();
  } catch (err) {
    throw new Error(`Redis is not reachable at ${redisUrl} (${err.message}).\nStart it (Debian): ${REDIS_START}\nor set REDIS_URL in .env.`);
  } finally {
    redis.disconnect();
  }
}
