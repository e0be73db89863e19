import { Readable } from 'node:stream';
import type { ObjectStorage } from '../object-storage';

export interface ContractOptions {
  /** Whether put() of an existing key must reject (true for the filesystem driver's 'wx' flag). */
  refusesOverwrite: boolean;
}

let counter = 0;
/** A fresh, valid key per test so the drivers' state never leaks between tests. */
export function uniqueKey(prefix = 'contract'): string {
  counter += 1;
  return `${prefix}/${process.pid}-${Date.now().toString(36)}-${counter}`;
}

/**
 * The behaviour every ObjectStorage driver must share, run once per driver so the filesystem
 * default and S3 in production cannot drift apart. `makeStorage` is called after the driver's
 * own beforeAll hooks, so it may return something created there.
 */
export function describeObjectStorageContract(
  name: string,
  makeStorage: () => ObjectStorage,
  options: ContractOptions,
): void {
  describe(`ObjectStorage contract: ${name}`, () => {
    let storage: ObjectStorage;
    beforeAll(() => {
      storage = makeStorage();
    });

    it('round-trips every byte value', async () => {
      const key = uniqueKey();
      const data = Buffer.from(Array.from({ length: 256 }, (_, i) => i));
      await storage.put(key, data);
      expect((await storage.get(key)).equals(data)).toBe(true);
    });

    it('round-trips a 5 MB buffer', async () => {
      const key = uniqueKey();
      const data = Buffer.alloc(5 * 1024 * 1024);
      // Non-repeating-ish content so a truncated or reordered chunk would be noticed.
      for (let i = 0; i < data.length; i += 1) data[i] = (i * 31 + (i >>> 8)) & 0xff;
      await storage.put(key, data);
      const back = await storage.get(key);
      expect(back.length).toBe(data.length);
      expect(back.equals(data)).toBe(true);
    });

    it('stores a stream and reads it back as a stream, byte for byte', async () => {
      const key = uniqueKey();
      const data = Buffer.alloc(3 * 1024 * 1024 + 17);
      for (let i = 0; i < data.length; i += 1) data[i] = (i * 7 + (i >>> 9)) & 0xff;
      const chunks = Array.from({ length: Math.ceil(data.length / 65536) }, (_, i) => data.subarray(i * 65536, (i + 1) * 65536));
      await storage.putStream(key, Readable.from(chunks), data.length);
      const back: Buffer[] = [];
      for await (const chunk of await storage.getStream(key)) back.push(chunk as Buffer);
      expect(Buffer.concat(back).equals(data)).toBe(true);
      expect((await storage.get(key)).equals(data)).toBe(true);
    });

    it("rejects getStream of a missing key with code 'NotFound'", async () => {
      await expect(storage.getStream(uniqueKey('missing'))).rejects.toMatchObject({ code: 'NotFound' });
    });

    it("rejects get of a missing key with code 'NotFound'", async () => {
      await expect(storage.get(uniqueKey('missing'))).rejects.toMatchObject({ code: 'NotFound' });
    });

    it('deletes an object, after which get rejects with NotFound', async () => {
      const key = uniqueKey();
      await storage.put(key, Buffer.from('to be deleted'));
      await storage.delete(key);
      await expect(storage.get(key)).rejects.toMatchObject({ code: 'NotFound' });
    });

    it('resolves delete of a missing key', async () => {
      await expect(storage.delete(uniqueKey('missing'))).resolves.toBeUndefined();
    });

    it('walks every object in every folder with its size, and never a deleted one', async () => {
      const nested = uniqueKey('walk/deep/er');
      const flat = uniqueKey('walk');
      const gone = uniqueKey('walk');
      await storage.put(nested, Buffer.alloc(1234, 7));
      await storage.putStream(flat, Readable.from([Buffer.from('streamed')]), 8);
      await storage.put(gone, Buffer.from('removed'));
      await storage.delete(gone);
      const found = new Map<string, number>();
      for await (const { key, size } of storage.walk()) found.set(key, size);
      expect(found.get(nested)).toBe(1234);
      expect(found.get(flat)).toBe(8);
      expect(found.has(gone)).toBe(false);
    });

    it.each(['a/../b', '..', 'Upper/case', 'with space', 'x/../../etc/passwd', '', 'dot.ext'])(
      'refuses the key %j on put, get and delete',
      async (key) => {
        await expect(storage.put(key, Buffer.from('x'))).rejects.toThrow('Invalid storage key');
        await expect(storage.get(key)).rejects.toThrow('Invalid storage key');
        await expect(storage.delete(key)).rejects.toThrow('Invalid storage key');
      },
    );

    if (options.refusesOverwrite) {
      it('does not silently replace an existing object', async () => {
        const key = uniqueKey();
        await storage.put(key, Buffer.from('first'));
        await expect(storage.put(key, Buffer.from('second'))).rejects.toThrow();
        expect((await storage.get(key)).toString()).toBe('first');
      });
    }
  });
}
