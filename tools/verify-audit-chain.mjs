#!/usr/bin/env node
// Recomputes the audit trail's hash chain and reports the first event that does not match.
// Exit code 0: intact; 2: broken. Uses DATABASE_URL from the environment or .env.
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
if (existsSync(join(root, '.env')) && !process.env.DATABASE_URL) process.loadEnvFile(join(root, '.env'));
const api = join(root, 'dist/apps/api/main.js');
if (!existsSync(api)) spawnSync('npx', ['nx', 'build', 'api', '--outputStyle=static'], { cwd: root, stdio: 'inherit' });
const r = spawnSync('node', [api, 'verify-audit'], { cwd: root, stdio: 'inherit', env: process.env });
process.exit(r.status ?? 1);
