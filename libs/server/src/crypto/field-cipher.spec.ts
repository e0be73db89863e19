import { createCipheriv, randomBytes } from 'node:crypto';
import { FieldCipher } from './field-cipher';

const key = () => randomBytes(32).toString('base64');

describe('FieldCipher', () => {
  const k1 = key();
  const k2 = key();
  const index = randomBytes(32);
  const AT = { table: 'submissions', column: 'ssn_encrypted', id: '2f6f1c1e-3d1b-4b7e-9a5c-0d7e8f9a1b2c' };
  /** A v1 ciphertext, as written before fields were bound to their place. */
  const v1 = (k: string, plaintext: string) => {
    const iv = randomBytes(12);
    const c = createCipheriv('aes-256-gcm', Buffer.from(k, 'base64'), iv);
    const ct = Buffer.concat([c.update(plaintext, 'utf8'), c.final()]);
    return ['v1', 'k1', iv.toString('base64url'), c.getAuthTag().toString('base64url'), ct.toString('base64url')].join('.');
  };

  it('round-trips text without the plaintext appearing in the ciphertext', () => {
    const cipher = new FieldCipher(`k1:${k1}`, index);
    const stored = cipher.encryptText('123456789', AT);
    expect(stored).not.toContain('123456789');
    expect(stored.startsWith('v2.k1.')).toBe(true);
    expect(cipher.decryptText(stored, AT)).toBe('123456789');
  });

  it('binds a field to its table, column and row: copied elsewhere, it does not open', () => {
    const cipher = new FieldCipher(`k1:${k1}`, index);
    const stored = cipher.encryptText('123456789', AT);
    for (const elsewhere of [{ ...AT, id: '00000000-0000-4000-8000-000000000000' }, { ...AT, column: 'alien_number_encrypted' }, { ...AT, table: 'i9_forms' }]) {
      expect(() => cipher.decryptText(stored, elsewhere)).toThrow();
    }
  });

  it('still opens the fields written before they were bound (v1), wherever they are', () => {
    const cipher = new FieldCipher(`k1:${k1}`, index);
    const old = v1(k1, 'A1234567');
    expect(cipher.decryptText(old, AT)).toBe('A1234567');
    expect(cipher.isCurrentText(old)).toBe(false);
    expect(cipher.isCurrentText(cipher.encryptText('A1234567', AT))).toBe(true);
  });

  it('refuses a shortened authentication tag', () => {
    const cipher = new FieldCipher(`k1:${k1}`, index);
    const parts = cipher.encryptText('123456789', AT).split('.');
    parts[3] = Buffer.from(parts[3], 'base64url').subarray(0, 4).toString('base64url');
    expect(() => cipher.decryptText(parts.join('.'), AT)).toThrow('Malformed ciphertext');
  });

  it('uses a fresh IV: the same value encrypts differently each time', () => {
    const cipher = new FieldCipher(`k1:${k1}`, index);
    expect(cipher.encryptText('123456789', AT)).not.toBe(cipher.encryptText('123456789', AT));
  });

  it('decrypts with an older key after rotation and encrypts with the new one', () => {
    const old = new FieldCipher(`k1:${k1}`, index).encryptText('secret', AT);
    const rotated = new FieldCipher(`k2:${k2},k1:${k1}`, index);
    expect(rotated.decryptText(old, AT)).toBe('secret');
    expect(rotated.encryptText('x', AT).startsWith('v2.k2.')).toBe(true);
    expect(rotated.isCurrentText(old)).toBe(false);
  });

  it('refuses tampered ciphertext', () => {
    const cipher = new FieldCipher(`k1:${k1}`, index);
    const parts = cipher.encryptText('123456789', AT).split('.');
    parts[4] = Buffer.from('000000000').toString('base64url');
    expect(() => cipher.decryptText(parts.join('.'), AT)).toThrow();
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
