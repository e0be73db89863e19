#!/usr/bin/env node
// Re-encrypts every encrypted field and stored object under the first key of ENCRYPTION_KEYS
// (put the new key first, keep the old ones after it until this is done). Resumable: run it again
// after an interruption. Uses DATABASE_URL, ENCRYPTION_KEYS, BLIND_INDEX_KEY and the storage
// settings from the environment or .env.
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
if (existsSync(join(root, '.env')) && !process.env.ENCRYPTION_KEYS) process.loadEnvFile(join(root, '.env'));
const api = join(root, 'dist/apps/api/main.js');
if (!existsSync(api)) spawnSync('npx', ['nx', 'build', 'api', '--outputStyle=static'], { cwd: root, stdio: 'inherit' });
const r = spawnSync('node', [api, 'rotate-keys'], { cwd: root, stdio: 'inherit', env: process.env });
process.exit(r.status ?? 1);
