import type { DataSource, EntityManager } from 'typeorm';
import { pooledQuery } from '../database/pooled-query';
import type { ObjectStorage } from '@clearhire/storage';
import { verifyAuditChain, type ChainVerdict } from './audit-chain';

/**
 * Who acted, as the trail records it. The API's Actor (a session, or a visitor of a public form,
 * with the request's address) fits as it is; a background process has neither and names itself.
 */
export interface AuditActor {
  /** A session; one made by an API key carries the key (`userId` is then the key's id). */
  session: { userId: string; isAdmin: boolean; apiKey?: { name: string } } | null;
  ip: string | null;
  process?: 'worker';
}

/** The worker rendering and storing forms on its own, outside any request. */
export const WORKER_ACTOR: AuditActor = { session: null, ip: null, process: 'worker' };

export interface AuditEntry {
  actor: AuditActor;
  /** What happened, as record.verb: submission.read, submission.status_changed, file.downloaded… */
  action: string;
  recordType: 'company' | 'user' | 'submission' | 'employee' | 'erd' | 'i9' | 'document' | 'contact' | 'inspection_export' | 'everify_case' | 'state_batch' | 'account_link' | 'location' | 'api_key' | 'sms_number' | 'calendar_feed' | 'webhook_endpoint';
  recordId: string | number;
  companyId: number | null;
  /** Non-personal details only (statuses, kinds); never names, SSNs or numbers. */
  detail?: Record<string, unknown>;
}

/**
 * The parameters of audit_append except the record id: actor, role, action, type, company, ip, detail.
 * A call made with an API key is recorded with the key's id as the actor, the role `api_key` and the
 * key's name in the detail (`apiKey`), so the trail says which key acted, even after it is revoked.
 */
export function auditActorParams(entry: Omit<AuditEntry, 'recordId'>): unknown[] {
  const session = entry.actor.session;
  const apiKey = session?.apiKey;
  const detail = apiKey ? { ...entry.detail, apiKey: `API key ${apiKey.name}` } : entry.detail;
  return [
    session?.userId ?? null,
    entry.actor.process ?? (apiKey ? 'api_key' : session ? (session.isAdmin ? 'admin' : 'company') : 'public'),
    entry.action,
    entry.recordType,
    entry.companyId,
    entry.actor.ip,
    detail ? JSON.stringify(detail) : null,
  ];
}

/** Appends one event (`audit_append`): the chain key, the actor's id and role, the action, the record's type and id, the company, the IP and the detail. */
export const AUDIT_APPEND_SQL = 'SELECT audit_append($1, $2, $3, $4, $5, $6, $7, $8, $9)';

/**
 * The audit trail. The database appends (audit_append: the chain's lock is held for a single
 * statement plus the commit), and chains each event with an HMAC under AUDIT_KEY, which is passed
 * with each call and never stored; `verifyChain` recomputes every HMAC in Node (audit-chain.ts).
 */
export class AuditService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly key: Buffer,
  ) {}

  /** Appends an event inside the caller's transaction, so the change and its record commit together. */
  async record(manager: EntityManager, entry: AuditEntry): Promise<void> {
    await manager.query(AUDIT_APPEND_SQL, this.appendParams(entry));
  }

  /**
   * Appends one event per record, of the same actor, action and company, in one statement inside
   * the caller's transaction (a bulk import's thousands of new employees: one round trip, not one
   * per row). Each record's own detail comes with it; the events chain in the order given.
   */
  async recordMany(manager: EntityManager, entry: Omit<AuditEntry, 'recordId' | 'detail'>, records: readonly { recordId: string | number; detail?: Record<string, unknown> }[]): Promise<void> {
    if (records.length === 0) return;
    const [actorId, role, action, recordType, companyId, ip] = auditActorParams(entry);
    await manager.query(
      `SELECT audit_append($1, $2, $3, $4, $5, r.id, $6, $7, r.detail) FROM unnest($8::text[], $9::jsonb[]) WITH ORDINALITY AS r(id, detail, n) ORDER BY r.n`,
      [this.key, actorId, role, action, recordType, companyId, ip, records.map((r) => String(r.recordId)), records.map((r) => (r.detail ? JSON.stringify(r.detail) : null))],
    );
  }

  /**
   * Appends one event per record, each with its own action, company and detail, of one actor and
   * record type, in one statement inside the caller's transaction (the forms a batch of renderings
   * stores for many companies); the events chain in the order given.
   */
  async recordEach(manager: EntityManager, entry: Pick<AuditEntry, 'actor' | 'recordType'>, records: readonly Omit<AuditEntry, 'actor' | 'recordType'>[]): Promise<void> {
    if (records.length === 0) return;
    const params = records.map((r) => this.appendParams({ ...entry, ...r }));
    const column = (i: number) => params.map((p) => p[i]);
    await manager.query(
      `SELECT audit_append($1, r.actor_id, r.role, r.action, r.record_type, r.record_id, r.company_id, r.ip, r.detail)
         FROM unnest($2::uuid[], $3::text[], $4::text[], $5::text[], $6::text[], $7::integer[], $8::text[], $9::jsonb[])
              WITH ORDINALITY AS r(actor_id, role, action, record_type, record_id, company_id, ip, detail, n)
        ORDER BY r.n`,
      [this.key, ...[1, 2, 3, 4, 5, 6, 7, 8].map(column)],
    );
  }

  /**
   * Appends an event on its own (reads and downloads, which change nothing else): one statement,
   * its own transaction, one round trip (an explicit BEGIN … COMMIT around it would cost three on
   * every read of personal data).
   */
  async recordAccess(entry: AuditEntry): Promise<void> {
    await pooledQuery(this.dataSource, AUDIT_APPEND_SQL, this.appendParams(entry));
  }

  private appendParams(entry: AuditEntry): unknown[] {
    const [actorId, role, action, recordType, companyId, ip, detail] = auditActorParams(entry);
    return [this.key, actorId, role, action, recordType, String(entry.recordId), companyId, ip, detail];
  }

  /** The key audit_append needs, for statements that append in SQL themselves (AuditedInsert). */
  get chainKey(): Buffer {
    return this.key;
  }

  /** Recomputes the chain in Node and checks its end against the newest signed checkpoint in `storage`. */
  verifyChain(storage: ObjectStorage | null): Promise<ChainVerdict> {
    return verifyAuditChain(this.dataSource, this.key, storage);
  }
}
