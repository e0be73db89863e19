import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import { DataSource } from 'typeorm';
// Global setup runs outside Jest's module resolver: the library is imported by path, and its own
// @clearhire/* imports resolve through the workspace's paths loader, required first.
// eslint-disable-next-line @nx/enforce-module-boundaries
require('../../../../tools/lib/workspace-paths.cjs');
// eslint-disable-next-line @nx/enforce-module-boundaries
const { dataSourceOptions, grantServiceRole } = require('../../../../libs/db/src/index') as typeof import('../../../../libs/db/src/index');

/** The service's role in tests: like production, it owns nothing and may only append to the audit trail. */
const SERVICE_ROLE = 'clearhire_test_service';

const SERVER_URL = process.env['TEST_DATABASE_SERVER_URL'] ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/**
 * One fresh database per run, migrated once; every test file boots its own app on it and makes
 * its own companies, so files never see each other's rows. Secrets are random per run.
 */
export default async function globalSetup(): Promise<void> {
  const name = `clearhire_test_${process.pid}_${Date.now()}`;
  const admin = new Client({ connectionString: SERVER_URL });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(SERVER_URL);
  url.pathname = `/${name}`;
  const dataSource = await new DataSource(dataSourceOptions(url.toString())).initialize();
  await dataSource.runMigrations({ transaction: 'each' });
  await grantServiceRole(dataSource, SERVICE_ROLE);
  await dataSource.destroy();
  const serviceUrl = new URL(url);
  serviceUrl.username = SERVICE_ROLE;
  serviceUrl.password = '';

  Object.assign(process.env, {
    DATABASE_URL: serviceUrl.toString(),
    // The owner: migrations, and the tests that play someone able to rewrite tables.
    MIGRATION_DATABASE_URL: url.toString(),
    TEST_DATABASE_NAME: name,
    REDIS_PREFIX: `clearhire-test:${name}:`,
    JWT_SECRET: randomBytes(32).toString('hex'),
    ENCRYPTION_KEYS: `t1:${randomBytes(32).toString('base64')}`,
    BLIND_INDEX_KEY: randomBytes(32).toString('base64'),
    AUDIT_KEY: randomBytes(32).toString('base64'),
    STORAGE_DIR: mkdtempSync(join(tmpdir(), 'clearhire-storage-')),
    PUBLIC_RATE_LIMIT: '100000',
    LOG_LEVEL: 'error',
    // Administrators sign in with a password alone here; two-factor-required.int-spec starts its
    // app with the product's default, required, and walks it.
    ADMIN_TWO_FACTOR: 'optional',
    // E-Verify test mode: each result is there at the next poll, which runs every second.
    EVERIFY_TEST_DELAY_SECONDS: '0',
    EVERIFY_POLL_SECONDS: '1',
  });
}
