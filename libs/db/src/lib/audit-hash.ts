import { createHash } from 'node:crypto';

/** The fields an audit row's hash covers, in a fixed order. */
export interface AuditHashInput {
  occurredAt: Date;
  actorId: string | null;
  actorRole: string;
  action: string;
  recordType: string;
  recordId: string;
  companyId: number | null;
  ip: string | null;
  detail: Record<string, unknown> | null;
}

/** The hash of the empty chain, before the first event. */
export const AUDIT_GENESIS_HASH = '0'.repeat(64);

/** SHA-256 over the previous hash and this row's fields: the one definition used to write and to verify. */
export function auditEventHash(prevHash: string, e: AuditHashInput): string {
  const canonical = JSON.stringify([
    prevHash,
    e.occurredAt.toISOString(),
    e.actorId,
    e.actorRole,
    e.action,
    e.recordType,
    e.recordId,
    e.companyId,
    e.ip,
    e.detail === null ? null : sortKeys(e.detail),
  ]);
  return createHash('sha256').update(canonical).digest('hex');
}

// jsonb does not keep key order, so the hash is taken over sorted keys.
function sortKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value as object)
        .sort()
        .map((k) => [k, sortKeys((value as Record<string, unknown>)[k])]),
    );
  }
  return value;
}
