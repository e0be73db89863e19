import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { API_KEY_FORMAT } from '@clearhire/contracts';

/** The alphabet of a key's public id: lowercase letters and digits, never the `_` that separates the parts. */
const ID_ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';

/** A key as it is made: the whole key (shown once), its public prefix and the hash kept of its secret. */
export interface NewApiKey {
  key: string;
  prefix: string;
  secretHash: string;
}

/** A key as a request presents it, split into the prefix it is found by and the secret it is checked with. */
export interface PresentedApiKey {
  prefix: string;
  secret: string;
}

/**
 * A new key: `chk_<8-character id>_<43-character secret>`. The secret is 256 random bits; since it
 * carries that much entropy, one SHA-256 is the right hash to keep (a slow password hash protects
 * guessable secrets, which this is not), and it lets every request check the key cheaply.
 */
export function newApiKey(): NewApiKey {
  const id = Array.from({ length: API_KEY_FORMAT.idLength }, () => ID_ALPHABET[randomInt(ID_ALPHABET.length)]).join('');
  const secret = randomBytes(32).toString('base64url');
  const prefix = `${API_KEY_FORMAT.marker}${id}`;
  return { key: `${prefix}_${secret}`, prefix, secretHash: hashApiKeySecret(secret) };
}

/** Whether a bearer token is meant as an API key (rather than a session token): it starts with the marker. */
export function looksLikeApiKey(token: string): boolean {
  return token.startsWith(API_KEY_FORMAT.marker);
}

/** The prefix and secret of a well-formed key; null for anything else. */
export function parseApiKey(token: string): PresentedApiKey | null {
  const match = API_KEY_FORMAT.pattern.exec(token);
  return match ? { prefix: `${API_KEY_FORMAT.marker}${match[1]}`, secret: match[2] } : null;
}

/** SHA-256 of a key's secret, in hex: what the database keeps. */
export function hashApiKeySecret(secret: string): string {
  return createHash('sha256').update(secret, 'utf8').digest('hex');
}

/** Whether the presented secret is the one whose hash is kept, compared in constant time. */
export function secretMatches(secret: string, storedHash: string): boolean {
  const presented = Buffer.from(hashApiKeySecret(secret), 'hex');
  const stored = Buffer.from(storedHash, 'hex');
  return stored.length === presented.length && timingSafeEqual(presented, stored);
}
