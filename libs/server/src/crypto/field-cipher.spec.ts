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
