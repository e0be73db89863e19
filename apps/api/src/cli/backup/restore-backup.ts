import { createHash } from 'node:crypto';
import { createWriteStream, existsSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadEntry } from 'tar';
import { createObjectStorage, S3ObjectStorage, type ObjectStorage } from '@clearhire/storage';
import { DEFAULT_DATABASE_URL } from '@clearhire/db';
import { BackupError } from './backup-error';
import { checkManifest, DUMP_ENTRY, keysFromEnv, MANIFEST_ENTRY, OBJECTS_FOLDER, type BackupManifest } from './backup-manifest';
import { connect, countRows } from './database-snapshot';
import { databaseOf, firstError, libpqEnv, run, toolMajorVersion } from './postgres-tools';
import { forEachEntry } from './tar-reader';

export interface RestoreReport {
  manifest: BackupManifest;
  tables: number;
  rows: number;
  objects: number;
}

/** The largest manifest read into memory: about 150 bytes an object, so some three million objects. */
const MAX_MANIFEST_BYTES = 512 * 1024 * 1024;

/**
 * Puts an archive of `createBackup` into an empty database and an empty storage, in this order:
 * every checksum and the manifest's signature are checked first (a damaged or altered archive, or
 * the wrong keys, are refused before anything is written); then the targets must be empty; then
 * pg_restore in one transaction, the row counts compared with the manifest, the objects written
 * (each checked again on the way), the migrations newer than the archive's applied with the service
 * role's grants (`migrate`), and the objects counted.
 */
export async function restoreBackup(
  env: NodeJS.ProcessEnv,
  archive: string,
  migrate: (ownerUrl: string) => Promise<void>,
  log: (line: string) => void,
): Promise<RestoreReport> {
  const file = resolve(archive);
  if (!existsSync(file)) throw new BackupError(`No archive at ${file}.`);
  const keys = keysFromEnv(env);
  const ownerUrl = env['MIGRATION_DATABASE_URL'] || env['DATABASE_URL'] || DEFAULT_DATABASE_URL;
  const storage = createObjectStorage(env as never);

  log(`Checking ${file}…`);
  const manifest = await checkArchive(file, keys);
  await refuseNonEmptyDatabase(ownerUrl);
  // A new bucket for a new machine: created here, as the API does at boot, so the restore can fill it.
  if (storage instanceof S3ObjectStorage) await storage.ensureBucket();
  await refuseNonEmptyStorage(storage);
  const dumpMajor = Number(/^\d+/.exec(manifest.database.pgDumpVersion)?.[0] ?? 0);
  const restoreTool = await toolMajorVersion('pg_restore');
  if (restoreTool.major < dumpMajor) throw new BackupError(`pg_restore ${restoreTool.version} is older than the pg_dump ${manifest.database.pgDumpVersion} that made this backup: install pg_restore ${dumpMajor} or newer.`);

  const work = await mkdtemp(join(env['TMPDIR'] || tmpdir(), 'clearhire-restore-'));
  try {
    await forEachEntry(file, async (entry) => {
      if (entry.path === DUMP_ENTRY) await restoreDatabase(entry, manifest, ownerUrl, work, log);
      else if (entry.path.startsWith(OBJECTS_FOLDER)) await restoreObject(entry, manifest, storage);
    });
  } finally {
    await rm(work, { recursive: true, force: true });
  }
  log(`Objects written: ${manifest.objects.count}. Applying newer migrations…`);
  await migrate(ownerUrl);
  const stored = await countObjects(storage);
  if (stored.count !== manifest.objects.count || stored.bytes !== manifest.objects.bytes) {
    throw new BackupError(`The storage holds ${stored.count} objects (${stored.bytes} bytes) after the restore, the manifest lists ${manifest.objects.count} (${manifest.objects.bytes} bytes).`);
  }
  const rows = Object.values(manifest.database.tables).reduce((a, b) => a + b, 0);
  return { manifest, tables: Object.keys(manifest.database.tables).length, rows, objects: stored.count };
}

/** First pass: every entry hashed and compared with the signed manifest; nothing is written. */
async function checkArchive(file: string, keys: ReturnType<typeof keysFromEnv>): Promise<BackupManifest> {
  const seen = new Map<string, { bytes: number; sha256: string }>();
  let manifestText: string | null = null;
  await forEachEntry(file, async (entry) => {
    if (seen.has(entry.path) || (entry.path === MANIFEST_ENTRY && manifestText !== null)) throw new BackupError(`The archive was altered: ${entry.path} appears twice.`);
    if (entry.path === MANIFEST_ENTRY) {
      if ((entry.size ?? 0) > MAX_MANIFEST_BYTES) throw new BackupError('The archive is damaged: its manifest is too large.');
      const chunks: Buffer[] = [];
      for await (const chunk of entry) chunks.push(chunk as Buffer);
      manifestText = Buffer.concat(chunks).toString('utf8');
      return;
    }
    const hash = createHash('sha256');
    let bytes = 0;
    for await (const chunk of entry) {
      hash.update(chunk as Buffer);
      bytes += (chunk as Buffer).length;
    }
    seen.set(entry.path, { bytes, sha256: hash.digest('hex') });
  });
  if (manifestText === null) throw new BackupError('The archive is damaged or not a ClearHire backup: it has no manifest.');
  const manifest = checkManifest(manifestText, keys);
  const expected = new Map<string, { bytes: number; sha256: string }>([[DUMP_ENTRY, manifest.database]]);
  for (const [key, object] of Object.entries(manifest.objects.files)) expected.set(`${OBJECTS_FOLDER}${key}`, object);
  for (const [path, want] of expected) {
    const got = seen.get(path);
    if (!got) throw new BackupError(`The archive is damaged: ${path} is missing.`);
    if (got.bytes !== want.bytes || got.sha256 !== want.sha256) throw new BackupError(`The archive was altered or damaged: ${path} does not match its checksum.`);
  }
  const extra = [...seen.keys()].find((path) => !expected.has(path));
  if (extra) throw new BackupError(`The archive was altered: ${extra} is not in its manifest.`);
  return manifest;
}

