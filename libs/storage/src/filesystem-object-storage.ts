import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { assertValidKey, notFoundError, type ObjectStorage } from './object-storage';

/** The default driver: a directory on the local disk (var/storage). */
export class FilesystemObjectStorage implements ObjectStorage {
  private readonly root: string;

  constructor(root: string) {
    this.root = resolve(root);
  }

  async put(key: string, data: Buffer): Promise<void> {
    const path = this.pathOf(key);
    // Owner-only permissions: the files are ciphertext, but nobody else on the host needs them.
    await mkdir(dirname(path), { recursive: true, mode: 0o700 });
    // 'wx' fails with EEXIST instead of replacing an object that is already stored.
    await writeFile(path, data, { mode: 0o600, flag: 'wx' });
  }

  async get(key: string): Promise<Buffer> {
    const path = this.pathOf(key);
    try {
      return await readFile(path);
    } catch (err) {
      // Same error as the S3 driver, so callers can map a missing object to 404 without knowing the driver.
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') throw notFoundError(key);
      throw err;
    }
  }

  async delete(key: string): Promise<void> {
    // force: a missing object is not an error, so a delete can be retried.
    await rm(this.pathOf(key), { force: true });
  }

  private pathOf(key: string): string {
    assertValidKey(key);
    return join(this.root, key);
  }
}
