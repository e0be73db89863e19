import { createHmac, timingSafeEqual } from 'node:crypto';
import type { DataSource } from 'typeorm';
import type { ObjectStorage } from '@clearhire/storage';

/**
 * The audit trail's chain, checked in Node: each event's hash is HMAC-SHA256, under AUDIT_KEY, of
 * its previous event's hash and its own fields, each as UTF-8 in hex (null as '-'), joined by dots
 * (the message `audit_append` builds in the database, from the same columns). The key never reaches
 * the database's storage, so whoever can write rows cannot make a changed or removed row fit; and
 * signed checkpoints kept in object storage show rows cut from the end.
 */

export const GENESIS_HASH = '0'.repeat(64);
/** The audit trail's lock in the database (pg_advisory_xact_lock), shared with audit_append. */
export const AUDIT_CHAIN_LOCK = 202286110;
export const CHECKPOINT_PREFIX = 'audit-checkpoints/';

/** The stored fields of one event as the database prints them, the hash's input. */
export interface AuditRowText {
  id: string;
  prev_hash: string;
  hash: string;
  scheme: string;
  occurred_at: string;
  actor_id: string | null;
  actor_role: string;
  action: string;
  record_type: string;
  record_id: string;
  company_id: string | null;
  ip: string | null;
  detail: string | null;
}

/** The columns read for verification: text exactly as the database stores and prints them (built-in casts only). */
export const AUDIT_ROW_TEXT = `id::text AS id, prev_hash, hash, scheme,
  to_char(occurred_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS occurred_at,
  actor_id::text AS actor_id, actor_role, action, record_type, record_id, company_id::text AS company_id, ip, detail::text AS detail`;

export function auditMessage(prevHash: string, r: Omit<AuditRowText, 'id' | 'prev_hash' | 'hash' | 'scheme'>): string {
  return [prevHash, r.occurred_at, r.actor_id, r.actor_role, r.action, r.record_type, r.record_id, r.company_id, r.ip, r.detail]
    .map((f) => (f === null ? '-' : Buffer.from(f, 'utf8').toString('hex')))
    .join('.');
}

export function auditHmac(key: Buffer, message: string): string {
  return createHmac('sha256', key).update(message, 'utf8').digest('hex');
}

function sameHex(a: string, b: string): boolean {
  const x = Buffer.from(a, 'hex');
  const y = Buffer.from(b, 'hex');
  return x.length === y.length && x.length > 0 && timingSafeEqual(x, y);
}

/** A signed statement of where the trail ended at a moment. */
export interface AuditCheckpoint {
  lastId: string;
  lastHash: string;
  at: string;
}

function checkpointSignature(key: Buffer, c: AuditCheckpoint): string {
  return auditHmac(key, ['checkpoint', c.lastId, c.lastHash, c.at].join('.'));
}

/** Writes the trail's current end, signed, to object storage; nothing when the trail is empty. */
export async function writeAuditCheckpoint(dataSource: DataSource, storage: ObjectStorage, key: Buffer, now: Date): Promise<AuditCheckpoint | null> {
  const [last]: { id: string; hash: string }[] = await dataSource.query('SELECT id::text AS id, hash FROM audit_events ORDER BY audit_events.id DESC LIMIT 1');
  if (!last) return null;
  const checkpoint: AuditCheckpoint = { lastId: last.id, lastHash: last.hash, at: now.toISOString() };
  // Keys sort by the last id (zero-padded), then time: the newest checkpoint lists last.
  const name = `${CHECKPOINT_PREFIX}${last.id.padStart(20, '0')}-${now.getTime()}`;
  await storage.put(name, Buffer.from(JSON.stringify({ ...checkpoint, signature: checkpointSignature(key, checkpoint) })));
  return checkpoint;
}

/** The newest checkpoint whose signature holds; forged or damaged ones are named, not trusted. */
export async function latestAuditCheckpoint(storage: ObjectStorage, key: Buffer): Promise<{ checkpoint: AuditCheckpoint | null; forged: string[] }> {
  const forged: string[] = [];
  const names = await storage.list(CHECKPOINT_PREFIX);
  for (const name of [...names].reverse()) {
    try {
      const body = JSON.parse((await storage.get(name)).toString('utf8')) as AuditCheckpoint & { signature: string };
      const c = { lastId: String(body.lastId), lastHash: String(body.lastHash), at: String(body.at) };
      if (sameHex(body.signature, checkpointSignature(key, c))) return { checkpoint: c, forged };
    } catch {
      /* unreadable: reported as forged below */
    }
    forged.push(name);
  }
  return { checkpoint: null, forged };
}

export interface ChainVerdict {
  ok: boolean;
  checked: number;
  lastId: string | null;
  /** What is wrong, each naming the event (edited, removed, cut from the tail, not sealed). */
  problems: string[];
  checkpoint: AuditCheckpoint | null;
}

/**
 * Recomputes the whole chain in id order: each event's HMAC from its own fields, each link to the
 * event before it, and the end against the newest signed checkpoint. Names an edited event (its
 * HMAC no longer matches), a removed one (the next event's link points at a hash that is not there,
 * or ids jump), rows cut from the end (the checkpoint's last event is missing or different), and
 * events not sealed under the key yet (from before the HMAC chain).
 */
