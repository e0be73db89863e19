#!/usr/bin/env node
// The whole ClearHire for the end-to-end tests: a fresh database, migrated, with an administrator,
// then the built API (serving the built portal) and the worker, on E2E_PORT. Playwright starts it
// as its webServer and stops it afterwards (SIGTERM); the database and the Redis keys are dropped on
// the way out.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { dropRedisPrefix } from './lib/redis-prefix.mjs';
import { splitDatabaseUrl } from './lib/services.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const serverUrl = process.env.TEST_DATABASE_SERVER_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const name = `clearhire_e2e_${process.pid}_${Date.now()}`;
const dbUrl = new URL(serverUrl);
dbUrl.pathname = `/${name}`;
const scratch = mkdtempSync(join(tmpdir(), 'clearhire-e2e-'));
// The service runs as a role that owns nothing and may only append to the audit trail; `migrate`
// runs as the owner and gives that role its rights, as in production.
const serviceUrl = new URL(dbUrl);
serviceUrl.username = 'clearhire_e2e_service';
serviceUrl.password = '';

const env = {
  ...process.env,
  PORT: process.env.E2E_PORT || '3100',
  DATABASE_URL: serviceUrl.toString(),
  MIGRATION_DATABASE_URL: dbUrl.toString(),
  REDIS_PREFIX: `clearhire-e2e:${name}:`,
  JWT_SECRET: randomBytes(32).toString('hex'),
  ENCRYPTION_KEYS: `e2e:${randomBytes(32).toString('base64')}`,
  BLIND_INDEX_KEY: randomBytes(32).toString('base64'),
  AUDIT_KEY: randomBytes(32).toString('base64'),
  STORAGE_DIR: join(scratch, 'storage'),
  // The journeys read the mail the worker writes (apps/portal-e2e/src/support/outbox.ts): the config passes the folder.
  MAIL_OUTBOX_DIR: process.env.E2E_OUTBOX_DIR || join(scratch, 'outbox'),
  // The texts go beside it, one JSON file each (apps/portal-e2e/src/support/text-outbox.ts).
  SMS_OUTBOX_DIR: `${process.env.E2E_OUTBOX_DIR || join(scratch, 'outbox')}-sms`,
  PORTAL_DIR: join(root, 'dist/apps/portal'),
  ADMIN_EMAIL: process.env.E2E_ADMIN_EMAIL || 'admin@clearhire.test',
  ADMIN_PASSWORD: process.env.E2E_ADMIN_PASSWORD || 'e2e admin password',
  // The journeys sign up and submit many times from one address.
  PUBLIC_RATE_LIMIT: '10000',
  SWEEP_INTERVAL_SECONDS: '5',
  // E-Verify test mode: results at the next poll, every second, so the journeys do not wait.
  EVERIFY_TEST_DELAY_SECONDS: '0',
  EVERIFY_POLL_SECONDS: '1',
  LOG_LEVEL: 'warn',
  // The journeys log the administrator in by password; two-factor.spec walks a company user's set-up and login.
  ADMIN_TWO_FACTOR: 'optional',
  // webhooks.spec's receiver listens on loopback at E2E_PORT + 2000 (apps/portal-e2e/src/support/webhook-receiver.ts):
  // that host and port alone may be reached over plain http.
  WEBHOOK_ALLOWED_HOSTS: `127.0.0.1:${Number(process.env.E2E_PORT || '3100') + 2000}`,
};

const admin = new pg.Client({ connectionString: splitDatabaseUrl(serverUrl).serverUrl });
await admin.connect();
await admin.query(`CREATE DATABASE ${name}`);
await admin.end();

const children = [];
let stopping = false;
/** Stops what runs and drops the run's database and Redis keys, whatever stage the run reached. */
async function stop(code) {
  if (stopping) return;
  stopping = true;
  for (const c of children) c.kill('SIGTERM');
  await Promise.all(children.map((c) => (c.exitCode === null ? new Promise((r) => c.once('exit', r)) : null)));
  const cleanup = new pg.Client({ connectionString: splitDatabaseUrl(serverUrl).serverUrl });
  await cleanup.connect();
  await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => undefined);
  await cleanup.end();
  await dropRedisPrefix(env.REDIS_PREFIX).catch(() => undefined);
  process.exit(code);
}
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => stop(0));

const api = join(root, 'dist/apps/api/main.js');
for (const command of ['migrate', 'seed-admin']) {
  const r = spawnSync('node', [api, command], { cwd: root, env, stdio: 'inherit' });
  // A failed set-up (an unbuilt API, say) still leaves no database behind.
  if (r.status !== 0) await stop(r.status ?? 1);
}

children.push(spawn('node', [api], { cwd: root, env, stdio: 'inherit' }), spawn('node', [join(root, 'dist/apps/worker/main.js')], { cwd: root, env, stdio: 'inherit' }));
for (const c of children) c.on('exit', (code) => !stopping && stop(code ?? 1));
