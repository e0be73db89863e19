import { createReadStream, createWriteStream, existsSync, type WriteStream } from 'node:fs';
import { mkdir, mkdtemp, rename, rm, stat } from 'node:fs/promises';
import { basename, dirname, join, resolve } from 'node:path';
import { CHECKPOINT_PREFIX } from '@clearhire/server';
import { createObjectStorage, isNotFoundError, type ObjectStorage } from '@clearhire/storage';
import { DEFAULT_DATABASE_URL } from '@clearhire/db';
import { BackupError } from './backup-error';
import { DUMP_ENTRY, keyChecksOf, keysFromEnv, MANIFEST_ENTRY, MANIFEST_FORMAT, OBJECTS_FOLDER, signManifest, type BackupManifest, type ManifestObject } from './backup-manifest';
import { dumpDatabase } from './database-snapshot';
import { TarWriter } from './tar-writer';

/** Where `npm run backup` writes without `--out`. */
export const DEFAULT_BACKUP_DIR = 'var/backups';

/** `clearhire-backup-20261127T114000Z.tar`: the moment in UTC, nothing about anyone. */
export function defaultArchiveName(now: Date): string {
  return `clearhire-backup-${now.toISOString().replace(/[-:]/g, '').replace(/\.\d+Z$/, 'Z')}.tar`;
}

/**
 * One archive of everything ClearHire keeps: the database (pg_dump's custom format, from one
 * snapshot), every stored object as stored (already encrypted), and a signed manifest of counts
 * and SHA-256 checksums. Written beside its final name and renamed once complete, so a file of that
 * name is always a whole backup. The keys never enter it (only their check values).
 */
export async function createBackup(env: NodeJS.ProcessEnv, out: string | undefined, log: (line: string) => void): Promise<{ file: string; manifest: BackupManifest }> {
  const keys = keysFromEnv(env);
  const storage = createObjectStorage(env as never);
  const file = resolve(out ?? join(env['BACKUP_DIR'] || DEFAULT_BACKUP_DIR, defaultArchiveName(new Date())));
  if (existsSync(file)) throw new BackupError(`${file} already exists: name another file.`);
  await mkdir(dirname(file), { recursive: true, mode: 0o700 });
  // Same folder as the archive: the final rename stays on one file system, and the dump's plain rows never sit in a shared /tmp.
  const work = await mkdtemp(join(dirname(file), `.${basename(file)}-`));
  let sink: WriteStream | undefined;
  try {
    const dumpFile = join(work, DUMP_ENTRY);
    log('Dumping the database…');
    const facts = await dumpDatabase(env['MIGRATION_DATABASE_URL'] || env['DATABASE_URL'] || DEFAULT_DATABASE_URL, dumpFile);
    const partial = join(work, 'archive.tar');
    sink = createWriteStream(partial, { mode: 0o600, flags: 'wx' });
    const tar = new TarWriter(sink);
    const dumpBytes = (await stat(dumpFile)).size;
    const dumpSha = await tar.add(DUMP_ENTRY, dumpBytes, createReadStream(dumpFile));
    await rm(dumpFile);
    log(`Database: ${Object.keys(facts.tables).length} tables, ${Object.values(facts.tables).reduce((a, b) => a + b, 0)} rows. Copying the stored objects…`);
    const objects = await copyObjects(storage, tar, facts.auditEventsThrough, log);
    const manifest = signManifest(
      {
        format: MANIFEST_FORMAT,
        createdAt: new Date().toISOString(),
        appVersion: env['APP_VERSION'] || env['npm_package_version'] || 'unknown',
        database: {
          entry: DUMP_ENTRY,
          bytes: dumpBytes,
          sha256: dumpSha,
          pgDumpVersion: facts.pgDumpVersion,
          serverVersion: facts.serverVersion,
          newestMigration: facts.newestMigration,
          tables: facts.tables,
        },
        objects,
        keyChecks: keyChecksOf(keys),
      },
      keys.audit,
    );
    const text = Buffer.from(JSON.stringify(manifest, null, 1));
    await tar.add(MANIFEST_ENTRY, text.length, [text]);
    await tar.finish();
    await rename(partial, file);
    log(`Backup written: ${file} (${objects.count} objects, ${objects.bytes} bytes of objects, database dump of ${dumpBytes} bytes).`);
    return { file, manifest };
  } finally {
    // A failed run leaves nothing: neither the partial archive nor the dump's plain rows.
    sink?.destroy();
    await rm(work, { recursive: true, force: true });
  }
}

/**
 * Streams every stored object into the archive. They are listed after the database's snapshot:
 * every object a row of the dump names was written before its row (docs/architecture.md §1), so
 * it is there. Audit checkpoints signed after the snapshot are left out: they name events the
 * dump does not hold, and the restored trail would read as cut at its end.
 */
async function copyObjects(storage: ObjectStorage, tar: TarWriter, auditEventsThrough: bigint | null, log: (line: string) => void): Promise<BackupManifest['objects']> {
  const files: Record<string, ManifestObject> = {};
  let count = 0;
  let bytes = 0;
  let skipped = 0;
  for await (const { key, size } of storage.walk()) {
    if (checkpointAfter(key, auditEventsThrough)) continue;
    let body;
    try {
      body = await storage.getStream(key);
    } catch (err) {
      // Removed since it was listed (the retention purge): its row is gone from the database too, or goes at the next purge.
      if (isNotFoundError(err)) {
        skipped += 1;
        continue;
      }
      throw err;
    }
    files[key] = { bytes: size, sha256: await tar.add(`${OBJECTS_FOLDER}${key}`, size, body) };
    count += 1;
    bytes += size;
    if (count % 1000 === 0) log(`  ${count} objects copied`);
  }
  return { count, bytes, skipped, files };
}

/** Checkpoint keys are `audit-checkpoints/<last event id, zero-padded>-<ms>` (libs/server audit-chain.ts). */
export function checkpointAfter(key: string, auditEventsThrough: bigint | null): boolean {
  if (!key.startsWith(CHECKPOINT_PREFIX)) return false;
  const lastId = /^(\d+)-/.exec(key.slice(CHECKPOINT_PREFIX.length))?.[1];
  return lastId !== undefined && BigInt(lastId) > (auditEventsThrough ?? 0n);
}
