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

/** Where a walk along the chain resumes: the event before the first one checked, which that one must link to. */
export interface ChainAnchor {
  id: string;
  hash: string;
}

/** One thing wrong with the trail, at the event it names (for a removal, the event after the gap). */
export interface ChainBreak {
  eventId: string;
  problem: string;
}

interface ChainWalk {
  checked: number;
  /** The last event checked: where the next walk resumes. */
  last: ChainAnchor | null;
  breaks: ChainBreak[];
}

interface WalkOptions {
  batchSize: number;
  /** A checkpoint needs only to know that the trail breaks, and where first: the rest is not read. */
  stopAtFirstBreak: boolean;
  visit?: (row: AuditRowText) => void;
}

/** What is wrong with one event, given the event the walk checked before it. */
function breaksAt(key: Buffer, row: AuditRowText, before: { id: bigint | null; hash: string }): ChainBreak[] {
  const breaks: ChainBreak[] = [];
  const at = (problem: string) => breaks.push({ eventId: row.id, problem });
  const id = BigInt(row.id);
  if (before.id !== null && id !== before.id + 1n && row.prev_hash !== before.hash) at(`Events ${before.id + 1n} to ${id - 1n} were removed: event ${row.id} follows event ${before.id}.`);
  else if (row.prev_hash !== before.hash) at(`Event ${row.id} does not follow event ${before.id ?? 'genesis'}: an event before it was removed or changed.`);
  if (row.scheme !== 'hmac-sha256') at(`Event ${row.id} is not sealed under AUDIT_KEY yet (from before the HMAC chain): run migrate.`);
  else if (!sameHex(row.hash, auditHmac(key, auditMessage(row.prev_hash, row)))) at(`Event ${row.id} was changed: its content no longer matches its HMAC.`);
  return breaks;
}

/**
 * Recomputes the chain in id order after `from` (from the genesis when null): each event's HMAC
 * from its own fields, and its link to the event before it. Names an edited event (its HMAC no
 * longer matches), a removed one (the next event's link points at a hash that is not there, or ids
 * jump) and events not sealed under the key yet (from before the HMAC chain). The one rule for
 * `npm run audit:verify` and for the worker before it signs a checkpoint.
 */
async function walkAuditChain(dataSource: DataSource, key: Buffer, from: ChainAnchor | null, options: WalkOptions): Promise<ChainWalk> {
  const breaks: ChainBreak[] = [];
  let before = { id: from ? BigInt(from.id) : null, hash: from?.hash ?? GENESIS_HASH };
  let last: ChainAnchor | null = null;
  let checked = 0;
  for (;;) {
    const rows: AuditRowText[] = await dataSource.query(`SELECT ${AUDIT_ROW_TEXT} FROM audit_events WHERE audit_events.id > $1 ORDER BY audit_events.id LIMIT $2`, [
      last?.id ?? from?.id ?? '0',
      options.batchSize,
    ]);
    if (rows.length === 0) break;
    for (const row of rows) {
      breaks.push(...breaksAt(key, row, before));
      before = { id: BigInt(row.id), hash: row.hash };
      last = { id: row.id, hash: row.hash };
      checked += 1;
      options.visit?.(row);
      if (options.stopAtFirstBreak && breaks.length) return { checked, last, breaks };
    }
  }
  return { checked, last, breaks };
}

/** The trail does not hold where `chainBreak` says: a checkpoint would vouch for a forged event. */
export class AuditChainBrokenError extends Error {
  constructor(readonly chainBreak: ChainBreak) {
    super(auditBreakReason(chainBreak.eventId));
    this.name = 'AuditChainBrokenError';
  }
}

/**
 * The job's failure reason. Failure reasons are scrubbed of long numbers (scrubFailureReason), which
 * an event id past 999 is: written with thousands separators, each group is short and the id
 * survives. What is wrong there is in `npm run audit:verify` and the administrators' mail.
 */
export function auditBreakReason(eventId: string): string {
  return `Audit trail broken at event ${BigInt(eventId).toLocaleString('en-US')}: no checkpoint signed. Run npm run audit:verify for what is wrong there.`;
}

/**
 * Where the walk since `previous` resumes: the previous checkpoint's own event must still be there
 * with the hash it signed. The walk then starts at that event, so its content is checked again too.
 */
async function resumeAfterCheckpoint(dataSource: DataSource, previous: AuditCheckpoint): Promise<ChainAnchor> {
  const [row]: { prev_hash: string; hash: string }[] = await dataSource.query('SELECT prev_hash, hash FROM audit_events WHERE id = $1', [previous.lastId]);
  const broken = (problem: string) => new AuditChainBrokenError({ eventId: previous.lastId, problem });
  if (!row) throw broken(`Event ${previous.lastId}, the newest of the checkpoint of ${previous.at}, is missing: it was removed or cut from the end.`);
  if (!sameHex(row.hash, previous.lastHash)) throw broken(`Event ${previous.lastId} differs from the checkpoint of ${previous.at}.`);
  return { id: String(BigInt(previous.lastId) - 1n), hash: row.prev_hash };
}

/**
 * Writes the trail's current end, signed, to object storage; nothing when the trail is empty. The
 * events since the previous checkpoint (all of them for the first) are verified first, and the
 * checkpoint names the last event verified: a signature never vouches for a forged or edited row.
 * Throws AuditChainBrokenError, naming the first broken event, and signs nothing when they do not hold.
 */
export async function writeAuditCheckpoint(dataSource: DataSource, storage: ObjectStorage, key: Buffer, now: Date, batchSize = 5000): Promise<AuditCheckpoint | null> {
  const { checkpoint: previous } = await latestAuditCheckpoint(storage, key);
  const from = previous ? await resumeAfterCheckpoint(dataSource, previous) : null;
  const walk = await walkAuditChain(dataSource, key, from, { batchSize, stopAtFirstBreak: true });
  if (walk.breaks.length) throw new AuditChainBrokenError(walk.breaks[0]);
  const last = walk.last;
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
 * Recomputes the whole chain (walkAuditChain) and checks its end against the newest signed
 * checkpoint: rows cut from the end show as the checkpoint's last event missing or different.
 */
export async function verifyAuditChain(dataSource: DataSource, key: Buffer, storage: ObjectStorage | null, batchSize = 5000): Promise<ChainVerdict> {
  const { checkpoint, forged } = storage ? await latestAuditCheckpoint(storage, key) : { checkpoint: null, forged: [] };
  const problems = forged.map((name) => `Checkpoint ${name} does not carry a valid signature.`);
  let seenAtCheckpoint: string | undefined;
  const walk = await walkAuditChain(dataSource, key, null, {
    batchSize,
    stopAtFirstBreak: false,
    visit: (row) => {
      if (row.id === checkpoint?.lastId) seenAtCheckpoint = row.hash;
    },
  });
  problems.push(...walk.breaks.map((b) => b.problem));
  if (checkpoint) {
    if (seenAtCheckpoint === undefined) problems.push(`Events were cut from the end: checkpoint of ${checkpoint.at} saw event ${checkpoint.lastId}, the trail ends at event ${walk.last?.id ?? 'none'}.`);
    else if (!sameHex(seenAtCheckpoint, checkpoint.lastHash)) problems.push(`Event ${checkpoint.lastId} differs from the checkpoint of ${checkpoint.at}.`);
  }
  return { ok: problems.length === 0, checked: walk.checked, lastId: walk.last?.id ?? null, problems, checkpoint };
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
