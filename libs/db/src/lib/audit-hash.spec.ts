import { AUDIT_GENESIS_HASH, auditEventHash, type AuditHashInput } from './audit-hash';

const event: AuditHashInput = {
  occurredAt: new Date('2026-11-22T10:00:00.123Z'),
  actorId: '5f0c7c6e-0000-4000-8000-000000000001',
  actorRole: 'admin',
  action: 'submission.status_changed',
  recordType: 'submission',
  recordId: '9d1e0000-0000-4000-8000-000000000002',
  companyId: 7,
  ip: '127.0.0.1',
  detail: { from: 'pending', to: 'sent' },
};

describe('auditEventHash', () => {
  it('is a stable SHA-256 hex digest', () => {
    const hash = auditEventHash(AUDIT_GENESIS_HASH, event);
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(auditEventHash(AUDIT_GENESIS_HASH, { ...event })).toBe(hash);
  });

  it('ignores the key order of details (jsonb does not keep it)', () => {
    expect(auditEventHash(AUDIT_GENESIS_HASH, { ...event, detail: { to: 'sent', from: 'pending' } })).toBe(auditEventHash(AUDIT_GENESIS_HASH, event));
  });

  it.each<[string, Partial<AuditHashInput>]>([
    ['time', { occurredAt: new Date('2026-11-22T10:00:00.124Z') }],
    ['actor', { actorId: null }],
    ['action', { action: 'submission.read' }],
    ['record', { recordId: 'other' }],
    ['company', { companyId: 8 }],
    ['ip', { ip: '10.0.0.1' }],
    ['detail', { detail: { from: 'pending', to: 'approved' } }],
  ])('changes when the %s changes', (_field, change) => {
    expect(auditEventHash(AUDIT_GENESIS_HASH, { ...event, ...change })).not.toBe(auditEventHash(AUDIT_GENESIS_HASH, event));
  });

  it('depends on the previous hash, which chains the events', () => {
    expect(auditEventHash('f'.repeat(64), event)).not.toBe(auditEventHash(AUDIT_GENESIS_HASH, event));
  });
});
