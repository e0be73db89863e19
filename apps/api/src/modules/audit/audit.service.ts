import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager, MoreThan } from 'typeorm';
import { AUDIT_GENESIS_HASH, AuditEvent, auditEventHash } from '@clearhire/db';
import type { Actor } from '../../common/auth/session';

export interface AuditEntry {
  actor: Actor;
  /** What happened, as record.verb: submission.read, submission.status_changed, file.downloaded… */
  action: string;
  recordType: 'company' | 'user' | 'submission' | 'employee' | 'erd' | 'i9' | 'document' | 'contact';
  recordId: string | number;
  companyId: number | null;
  /** Non-personal details only (statuses, kinds); never names, SSNs or numbers. */
  detail?: Record<string, unknown>;
}

// Serialises writers of the chain: each new row must see the previous row's hash.
const AUDIT_CHAIN_LOCK = 0x0c1ea41e;

export interface ChainCheck {
  ok: boolean;
  checked: number;
  /** The first event whose hash does not match its content or predecessor. */
  brokenAt?: string;
}

@Injectable()
export class AuditService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Appends an event inside the caller's transaction, so the change and its record commit together. */
  async record(manager: EntityManager, entry: AuditEntry): Promise<void> {
    await manager.query('SELECT pg_advisory_xact_lock($1)', [AUDIT_CHAIN_LOCK]);
    const [last] = await manager.query('SELECT hash FROM audit_events ORDER BY id DESC LIMIT 1');
    const prevHash: string = last?.hash ?? AUDIT_GENESIS_HASH;
    const session = entry.actor.session;
    const fields = {
      occurredAt: new Date(),
      actorId: session?.userId ?? null,
      actorRole: session ? (session.isAdmin ? 'admin' : 'company') : 'public',
      action: entry.action,
      recordType: entry.recordType,
      recordId: String(entry.recordId),
      companyId: entry.companyId,
      ip: entry.actor.ip,
      detail: entry.detail ?? null,
    } as const;
    await manager.insert(AuditEvent, { ...fields, prevHash, hash: auditEventHash(prevHash, fields) } as Partial<AuditEvent> as never);
  }

  /** Appends an event on its own (reads and downloads, which change nothing else). */
  async recordAccess(entry: AuditEntry): Promise<void> {
    await this.dataSource.transaction((manager) => this.record(manager, entry));
  }

  /** Walks the whole chain in id order and recomputes every hash. */
  async verifyChain(batchSize = 5000): Promise<ChainCheck> {
    let prevHash = AUDIT_GENESIS_HASH;
    let lastId = '0';
    let checked = 0;
    for (;;) {
      const rows = await this.dataSource.getRepository(AuditEvent).find({
        where: { id: MoreThan(lastId) },
        order: { id: 'ASC' },
        take: batchSize,
      });
      if (rows.length === 0) return { ok: true, checked };
      for (const row of rows) {
        const expected = auditEventHash(prevHash, row);
        if (row.prevHash !== prevHash || row.hash !== expected) return { ok: false, checked, brokenAt: row.id };
        prevHash = row.hash;
        lastId = row.id;
        checked += 1;
      }
    }
  }
}
