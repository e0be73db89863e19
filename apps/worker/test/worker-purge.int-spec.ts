import type { INestApplicationContext } from '@nestjs/common';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { INSPECTION_EXPORT_KEEP_DAYS } from '@clearhire/contracts';
import { Clock, JobName } from '@clearhire/server';
import { completeSection2, type CompanyAccount, employeeWithSection1, TestContext } from './support/api-harness';
import { JOB_HANDLERS, type JobHandler } from '../src/job-handler';
import { eventually, startWorker } from './support/worker-harness';

/**
 * The Form I-9 retention purge, on each company's own calendar: a record is destroyed the day after
 * its retention date, never on it, across daylight-saving changes and a leap day, and never under a
 * legal hold. Everything goes: rows, uploaded copies and record versions, with one audit event left.
 */
describe('the worker destroys Form I-9s whose retention has ended', () => {
  let ctx: TestContext;
  let worker: INestApplicationContext;
  let clock: Clock;
  let company: CompanyAccount;
  const storageDir = () => process.env['STORAGE_DIR']!;

  beforeAll(async () => {
    ctx = await TestContext.start();
    worker = await startWorker();
    clock = worker.get(Clock);
    company = await ctx.newCompany({ name: 'Cedar Books', timeZone: 'America/New_York' });
  });
  afterAll(async () => {
    await worker.close();
    await ctx.close();
  });
  afterEach(() => jest.restoreAllMocks());

  const purge = () => worker.get<JobHandler[]>(JOB_HANDLERS).find((h) => h.name === JobName.PurgeExpiredI9s)!.handle({} as never);
  const standAt = (instant: string) => jest.spyOn(clock, 'now').mockReturnValue(new Date(instant));
  const exists = async (employeeId: string) => (await ctx.dataSource.query('SELECT 1 FROM employees WHERE id = $1', [employeeId])).length === 1;
  /** A completed I-9 (Section 1 with its upload, Section 2, both record versions rendered) retained until `retainUntil`. */
  const retainedUntil = async (retainUntil: string, over: { legalHold?: boolean } = {}) => {
    const employee = await employeeWithSection1(ctx, company);
    const versions = async () => (await ctx.dataSource.query(`SELECT count(*)::int AS n FROM documents WHERE employee_id = $1 AND kind = 'i9-record'`, [employee.id]))[0].n as number;
    // Section 2 after the Section 1 version is stored, so the record has two versions to destroy.
    await eventually(async () => (await versions()) === 1, 15000, 'the Section 1 version');
    await completeSection2(ctx, employee.id, company.token).expect(201);
    await eventually(async () => (await versions()) === 2, 15000, 'the Section 2 version');
    await ctx.dataSource.query('UPDATE employees SET termination_date = $2, retain_until = $3, legal_hold = $4 WHERE id = $1', [employee.id, '2026-01-05', retainUntil, over.legalHold ?? false]);
    return employee;
  };

  it('keeps a record through its retention date and destroys it at the company’s next midnight, across the spring DST change', async () => {
    const employee = await retainedUntil('2027-03-14'); // clocks go forward in New York that night
    standAt('2027-03-15T03:59:00Z'); // 23:59 EDT on the 14th
    await purge();
    expect(await exists(employee.id)).toBe(true);
    standAt('2027-03-15T04:01:00Z'); // 00:01 EDT on the 15th
    await purge();
    expect(await exists(employee.id)).toBe(false);
  });

  it('follows the company’s calendar across the autumn DST change', async () => {
    const employee = await retainedUntil('2027-11-06');
    standAt('2027-11-07T03:30:00Z'); // 23:30 EDT on the 6th
    await purge();
    expect(await exists(employee.id)).toBe(true);
    standAt('2027-11-07T05:30:00Z'); // 00:30 EST on the 7th, after the fall back
    await purge();
    expect(await exists(employee.id)).toBe(false);
  });

  it('keeps a record retained until a leap day through all of February 29', async () => {
    const employee = await retainedUntil('2028-02-29');
    standAt('2028-03-01T04:59:00Z'); // 23:59 EST on the 29th
    await purge();
    expect(await exists(employee.id)).toBe(true);
    standAt('2028-03-01T05:01:00Z'); // 00:01 EST on March 1
    await purge();
    expect(await exists(employee.id)).toBe(false);
  });

  it('never destroys a record under a legal hold, nor one still employed', async () => {
    const held = await retainedUntil('2027-01-10', { legalHold: true });
    const employed = await employeeWithSection1(ctx, company);
    standAt('2035-01-01T12:00:00Z');
    await purge();
    expect(await exists(held.id)).toBe(true);
    expect(await exists(employed.id)).toBe(true);
  });

  it('destroys every row and stored object of the record and leaves an audit event without personal data', async () => {
    const employee = await retainedUntil('2027-06-30');
    const files: { storage_key: string }[] = await ctx.dataSource.query('SELECT storage_key FROM documents WHERE employee_id = $1', [employee.id]);
    expect(files).toHaveLength(3); // the uploaded passport and two record versions
    for (const f of files) expect(existsSync(join(storageDir(), f.storage_key))).toBe(true);

    standAt('2027-07-01T12:00:00Z');
    await purge();
    for (const table of ['employees', 'i9_forms', 'i9_section2', 'i9_examined_documents', 'documents']) {
      const column = table === 'employees' ? 'id' : 'employee_id';
      expect({ table, rows: (await ctx.dataSource.query(`SELECT 1 FROM ${table} WHERE ${column} = $1`, [employee.id])).length }).toEqual({ table, rows: 0 });
    }
    for (const f of files) expect(existsSync(join(storageDir(), f.storage_key))).toBe(false);
    const [event] = await ctx.dataSource.query(`SELECT actor_role, company_id, detail FROM audit_events WHERE action = 'i9.purged' AND record_id = $1`, [employee.id]);
    expect(event).toEqual({ actor_role: 'worker', company_id: company.id, detail: { retainUntil: '2027-06-30', terminationDate: '2026-01-05', files: 3, recordVersions: 2 } });
    expect(JSON.stringify(event)).not.toMatch(/Silva|Ana|219099998/);
  });

  describe('inspection exports, copies of the records', () => {
    /** A finished export of `owner` with a stored zip, finished at `finishedAt`. */
    const finishedExport = async (owner: CompanyAccount, finishedAt: string) => {
      const [{ id: documentId, storage_key }] = await ctx.dataSource.query(
        `INSERT INTO documents (company_id, kind, content_type, storage_key, byte_size) VALUES ($1, 'inspection-export', 'application/zip', 'documents/zz/' || gen_random_uuid(), 4) RETURNING id, storage_key`,
        [owner.id],
      );
      mkdirSync(join(storageDir(), 'documents/zz'), { recursive: true });
      writeFileSync(join(storageDir(), storage_key), 'PK..');
      const [{ id }] = await ctx.dataSource.query(
        `INSERT INTO inspection_exports (company_id, requested_by, scope, status, total, done, document_id, finished_at) VALUES ($1, gen_random_uuid(), 'all', 'done', 1, 1, $2, $3) RETURNING id`,
        [owner.id, documentId, finishedAt],
      );
      return { id, documentId, storageKey: storage_key as string };
    };
    const stateOf = async (e: { id: string; documentId: string; storageKey: string }) => ({
      status: (await ctx.dataSource.query('SELECT status FROM inspection_exports WHERE id = $1', [e.id]))[0].status,
      row: (await ctx.dataSource.query('SELECT 1 FROM documents WHERE id = $1', [e.documentId])).length === 1,
      object: existsSync(join(storageDir(), e.storageKey)),
    });

    it('deletes the zip of every finished export of the company when one of its Forms I-9 is destroyed, and no other company’s', async () => {
      const neighbour = await ctx.newCompany({ timeZone: 'America/New_York' });
      const employee = await retainedUntil('2027-08-31');
      standAt('2027-09-01T12:00:00Z');
      const mine = await finishedExport(company, '2027-08-30T12:00:00Z');
      const theirs = await finishedExport(neighbour, '2027-08-30T12:00:00Z');
      await purge();
      expect(await exists(employee.id)).toBe(false);
      expect(await stateOf(mine)).toEqual({ status: 'expired', row: false, object: false });
      expect(await stateOf(theirs)).toEqual({ status: 'done', row: true, object: true });
      const [event] = await ctx.dataSource.query(`SELECT detail FROM audit_events WHERE action = 'inspection_export.expired' AND record_id = $1`, [mine.id]);
      expect(event.detail).toEqual({ reason: 'record-purged', documentId: mine.documentId });
    });

    it(`keeps an export's zip ${INSPECTION_EXPORT_KEEP_DAYS} days after it was ready, and not a moment longer`, async () => {
      const now = '2027-10-01T12:00:00Z';
      const keepMs = INSPECTION_EXPORT_KEEP_DAYS * 86_400_000;
      const recent = await finishedExport(company, new Date(Date.parse(now) - keepMs + 60_000).toISOString());
      const old = await finishedExport(company, new Date(Date.parse(now) - keepMs - 60_000).toISOString());
      standAt(now);
      await purge();
      expect(await stateOf(recent)).toEqual({ status: 'done', row: true, object: true });
      expect(await stateOf(old)).toEqual({ status: 'expired', row: false, object: false });
      const detail = await ctx.http.get(`/api/inspection-exports/${old.id}`).set('Authorization', ctx.auth(company.token)).expect(200);
      expect(detail.body.data).toMatchObject({ status: 'expired', file_id: null });
    });
  });
});

