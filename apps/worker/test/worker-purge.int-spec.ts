import type { INestApplicationContext } from '@nestjs/common';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
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
});
