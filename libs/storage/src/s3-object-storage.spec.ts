import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import { S3ObjectStorage } from './s3-object-storage';
import { describeObjectStorageContract, uniqueKey } from './testing/object-storage-contract';

const BUCKET = 'clearhire-test';

let dir: string;
let server: S3rver;
let storage: S3ObjectStorage;

/** s3rver keeps each object at <directory>/<bucket>/<key>._S3rver_object. */
function storedFile(key: string): string {
  return join(dir, BUCKET, `${key}._S3rver_object`);
}

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'clearhire-storage-s3-'));
  // Port 0: the OS picks a free port, so parallel runs never collide.
  server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: dir });
  const { port } = await server.run();
  storage = new S3ObjectStorage({
    // s3rver answers only path-style requests to 127.0.0.1 (no bucket subdomains on localhost), and minio
    // would otherwise ask it for the bucket's region first: path style and an explicit region.
    endPoint: '127.0.0.1',
    port,
    useSSL: false,
    accessKey: 'S3RVER', // s3rver's built-in credentials
    secretKey: 'S3RVER',
    bucket: BUCKET,
  });
  await storage.ensureBucket();
});

afterAll(async () => {
  // Drop the client's keep-alive sockets, or close() waits for them and jest never exits.
  server.httpServer?.closeAllConnections();
  await server.close();
  await rm(dir, { recursive: true, force: true });
});

describeObjectStorageContract('s3 (s3rver)', () => storage, {
  // Observed with minio 8.0.7 against s3rver 3.7.1: a second put of the same key resolves and
  // replaces the object (get returns the second value), as plain S3 PUT does. Unlike the filesystem
  // driver, the S3 driver does not refuse an overwrite; callers must use fresh random keys.
  refusesOverwrite: false,
});

describe('S3ObjectStorage', () => {
  it('ensureBucket is idempotent', async () => {
    await expect(storage.ensureBucket()).resolves.toBeUndefined();
  });

  it('stores exactly the bytes given (encryption is the caller’s job)', async () => {
    const key = uniqueKey('raw');
    const data = Buffer.from(Array.from({ length: 256 }, (_, i) => 255 - i));
    await storage.put(key, data);
    const onDisk = await readFile(storedFile(key));
    expect(onDisk.equals(data)).toBe(true);
  });

  it('removes the stored file on delete', async () => {
    const key = uniqueKey('gone');
    await storage.put(key, Buffer.from('bye'));
    await storage.delete(key);
    await expect(readFile(storedFile(key))).rejects.toMatchObject({ code: 'ENOENT' });
  });
});
