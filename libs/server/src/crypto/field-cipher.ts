import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';

const ALGORITHM = 'aes-256-gcm';
const IV_BYTES = 12;
const TAG_BYTES = 16;
const TEXT_VERSION = 'v1';
const BLOB_MAGIC = Buffer.from('CHE1');

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
    if (!blob.subarray(0, 4).equals(BLOB_MAGIC)) throw new Error('Not an encrypted object');
    const idLength = blob[4];
    let at = 5;
    const keyId = blob.subarray(at, (at += idLength)).toString('utf8');
    const iv = blob.subarray(at, (at += IV_BYTES));
    const tag = blob.subarray(at, (at += TAG_BYTES));
    return this.open(keyId, iv, tag, blob.subarray(at));
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