export async function verifyAuditChain(dataSource: DataSource, key: Buffer, storage: ObjectStorage | null, batchSize = 5000): Promise<ChainVerdict> {
  const problems: string[] = [];
  let prevHash = GENESIS_HASH;
  let prevId: bigint | null = null;
  let lastId = '0';
  let checked = 0;
  const seen = new Map<string, string>();
  const { checkpoint, forged } = storage ? await latestAuditCheckpoint(storage, key) : { checkpoint: null, forged: [] };
  for (const name of forged) problems.push(`Checkpoint ${name} does not carry a valid signature.`);
  for (;;) {
    const rows: AuditRowText[] = await dataSource.query(`SELECT ${AUDIT_ROW_TEXT} FROM audit_events WHERE audit_events.id > $1 ORDER BY audit_events.id LIMIT $2`, [lastId, batchSize]);
    if (rows.length === 0) break;
    for (const row of rows) {
      const id = BigInt(row.id);
      if (prevId !== null && id !== prevId + 1n && row.prev_hash !== prevHash) problems.push(`Events ${prevId + 1n} to ${id - 1n} were removed: event ${row.id} follows event ${prevId}.`);
      else if (row.prev_hash !== prevHash) problems.push(`Event ${row.id} does not follow event ${prevId ?? 'genesis'}: an event before it was removed or changed.`);
      if (row.scheme !== 'hmac-sha256') problems.push(`Event ${row.id} is not sealed under AUDIT_KEY yet (from before the HMAC chain): run migrate.`);
      else if (!sameHex(row.hash, auditHmac(key, auditMessage(row.prev_hash, row)))) problems.push(`Event ${row.id} was changed: its content no longer matches its HMAC.`);
      prevHash = row.hash;
      prevId = id;
      lastId = row.id;
      checked += 1;
      if (checkpoint && row.id === checkpoint.lastId) seen.set(row.id, row.hash);
    }
  }
  if (checkpoint) {
    const found = seen.get(checkpoint.lastId);
    if (found === undefined) problems.push(`Events were cut from the end: checkpoint of ${checkpoint.at} saw event ${checkpoint.lastId}, the trail ends at event ${checked ? lastId : 'none'}.`);
    else if (!sameHex(found, checkpoint.lastHash)) problems.push(`Event ${checkpoint.lastId} differs from the checkpoint of ${checkpoint.at}.`);
  }
  return { ok: problems.length === 0, checked, lastId: checked ? lastId : null, problems, checkpoint };
}

/**
 * Seals events written before the HMAC chain (plain SHA-256, computed in the database) under the
 * key: first their old chain is checked with the old function, so tampering from before is reported
 * rather than sealed over, then every event from the first unsealed one is chained again with the
 * HMAC. Runs once, from `migrate`, as the database owner (the trigger refusing changes is set aside
 * for this transaction only).
 */
export async function sealLegacyAuditEvents(dataSource: DataSource, key: Buffer): Promise<number> {
  const [{ first }]: { first: string | null }[] = await dataSource.query(`SELECT min(id)::text AS first FROM audit_events WHERE scheme = 'sha256'`);
  if (first === null) return 0;
  const broken: { id: string }[] = await dataSource.query(
    `SELECT id::text AS id FROM (
       SELECT id, hash, lag(hash, 1, repeat('0', 64)) OVER (ORDER BY id) AS expected_prev, prev_hash,
              audit_event_hash(prev_hash, occurred_at, actor_id, actor_role, action, record_type, record_id, company_id, ip, detail) AS recomputed, scheme
       FROM audit_events) t
     WHERE scheme = 'sha256' AND (hash <> recomputed OR prev_hash <> expected_prev) ORDER BY id LIMIT 1`,
  );
  if (broken.length) throw new Error(`The audit trail from before the HMAC chain is broken at event ${broken[0].id}: not sealed. Investigate before sealing.`);
  return dataSource.transaction(async (m) => {
    await m.query('SELECT pg_advisory_xact_lock($1)', [AUDIT_CHAIN_LOCK]);
    await m.query('ALTER TABLE audit_events DISABLE TRIGGER audit_events_append_only');
    const [before]: { hash: string }[] = await m.query('SELECT hash FROM audit_events WHERE id < $1 ORDER BY id DESC LIMIT 1', [first]);
    let prev = before?.hash ?? GENESIS_HASH;
    let sealed = 0;
    let after = String(BigInt(first) - 1n);
    for (;;) {
      const rows: AuditRowText[] = await m.query(`SELECT ${AUDIT_ROW_TEXT} FROM audit_events WHERE audit_events.id > $1 ORDER BY audit_events.id LIMIT 1000`, [after]);
      if (rows.length === 0) break;
      for (const row of rows) {
        const hash = auditHmac(key, auditMessage(prev, row));
        await m.query(`UPDATE audit_events SET prev_hash = $2, hash = $3, scheme = 'hmac-sha256' WHERE id = $1`, [row.id, prev, hash]);
        prev = hash;
        after = row.id;
        sealed += 1;
      }
    }
    await m.query('ALTER TABLE audit_events ENABLE TRIGGER audit_events_append_only');
    return sealed;
  });
}
