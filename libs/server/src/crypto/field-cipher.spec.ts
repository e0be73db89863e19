import { randomBytes } from 'node:crypto';
import { FieldCipher } from './field-cipher';

const key = () => randomBytes(32).toString('base64');

describe('FieldCipher', () => {
  const k1 = key();
  const k2 = key();
  const index = randomBytes(32);

  it('round-trips text without the plaintext appearing in the ciphertext', () => {
    const cipher = new FieldCipher(`k1:${k1}`, index);
    const stored = cipher.encryptText('123456789');
    expect(stored).not.toContain('123456789');
    expect(stored.startsWith('v1.k1.')).toBe(true);
    expect(cipher.decryptText(stored)).toBe('123456789');
  });

  it('uses a fresh IV: the same value encrypts differently each time', () => {
    const cipher = new FieldCipher(`k1:${k1}`, index);
    expect(cipher.encryptText('123456789')).not.toBe(cipher.encryptText('123456789'));
  });

  it('decrypts with an older key after rotation and encrypts with the new one', () => {
    const old = new FieldCipher(`k1:${k1}`, index).encryptText('secret');
    const rotated = new FieldCipher(`k2:${k2},k1:${k1}`, index);
    expect(rotated.decryptText(old)).toBe('secret');
    expect(rotated.encryptText('x').startsWith('v1.k2.')).toBe(true);
  });

  it('refuses tampered ciphertext', () => {
    const cipher = new FieldCipher(`k1:${k1}`, index);
    const parts = cipher.encryptText('123456789').split('.');
    parts[4] = Buffer.from('000000000').toString('base64url');
    expect(() => cipher.decryptText(parts.join('.'))).toThrow();
  });

  it('round-trips files and tells encrypted objects apart', () => {
    const cipher = new FieldCipher(`k1:${k1}`, index);
    const file = Buffer.from('%PDF-1.7 passport scan');
    const blob = cipher.encryptBlob(file);
    expect(blob.includes(Buffer.from('passport'))).toBe(false);
    expect(cipher.decryptBlob(blob).equals(file)).toBe(true);
    expect(() => cipher.decryptBlob(file)).toThrow('Not an encrypted object');
  });

  it('gives a stable blind index that depends on the key', () => {
    const a = new FieldCipher(`k1:${k1}`, index);
    const b = new FieldCipher(`k1:${k1}`, randomBytes(32));
    expect(a.blindIndex('123456789')).toBe(a.blindIndex('123456789'));
    expect(a.blindIndex('123456789')).not.toBe(b.blindIndex('123456789'));
  });
});

describe('FieldCipher streams', () => {
  const cipher = new FieldCipher(`k1:${randomBytes(32).toString('base64')}`, randomBytes(32));
  const run = async (transform: NodeJS.ReadWriteStream, chunks: Buffer[]): Promise<Buffer> => {
    const out: Buffer[] = [];
    const done = new Promise<Buffer>((resolve, reject) => {
      transform.on('data', (c: Buffer) => out.push(c));
      transform.on('end', () => resolve(Buffer.concat(out)));
      transform.on('error', reject);
    });
    for (const c of chunks) transform.write(c);
    transform.end();
    return done;
  };
  /** Cuts a buffer into pieces of random sizes, as a network or disk would deliver it. */
  const pieces = (b: Buffer): Buffer[] => {
    const out: Buffer[] = [];
    for (let at = 0; at < b.length; ) {
      const size = 1 + Math.floor(Math.random() * 7000);
      out.push(b.subarray(at, at + size));
      at += size;
    }
    return out;
  };

  it('round-trips a large object through both streams, in any chunking, and decryptBlob reads it whole', async () => {
    const plain = randomBytes(300_000);
    const sealed = await run(cipher.encryptingStream(), pieces(plain));
    expect(sealed.subarray(0, 4).toString()).toBe('CHS1');
    expect(sealed.includes(plain.subarray(0, 64))).toBe(false);
    expect((await run(cipher.decryptingStream(), pieces(sealed))).equals(plain)).toBe(true);
    expect(cipher.decryptBlob(sealed).equals(plain)).toBe(true);
  });

  it('streams the decryption of the stored files of before (tag first)', async () => {
    const plain = randomBytes(50_000);
    expect((await run(cipher.decryptingStream(), pieces(cipher.encryptBlob(plain)))).equals(plain)).toBe(true);
  });

  it('encrypts an empty stream, and fails a tampered or truncated one instead of ending cleanly', async () => {
    expect((await run(cipher.decryptingStream(), [await run(cipher.encryptingStream(), [])])).length).toBe(0);
    const sealed = await run(cipher.encryptingStream(), [randomBytes(10_000)]);
    const tampered = Buffer.from(sealed);
    tampered[sealed.length - 100] ^= 1;
    await expect(run(cipher.decryptingStream(), pieces(tampered))).rejects.toThrow();
    await expect(run(cipher.decryptingStream(), [sealed.subarray(0, sealed.length - 5)])).rejects.toThrow();
    await expect(run(cipher.decryptingStream(), [Buffer.from('plain text, not an object')])).rejects.toThrow('Not an encrypted object');
  });
});

describe('FieldCipher.streamedLength', () => {
  it('says how long a sealed stream is before it is sealed', async () => {
    const cipher = new FieldCipher(`key-7:${randomBytes(32).toString('base64')}`, randomBytes(32));
    for (const n of [0, 1, 65_537]) {
      const sealed: Buffer[] = [];
      const stream = cipher.encryptingStream();
      stream.on('data', (c: Buffer) => sealed.push(c));
      await new Promise((resolve) => {
        stream.on('end', resolve);
        stream.end(randomBytes(n));
      });
      expect(Buffer.concat(sealed).length).toBe(cipher.streamedLength(n));
    }
  });
});
