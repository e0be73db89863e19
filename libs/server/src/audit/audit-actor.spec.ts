import { auditActorParams, WORKER_ACTOR } from './audit.service';

const entry = { action: 'employee.read', recordType: 'employee' as const, companyId: 7 };

describe('the actor an audit event records', () => {
  it('records a user by id and role, with the detail as given', () => {
    expect(auditActorParams({ ...entry, actor: { session: { userId: 'u1', isAdmin: false }, ip: '203.0.113.9' }, detail: { kind: 'x' } })).toEqual([
      'u1',
      'company',
      'employee.read',
      'employee',
      7,
      '203.0.113.9',
      '{"kind":"x"}',
    ]);
    expect(auditActorParams({ ...entry, actor: { session: { userId: 'a1', isAdmin: true }, ip: null } })[1]).toBe('admin');
    expect(auditActorParams({ ...entry, actor: { session: null, ip: null } }).slice(0, 2)).toEqual([null, 'public']);
    expect(auditActorParams({ ...entry, actor: WORKER_ACTOR })[1]).toBe('worker');
  });

  it("records a call made with an API key under the key: its id, the role api_key and its name in the detail", () => {
    const actor = { session: { userId: 'key-1', isAdmin: false, apiKey: { name: 'Payroll' } }, ip: '198.51.100.4' };
    expect(auditActorParams({ ...entry, actor })).toEqual(['key-1', 'api_key', 'employee.read', 'employee', 7, '198.51.100.4', '{"apiKey":"API key Payroll"}']);
    const [, , , , , , detail] = auditActorParams({ ...entry, actor, detail: { submissionIds: ['s1'] } });
    expect(JSON.parse(detail as string)).toEqual({ submissionIds: ['s1'], apiKey: 'API key Payroll' });
  });
});
