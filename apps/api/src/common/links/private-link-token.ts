import { randomBytes } from 'node:crypto';

/**
 * The token of a private one-use link (an employee's Form I-9 link, a Supplement B upload link, an
 * invitation or a password reset): 32 random bytes, base64url, so 43 characters that cannot be guessed.
 * Anything else a caller sends is not a link and is answered as one that does not exist, without a
 * database lookup.
 */
export const newPrivateLinkToken = (): string => randomBytes(32).toString('base64url');

const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

export const isPrivateLinkToken = (text: unknown): text is string => typeof text === 'string' && TOKEN_SHAPE.test(text);
