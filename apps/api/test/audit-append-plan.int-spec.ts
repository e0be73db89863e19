import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import { DataSource } from 'typeorm';
import { dataSourceOptions } from '@clearhire/db';

const SERVER_URL = process.env['TEST_DATABASE_SERVER_URL'] ?? 'postgres://postgres@127.0.0.1:5432/postgres';

/**
 * The audit trail's append reads the chain's newest event under the trail's lock, so its cost is
 * what every audited request waits for, one at a time. PostgreSQL plans that read once per
 * connection and keeps the plan: a connection that first appended while the trail was empty (a new
 * installation, a restored one, a test run) once kept reading the whole trail on every append,
 * slower with each event, until the connection closed. On a database of its own, fresh from its
 * migrations, a connection that appended to the empty trail must still find the newest event
 * through the index once the trail has grown.
 */
describe('audit_append on a connection that first appended to an empty trail', () => {
  const name = `clearhire_plan_${process.pid}_${Date.now()}`;
  const url = Object.assign(new URL(SERVER_URL), { pathname: `/${name}` }).toString();
  const key = randomBytes(32);
  let client: Client;

  const append = () => client.query("SELECT audit_append($1::bytea, NULL, 'public', 'probe.appended', 'probe', 'r', NULL, NULL, NULL)", [key]);

  beforeAll(async () => {
    const admin = new Client({ connectionString: SERVER_URL });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const dataSource = await new DataSource(dataSourceOptions(url)).initialize();
    await dataSource.runMigrations({ transaction: 'each' });
    await dataSource.destroy();
    client = new Client({ connectionString: url });
    await client.connect();
  });

  afterAll(async () => {
    await client?.end();
    const admin = new Client({ connectionString: SERVER_URL });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  });

  it('reads the newest event through the index, never the whole trail, as the trail grows', async () => {
    // The statistics say the trail is empty, as on a new installation.
    await client.query('ANALYZE audit_events');
    await append();
    for (let i = 0; i < 300; i++) await append();
    await client.query('BEGIN');
    for (let i = 0; i < 20; i++) await append();
    // This transaction's own table accesses: a sequential scan of the trail per append was the defect.
    const { rows } = await client.query<{ seq_scan: string; idx_scan: string }>("SELECT seq_scan, idx_scan FROM pg_stat_xact_user_tables WHERE relname = 'audit_events'");
    await client.query('COMMIT');
    expect(Number(rows[0].seq_scan)).toBe(0);
    expect(Number(rows[0].idx_scan)).toBeGreaterThanOrEqual(20);
    // Each append still chains to the one before it.
    const { rows: broken } = await client.query('SELECT count(*)::int AS n FROM audit_events e JOIN audit_events p ON p.id = e.id - 1 WHERE e.prev_hash <> p.hash');
    expect(broken[0].n).toBe(0);
  });
});
