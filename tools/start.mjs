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

// The images run Node.js 24 LTS and .ci/run runs every test on it. An older Node (20, past its end of
// life in April 2026) still starts ClearHire here, with a warning: nothing checks it any more.
const NODE_MAJOR = 24;
if (Number(process.versions.node.split('.')[0]) < NODE_MAJOR) {
  console.warn(
    [
      `[clearhire] WARNING: this is Node.js ${process.version}. ClearHire is tested and shipped on Node.js ${NODE_MAJOR} LTS`,
      `[clearhire] (docker/*.Dockerfile, .ci/run); on this version it is untested and some dependencies want Node 22 or newer.`,
      `[clearhire] To run it on Node.js ${NODE_MAJOR} from the npm registry without installing anything else:`,
      `[clearhire]   npx -y -p node@${NODE_MAJOR} npm start`,
    ].join('\n'),
  );
}
const run = (cmd, args, opts = {}) => {
  const r = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: process.env, ...opts });
  if (r.status !== 0) {
    console.error(`[clearhire] "${cmd} ${args.join(' ')}" failed`);
    process.exit(r.status ?? 1);
  }
};

// The versions package-lock.json pins, nothing resolved afresh: npm ci fails on a lockfile out of
// step with package.json (README, "Updating dependencies" says how to update both).
const installed = join(root, 'node_modules/.package-lock.json');
const newest = Math.max(...['package.json', 'package-lock.json'].map((f) => statSync(join(root, f)).mtimeMs));
if (!existsSync(installed) || statSync(installed).mtimeMs < newest) {
  say('Installing dependencies (npm ci)…');
  run('npm', ['ci', '--no-audit', '--no-fund']);
}
// A native addon fits the Node.js that installed it: argon2's prebuilt binary, chosen by an install
// on Node 24, crashes Node 20 (a segmentation fault). Rebuilt for this Node when it does not load.
if (spawnSync(process.execPath, ['-e', "require('argon2')"], { cwd: root, stdio: 'ignore' }).status !== 0) {
  say(`argon2 does not load on Node.js ${process.version} (installed by another version): rebuilding it…`);
  run('npm', ['rebuild', 'argon2']);
}

const { ensureEnvFile } = await import('./lib/env-file.mjs');
if (ensureEnvFile(root, say)) say('Created .env with fresh secrets (keep it private; it is not committed).');
process.loadEnvFile(join(root, '.env'));

const { checkPostgres, checkRedis, ensureDatabase } = await import('./lib/services.mjs');
// The owner creates the database and, in `migrate` below, the service role the API and worker use
// (DATABASE_URL): that role may not exist before the first migrate, so it is not checked here.
const ownerUrl = process.env.MIGRATION_DATABASE_URL || process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/clearhire';
try {
  await checkPostgres(ownerUrl);
  await checkRedis(process.env.REDIS_URL || 'redis://127.0.0.1:6379');
} catch (err) {
  console.error(`[clearhire] ${err.message}`);
  process.exit(1);
}
if (await ensureDatabase(ownerUrl)) say('Created the database.');

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
