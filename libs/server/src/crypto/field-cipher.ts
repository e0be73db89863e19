import { createCipheriv, createDecipheriv, createHmac, randomBytes, type DecipherGCM } from 'node:crypto';
import { Transform, type TransformCallback } from 'node:stream';

const ALGORITHM = 'aes-256-gcm';
const IV_BYTES = 12;
const TAG_BYTES = 16;
const TEXT_VERSION = 'v1';
const BLOB_MAGIC = Buffer.from('CHE1');
/** Streamed objects (an inspection export): the same cipher, the tag after the ciphertext instead of before it. */
const STREAM_MAGIC = Buffer.from('CHS1');

/**
 * AES-256-GCM encryption of personal data (SSNs, document numbers, uploaded files) with keys
 * from the environment. Every ciphertext names the key that made it, so keys can rotate: the
 * first key encrypts, every configured key decrypts.
 */
export class FieldCipher {
  private readonly keys = new Map<string, Buffer>();
  private readonly activeKeyId: string;

  constructor(
    keySpec: string,
    private readonly blindIndexKey: Buffer,
  ) {
    for (const pair of keySpec.split(',')) {
      const [id, b64] = pair.split(':');
      const key = Buffer.from(b64, 'base64');
      if (key.length !== 32) throw new Error(`Encryption key "${id}" is not 32 bytes`);
      this.keys.set(id, key);
    }
    this.activeKeyId = keySpec.split(':')[0];
    if (blindIndexKey.length !== 32) throw new Error('Blind-index key is not 32 bytes');
  }

  /** Text form, for a database column: v1.<keyId>.<iv>.<tag>.<ciphertext>, base64url parts. */
  encryptText(plaintext: string): string {
    const { iv, tag, ciphertext } = this.seal(Buffer.from(plaintext, 'utf8'));
    return [TEXT_VERSION, this.activeKeyId, iv.toString('base64url'), tag.toString('base64url'), ciphertext.toString('base64url')].join('.');
  }

  decryptText(stored: string): string {
    const [version, keyId, iv, tag, ciphertext] = stored.split('.');
    if (version !== TEXT_VERSION || ciphertext === undefined) throw new Error('Not a v1 ciphertext');
    return this.open(keyId, Buffer.from(iv, 'base64url'), Buffer.from(tag, 'base64url'), Buffer.from(ciphertext, 'base64url')).toString('utf8');
  }

  /** Binary form, for stored files: "CHE1", key-id length, key id, iv, tag, ciphertext. */
  encryptBlob(plaintext: Buffer): Buffer {
    const { iv, tag, ciphertext } = this.seal(plaintext);
    const keyId = Buffer.from(this.activeKeyId, 'utf8');
    return Buffer.concat([BLOB_MAGIC, Buffer.from([keyId.length]), keyId, iv, tag, ciphertext]);
  }

  decryptBlob(blob: Buffer): Buffer {
    const magic = blob.subarray(0, 4);
    const streamed = magic.equals(STREAM_MAGIC);
    if (!streamed && !magic.equals(BLOB_MAGIC)) throw new Error('Not an encrypted object');
    const idLength = blob[4];
    let at = 5;
    const keyId = blob.subarray(at, (at += idLength)).toString('utf8');
    const iv = blob.subarray(at, (at += IV_BYTES));
    if (streamed) return this.open(keyId, iv, blob.subarray(blob.length - TAG_BYTES), blob.subarray(at, blob.length - TAG_BYTES));
    const tag = blob.subarray(at, (at += TAG_BYTES));
    return this.open(keyId, iv, tag, blob.subarray(at));
  }

  /**
   * Encrypts a stream of any length with constant memory (an inspection export of thousands of
   * files): "CHS1", key-id length, key id, iv, the ciphertext as it comes, then the tag, which GCM
   * knows only at the end.
   */
  encryptingStream(): Transform {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv(ALGORITHM, this.keys.get(this.activeKeyId)!, iv);
    const keyId = Buffer.from(this.activeKeyId, 'utf8');
    let headerSent = false;
    return new Transform({
      transform(chunk: Buffer, _encoding, done: TransformCallback) {
        if (!headerSent) {
          headerSent = true;
          this.push(Buffer.concat([STREAM_MAGIC, Buffer.from([keyId.length]), keyId, iv]));
        }
        done(null, cipher.update(chunk));
      },
      flush(done: TransformCallback) {
        if (!headerSent) this.push(Buffer.concat([STREAM_MAGIC, Buffer.from([keyId.length]), keyId, iv]));
        this.push(cipher.final());
        done(null, cipher.getAuthTag());
      },
    });
  }

