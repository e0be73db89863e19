import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DataSource } from 'typeorm';
import { AuditService, sealLegacyAuditEvents, writeAuditCheckpoint } from '@clearhire/server';
import { FilesystemObjectStorage } from '@clearhire/storage';
import { TestContext } from './support/test-app';

/**
 * The audit trail: append-only for the service's role, chained with an HMAC under AUDIT_KEY (which
 * the database never holds), checked in Node, with signed checkpoints in the object storage. Each
 * tampering below is done as the database owner, able to set the trigger aside, and undone after,
 * so that the other test files sharing this database keep an intact chain.
 */
describe('audit trail', () => {
  let ctx: TestContext;
  let owner: DataSource;
  const key = () => Buffer.from(process.env['AUDIT_KEY']!, 'base64');
  beforeAll(async () => {
    ctx = await TestContext.start();
    owner = await ctx.owner();
  });
  afterAll(() => ctx.close());

  const verify = (storage: FilesystemObjectStorage | null = null) => ctx.app.get(AuditService).verifyChain(storage);
  /** Runs `sql` as the owner with the append-only trigger set aside, as a database superuser could. */
  const tamper = (sql: string, params: unknown[] = []) =>
    owner.transaction(async (m) => {
      await m.query('ALTER TABLE audit_events DISABLE TRIGGER audit_events_append_only');
      await m.query(sql, params);
      await m.query('ALTER TABLE audit_events ENABLE TRIGGER audit_events_append_only');
    });
  /** The newest events, every column exactly (timestamps to the microsecond), to put back after a deletion. */
  const saved = async (n: number) =>
    ((await owner.query(`SELECT to_jsonb(a) AS row FROM audit_events a ORDER BY a.id DESC LIMIT $1`, [n])) as { row: Record<string, unknown> }[]).map((r): Record<string, unknown> & { id: string } => ({
      ...r.row,
      id: String(r.row.id),
    }));
  const restore = (rows: Record<string, unknown>[]) =>
    tamper(
      `INSERT INTO audit_events SELECT * FROM jsonb_populate_recordset(NULL::audit_events, $1::jsonb)`,
      [JSON.stringify(rows)],
    );

  it('chains every event with an HMAC and verifies intact', async () => {
    const company = await ctx.newCompany();
    await ctx.newSubmission(company.id);
    const result = await verify();
    expect(result).toMatchObject({ ok: true, problems: [] });
    expect(result.checked).toBeGreaterThanOrEqual(4);
    const [row] = await ctx.dataSource.query(`SELECT scheme FROM audit_events ORDER BY id DESC LIMIT 1`);
    expect(row.scheme).toBe('hmac-sha256');
  });

  it('keeps the chain intact under concurrent writers', async () => {
    const company = await ctx.newCompany();
    await Promise.all(Array.from({ length: 15 }, () => ctx.newSubmission(company.id)));
    expect((await verify()).problems).toEqual([]);
  });

  it('lets the service only append: it may neither change, remove nor empty the trail, nor set the trigger aside', async () => {
    await ctx.newCompany({ erd: 'none' });
    for (const sql of [
      `UPDATE audit_events SET action = 'x' WHERE id = (SELECT max(id) FROM audit_events)`,
      `DELETE FROM audit_events WHERE id = (SELECT max(id) FROM audit_events)`,
      'TRUNCATE audit_events',
      'ALTER TABLE audit_events DISABLE TRIGGER audit_events_append_only',
      `CREATE OR REPLACE FUNCTION audit_events_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RETURN NEW; END $$`,
    ]) {
      await expect(ctx.dataSource.query(sql)).rejects.toThrow(/permission denied|must be owner/);
    }
    // The owner meets the trigger.
    await expect(owner.query(`DELETE FROM audit_events WHERE id = (SELECT max(id) FROM audit_events)`)).rejects.toThrow(/append-only/);
  });

  it.each([
    ['ip', `'10.9.9.9'`, 'text'],
    ['action', `'company.deleted'`, 'text'],
    ['actor_id', `gen_random_uuid()`, 'uuid'],
    ['occurred_at', `occurred_at - interval '1 microsecond'`, 'timestamptz'],
    ['detail', `'{"forged": true}'::jsonb`, 'jsonb'],
  ])("names an event whose %s was edited, even with the hashes recomputed without the key", async (column, forged, type) => {
    await ctx.newCompany({ erd: 'none' });
    // Read as text so that restoring keeps every digit (timestamps have microseconds).
    const [row] = await owner.query(`SELECT id::text AS id, ${column}::text AS original FROM audit_events ORDER BY id DESC LIMIT 1`);
    await tamper(`UPDATE audit_events SET ${column} = ${forged} WHERE id = $1`, [row.id]);
    try {
      const result = await verify();
      expect(result.ok).toBe(false);
      expect(result.problems).toContain(`Event ${row.id} was changed: its content no longer matches its HMAC.`);
    } finally {
      await tamper(`UPDATE audit_events SET ${column} = $2::${type} WHERE id = $1`, [row.id, row.original]);
    }
    expect((await verify()).ok).toBe(true);
  });

  it('names an event removed from the middle of the trail', async () => {
    const company = await ctx.newCompany();
    await ctx.newSubmission(company.id);
    await ctx.newSubmission(company.id);
    const [newest, middle] = await saved(2);
    await tamper('DELETE FROM audit_events WHERE id = $1', [middle.id]);
    try {
      const result = await verify();
      expect(result.ok).toBe(false);
      expect(result.problems).toContain(`Events ${middle.id} to ${middle.id} were removed: event ${newest.id} follows event ${BigInt(middle.id as string) - 1n}.`);
    } finally {
      await restore([middle]);
    }
    expect((await verify()).ok).toBe(true);
  });

  it('names events cut from the end after a signed checkpoint, and a forged checkpoint', async () => {
    const storage = new FilesystemObjectStorage(mkdtempSync(join(tmpdir(), 'clearhire-audit-')));
    const company = await ctx.newCompany();
    await ctx.newSubmission(company.id);
    const checkpoint = await writeAuditCheckpoint(ctx.dataSource, storage, key(), new Date());
    expect((await verify(storage)).ok).toBe(true);

    const tail = await saved(2);
    await tamper('DELETE FROM audit_events WHERE id >= $1', [tail[1].id]);
    try {
      const result = await verify(storage);
      expect(result.ok).toBe(false);
      expect(result.problems).toEqual([expect.stringMatching(new RegExp(`^Events were cut from the end: checkpoint of .* saw event ${checkpoint!.lastId}, the trail ends at event ${BigInt(tail[1].id as string) - 1n}\\.$`))]);
    } finally {
      await restore(tail.reverse());
    }
    expect((await verify(storage)).ok).toBe(true);

    // A checkpoint signed with another key (or edited) is not trusted, and is named.
    await storage.put('audit-checkpoints/99999999999999999999-1', Buffer.from(JSON.stringify({ lastId: '99999999999999999999', lastHash: 'ab'.repeat(32), at: new Date().toISOString(), signature: 'cd'.repeat(32) })));
    const forged = await verify(storage);
    expect(forged.problems).toEqual(['Checkpoint audit-checkpoints/99999999999999999999-1 does not carry a valid signature.']);
    expect(forged.checkpoint?.lastId).toBe(checkpoint!.lastId);
  });

  describe('events from before the HMAC chain (plain SHA-256)', () => {
    /** Turns the newest `n` events into the old scheme, chained with the old database function, as an older version wrote them. */
    const makeLegacy = async (n: number) => {
      const rows = (await saved(n)).reverse();
      const [{ hash: before }] = await owner.query('SELECT hash FROM audit_events WHERE id < $1 ORDER BY id DESC LIMIT 1', [rows[0].id]);
      let prev = before as string;
      for (const row of rows) {
        await tamper(
          `UPDATE audit_events SET scheme = 'sha256', prev_hash = $2::text,
             hash = audit_event_hash($2::text, occurred_at, actor_id, actor_role, action, record_type, record_id, company_id, ip, detail) WHERE id = $1`,
          [row.id, prev],
        );
        [{ hash: prev }] = await owner.query('SELECT hash FROM audit_events WHERE id = $1', [row.id]);
      }
      return rows;
    };

    it('are named as not sealed, then sealed under the key by migrate after their old chain is checked', async () => {
      const company = await ctx.newCompany();
      await ctx.newSubmission(company.id);
      const legacy = await makeLegacy(3);
      const before = await verify();
      expect(before.problems).toEqual(legacy.map((r) => `Event ${r.id} is not sealed under AUDIT_KEY yet (from before the HMAC chain): run migrate.`));
      expect(await sealLegacyAuditEvents(owner, key())).toBe(3);
      expect(await verify()).toMatchObject({ ok: true, problems: [] });
    });

    it('are not sealed over when their old chain was tampered with: the event is named', async () => {
      const company = await ctx.newCompany();
      await ctx.newSubmission(company.id);
      const legacy = await makeLegacy(2);
      await tamper(`UPDATE audit_events SET action = 'company.deleted' WHERE id = $1`, [legacy[0].id]);
      await expect(sealLegacyAuditEvents(owner, key())).rejects.toThrow(`broken at event ${legacy[0].id}`);
      // Undone, and sealed, so that the files after this one find an intact trail.
      await tamper(`UPDATE audit_events SET action = $2 WHERE id = $1`, [legacy[0].id, legacy[0].action]);
      expect(await sealLegacyAuditEvents(owner, key())).toBe(2);
      expect((await verify()).ok).toBe(true);
    });
  });
});

