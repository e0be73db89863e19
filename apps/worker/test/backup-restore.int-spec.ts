import type { INestApplicationContext } from '@nestjs/common';
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { copyFileSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { Client } from 'pg';
import { DataSource } from 'typeorm';
import { dataSourceOptions, grantServiceRole } from '@clearhire/db';
import { FieldCipher, writeAuditCheckpoint } from '@clearhire/server';
import { FilesystemObjectStorage } from '@clearhire/storage';
// eslint-disable-next-line @nx/enforce-module-boundaries -- the operations commands, run as main.js runs them
import { runCommand } from '../../api/src/cli/commands';
import { binaryBody, type CompanyAccount, employeeForEVerify, employeeWithSection1, joinEVerify, TestContext } from './support/api-harness';
import { eventually, startWorker } from './support/worker-harness';

const ROOT = resolve(__dirname, '../../..');
/** The role global-setup gives the service in tests: the restore grants it its rights on the new database. */
const SERVICE_ROLE = new URL(process.env['DATABASE_URL']!).username;
const RUN = `${process.pid}_${Date.now()}`;

/** A database of this drill on the run's server: its owner's URL and the service role's. */
function drillDatabase(tag: string): { name: string; ownerUrl: string; serviceUrl: string } {
  const name = `clearhire_drill_${tag}_${RUN}`;
  const owner = new URL(process.env['MIGRATION_DATABASE_URL']!);
  owner.pathname = `/${name}`;
  const service = new URL(owner);
  service.username = SERVICE_ROLE;
  service.password = '';
  return { name, ownerUrl: owner.toString(), serviceUrl: service.toString() };
}

async function onServer<T>(work: (client: Client) => Promise<T>): Promise<T> {
  const server = new URL(process.env['MIGRATION_DATABASE_URL']!);
  server.pathname = '/postgres';
  const client = new Client({ connectionString: server.toString() });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Rows of every table of the public schema, read here independently of the backup's own counting. */
async function tableCounts(url: string): Promise<Record<string, number>> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ name: string }>(`SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE' ORDER BY 1`);
    const counts: Record<string, number> = {};
    for (const { name } of rows) counts[`public.${name}`] = Number((await client.query(`SELECT count(*) AS n FROM public."${name}"`)).rows[0].n);
    return counts;
  } finally {
    await client.end();
  }
}

/** The operations command as `npm run backup` / `npm run restore` run it (the API's main with a command), in a child process. */
function opsCommand(args: string[], env: Record<string, string>): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, ['-r', 'ts-node/register/transpile-only', '-r', join(ROOT, 'tools/lib/workspace-paths.cjs'), 'apps/api/src/main.ts', ...args], {
      cwd: ROOT,
      env: { ...process.env, ...env, TS_NODE_PROJECT: 'apps/api/tsconfig.app.json', LOG_LEVEL: 'error' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (c: Buffer) => (stdout += c.toString()));
    child.stderr.on('data', (c: Buffer) => (stderr += c.toString()));
    child.once('error', fail);
    child.once('close', (code) => done({ code, stdout, stderr }));
  });
}

/**
 * The same command in this process, for the refusals (a child process costs seconds of start-up on a
 * busy machine): its exit code and every line it printed.
 */
async function opsInProcess(args: string[], env: Record<string, string>): Promise<{ code: number; stdout: string; stderr: string }> {
  const saved = { ...process.env };
  const out: Record<'log' | 'error' | 'warn', string[]> = { log: [], error: [], warn: [] };
  const spies = (['log', 'error', 'warn'] as const).map((level) => jest.spyOn(console, level).mockImplementation((...a: unknown[]) => void out[level].push(a.join(' '))));
  try {
    Object.assign(process.env, env);
    const code = await runCommand(args[0], args.slice(1));
    return { code, stdout: out.log.join('\n'), stderr: [...out.error, ...out.warn].join('\n') };
  } finally {
    process.env = saved;
    spies.forEach((s) => s.mockRestore());
  }
}

