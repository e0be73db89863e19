import { createHash } from 'node:crypto';
import type { Writable } from 'node:stream';
import { Header } from 'tar';
import { BackupError } from './backup-error';

const BLOCK = 512;

/**
 * Writes a tar archive entry by entry from streams of known size, with constant memory: tar's
 * header encoder makes each 512-byte header, the bytes follow as they are read (their SHA-256
 * computed on the way), then the padding to a whole block. Node-tar's own packer reads files from
 * disk; these entries come from pg_dump's output and from the object store.
 */
export class TarWriter {
  constructor(private readonly out: Writable) {}

  /** Adds one file entry and answers its SHA-256; a source not of `size` bytes is an error. */
  async add(path: string, size: number, source: AsyncIterable<Buffer | Uint8Array | string> | Iterable<Buffer>): Promise<string> {
    const header = new Header({ path, size, mode: 0o600, mtime: new Date(), type: 'File', uid: 0, gid: 0, uname: '', gname: '' });
    if (header.encode() || !header.block) throw new BackupError(`The name ${path} is too long for the archive.`);
    await this.write(header.block);
    const hash = createHash('sha256');
    let written = 0;
    for await (const chunk of source) {
      const bytes = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
      written += bytes.length;
      if (written > size) break;
      hash.update(bytes);
      await this.write(bytes);
    }
    if (written !== size) throw new Error(`${path} changed while it was copied (${size} bytes announced, ${written} read)`);
    const padding = (BLOCK - (size % BLOCK)) % BLOCK;
    if (padding) await this.write(Buffer.alloc(padding));
    return hash.digest('hex');
  }

  /** Two zero blocks end a tar archive. */
  async finish(): Promise<void> {
    await this.write(Buffer.alloc(BLOCK * 2));
    await new Promise<void>((resolve, reject) => {
      this.out.once('error', reject);
      this.out.end(resolve);
    });
  }

  private write(chunk: Uint8Array): Promise<void> {
    return new Promise((resolve, reject) => {
      this.out.write(chunk, (err) => (err ? reject(err) : resolve()));
    });
  }
}
