#!/usr/bin/env node
// Runs one of the API's operations commands against the configured database and storage, with the
// settings from the environment or, where it does not set them, .env (building the API if needed):
//   node tools/api-command.mjs verify-audit   (npm run audit:verify) recomputes the audit trail's HMAC
//     chain under AUDIT_KEY and checks its end against the newest signed checkpoint; exit 0 intact,
//     2 when an event was edited, removed or cut from the end (each is named).
//   node tools/api-command.mjs rotate-keys    (npm run keys:rotate) re-encrypts every field and stored
//     object under the first key of ENCRYPTION_KEYS (put the new key first, keep the old ones after it
//     until this is done); resumable, with progress; exit 1 while something cannot be moved (named).
//   node tools/api-command.mjs backup [--out <file>]   (npm run backup) one archive of the database and every
//     stored object with a signed manifest, never the keys (docs/operations.md, "Back up").
//   node tools/api-command.mjs restore <archive>       (npm run restore) into an empty database and storage,
//     checked against the manifest first; exit 1 with one line when refused (docs/operations.md, "Restore").
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const COMMANDS = ['verify-audit', 'rotate-keys', 'backup', 'restore'];
const command = process.argv[2];
if (!COMMANDS.includes(command)) {
  console.error(`Usage: node tools/api-command.mjs ${COMMANDS.join('|')}`);
  process.exit(64);
}
const root = join(dirname(fileURLToPath(import.meta.url)), '..');
// process.loadEnvFile never overrides what the environment already sets.
if (existsSync(join(root, '.env'))) process.loadEnvFile(join(root, '.env'));
const api = join(root, 'dist/apps/api/main.js');
if (!existsSync(api)) spawnSync('npx', ['nx', 'build', 'api', '--outputStyle=static'], { cwd: root, stdio: 'inherit' });
const r = spawnSync('node', [api, command, ...process.argv.slice(3)], { cwd: root, stdio: 'inherit', env: process.env });
process.exit(r.status ?? 1);
