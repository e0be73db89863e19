import { createCipheriv, createDecipheriv, createHmac, createSecretKey, randomBytes, type DecipherGCM, type KeyObject } from 'node:crypto';
import { Transform, type TransformCallback } from 'node:stream';

const ALGORITHM = 'aes-256-gcm';
const IV_BYTES = 12;
const TAG_BYTES = 16;
/** v1: no associated data (written before it was bound); v2: bound to its table, column and row. */
const TEXT_V1 = 'v1';
const TEXT_V2 = 'v2';
const BLOB_MAGIC = Buffer.from('CHE1');
/** Streamed objects (an inspection export): the same cipher, the tag after the ciphertext instead of before it. */
const STREAM_MAGIC = Buffer.from('CHS1');

/** Where an encrypted field lives: its ciphertext is bound to it and opens nowhere else. */
export interface FieldContext {
  readonly table: string;
  readonly column: string;
  /** The row's id. */
  readonly id: string;
}

function associatedData(c: FieldContext): Buffer {
  return Buffer.from(`clearhire:${c.table}.${c.column}:${c.id}`, 'utf8');
}

/**
 * AES-256-GCM encryption of personal data (SSNs, document numbers, uploaded files) with keys
 * from the environment. Every ciphertext names the key that made it, so keys can rotate: the
 * first key encrypts, every configured key decrypts (`rotate-keys` moves everything to the first).
 * A field's ciphertext carries its table, column and row as associated data, so one copied into
 * another row or column (by someone able to write the database) does not decrypt there; and the
 * 16-byte tag is required, never a shorter one.
 */
export class FieldCipher {
  // Keys are held as KeyObjects: given a Buffer, node:crypto makes a new key object on every call,
  // which cost about four times the work itself (about 60 µs of an SSN's 75 µs encryption and blind index).
  private readonly keys = new Map<string, KeyObject>();
  private readonly activeKeyId: string;
  private readonly blindIndexKey: KeyObject;

  constructor(keySpec: string, blindIndexKey: Buffer) {
    for (const pair of keySpec.split(',')) {
      const [id, b64] = pair.split(':');
      const key = Buffer.from(b64, 'base64');
      if (key.length !== 32) throw new Error(`Encryption key "${id}" is not 32 bytes`);
      this.keys.set(id, createSecretKey(key));
    }
    this.activeKeyId = keySpec.split(':')[0];
    if (blindIndexKey.length !== 32) throw new Error('Blind-index key is not 32 bytes');
    this.blindIndexKey = createSecretKey(blindIndexKey);
  }

  /** The id of the key new ciphertexts are made with (the first of ENCRYPTION_KEYS). */
  get activeKey(): string {
    return this.activeKeyId;
  }

  /** Text form, for a database column: v2.<keyId>.<iv>.<tag>.<ciphertext>, base64url parts, bound to `context`. */
  encryptText(plaintext: string, context: FieldContext): string {
    const { iv, tag, ciphertext } = this.seal(Buffer.from(plaintext, 'utf8'), associatedData(context));
    return [TEXT_V2, this.activeKeyId, iv.toString('base64url'), tag.toString('base64url'), ciphertext.toString('base64url')].join('.');
  }

  /** Opens a field where it lives; a v2 ciphertext moved to another table, column or row fails. */
  decryptText(stored: string, context: FieldContext): string {
    const [version, keyId, iv, tag, ciphertext, extra] = stored.split('.');
    if ((version !== TEXT_V1 && version !== TEXT_V2) || ciphertext === undefined || extra !== undefined) throw new Error('Not a ClearHire ciphertext');
    const aad = version === TEXT_V2 ? associatedData(context) : undefined;
    return this.open(keyId, Buffer.from(iv, 'base64url'), Buffer.from(tag, 'base64url'), Buffer.from(ciphertext, 'base64url'), aad).toString('utf8');
  }

  /** How every stored field bound and under the active key begins: what `rotate-keys` leaves alone. */
  get currentTextPrefix(): string {
    return `${TEXT_V2}.${this.activeKeyId}.`;
  }

  /** Whether a stored field is already bound and under the active key. */
  isCurrentText(stored: string): boolean {
    return stored.startsWith(this.currentTextPrefix);
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
    const cipher = createCipheriv(ALGORITHM, this.keys.get(this.activeKeyId)!, iv, { authTagLength: TAG_BYTES });
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
          decipher = createDecipheriv(ALGORITHM, key, iv, { authTagLength: TAG_BYTES }) as DecipherGCM;
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

  private seal(plaintext: Buffer, aad?: Buffer) {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv(ALGORITHM, this.keys.get(this.activeKeyId)!, iv, { authTagLength: TAG_BYTES });
    if (aad) cipher.setAAD(aad);
    const ciphertext = Buffer.concat([cipher.update(plaintext), cipher.final()]);
    return { iv, tag: cipher.getAuthTag(), ciphertext };
  }

  private open(keyId: string, iv: Buffer, tag: Buffer, ciphertext: Buffer, aad?: Buffer): Buffer {
    const key = this.keys.get(keyId);
    if (!key) throw new Error(`Unknown encryption key "${keyId}"`);
    // GCM accepts tags down to 4 bytes unless told otherwise: a shortened tag would be far easier to forge.
    if (tag.length !== TAG_BYTES || iv.length !== IV_BYTES) throw new Error('Malformed ciphertext');
    const decipher = this.decipher(key, iv);
    if (aad) decipher.setAAD(aad);
    decipher.setAuthTag(tag);
    return Buffer.concat([decipher.update(ciphertext), decipher.final()]);
  }

  private decipher(key: KeyObject, iv: Buffer): DecipherGCM {
    return createDecipheriv(ALGORITHM, key, iv, { authTagLength: TAG_BYTES }) as DecipherGCM;
  }
}
