import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto';
import { BackupError } from './backup-error';

/** Written last in the archive, once every checksum is known. */
export const MANIFEST_ENTRY = 'manifest.json';
export const DUMP_ENTRY = 'db.dump';
/** Each stored object sits under this folder, by its storage key. */
export const OBJECTS_FOLDER = 'objects/';
export const MANIFEST_FORMAT = 'clearhire-backup/1';

export interface ManifestObject {
  bytes: number;
  sha256: string;
}

/**
 * What an archive holds and how to check it: counts, sizes and SHA-256 of every entry, the
 * database's row counts taken in the dump's own snapshot, and a key check value of each key the
 * data needs. Never a key itself, nor any personal data (object keys are random ids).
 */
export interface BackupManifest {
  format: typeof MANIFEST_FORMAT;
  createdAt: string;
  appVersion: string;
  database: {
    entry: typeof DUMP_ENTRY;
    bytes: number;
    sha256: string;
    pgDumpVersion: string;
    serverVersion: string;
    /** The newest migration applied: a restore runs the ones after it. */
    newestMigration: string | null;
    /** Rows of every table (`schema.table`), counted in the snapshot pg_dump exported. */
    tables: Record<string, number>;
  };
  objects: {
    count: number;
    bytes: number;
    /** Objects listed after the snapshot but deleted before they were copied (the retention purge). */
    skipped: number;
    files: Record<string, ManifestObject>;
  };
  /** HMAC of a fixed text under each key: tells a wrong key at restore without revealing it. */
  keyChecks: {
    encryption: Record<string, string>;
    blindIndex: string;
    audit: string;
  };
  /** HMAC-SHA256 of everything above under a key derived from AUDIT_KEY: a rewritten manifest is refused. */
  signature?: string;
}

/** The keys a backup is made and restored with, as configured (ENCRYPTION_KEYS, BLIND_INDEX_KEY, AUDIT_KEY). */
export interface BackupKeys {
  encryption: Map<string, Buffer>;
  blindIndex: Buffer;
  audit: Buffer;
}

export function keysFromEnv(env: NodeJS.ProcessEnv): BackupKeys {
  const audit = Buffer.from(env['AUDIT_KEY'] ?? '', 'base64');
  if (audit.length !== 32) throw new BackupError('AUDIT_KEY must be set to 32 bytes in base64 (see .env.example).');
  const blindIndex = Buffer.from(env['BLIND_INDEX_KEY'] ?? '', 'base64');
  if (blindIndex.length !== 32) throw new BackupError('BLIND_INDEX_KEY must be set to 32 bytes in base64 (see .env.example).');
  const encryption = new Map<string, Buffer>();
  for (const pair of (env['ENCRYPTION_KEYS'] ?? '').split(',').filter(Boolean)) {
    const [id, value] = pair.split(':');
    const key = Buffer.from(value ?? '', 'base64');
    if (!id || key.length !== 32) throw new BackupError('ENCRYPTION_KEYS must be id:base64key pairs separated by commas (see .env.example).');
    encryption.set(id, key);
  }
  if (!encryption.size) throw new BackupError('ENCRYPTION_KEYS must be set (see .env.example).');
  return { encryption, blindIndex, audit };
}

// A key check value: the first 8 bytes of an HMAC of a fixed text, the usual way to tell that two
// parties hold the same key. It cannot be turned back into the key.
const KEY_CHECK_TEXT = 'ClearHire backup key check v1';
function keyCheck(key: Buffer): string {
  return createHmac('sha256', key).update(KEY_CHECK_TEXT).digest('hex').slice(0, 16);
}

export function keyChecksOf(keys: BackupKeys): BackupManifest['keyChecks'] {
  return {
    encryption: Object.fromEntries([...keys.encryption].map(([id, key]) => [id, keyCheck(key)])),
    blindIndex: keyCheck(keys.blindIndex),
    audit: keyCheck(keys.audit),
  };
}

/** Its own key, so the audit chain's HMACs and the manifest's signature never share one. */
function signingKey(audit: Buffer): Buffer {
  return Buffer.from(hkdfSync('sha256', audit, Buffer.alloc(0), 'clearhire backup manifest', 32));
}

function signatureOf(manifest: BackupManifest, audit: Buffer): string {
  const { signature: _ignored, ...signed } = manifest;
  return createHmac('sha256', signingKey(audit)).update(JSON.stringify(signed)).digest('hex');
}

export function signManifest(manifest: BackupManifest, audit: Buffer): BackupManifest {
  return { ...manifest, signature: signatureOf(manifest, audit) };
}

/**
 * Parses the manifest and checks, in this order, that it is one, that the keys configured are the
 * keys the backup was made with (each named when not), and that its signature holds. Throws a
 * BackupError saying which.
 */
export function checkManifest(text: string, keys: BackupKeys): BackupManifest {
  let manifest: BackupManifest;
  try {
    manifest = JSON.parse(text) as BackupManifest;
  } catch {
    throw new BackupError('The archive is damaged: its manifest is not valid JSON.');
  }
  if (manifest?.format !== MANIFEST_FORMAT || !manifest.database || !manifest.objects?.files || !manifest.keyChecks) {
    throw new BackupError(`This is not a ClearHire backup of a format this version reads (${MANIFEST_FORMAT}).`);
  }
  const configured = keyChecksOf(keys);
  if (manifest.keyChecks.audit !== configured.audit) throw new BackupError('AUDIT_KEY is not the key this backup was made with: set the keys of the backup (kept apart from the archives).');
  if (manifest.keyChecks.blindIndex !== configured.blindIndex) throw new BackupError('BLIND_INDEX_KEY is not the key this backup was made with: set the keys of the backup (kept apart from the archives).');
  for (const [id, check] of Object.entries(manifest.keyChecks.encryption)) {
    if (!(id in configured.encryption)) throw new BackupError(`ENCRYPTION_KEYS lacks the key "${id}" this backup was made with: add it (kept apart from the archives).`);
    if (configured.encryption[id] !== check) throw new BackupError(`ENCRYPTION_KEYS holds another key under the id "${id}" than this backup was made with.`);
  }
  const expected = Buffer.from(signatureOf(manifest, keys.audit), 'hex');
  const given = Buffer.from(String(manifest.signature ?? ''), 'hex');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw new BackupError('The archive was altered: its manifest does not carry a valid signature.');
  return manifest;
}
