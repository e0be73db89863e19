import { createWriteStream, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { list } from 'tar';
import { BackupError } from './backup-error';
import { forEachEntry } from './tar-reader';
import { TarWriter } from './tar-writer';

describe('the backup archive format (tar)', () => {
  const dir = mkdtempSync(join(tmpdir(), 'clearhire-tar-spec-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const entries = [
    { path: 'db.dump', bytes: Buffer.alloc(1000, 1) },
    { path: 'objects/documents/ab/ab12', bytes: randomish(300_000) },
    { path: 'objects/empty', bytes: Buffer.alloc(0) },
    { path: 'manifest.json', bytes: Buffer.from('{"a":1}') },
  ];

  function randomish(n: number): Buffer {
    const b = Buffer.alloc(n);
    for (let i = 0; i < n; i++) b[i] = (i * 131 + (i >>> 7)) & 0xff;
    return b;
  }

  async function write(file: string): Promise<string[]> {
    const tar = new TarWriter(createWriteStream(file));
    const sums: string[] = [];
    for (const e of entries) sums.push(await tar.add(e.path, e.bytes.length, Readable.from([e.bytes.subarray(0, 7), e.bytes.subarray(7)])));
    await tar.finish();
    return sums;
  }

  it('writes entries that tar itself lists and that read back byte for byte, with their SHA-256', async () => {
    const file = join(dir, 'round.tar');
    const sums = await write(file);
    expect(sums).toEqual(entries.map((e) => createHash('sha256').update(e.bytes).digest('hex')));
    const listed: string[] = [];
    await list({ file, onReadEntry: (e) => void listed.push(`${e.path}:${e.size}`) });
    expect(listed).toEqual(entries.map((e) => `${e.path}:${e.bytes.length}`));

    const read: { path: string; bytes: Buffer }[] = [];
    await forEachEntry(file, async (entry) => {
      const chunks: Buffer[] = [];
      for await (const c of entry) chunks.push(c as Buffer);
      read.push({ path: entry.path, bytes: Buffer.concat(chunks) });
    });
    expect(read.map((r) => r.path)).toEqual(entries.map((e) => e.path));
    read.forEach((r, i) => expect(r.bytes.equals(entries[i].bytes)).toBe(true));
  });

  it('refuses a source that is not the size announced', async () => {
    const tar = new TarWriter(createWriteStream(join(dir, 'short.tar')));
    await expect(tar.add('objects/x', 10, [Buffer.alloc(4)])).rejects.toThrow('objects/x changed while it was copied (10 bytes announced, 4 read)');
  });

  it('reports a damaged archive as a BackupError, not a crash', async () => {
    const file = join(dir, 'good.tar');
    await write(file);
    const bytes = readFileSync(file);
    bytes[100] ^= 0xff; // inside the first header: its checksum no longer holds
    writeFileSync(join(dir, 'bad.tar'), bytes);
    await expect(forEachEntry(join(dir, 'bad.tar'), async () => undefined)).rejects.toBeInstanceOf(BackupError);
    writeFileSync(join(dir, 'cut.tar'), readFileSync(file).subarray(0, 5000));
    await expect(forEachEntry(join(dir, 'cut.tar'), async (e) => void (await e.concat()))).rejects.toBeInstanceOf(BackupError);
  });
});