/** Any table, view or sequence of the application's schemas means the database is in use. */
async function refuseNonEmptyDatabase(url: string): Promise<void> {
  const client = await connect(url);
  try {
    const { rows } = await client.query<{ n: number; example: string | null }>(
      `SELECT count(*)::int AS n, min(n.nspname || '.' || c.relname) AS example
       FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
       WHERE c.relkind IN ('r', 'p', 'v', 'm', 'S', 'f') AND n.nspname NOT IN ('pg_catalog', 'information_schema') AND n.nspname NOT LIKE 'pg\\_toast%'
         AND NOT EXISTS (SELECT 1 FROM pg_depend d WHERE d.classid = 'pg_class'::regclass AND d.objid = c.oid AND d.deptype = 'e')`,
    );
    if (rows[0].n > 0) throw new BackupError(`The database ${databaseOf(url)} is not empty (${rows[0].n} tables, views or sequences, such as ${rows[0].example}): restore into a new, empty database.`);
  } finally {
    await client.end().catch(() => undefined);
  }
}

async function refuseNonEmptyStorage(storage: ObjectStorage): Promise<void> {
  for await (const object of storage.walk()) {
    throw new BackupError(`The storage is not empty (it holds ${object.key}, for one): restore into a new, empty storage.`);
  }
}

/** The dump goes to a private temporary file (pg_restore reads its table of contents first), then into the database in one transaction. */
async function restoreDatabase(entry: ReadEntry, manifest: BackupManifest, url: string, work: string, log: (line: string) => void): Promise<void> {
  const dumpFile = join(work, DUMP_ENTRY);
  await pipeline(entry, checked(DUMP_ENTRY, manifest.database.sha256), createWriteStream(dumpFile, { mode: 0o600, flags: 'wx' }));
  const env = libpqEnv(url);
  const toc = await run('pg_restore', ['--list', dumpFile], env);
  if (toc.code !== 0) throw new BackupError(`pg_restore cannot read the dump: ${firstError(toc.stderr)}`);
  // An extension's comment belongs to its owner (a superuser): the restoring role may not set it,
  // and the application never reads it.
  const list = join(work, 'restore.list');
  await writeFile(list, toc.stdout.split('\n').filter((line) => !/ COMMENT - EXTENSION /.test(line)).join('\n'), { mode: 0o600 });
  log(`Restoring the database into ${databaseOf(url)}…`);
  // --no-owner/--no-privileges: the restoring role owns everything, as after the migrations; `migrate` then grants the service role.
  const restored = await run('pg_restore', ['--no-owner', '--no-privileges', '--exit-on-error', '--single-transaction', `--use-list=${list}`, `--dbname=${databaseOf(url)}`, dumpFile], env);
  if (restored.code !== 0) throw new BackupError(`pg_restore failed, the database is unchanged: ${firstError(restored.stderr)}`);
  await rm(dumpFile);
  const client = await connect(url);
  try {
    const counts = await countRows(client);
    for (const [table, want] of Object.entries(manifest.database.tables)) {
      if (counts[table] !== want) throw new BackupError(`The restored table ${table} holds ${counts[table] ?? 'no'} rows, the manifest says ${want}.`);
    }
  } finally {
    await client.end().catch(() => undefined);
  }
}

async function restoreObject(entry: ReadEntry, manifest: BackupManifest, storage: ObjectStorage): Promise<void> {
  const key = entry.path.slice(OBJECTS_FOLDER.length);
  const object = manifest.objects.files[key];
  await storage.putStream(key, Readable.from(entry).pipe(checked(entry.path, object.sha256)), object.bytes);
}

/**
 * Passes bytes through and fails at their end when their SHA-256 is not the one expected: the
 * archive was checked before, this catches a file changed between the check and the restore.
 */
function checked(path: string, sha256: string): Transform {
  const hash = createHash('sha256');
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash.update(chunk);
      done(null, chunk);
    },
    flush(done) {
      done(hash.digest('hex') === sha256 ? null : new BackupError(`${path} changed after the archive was checked.`));
    },
  });
}

async function countObjects(storage: ObjectStorage): Promise<{ count: number; bytes: number }> {
  let count = 0;
  let bytes = 0;
  for await (const object of storage.walk()) {
    count += 1;
    bytes += object.size;
  }
  return { count, bytes };
}
