import { AuditService } from '../src/modules/audit/audit.service';
import { TestContext } from './support/test-app';

describe('audit trail', () => {
  let ctx: TestContext;
  beforeAll(async () => (ctx = await TestContext.start()));
  afterAll(() => ctx.close());

  it('chains every event to the one before and verifies intact', async () => {
    const company = await ctx.newCompany();
    await ctx.newSubmission(company.id);
    const result = await ctx.app.get(AuditService).verifyChain();
    expect(result.ok).toBe(true);
    expect(result.checked).toBeGreaterThanOrEqual(4);
  });

  it('keeps the chain intact under concurrent writers', async () => {
    const company = await ctx.newCompany();
    await Promise.all(Array.from({ length: 15 }, () => ctx.newSubmission(company.id)));
    expect((await ctx.app.get(AuditService).verifyChain()).ok).toBe(true);
  });

  it('refuses to change or delete an event: the table is append-only', async () => {
    await ctx.newCompany({ erd: 'none' });
    await expect(ctx.dataSource.query(`UPDATE audit_events SET action = 'x' WHERE id = (SELECT max(id) FROM audit_events)`)).rejects.toThrow(/append-only/);
    await expect(ctx.dataSource.query(`DELETE FROM audit_events WHERE id = (SELECT max(id) FROM audit_events)`)).rejects.toThrow(/append-only/);
    await expect(ctx.dataSource.query('TRUNCATE audit_events')).rejects.toThrow(/append-only/);
  });

  it('detects an event altered behind the trigger\'s back', async () => {
    await ctx.newCompany({ erd: 'none' });
    const [{ id, ip }] = await ctx.dataSource.query('SELECT id, ip FROM audit_events ORDER BY id DESC LIMIT 1');
    // Tampering by someone able to disable triggers (a database superuser), then undone so
    // that other test files sharing this database keep an intact chain.
    const setIp = (value: string | null) =>
      ctx.dataSource.transaction(async (m) => {
        await m.query('ALTER TABLE audit_events DISABLE TRIGGER audit_events_append_only');
        await m.query('UPDATE audit_events SET ip = $2 WHERE id = $1', [id, value]);
        await m.query('ALTER TABLE audit_events ENABLE TRIGGER audit_events_append_only');
      });
    await setIp('10.9.9.9');
    try {
      expect(await ctx.app.get(AuditService).verifyChain()).toMatchObject({ ok: false, brokenAt: String(id) });
    } finally {
      await setIp(ip);
    }
    expect((await ctx.app.get(AuditService).verifyChain()).ok).toBe(true);
  });
});
