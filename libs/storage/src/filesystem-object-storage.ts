import { createReadStream, createWriteStream, writeFileSync } from 'node:fs';
import { mkdir, open, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { randomBytes } from 'node:crypto';
import { dirname, join, resolve } from 'node:path';
import { assertValidKey, notFoundError, type ObjectStorage, type StoredObjectInfo } from './object-storage';

/** Objects up to this size are written synchronously (see writeNew). */
const SMALL_OBJECT_BYTES = 64 * 1024;

/** The default driver: a directory on the local disk (var/storage). */
export class FilesystemObjectStorage implements ObjectStorage {
  private readonly root: string;
  /**
   * Folders this process has made or found: a system call each is most of what storing a small
   * object costs (every generated form went through mkdir first). One removed since is made again.
   */
  private readonly folders = new Set<string>();

  constructor(root: string) {
    this.root = resolve(root);
  }

  async put(key: string, data: Buffer): Promise<void> {
    const path = this.pathOf(key);
    const folder = dirname(path);
    if (!this.folders.has(folder)) await this.makeFolder(folder);
    try {
      await this.writeNew(path, data);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
      await this.makeFolder(folder);
      await this.writeNew(path, data);
    }
  }

  async putStream(key: string, source: Readable, size: number): Promise<void> {
    const path = this.pathOf(key);
    await mkdir(dirname(path), { recursive: true, mode: 0o700 });
    // Written beside its place and renamed once complete: a failed stream leaves no object behind.
    const partial = `${path}.${randomBytes(6).toString('hex')}.partial`;
    try {
      const sink = createWriteStream(partial, { mode: 0o600, flags: 'wx' });
      await pipeline(source, sink);
      if (sink.bytesWritten !== size) throw new Error(`Stream of ${sink.bytesWritten} bytes, ${size} announced`);
      // Refuse to replace an object already stored, as put() does.
      await (await open(path, 'wx', 0o600)).close();
      await rename(partial, path);
    } catch (err) {
      await rm(partial, { force: true });
      throw err;
    }
  }

  async list(prefix: string): Promise<string[]> {
    if (!prefix.endsWith('/')) throw new Error('List a folder: the prefix ends with /');
    assertValidKey(prefix.slice(0, -1));
    try {
      const names = await readdir(join(this.root, prefix));
      // Half-written objects are not objects yet.
      return names.filter((n) => !n.endsWith('.partial')).map((n) => `${prefix}${n}`).sort();
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return [];
      throw err;
    }
  }

  async *walk(): AsyncIterable<StoredObjectInfo> {
    yield* this.walkFolder('');
  }

  /** Depth first, names sorted; half-written objects and files that are not valid keys are not objects. */
  private async *walkFolder(folder: string): AsyncIterable<StoredObjectInfo> {
    let entries;
    try {
      entries = await readdir(join(this.root, folder), { withFileTypes: true });
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return;
      throw err;
    }
    for (const entry of entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))) {
      const key = `${folder}${entry.name}`;
      if (entry.isDirectory()) yield* this.walkFolder(`${key}/`);
      else if (entry.isFile() && !entry.name.endsWith('.partial') && isValidKey(key)) yield { key, size: (await stat(join(this.root, key))).size };
    }
  }

  async getStream(key: string): Promise<Readable> {
    const path = this.pathOf(key);
    const stream = createReadStream(path);
    // Open before answering, so a missing object rejects like get() instead of failing mid-response.
    await new Promise<void>((resolve, reject) => {
      stream.once('open', () => resolve());
      stream.once('error', (err: NodeJS.ErrnoException) => reject(err.code === 'ENOENT' ? notFoundError(key) : err));
    });
    return stream;
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

  private async makeFolder(folder: string): Promise<void> {
    // Owner-only permissions: the files are ciphertext, but nobody else on the host needs them.
    await mkdir(folder, { recursive: true, mode: 0o700 });
    this.folders.add(folder);
  }

  private async writeNew(path: string, data: Buffer): Promise<void> {
    // 'wx' fails with EEXIST instead of replacing an object that is already stored.
    const options = { mode: 0o600, flag: 'wx' } as const;
    // A small object (a generated form is about 8 KB) is written in place: its open, write and close
    // handed to the thread pool one after another cost more CPU than the three system calls
    // themselves (about 0.15 ms of 0.55 per object here). A large one (an upload) is not allowed to
    // hold up the event loop.
    if (data.length <= SMALL_OBJECT_BYTES) writeFileSync(path, data, options);
    else await writeFile(path, data, options);
  }

  private pathOf(key: string): string {
    assertValidKey(key);
    return join(this.root, key);
  }
}

function isValidKey(key: string): boolean {
  try {
    assertValidKey(key);
    return true;
  } catch {
    return false;
  }
}
