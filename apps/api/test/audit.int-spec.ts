import { AuditService } from '@clearhire/server';
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

  it.each([
    ['ip', `'10.9.9.9'`, 'text'],
    ['action', `'company.deleted'`, 'text'],
    ['actor_id', `gen_random_uuid()`, 'uuid'],
    ['occurred_at', `occurred_at - interval '1 microsecond'`, 'timestamptz'],
    ['detail', `'{"forged": true}'::jsonb`, 'jsonb'],
    ['hash', `repeat('a', 64)`, 'text'],
  ])('detects an event whose %s was altered behind the trigger\'s back', async (column, forged, type) => {
    await ctx.newCompany({ erd: 'none' });
    // Read as text so that restoring keeps every digit (timestamps have microseconds).
    const [row] = await ctx.dataSource.query(`SELECT id, ${column}::text AS original FROM audit_events ORDER BY id DESC LIMIT 1`);
    // Tampering by someone able to disable triggers (a database superuser), then undone so
    // that other test files sharing this database keep an intact chain.
    const tamper = (sql: string, params: unknown[]) =>
      ctx.dataSource.transaction(async (m) => {
        await m.query('ALTER TABLE audit_events DISABLE TRIGGER audit_events_append_only');
        await m.query(sql, params);
        await m.query('ALTER TABLE audit_events ENABLE TRIGGER audit_events_append_only');
      });
    await tamper(`UPDATE audit_events SET ${column} = ${forged} WHERE id = $1`, [row.id]);
    try {
      expect(await ctx.app.get(AuditService).verifyChain()).toMatchObject({ ok: false, brokenAt: String(row.id) });
    } finally {
      await tamper(`UPDATE audit_events SET ${column} = $2::${type} WHERE id = $1`, [row.id, row.original]);
    }
    expect((await ctx.app.get(AuditService).verifyChain()).ok).toBe(true);
  });
});
