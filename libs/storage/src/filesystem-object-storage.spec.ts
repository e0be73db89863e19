import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { FilesystemObjectStorage } from './filesystem-object-storage';
import { describeObjectStorageContract, uniqueKey } from './testing/object-storage-contract';

let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'clearhire-storage-fs-'));
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describeObjectStorageContract('filesystem', () => new FilesystemObjectStorage(dir), { refusesOverwrite: true });

describe('FilesystemObjectStorage', () => {
  it('writes owner-only files and directories holding exactly the bytes put', async () => {
    const storage = new FilesystemObjectStorage(dir);
    const key = uniqueKey('perm');
    await storage.put(key, Buffer.from([0, 1, 2, 255]));
    const file = await stat(join(dir, key));
    const parent = await stat(join(dir, 'perm'));
    expect(file.mode & 0o777).toBe(0o600);
    expect(parent.mode & 0o777).toBe(0o700);
    expect(file.size).toBe(4);
  });

  it('stores an object again after its folder was removed behind its back', async () => {
    const storage = new FilesystemObjectStorage(dir);
    await storage.put('gone/first', Buffer.from('1'));
    await rm(join(dir, 'gone'), { recursive: true });
    await storage.put('gone/second', Buffer.from('2'));
    expect((await storage.get('gone/second')).toString()).toBe('2');
  });

  it('keeps non-ENOENT read errors as they are', async () => {
    const storage = new FilesystemObjectStorage(dir);
    const key = uniqueKey('isdir');
    await storage.put(`${key}/child`, Buffer.from('x'));
    // Reading a directory fails with EISDIR: not a missing object, so not 'NotFound'.
    await expect(storage.get(key)).rejects.toMatchObject({ code: 'EISDIR' });
  });
});
