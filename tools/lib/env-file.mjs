// Creates .env from .env.example on first run, with fresh random secrets.
import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';

const SECRETS = {
  JWT_SECRET: () => randomBytes(48).toString('base64url'),
  ENCRYPTION_KEYS: () => `k1:${randomBytes(32).toString('base64')}`,
  BLIND_INDEX_KEY: () => randomBytes(32).toString('base64'),
  AUDIT_KEY: () => randomBytes(32).toString('base64'),
};

/** The role the API and the worker connect as when an older .env named only the owner. */
export const SERVICE_ROLE = 'clearhire_service';

/**
 * An .env from before the two database roles has only DATABASE_URL, the owner's: that URL becomes
 * MIGRATION_DATABASE_URL and DATABASE_URL names the service role on the same server and database.
 * Returns the new text, or null when there is nothing to change.
 */
export function splitDatabaseRoles(text) {
  if (/^MIGRATION_DATABASE_URL=/m.test(text)) return null;
  const match = /^DATABASE_URL=(\S+)[ \t]*$/m.exec(text);
  if (!match) return null;
  const owner = match[1].replace(/^["']|["']$/g, '');
  const service = new URL(owner);
  service.username = SERVICE_ROLE;
  service.password = '';
  return text.replace(match[0], `DATABASE_URL=${service.toString()}\nMIGRATION_DATABASE_URL=${owner}`);
}

/**
 * Returns true when .env was created. Never overwrites an existing .env, but adds what a newer
 * version needs and the file lacks: a secret (an .env from before AUDIT_KEY, say) and the owner's
 * URL beside the service role's (splitDatabaseRoles). `say` tells the user what changed.
 */
export function ensureEnvFile(root, say = () => undefined) {
  const target = `${root}/.env`;
  if (existsSync(target)) {
    let text = readFileSync(target, 'utf8');
    const missing = Object.entries(SECRETS).filter(([name]) => !new RegExp(`^${name}=\\S`, 'm').test(text));
    for (const [name, make] of missing) {
      const line = `${name}=${make()}`;
      text = new RegExp(`^${name}=\\s*$`, 'm').test(text) ? text.replace(new RegExp(`^${name}=\\s*$`, 'm'), line) : `${text.replace(/\n?$/, '\n')}${line}\n`;
      say(`Added ${name} to .env (a fresh random value).`);
    }
    const split = splitDatabaseRoles(text);
    if (split) {
      text = split;
      say(`.env: DATABASE_URL now names the service role ${SERVICE_ROLE}; the former URL is MIGRATION_DATABASE_URL, for the migrations.`);
    }
    if (missing.length || split) writeFileSync(target, text, { mode: 0o600 });
    return false;
  }
  let text = readFileSync(`${root}/.env.example`, 'utf8');
  for (const [name, make] of Object.entries(SECRETS)) {
    text = text.replace(new RegExp(`^${name}=\\s*$`, 'm'), `${name}=${make()}`);
  }
  writeFileSync(target, text, { mode: 0o600 });
  return true;
}
