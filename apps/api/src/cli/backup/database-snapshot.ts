import { Client } from 'pg';
import { BackupError } from './backup-error';
import { databaseOf, firstError, libpqEnv, run, toolMajorVersion } from './postgres-tools';

/** What a backup records of the database beside its dump, all read in the dump's snapshot. */
export interface DatabaseFacts {
  serverVersion: string;
  pgDumpVersion: string;
  newestMigration: string | null;
  tables: Record<string, number>;
  /** The newest audit event in the snapshot: checkpoints signed after it are left out (see create-backup.ts). */
  auditEventsThrough: bigint | null;
}

/** Every ordinary table outside PostgreSQL's own schemas and extensions' own tables, found in the catalog: no list to keep up. */
const USER_TABLES = `
  SELECT n.nspname AS schema, c.relname AS name
  FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
  WHERE c.relkind = 'r' AND n.nspname NOT IN ('pg_catalog', 'information_schema') AND n.nspname NOT LIKE 'pg\\_toast%'
    AND NOT EXISTS (SELECT 1 FROM pg_depend d WHERE d.classid = 'pg_class'::regclass AND d.objid = c.oid AND d.deptype = 'e')
  ORDER BY 1, 2`;

/** Opens a connection, or says in one line which database could not be reached. */
export async function connect(url: string): Promise<Client> {
  const client = new Client({ connectionString: url });
  try {
    await client.connect();
  } catch (err) {
    await client.end().catch(() => undefined);
    // 3D000: invalid_catalog_name. A restore's target is created by the operator, empty.
    if ((err as { code?: string }).code === '3D000') throw new BackupError(`The database ${databaseOf(url)} does not exist: create it (empty) first, for example createdb ${databaseOf(url)}.`);
    throw new BackupError(`Cannot connect to the database ${databaseOf(url)}: ${(err as Error).message}`);
  }
  return client;
}

/** Rows of every user table, as `schema.table` → count, in the client's current transaction. */
export async function countRows(client: Client): Promise<Record<string, number>> {
  const tables = (await client.query<{ schema: string; name: string }>(USER_TABLES)).rows;
  const counts: Record<string, number> = {};
  for (const { schema, name } of tables) {
    const ident = `${client.escapeIdentifier(schema)}.${client.escapeIdentifier(name)}`;
    counts[`${schema}.${name}`] = Number((await client.query<{ n: string }>(`SELECT count(*) AS n FROM ${ident}`)).rows[0].n);
  }
  return counts;
}

/** The newest migration TypeORM recorded, or null before any (or without its table). */
export async function newestMigration(client: Client): Promise<string | null> {
  const { rows } = await client.query<{ exists: boolean }>(`SELECT to_regclass('public.migrations') IS NOT NULL AS exists`);
  if (!rows[0].exists) return null;
  const newest = await client.query<{ name: string }>('SELECT name FROM migrations ORDER BY timestamp DESC, id DESC LIMIT 1');
  return newest.rows[0]?.name ?? null;
}

/**
 * Dumps the database to `file` (pg_dump's custom format) from one snapshot, exported by a
 * REPEATABLE READ transaction that counts every table's rows in the very same snapshot, so the
 * manifest's counts are exactly the dump's however busy the service is meanwhile.
 */
export async function dumpDatabase(url: string, file: string): Promise<DatabaseFacts> {
  const client = await connect(url);
  try {
    const { rows } = await client.query<{ version: string; num: string }>(`SELECT current_setting('server_version') AS version, current_setting('server_version_num') AS num`);
    const serverVersion = rows[0].version.split(' ')[0];
    const serverMajor = Math.floor(Number(rows[0].num) / 10000);
    const tool = await toolMajorVersion('pg_dump');
    // An older pg_dump refuses a newer server, or worse, misses what it does not know.
    if (tool.major < serverMajor) throw new BackupError(`pg_dump ${tool.version} is older than the PostgreSQL ${serverVersion} server: install pg_dump ${serverMajor} or newer.`);
    await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY');
    const snapshot = (await client.query<{ id: string }>('SELECT pg_export_snapshot() AS id')).rows[0].id;
    const tables = await countRows(client);
    const migration = await newestMigration(client);
    const audit = await client.query<{ id: string | null }>(`SELECT CASE WHEN to_regclass('public.audit_events') IS NULL THEN NULL ELSE (SELECT max(id)::text FROM audit_events) END AS id`);
    // The transaction stays open until pg_dump is done: the snapshot lives only as long as it does.
    const dump = await run('pg_dump', ['--format=custom', `--snapshot=${snapshot}`, `--file=${file}`], libpqEnv(url));
    if (dump.code !== 0) throw new BackupError(`pg_dump failed: ${firstError(dump.stderr)}`);
    await client.query('COMMIT');
    const through = audit.rows[0].id;
    return { serverVersion, pgDumpVersion: tool.version, newestMigration: migration, tables, auditEventsThrough: through === null ? null : BigInt(through) };
  } finally {
    await client.end().catch(() => undefined);
  }
}
