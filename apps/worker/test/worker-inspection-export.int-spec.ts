import type { INestApplicationContext } from '@nestjs/common';
import { parse } from 'csv-parse/sync';
import { readFileSync, unlinkSync } from 'node:fs';
import { join } from 'node:path';
import { addCalendarDays, addCalendarYears } from '@clearhire/domain';
import { JobName } from '@clearhire/server';
import { binaryBody, type CompanyAccount, completeSection2, employeeWithSection1, I9_TODAY, PDF_BYTES, section2Payload, TestContext, unzip } from './support/api-harness';
import { JOB_HANDLERS, type JobHandler } from '../src/job-handler';
import { eventually, startWorker } from './support/worker-harness';

/**
 * The inspection export an employer hands an inspector: asked for through the API, built by the
 * worker, downloaded as one zip with every Form I-9 in scope (its record PDF and the uploaded
 * copies), an index, the audit trail and a manifest; nothing of a Form I-9 out of scope, nothing of
 * another company.
 */
describe('the worker builds an inspection export', () => {
  let ctx: TestContext;
  let worker: INestApplicationContext;
  let company: CompanyAccount;
  let other: CompanyAccount;
  const today = () => I9_TODAY;
  const storageDir = () => process.env['STORAGE_DIR']!;
  const people: Record<'current' | 'retained' | 'expired' | 'noForm' | 'othersEmployee', string> = {} as never;

  const versions = async (employeeId: string) => (await ctx.dataSource.query(`SELECT count(*)::int AS n FROM documents WHERE employee_id = $1 AND kind = 'i9-record'`, [employeeId]))[0].n as number;
  const rendered = (employeeId: string, n: number) => eventually(async () => (await versions(employeeId)) === n, 15000, `record version ${n}`);
  const terminate = (employeeId: string, terminationDate: string, retainUntil: string) =>
    ctx.dataSource.query('UPDATE employees SET termination_date = $2, retain_until = $3 WHERE id = $1', [employeeId, terminationDate, retainUntil]);
  const uploadsOf = async (employeeId: string) => (await ctx.dataSource.query(`SELECT id, kind FROM documents WHERE employee_id = $1 AND kind LIKE 'i9-list-%'`, [employeeId])) as { id: string; kind: string }[];

  /** Asks for an export and waits for the worker to finish it; answers the export and its zip's entries. */
  const exported = async (body: Record<string, unknown>, token = company.token) => {
    const { id } = (await ctx.http.post('/api/inspection-exports').set('Authorization', ctx.auth(token)).send(body).expect(202)).body;
    const done = await eventually(
      async () => {
        const { data } = (await ctx.http.get(`/api/inspection-exports/${id}`).set('Authorization', ctx.auth(token)).expect(200)).body;
        if (data.status === 'failed') throw new Error(`export failed: ${data.error}`);
        return data.status === 'done' && data;
      },
      30000,
      'the export',
    );
    const download = await ctx.http.get(`/api/files/${done.file_id}`).set('Authorization', ctx.auth(token)).buffer(true).parse(binaryBody).expect(200);
    return { export: done, download, files: unzip(download.body as Buffer) };
  };
  const folders = (files: Record<string, Buffer>) => [...new Set(Object.keys(files).filter((n) => n.includes('/')).map((n) => n.split('/')[0]))].sort();

  beforeAll(async () => {
    ctx = await TestContext.start();
    worker = await startWorker();
    [company, other] = [await ctx.newCompany({ name: 'Juniper Outfitters' }), await ctx.newCompany()];
    const current = await employeeWithSection1(ctx, company);
    await rendered(current.id, 1);
    await completeSection2(ctx, current.id, company.token, section2Payload({ firstDayOfEmployment: today() })).expect(201);
    await rendered(current.id, 2);
    const retained = await employeeWithSection1(ctx, company, { employee: { lastname: 'Okafor', firstname: 'Bea' }, section1: { lastname: 'Okafor', firstname: 'Bea' } });
    await rendered(retained.id, 1);
    await completeSection2(ctx, retained.id, company.token, section2Payload({ firstDayOfEmployment: addCalendarDays(today(), -20) })).expect(201);
    await rendered(retained.id, 2);
    await terminate(retained.id, addCalendarDays(today(), -5), addCalendarYears(addCalendarDays(today(), -20), 3));
    const expired = await employeeWithSection1(ctx, company, { employee: { lastname: 'Expired', firstname: 'Eve' }, section1: { lastname: 'Expired', firstname: 'Eve' } });
    await rendered(expired.id, 1);
    await terminate(expired.id, addCalendarYears(today(), -4), addCalendarDays(today(), -1));
    const noForm = await ctx.newEmployee(company);
    const othersEmployee = await employeeWithSection1(ctx, other);
    Object.assign(people, { current: current.id, retained: retained.id, expired: expired.id, noForm: noForm.id, othersEmployee: othersEmployee.id });
  });
  afterAll(async () => {
    await worker.close();
    await ctx.close();
  });

  it('zips every Form I-9 in retention with its latest record and uploaded copies, an index, the audit trail and a manifest', async () => {
    const { export: done, download, files } = await exported({ scope: 'all' });
    expect(done).toMatchObject({ status: 'done', done: 2, total: 2, error: null, finished_at: expect.any(String) });
    expect(download.headers['content-type']).toBe('application/zip');
    expect(download.headers['content-disposition']).toBe(`attachment; filename="inspection-export-${done.file_id}.zip"`);

    const [currentUpload] = await uploadsOf(people.current);
    const [retainedUpload] = await uploadsOf(people.retained);
    expect(Object.keys(files).sort()).toEqual(
      [
        'README.txt',
        'audit-trail.csv',
        'index.csv',
        `i9-${people.current}/form-i9-record.pdf`,
        `i9-${people.current}/i9-list-a-${currentUpload.id}.pdf`,
        `i9-${people.retained}/form-i9-record.pdf`,
        `i9-${people.retained}/i9-list-a-${retainedUpload.id}.pdf`,
      ].sort(),
    );
    // The copies as uploaded, decrypted; the record as its latest version (with Section 2) downloads.
    expect(files[`i9-${people.current}/i9-list-a-${currentUpload.id}.pdf`]).toEqual(PDF_BYTES);
    const [latest] = await ctx.dataSource.query(`SELECT id FROM documents WHERE employee_id = $1 AND kind = 'i9-record' ORDER BY revision DESC LIMIT 1`, [people.current]);
    const record = await ctx.http.get(`/api/files/${latest.id}`).set('Authorization', ctx.auth(company.token)).buffer(true).parse(binaryBody).expect(200);
    expect(files[`i9-${people.current}/form-i9-record.pdf`]).toEqual(record.body);

    const index = parse(files['index.csv'], { columns: true }) as Record<string, string>[];
    expect(index).toEqual([
      expect.objectContaining({
        Folder: `i9-${people.retained}`,
        'Last name': 'Okafor',
        'First day of employment': addCalendarDays(today(), -20),
        'Termination date': addCalendarDays(today(), -5),
        'Retain until': addCalendarYears(addCalendarDays(today(), -20), 3),
        'Section 2 signed on': today(),
        'Section 2 late': 'yes',
        Reverification: 'none',
        'Legal hold': 'no',
      }),
      expect.objectContaining({ Folder: `i9-${people.current}`, 'Last name': 'Silva', 'First day of employment': today(), 'Termination date': '', 'Retain until': '', 'Section 2 late': 'no' }),
    ]);

    const trail = parse(files['audit-trail.csv'], { columns: true }) as Record<string, string>[];
    const recordsIn = new Set(trail.map((r) => r['Record ID']));
    expect(trail.map((r) => r.Action)).toEqual(expect.arrayContaining(['employee.created', 'i9.submitted', 'i9.section2.completed']));
    expect(recordsIn.has(people.current) && recordsIn.has(people.retained)).toBe(true);
    for (const outside of [people.expired, people.noForm, people.othersEmployee]) expect(recordsIn.has(outside)).toBe(false);

    const manifest = files['README.txt'].toString('utf8');
    expect(manifest).toContain('Form I-9 inspection export: Juniper Outfitters');
    expect(manifest).toContain('Scope: all. Forms I-9: 2. Files: 4.');
    // The index, the trail and the manifest name people and dates, never an SSN.
    for (const text of ['index.csv', 'audit-trail.csv', 'README.txt']) expect(files[text].toString('utf8')).not.toContain('219099998');
  });

  it('keeps the zip encrypted at rest, audits the build and each download, and shows it to no other company', async () => {
    const { export: done } = await exported({ scope: 'current' });
    const [stored] = await ctx.dataSource.query('SELECT storage_key, kind, employee_id FROM documents WHERE id = $1', [done.file_id]);
    expect(stored).toMatchObject({ kind: 'inspection-export', employee_id: null });
    expect(readFileSync(join(storageDir(), stored.storage_key)).subarray(0, 2).toString('latin1')).not.toBe('PK');

    const events = await ctx.dataSource.query(`SELECT action, actor_role, detail FROM audit_events WHERE (record_id = $1 OR record_id = $2) ORDER BY id`, [done.id, done.file_id]);
    expect(events).toEqual([
      { action: 'inspection_export.requested', actor_role: 'company', detail: { scope: 'current' } },
      { action: 'inspection_export.completed', actor_role: 'worker', detail: { forms: 1, files: 2, documentId: done.file_id } },
      { action: 'file.downloaded', actor_role: 'company', detail: { kind: 'inspection-export' } },
    ]);
    await ctx.http.get(`/api/files/${done.file_id}`).set('Authorization', ctx.auth(other.token)).expect(404);
    await ctx.http.get(`/api/inspection-exports/${done.id}`).set('Authorization', ctx.auth(other.token)).expect(404);
  });

  it.each([
    ['current: the employees still employed', () => ({ scope: 'current' }), () => [people.current]],
    ['retained: the former employees within retention', () => ({ scope: 'retained' }), () => [people.retained]],
    ['hire-range: the first days in the range, both ends included', () => ({ scope: 'hire-range', hiredFrom: addCalendarDays(today(), -20), hiredTo: addCalendarDays(today(), -1) }), () => [people.retained]],
    ['hire-range: a range with nobody in it', () => ({ scope: 'hire-range', hiredFrom: '2001-01-01', hiredTo: '2001-12-31' }), () => []],
  ])('holds the Form I-9s of its scope: %s', async (_case, body, expected) => {
    const { export: done, files } = await exported(body());
    expect(folders(files)).toEqual(expected().map((id) => `i9-${id}`).sort());
    expect(done.total).toBe(expected().length);
    expect(parse(files['index.csv'], { columns: true })).toHaveLength(expected().length);
  });

  it('lets an administrator export a company’s Form I-9s, and only that company’s', async () => {
    const { files } = await exported({ scope: 'all', companyId: other.id }, await ctx.adminToken());
    expect(folders(files)).toEqual([`i9-${people.othersEmployee}`]);
  });

  it('renders a version of the record not yet stored before it zips it, so the inspector gets the form as it stands', async () => {
    const company2 = await ctx.newCompany();
    const employee = await employeeWithSection1(ctx, company2);
    await rendered(employee.id, 1);
    // A change the render has not caught up with yet: the employee's Form I-9 is at revision 2.
    await ctx.dataSource.query('UPDATE employees SET i9_revision = i9_revision + 1 WHERE id = $1', [employee.id]);
    const { files } = await exported({ scope: 'all' }, company2.token);
    const [latest] = await ctx.dataSource.query(`SELECT id, revision FROM documents WHERE employee_id = $1 AND kind = 'i9-record' ORDER BY revision DESC LIMIT 1`, [employee.id]);
    const [{ i9_revision }] = await ctx.dataSource.query('SELECT i9_revision FROM employees WHERE id = $1', [employee.id]);
    expect(latest.revision).toBe(i9_revision);
    const record = await ctx.http.get(`/api/files/${latest.id}`).set('Authorization', ctx.auth(company2.token)).buffer(true).parse(binaryBody).expect(200);
    expect(files[`i9-${employee.id}/form-i9-record.pdf`]).toEqual(record.body);
  });

  it("holds only the Forms I-9 of the export's locations, names them on the cover, and a member's only theirs", async () => {
    const sites = await ctx.newCompany({ name: 'Cedar Markets' });
    const member = await ctx.newMember(sites); // assigned to the company's one location, before the second exists
    const here = await employeeWithSection1(ctx, sites, { employee: { lastname: 'Hereford', firstname: 'Hal' }, section1: { lastname: 'Hereford', firstname: 'Hal' } });
    const there = await employeeWithSection1(ctx, sites, { employee: { lastname: 'Thereby', firstname: 'Tia' }, section1: { lastname: 'Thereby', firstname: 'Tia' } });
    await rendered(here.id, 1);
    await rendered(there.id, 1);
    const [{ id: harbor }] = await ctx.dataSource.query(
      `INSERT INTO locations (company_id, name, link_key, time_zone) VALUES ($1, 'Harbor Road', replace(gen_random_uuid()::text, '-', ''), 'America/New_York') RETURNING id`,
      [sites.id],
    );
    await ctx.dataSource.query('UPDATE employees SET location_id = $2 WHERE id = $1', [there.id, harbor]);

    // The owner's export of Harbor Road: its Form I-9 alone, the location on the cover and in the index.
    const owners = await exported({ scope: 'all', locationIds: [harbor] }, sites.token);
    expect(owners.export.location_ids).toEqual([harbor]);
    expect(folders(owners.files)).toEqual([`i9-${there.id}`]);
    expect(owners.files['README.txt'].toString('utf8')).toContain('Locations: Harbor Road.');
    expect(parse(owners.files['index.csv'], { columns: true })).toEqual([expect.objectContaining({ 'Last name': 'Thereby', Location: 'Harbor Road' })]);
    const trail = new Set((parse(owners.files['audit-trail.csv'], { columns: true }) as Record<string, string>[]).map((r) => r['Record ID']));
    expect(trail.has(there.id) && !trail.has(here.id)).toBe(true);

    // The member's, naming no location: all of theirs (the first), downloaded through their own session.
    const members = await exported({ scope: 'all' }, member.token);
    expect(folders(members.files)).toEqual([`i9-${here.id}`]);
    expect(members.files['README.txt'].toString('utf8')).toContain('Locations: Cedar Markets.');
    // The owner's export of every location holds both, and says so.
    const whole = await exported({ scope: 'all' }, sites.token);
    expect(folders(whole.files)).toEqual([`i9-${here.id}`, `i9-${there.id}`].sort());
    expect(whole.files['README.txt'].toString('utf8')).toContain('Locations: every location of the company.');
    await ctx.http.get(`/api/files/${whole.export.file_id}`).set('Authorization', ctx.auth(member.token)).expect(404);
    await ctx.http.get(`/api/files/${owners.export.file_id}`).set('Authorization', ctx.auth(member.token)).expect(404);

    // Another location's id from the member: 400 on locationIds, and nothing asked of the worker.
    const [{ n: before }] = await ctx.dataSource.query('SELECT count(*)::int AS n FROM inspection_exports WHERE company_id = $1', [sites.id]);
    const refused = await ctx.http.post('/api/inspection-exports').set('Authorization', ctx.auth(member.token)).send({ scope: 'all', locationIds: [harbor] }).expect(400);
    expect(refused.body.errors.map((e: { param: string }) => e.param)).toEqual(['locationIds']);
    expect((await ctx.dataSource.query('SELECT count(*)::int AS n FROM inspection_exports WHERE company_id = $1', [sites.id]))[0].n).toBe(before);
  });

  it('marks the export failed, stores nothing and says what to do when a file cannot be read', async () => {
    const broken = await ctx.newCompany();
    const employee = await employeeWithSection1(ctx, broken);
    await rendered(employee.id, 1);
    const [upload] = await ctx.dataSource.query(`SELECT storage_key FROM documents WHERE employee_id = $1 AND kind = 'i9-list-a'`, [employee.id]);
    unlinkSync(join(storageDir(), upload.storage_key));
    // Started by hand (status running, so the sweep leaves it alone) to see this one attempt.
    const [{ id }] = await ctx.dataSource.query(
      `INSERT INTO inspection_exports (company_id, requested_by, scope, status) VALUES ($1, gen_random_uuid(), 'all', 'running') RETURNING id`,
      [broken.id],
    );
    const build = worker.get<JobHandler[]>(JOB_HANDLERS).find((h) => h.name === JobName.BuildInspectionExport)!;
    await expect(build.handle({ exportId: id } as never)).rejects.toThrow();
    const [row] = await ctx.dataSource.query('SELECT status, error, document_id FROM inspection_exports WHERE id = $1', [id]);
    expect(row).toEqual({ status: 'failed', error: expect.stringContaining('could not be built'), document_id: null });
    expect(await ctx.dataSource.query(`SELECT 1 FROM documents WHERE company_id = $1 AND kind = 'inspection-export'`, [broken.id])).toEqual([]);
  });
});
