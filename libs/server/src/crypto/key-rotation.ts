import { randomUUID } from 'node:crypto';
import { pipeline, type Readable } from 'node:stream';
import type { DataSource } from 'typeorm';
import { isNotFoundError, type ObjectStorage } from '@clearhire/storage';
import { ENCRYPTED_FIELDS, fieldAt } from './encrypted-fields';
import type { FieldCipher } from './field-cipher';

const FIELD_BATCH = 500;
const OBJECT_BATCH = 50;

export interface RotationReport {
  fields: number;
  objects: number;
  /** Documents whose stored object is not in the store: their rows still name the old key. */
  missing: string[];
  /** Fields that no configured key opens where they are ("table.column id"): left as they are. */
  unreadable: string[];
}

/**
 * Moves every encrypted field and every stored object under the active key (the first of
 * ENCRYPTION_KEYS), fields bound to their row as new writes are. Resumable: what is already under
 * the active key is skipped, so a run stopped halfway continues where it was; each change is
 * conditional on the value it read, so a row changed meanwhile is never overwritten. What cannot be
 * moved (an object missing from the store, a field no key opens) is named in the report and passed.
 * An object is written anew under a new storage key, its row pointed at it, and only then the old
 * object removed. Progress goes to `report`, never a value.
 */
export async function rotateKeys(dataSource: DataSource, cipher: FieldCipher, storage: ObjectStorage, report: (line: string) => void): Promise<RotationReport> {
  const prefix = cipher.currentTextPrefix;
  let fields = 0;
  const unreadable: string[] = [];
  for (const { table, column } of ENCRYPTED_FIELDS) {
    const stale = `${column} IS NOT NULL AND left(${column}, ${prefix.length}) <> $1`;
    const [{ total }]: { total: number }[] = await dataSource.query(`SELECT count(*)::int AS total FROM ${table} WHERE ${stale}`, [prefix]);
    let done = 0;
    // Paged by id, so a value that cannot be opened is passed once, not read again forever.
    let after: string | null = null;
    while (total > 0) {
      const rows: { id: string; value: string }[] = await dataSource.query(
        `SELECT id::text AS id, ${column} AS value FROM ${table} WHERE ${stale}${after === null ? '' : ' AND id > $2'} ORDER BY id LIMIT ${FIELD_BATCH}`,
        after === null ? [prefix] : [prefix, after],
      );
      if (rows.length === 0) break;
      for (const row of rows) {
        after = row.id;
        const at = fieldAt(table, column as never, row.id);
        let plain: string;
        try {
          plain = cipher.decryptText(row.value, at);
        } catch {
          // A value under a key no longer configured, damaged, or copied from another row (bound to
          // that row): named for the operator, never shown, and left as it is.
          unreadable.push(`${table}.${column} ${row.id}`);
          continue;
        }
        // Conditional on the value read: a row the application changed meanwhile is already under the new key.
        await dataSource.query(`UPDATE ${table} SET ${column} = $2 WHERE id = $1 AND ${column} = $3`, [row.id, cipher.encryptText(plain, at), row.value]);
        done += 1;
      }
      report(`${table}.${column}: ${done} of ${total}`);
    }
    fields += done;
  }

  const [{ total }]: { total: number }[] = await dataSource.query('SELECT count(*)::int AS total FROM documents WHERE key_id IS DISTINCT FROM $1', [cipher.activeKey]);
  let objects = 0;
  const missing: string[] = [];
  // Paged by id, so an object that cannot be moved (missing from the store) is passed, not read again forever.
  let after = '00000000-0000-0000-0000-000000000000';
  for (;;) {
    const rows: { id: string; storage_key: string; byte_size: number }[] = await dataSource.query(
      `SELECT id::text AS id, storage_key, byte_size FROM documents WHERE key_id IS DISTINCT FROM $1 AND id > $2 ORDER BY id LIMIT ${OBJECT_BATCH}`,
      [cipher.activeKey, after],
    );
    if (rows.length === 0) break;
    for (const row of rows) {
      after = row.id;
      let source: Readable;
      try {
        source = await storage.getStream(row.storage_key);
      } catch (err) {
        if (!isNotFoundError(err)) throw err;
        missing.push(row.id);
        continue;
      }
      const next = `documents/${row.id.slice(0, 2)}/${randomUUID()}`;
      // Decrypted and sealed again as a stream: an inspection export of hundreds of megabytes never sits in memory.
      const resealed = pipeline(source, cipher.decryptingStream(), cipher.encryptingStream(), () => undefined);
      try {
        await storage.putStream(next, resealed, cipher.streamedLength(row.byte_size));
      } catch (err) {
        await storage.delete(next);
        throw new Error(`Stored object of document ${row.id} could not be re-encrypted: ${(err as Error).message}`);
      }
      const [, moved]: [unknown, number] = await dataSource.query('UPDATE documents SET storage_key = $2, key_id = $3 WHERE id = $1 AND storage_key = $4', [
        row.id,
        next,
        cipher.activeKey,
        row.storage_key,
      ]);
      // The row went (a purge) or moved meanwhile: the new copy is the orphan, not the old one.
      await storage.delete(moved ? row.storage_key : next);
      if (moved) objects += 1;
    }
    report(`stored objects: ${objects} of ${total}${missing.length ? ` (${missing.length} missing from the store)` : ''}`);
  }
  return { fields, objects, missing, unreadable };
}
