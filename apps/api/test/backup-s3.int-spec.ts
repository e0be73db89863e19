import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import S3rver from 's3rver';
import { FieldCipher } from '@clearhire/server';
import { createObjectStorage, type ObjectStorage } from '@clearhire/storage';
import { runCommand } from '../src/cli/commands';
import { i9Fields, PDF_BYTES } from './support/payloads';
import { TestContext } from './support/test-app';

/**
 * Backup and restore on the S3 driver (the production store), against s3rver on loopback: every
 * object of the bucket goes into the archive and comes back into a new bucket, still encrypted.
 * The whole drill, on the filesystem driver, is apps/worker/test/backup-restore.int-spec.ts.
 */
describe('backup and restore with S3 storage', () => {
  let dir: string;
  let s3: S3rver;
  let ctx: TestContext;
  let s3Env: Record<string, string>;
  const target = `clearhire_s3_restore_${process.pid}_${Date.now()}`;
  const targetUrl = new URL(process.env['MIGRATION_DATABASE_URL']!);
  targetUrl.pathname = `/${target}`;
  const serverUrl = new URL(targetUrl);
  serverUrl.pathname = '/postgres';

  const onServer = async (sql: string) => {
    const client = new Client({ connectionString: serverUrl.toString() });
    await client.connect();
    await client.query(sql).finally(() => client.end());
  };
  const storageOf = (bucket: string): ObjectStorage => createObjectStorage({ ...s3Env, S3_BUCKET: bucket } as never);
  const keysOf = async (storage: ObjectStorage) => {
    const keys: string[] = [];
    for await (const { key } of storage.walk()) keys.push(key);
    return keys;
  };

  /** The command as main.js runs it, in this process with these settings: its exit code and what it printed. */
  async function command(args: string[], env: Record<string, string>): Promise<{ code: number; out: string }> {
    const saved = { ...process.env };
    const lines: string[] = [];
    const spies = (['log', 'error', 'warn'] as const).map((level) => jest.spyOn(console, level).mockImplementation((...a: unknown[]) => void lines.push(a.join(' '))));
    try {
      Object.assign(process.env, env);
      return { code: await runCommand(args[0], args.slice(1)), out: lines.join('\n') };
    } finally {
      process.env = saved;
      spies.forEach((s) => s.mockRestore());
    }
  }

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'clearhire-backup-s3-'));
    s3 = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: dir });
    const { port } = await s3.run();
    s3Env = { STORAGE_DRIVER: 's3', S3_ENDPOINT: `http://127.0.0.1:${port}`, S3_ACCESS_KEY: 'S3RVER', S3_SECRET_KEY: 'S3RVER', S3_BUCKET: 'clearhire-source' };
    ctx = await TestContext.start(s3Env);
    await onServer(`CREATE DATABASE ${target}`);
  });

  afterAll(async () => {
    await ctx.close();
    await onServer(`DROP DATABASE IF EXISTS ${target} WITH (FORCE)`);
    s3.httpServer?.closeAllConnections();
    await s3.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('copies every object of the bucket into the archive and back into a new bucket, where each still decrypts', async () => {
    const company = await ctx.newCompany();
    const employee = await ctx.newEmployee(company);
    const req = ctx.http.post('/api/forms/i9');
    for (const [name, value] of Object.entries(i9Fields(employee.url))) req.field(name, value);
    await req.attach('listA', PDF_BYTES, 'passport.pdf').expect(201);
    const [upload] = await ctx.dataSource.query('SELECT storage_key FROM documents WHERE employee_id = $1', [employee.id]);

    const archive = join(dir, 'backup.tar');
    const backup = await command(['backup', '--out', archive], s3Env);
    expect(backup).toEqual({ code: 0, out: expect.stringContaining(`Backup written: ${archive}`) });

    const restore = await command(['restore', archive], { ...s3Env, S3_BUCKET: 'clearhire-restored', MIGRATION_DATABASE_URL: targetUrl.toString() });
    expect(restore.out).toMatch(/Restored the backup of \S+: \d+ tables, \d+ rows and \d+ objects, all matching the manifest\./);
    expect(restore.code).toBe(0);

    const source = await keysOf(storageOf('clearhire-source'));
    expect(source).toContain(upload.storage_key);
    expect(await keysOf(storageOf('clearhire-restored'))).toEqual(source);
    const cipher = ctx.app.get(FieldCipher);
    expect(cipher.decryptBlob(await storageOf('clearhire-restored').get(upload.storage_key)).equals(PDF_BYTES)).toBe(true);

    // The targets now hold the data: a second restore into them is refused, with one line saying why.
    const again = await command(['restore', archive], { ...s3Env, S3_BUCKET: 'clearhire-restored', MIGRATION_DATABASE_URL: targetUrl.toString() });
    expect(again.code).toBe(1);
    expect(again.out.split('\n').at(-1)).toMatch(/^The database \S+ is not empty/);
  }, 240000);
});
