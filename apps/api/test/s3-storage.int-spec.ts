import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import { i9Fields, PDF_BYTES } from './support/payloads';
import { TestContext } from './support/test-app';

const BUCKET = 'clearhire-int';

/** The API on the S3 driver, against a real S3-protocol server (s3rver) on loopback. */
describe('uploads on S3 storage', () => {
  let dir: string;
  let s3: S3rver;
  let ctx: TestContext;

  beforeAll(async () => {
    dir = await mkdtemp(join(tmpdir(), 'clearhire-s3-int-'));
    s3 = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: dir });
    const { port } = await s3.run();
    ctx = await TestContext.start({
      STORAGE_DRIVER: 's3',
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_ACCESS_KEY: 'S3RVER',
      S3_SECRET_KEY: 'S3RVER',
      S3_BUCKET: BUCKET,
    });
  });

  afterAll(async () => {
    await ctx.close();
    s3.httpServer?.closeAllConnections();
    await s3.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('creates the bucket, stores the upload encrypted in it, and streams the original back', async () => {
    const company = await ctx.newCompany();
    const employee = await ctx.newEmployee(company);
    const req = ctx.http.post('/api/forms/i9');
    for (const [name, value] of Object.entries(i9Fields(employee.url))) req.field(name, value);
    await req.attach('listA', PDF_BYTES, 'passport.pdf').expect(201);

    const [doc] = await ctx.dataSource.query('SELECT id, storage_key FROM documents WHERE employee_id = $1', [employee.id]);
    const stored = await readFile(join(dir, BUCKET, `${doc.storage_key}._S3rver_object`));
    expect(stored.subarray(0, 4).toString()).toBe('CHE1');
    expect(stored.includes(PDF_BYTES.subarray(0, 24))).toBe(false);

    const download = await ctx.http
      .get(`/api/files/${doc.id}`)
      .set('Authorization', `Bearer ${company.token}`)
      .buffer(true)
      .parse((res, done) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => done(null, Buffer.concat(chunks)));
      })
      .expect(200);
    expect((download.body as Buffer).equals(PDF_BYTES)).toBe(true);
  });
});