const objectsIn = (dir: string): string[] => readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).map((e) => e.name);

/**
 * The restore drill: a ClearHire with companies, pre-screenings and their forms, employees with
 * uploaded identity documents, Section 2 and an E-Verify case (test mode), all made through the API
 * and the real worker; backed up with the real command, restored into a new database and a new
 * storage directory, and the restored copy is checked the way an operator would: the counts, every
 * file opening with the keys, the audit trail intact, and the API answering the same employee.
 */
describe('backup and restore drill', () => {
  const source = drillDatabase('source');
  const target = drillDatabase('target');
  const spare = drillDatabase('spare');
  const folders = {
    source: mkdtempSync(join(tmpdir(), 'clearhire-drill-source-')),
    target: mkdtempSync(join(tmpdir(), 'clearhire-drill-target-')),
    spare: mkdtempSync(join(tmpdir(), 'clearhire-drill-spare-')),
    archives: mkdtempSync(join(tmpdir(), 'clearhire-drill-archives-')),
  };
  const envOf = (db: { ownerUrl: string; serviceUrl: string }, storageDir: string) => ({ DATABASE_URL: db.serviceUrl, MIGRATION_DATABASE_URL: db.ownerUrl, STORAGE_DIR: storageDir });
  const archive = join(folders.archives, 'drill.tar');

  let ctx: TestContext;
  let restored: TestContext | undefined;
  let worker: INestApplicationContext | undefined;
  let company: CompanyAccount;
  let employeeId: string;
  let before: { detail: unknown; upload: { id: string; bytes: Buffer }; counts: Record<string, number> };

  beforeAll(async () => {
    await onServer(async (c) => {
      for (const db of [source, target, spare]) await c.query(`CREATE DATABASE ${db.name}`);
    });
    // The source is migrated and granted as `npm start` does; the targets stay empty.
    const owner = await new DataSource(dataSourceOptions(source.ownerUrl)).initialize();
    await owner.runMigrations({ transaction: 'each' });
    await grantServiceRole(owner, SERVICE_ROLE);
    await owner.destroy();

    ctx = await TestContext.start(envOf(source, folders.source));
    worker = await startWorker(envOf(source, folders.source));
    company = await ctx.newCompany({ name: 'Drill Foods' });
    const other = await ctx.newCompany({ name: 'Drill Bakery' });
    await joinEVerify(ctx, company);
    const docsOf = async (path: string) => (await ctx.http.get(path).set('Authorization', ctx.auth(company.token)).expect(200)).body.data;

    const submission = await ctx.newSubmission(company.id, { firstname: 'Maria', lastname: 'Lopez' });
    await ctx.newSubmission(other.id);
    await eventually(async () => (await docsOf(`/api/submissions/${submission}`)).documents.length === 2, 30000, 'the Forms 8850 and 9061');

    employeeId = (await employeeForEVerify(ctx, company)).id;
    await employeeWithSection1(ctx, other);
    await ctx.http.post(`/api/employees/${employeeId}/everify`).set('Authorization', ctx.auth(company.token)).send({}).expect(201);
    await eventually(
      async () => {
        const detail = await docsOf(`/api/employees/${employeeId}`);
        return detail.everify.current?.status === 'employment-authorized' && detail.documents.some((d: { kind: string }) => d.kind === 'i9-record') && detail;
      },
      30000,
      'the E-Verify case authorized and the I-9 record stored',
    );
    // Nothing changes the source from here on: what the backup holds is exactly what is read below.
    await worker.close();
    worker = undefined;

    const detail = await docsOf(`/api/employees/${employeeId}`);
    const listA = detail.documents.find((d: { kind: string }) => d.kind === 'i9-list-a');
    const bytes = (await ctx.http.get(`/api/files/${listA.id}`).set('Authorization', ctx.auth(company.token)).buffer(true).parse(binaryBody).expect(200)).body as Buffer;
    await writeAuditCheckpoint(ctx.dataSource, new FilesystemObjectStorage(folders.source), Buffer.from(process.env['AUDIT_KEY']!, 'base64'), new Date());
    before = { detail, upload: { id: listA.id, bytes }, counts: await tableCounts(source.ownerUrl) };
  }, 300000);

  afterAll(async () => {
    await worker?.close();
    await restored?.close();
    await ctx?.close();
    await onServer(async (c) => {
      for (const db of [source, target, spare]) await c.query(`DROP DATABASE IF EXISTS ${db.name} WITH (FORCE)`);
    });
    for (const dir of Object.values(folders)) rmSync(dir, { recursive: true, force: true });
  });

  it('backs up the database and every stored object into one archive whose manifest counts them, without any key', async () => {
    const run = await opsCommand(['backup', '--out', archive], envOf(source, folders.source));
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(run.stdout).toContain(`Backup written: ${archive}`);

    const bytes = readFileSync(archive);
    const manifest = JSON.parse(/\{\s*"format": "clearhire-backup\/1"[\s\S]*?\n\}/.exec(bytes.toString('latin1'))![0]);
    expect(manifest.database.tables).toEqual(before.counts);
    expect(manifest.database.tables).toMatchObject({ 'public.companies': 2, 'public.employees': 2, 'public.everify_cases': 1 });
    expect(manifest.objects.count).toBe(objectsIn(folders.source).length);
    // Every document's object, and the audit trail's signed checkpoints beside them.
    const keys = Object.keys(manifest.objects.files);
    expect(keys.filter((k) => k.startsWith('documents/'))).toHaveLength(before.counts['public.documents']);
    expect(keys.filter((k) => k.startsWith('audit-checkpoints/')).length).toBeGreaterThan(0);
    expect(manifest.database.newestMigration).toEqual(expect.any(String));

    // The keys stay apart from the backups: not one of them is in the archive, as text or as bytes.
    const secrets = [...process.env['ENCRYPTION_KEYS']!.split(',').map((pair) => pair.split(':')[1]), process.env['BLIND_INDEX_KEY']!, process.env['AUDIT_KEY']!];
    for (const secret of secrets) {
      expect(bytes.includes(Buffer.from(secret))).toBe(false);
      expect(bytes.includes(Buffer.from(secret, 'base64'))).toBe(false);
    }
    expect(bytes.includes(Buffer.from(process.env['JWT_SECRET']!))).toBe(false);
    // Personal data stays encrypted: the SSN of the pre-screening and the I-9 is nowhere in clear.
    expect(bytes.includes(Buffer.from('219099998'))).toBe(false);
  }, 240000);

  it('restores into a new database and storage: the counts match, every file opens with the keys, the trail is intact, the API answers the same', async () => {
    const run = await opsCommand(['restore', archive], envOf(target, folders.target));
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/Restored the backup of \S+: \d+ tables, \d+ rows and \d+ objects, all matching the manifest\./);

    expect(await tableCounts(target.ownerUrl)).toEqual(before.counts);
    expect(objectsIn(folders.target).sort()).toEqual(objectsIn(folders.source).sort());

    const audit = await opsCommand(['verify-audit'], envOf(target, folders.target));
    expect(audit.code).toBe(0);
    expect(audit.stdout).toMatch(/Audit trail intact: \d+ events checked, through the checkpoint of /);

    restored = await TestContext.start(envOf(target, folders.target));
    const cipher = restored.app.get(FieldCipher);
    const storage = new FilesystemObjectStorage(folders.target);
    const documents: { storage_key: string; byte_size: number }[] = await restored.dataSource.query('SELECT storage_key, byte_size FROM documents');
    expect(documents.length).toBe(before.counts['public.documents']);
    for (const doc of documents) expect(cipher.decryptBlob(await storage.get(doc.storage_key)).length).toBe(Number(doc.byte_size));

    // The same company session works on the restored copy (same keys, same users) and reads the same employee.
    const detail = await restored.http.get(`/api/employees/${employeeId}`).set('Authorization', restored.auth(company.token)).expect(200);
    expect(detail.body.data).toEqual(before.detail);
    const download = await restored.http.get(`/api/files/${before.upload.id}`).set('Authorization', restored.auth(company.token)).buffer(true).parse(binaryBody).expect(200);
    expect((download.body as Buffer).equals(before.upload.bytes)).toBe(true);
  }, 300000);

  it('refuses a database already in use, and one of its storage, changing nothing', async () => {
    const intoSource = await opsInProcess(['restore', archive], envOf(source, folders.spare));
    expect(intoSource.code).toBe(1);
    expect(intoSource.stderr.trim()).toMatch(new RegExp(`^The database ${source.name} is not empty \\(\\d+ tables, views or sequences, such as public\\.\\w+\\): restore into a new, empty database\\.$`));
    expect(await tableCounts(source.ownerUrl)).toEqual(before.counts);
    expect(objectsIn(folders.spare)).toEqual([]);

    const intoUsedStorage = await opsInProcess(['restore', archive], envOf(spare, folders.source));
    expect(intoUsedStorage.code).toBe(1);
    expect(intoUsedStorage.stderr.trim()).toMatch(/^The storage is not empty \(it holds \S+, for one\): restore into a new, empty storage\.$/);
    expect(await tableCounts(spare.ownerUrl)).toEqual({});
  }, 120000);

  it('refuses an altered archive, the wrong keys and a missing archive before writing anything', async () => {
    const bytes = readFileSync(archive);
    // One byte of a stored object changed: its entry no longer matches the manifest's checksum.
    const objectHeader = bytes.indexOf('objects/documents/');
    const altered = Buffer.from(bytes);
    altered[objectHeader + 512 + 40] ^= 0xff;
    writeFileSync(join(folders.archives, 'altered.tar'), altered);
    // The manifest rewritten (a count changed, same length): its signature no longer holds.
    const forged = Buffer.from(bytes.toString('latin1').replace(/"public\.companies": 2/, '"public.companies": 3'), 'latin1');
    writeFileSync(join(folders.archives, 'forged.tar'), forged);
    writeFileSync(join(folders.archives, 'garbage.tar'), randomBytes(4096));
    copyFileSync(archive, join(folders.archives, 'copy.tar'));

    const cases: [string, Record<string, string>, RegExp][] = [
      ['altered.tar', {}, /^The archive was altered or damaged: objects\/documents\/\S+ does not match its checksum\.$/],
      ['forged.tar', {}, /^The archive was altered: its manifest does not carry a valid signature\.$/],
      ['garbage.tar', {}, /^The archive is damaged or not a ClearHire backup: /],
      ['missing.tar', {}, /^No archive at \S+missing\.tar\.$/],
      ['copy.tar', { ENCRYPTION_KEYS: `t1:${randomBytes(32).toString('base64')}` }, /^ENCRYPTION_KEYS holds another key under the id "t1" than this backup was made with\.$/],
      ['copy.tar', { AUDIT_KEY: randomBytes(32).toString('base64') }, /^AUDIT_KEY is not the key this backup was made with/],
    ];
    for (const [file, keys, message] of cases) {
      const run = await opsInProcess(['restore', join(folders.archives, file)], { ...envOf(spare, folders.spare), ...keys });
      expect({ file, code: run.code, stderr: run.stderr.trim() }).toEqual({ file, code: 1, stderr: expect.stringMatching(message) });
      expect(run.stderr.trim().split('\n')).toHaveLength(1);
    }
    expect(await tableCounts(spare.ownerUrl)).toEqual({});
    expect(objectsIn(folders.spare)).toEqual([]);
  }, 240000);
});
