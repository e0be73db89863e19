// Creates .env from .env.example on first run, with fresh random secrets.
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';

const SECRETS = {
  JWT_SECRET: () => randomBytes(48).toString('base64url'),
  ENCRYPTION_KEYS: () => `k1:${randomBytes(32).toString('base64')}`,
  BLIND_INDEX_KEY: () => randomBytes(32).toString('base64'),
};

/** Returns true when .env was created. Never overwrites an existing .env. */
export function ensureEnvFile(root) {
  const target = `${root}/.env`;
  if (existsSync(target)) return false;
  let text = readFileSync(`${root}/.env.example`, 'utf8');
  for (const [name, make] of Object.entries(SECRETS)) {
    text = text.replace(new RegExp(`^${name}=\\s*$`, 'm'), `${name}=${make()}`);
  }
  writeFileSync(target, text, { mode: 0o600 });
  return true;
}