  /** The length of `plaintextLength` bytes once encryptingStream() sealed them (storage wants it up front). */
  streamedLength(plaintextLength: number): number {
    return STREAM_MAGIC.length + 1 + Buffer.byteLength(this.activeKeyId, 'utf8') + IV_BYTES + plaintextLength + TAG_BYTES;
  }

  /**
   * Decrypts either object format as a stream, with constant memory. The plaintext flows out before
   * GCM's tag is checked at the end (it cannot be otherwise without holding the whole object); a
   * tampered or truncated object ends the stream with an error instead of a clean end, so a
   * download of it fails rather than completes.
   */
  decryptingStream(): Transform {
    // eslint-disable-next-line @typescript-eslint/no-this-alias -- the Transform's callbacks have their own `this`
    const self = this;
    let header = Buffer.alloc(0);
    let decipher: DecipherGCM | null = null;
    let streamed = false;
    // For the streamed format, the last TAG_BYTES seen: the tag, once the input ends.
    let held = Buffer.alloc(0);
    const feed = (stream: Transform, data: Buffer) => {
      if (!streamed) return stream.push(decipher!.update(data));
      const all = Buffer.concat([held, data]);
      held = all.subarray(Math.max(0, all.length - TAG_BYTES));
      const ready = all.subarray(0, Math.max(0, all.length - TAG_BYTES));
      if (ready.length) stream.push(decipher!.update(ready));
      return true;
    };
    return new Transform({
      transform(chunk: Buffer, _encoding, done: TransformCallback) {
        try {
          if (decipher) {
            feed(this, chunk);
            return done();
          }
          header = Buffer.concat([header, chunk]);
          if (header.length < 5) return done();
          const magic = header.subarray(0, 4);
          streamed = magic.equals(STREAM_MAGIC);
          if (!streamed && !magic.equals(BLOB_MAGIC)) return done(new Error('Not an encrypted object'));
          const headerLength = 5 + header[4] + IV_BYTES + (streamed ? 0 : TAG_BYTES);
          if (header.length < headerLength) return done();
          let at = 5;
          const keyId = header.subarray(at, (at += header[4])).toString('utf8');
          const key = self.keys.get(keyId);
          if (!key) return done(new Error(`Unknown encryption key "${keyId}"`));
          const iv = header.subarray(at, (at += IV_BYTES));
          decipher = createDecipheriv(ALGORITHM, key, iv) as DecipherGCM;
          if (!streamed) decipher.setAuthTag(header.subarray(at, (at += TAG_BYTES)));
          const rest = header.subarray(at);
          header = Buffer.alloc(0);
          if (rest.length) feed(this, rest);
          done();
        } catch (err) {
          done(err as Error);
        }
      },
      flush(done: TransformCallback) {
        try {
          if (!decipher || (streamed && held.length < TAG_BYTES)) return done(new Error('Truncated encrypted object'));
          if (streamed) decipher.setAuthTag(held);
          done(null, decipher.final());
        } catch (err) {
          done(err as Error);
        }
      },
    });
  }

  /** A keyed hash that finds equal values (the same SSN) without storing them in the clear. */
  blindIndex(value: string): string {
    return createHmac('sha256', this.blindIndexKey).update(value, 'utf8').digest('hex');
  }

  private seal(plaintext: Buffer) {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv(ALGORITHM, this.keys.get(this.activeKeyId)!, iv);
    const ciphertext = Buffer.concat([cipher.update(plaintext), cipher.final()]);
    return { iv, tag: cipher.getAuthTag(), ciphertext };
  }

  private open(keyId: string, iv: Buffer, tag: Buffer, ciphertext: Buffer): Buffer {
    const key = this.keys.get(keyId);
    if (!key) throw new Error(`Unknown encryption key "${keyId}"`);
    const decipher = createDecipheriv(ALGORITHM, key, iv);
    decipher.setAuthTag(tag);
    return Buffer.concat([decipher.update(ciphertext), decipher.final()]);
  }
}
