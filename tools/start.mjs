#!/usr/bin/env node
// `npm start`: from a fresh clone to a running ClearHire on http://localhost:3000.
// Installs dependencies if missing, creates .env with fresh secrets, checks PostgreSQL and Redis,
// creates and migrates the database, seeds the administrator, builds what is stale, and runs the
// API (serving the portal at /) and the worker side by side.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const say = (msg) => console.log(`[clearhire] ${msg}`);
const run = (cmd, args, opts = {}) => {
  const r = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: process.env, ...opts });
  if (r.status !== 0) {
    console.error(`[clearhire] "${cmd} ${args.join(' ')}" failed`);
    process.exit(r.status ?? 1);
  }
};

const lock = join(root, 'package-lock.json');
const installed = join(root, 'node_modules/.package-lock.json');
if (!existsSync(installed) || statSync(installed).mtimeMs < statSync(lock).mtimeMs) {
  say('Installing dependencies (npm install)…');
  run('npm', ['install', '--no-audit', '--no-fund']);
}

const { ensureEnvFile } = await import('./lib/env-file.mjs');
if (ensureEnvFile(root)) say('Created .env with fresh secrets (keep it private; it is not committed).');
process.loadEnvFile(join(root, '.env'));

const { checkPostgres, checkRedis, ensureDatabase } = await import('./lib/services.mjs');
const databaseUrl = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/clearhire';
try {
  await checkPostgres(databaseUrl);
  await checkRedis(process.env.REDIS_URL || 'redis://127.0.0.1:6379');
} catch (err) {
  console.error(`[clearhire] ${err.message}`);
  process.exit(1);
}
if (await ensureDatabase(databaseUrl)) say('Created the database.');

say('Building (Nx rebuilds only what changed)…');
run('npx', ['nx', 'run-many', '-t', 'build', '--projects=api,worker,portal', '--outputStyle=static']);

const api = join(root, 'dist/apps/api/main.js');
run('node', [api, 'migrate']);
run('node', [api, 'seed-admin']);

const port = process.env.PORT || 3000;
say(`Starting ClearHire on http://localhost:${port} (API under /api, OpenAPI at /api/docs) and the worker`);
const children = [
  spawn('node', [api], { cwd: root, stdio: 'inherit', env: process.env }),
  spawn('node', [join(root, 'dist/apps/worker/main.js')], { cwd: root, stdio: 'inherit', env: process.env }),
];
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => children.forEach((c) => c.kill(signal)));
// If either stops, stop the other too: half a ClearHire would silently lose PDFs or requests.
let exiting = false;
for (const child of children) {
  child.on('exit', (code) => {
    if (!exiting) {
      exiting = true;
      children.forEach((c) => c !== child && c.kill('SIGTERM'));
    }
    if (children.every((c) => c.exitCode !== null || c.signalCode !== null)) process.exit(code ?? 0);
  });
}
