import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';

/**
 * Who acted, as the trail records it. The API's Actor (a session, or a visitor of a public form,
 * with the request's address) fits as it is; a background process has neither and names itself.
 */
export interface AuditActor {
  session: { userId: string; isAdmin: boolean } | null;
  ip: string | null;
  process?: 'worker';
}

/** The worker rendering and storing forms on its own, outside any request. */
export const WORKER_ACTOR: AuditActor = { session: null, ip: null, process: 'worker' };

export interface AuditEntry {
  actor: AuditActor;
  /** What happened, as record.verb: submission.read, submission.status_changed, file.downloaded… */
  action: string;
  recordType: 'company' | 'user' | 'submission' | 'employee' | 'erd' | 'i9' | 'document' | 'contact' | 'inspection_export' | 'everify_case';
  recordId: string | number;
  companyId: number | null;
  /** Non-personal details only (statuses, kinds); never names, SSNs or numbers. */
  detail?: Record<string, unknown>;
}

export interface ChainCheck {
  ok: boolean;
  checked: number;
  /** The first event whose hash does not match its content or its predecessor. */
  brokenAt?: string;
}

const GENESIS_HASH = '0'.repeat(64);

/** The parameters of audit_append except the record id: actor, role, action, type, company, ip, detail. */
export function auditActorParams(entry: Omit<AuditEntry, 'recordId'>): unknown[] {
  const session = entry.actor.session;
  return [
    session?.userId ?? null,
    entry.actor.process ?? (session ? (session.isAdmin ? 'admin' : 'company') : 'public'),
    entry.action,
    entry.recordType,
    entry.companyId,
    entry.actor.ip,
    entry.detail ? JSON.stringify(entry.detail) : null,
  ];
}

/**
 * The audit trail. The database appends and hashes (audit_append): one definition of the hash,
 * and the chain lock is held for a single statement plus the commit.
 */
@Injectable()
export class AuditService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Appends an event inside the caller's transaction, so the change and its record commit together. */
  async record(manager: EntityManager, entry: AuditEntry): Promise<void> {
    const [actorId, role, action, recordType, companyId, ip, detail] = auditActorParams(entry);
    await manager.query('SELECT audit_append($1, $2, $3, $4, $5, $6, $7, $8)', [actorId, role, action, recordType, String(entry.recordId), companyId, ip, detail]);
  }

  /** Appends an event on its own (reads and downloads, which change nothing else). */
  async recordAccess(entry: AuditEntry): Promise<void> {
    await this.dataSource.transaction((manager) => this.record(manager, entry));
  }

  /** Walks the whole chain in id order: every hash recomputed, every link to the previous row checked. */
  async verifyChain(batchSize = 5000): Promise<ChainCheck> {
    let prevHash = GENESIS_HASH;
    let lastId = '0';
    let checked = 0;
    for (;;) {
      const rows: { id: string; prev_hash: string; hash: string; recomputed: string }[] = await this.dataSource.query(
        `SELECT id, prev_hash, hash,
                audit_event_hash(prev_hash, occurred_at, actor_id, actor_role, action, record_type, record_id, company_id, ip, detail) AS recomputed
         FROM audit_events WHERE id > $1 ORDER BY id LIMIT $2`,
        [lastId, batchSize],
      );
      if (rows.length === 0) return { ok: true, checked };
      for (const row of rows) {
        if (row.prev_hash !== prevHash || row.hash !== row.recomputed) return { ok: false, checked, brokenAt: String(row.id) };
        prevHash = row.hash;
        lastId = row.id;
        checked += 1;
      }
    }
  }
}
