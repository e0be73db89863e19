#!/usr/bin/env node
// Fails when the entities and the committed migrations disagree: applies every migration to a
// scratch database, then asks TypeORM whether the entities still need a change.
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { splitDatabaseUrl } from './lib/services.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

// Each migration's timestamp is its place in the history and part of its name in the migrations
// table: two with one timestamp (written on two branches at once) would run in an arbitrary order.
const files = readdirSync(join(root, 'libs/db/src/migrations')).filter((f) => /^\d+-.+\.ts$/.test(f));
const byStamp = Map.groupBy(files, (f) => f.split('-')[0]);
const shared = [...byStamp].filter(([, named]) => named.length > 1);
if (shared.length) {
  for (const [stamp, named] of shared) console.error(`Timestamp ${stamp} is used by ${named.join(', ')}: give the newer migration a later one.`);
  process.exit(1);
}
const serverUrl = process.env.TEST_DATABASE_SERVER_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const name = `clearhire_migcheck_${process.pid}`;
const url = new URL(serverUrl);
url.pathname = `/${name}`;

const admin = new pg.Client({ connectionString: splitDatabaseUrl(serverUrl).serverUrl });
await admin.connect();
await admin.query(`CREATE DATABASE ${name}`);
const typeorm = (...args) =>
  spawnSync('npx', ['typeorm-ts-node-commonjs', ...args, '-d', 'libs/db/src/cli-data-source.ts'], {
    cwd: root,
    encoding: 'utf8',
    env: { ...process.env, DATABASE_URL: url.toString(), TS_NODE_PROJECT: 'libs/db/tsconfig.lib.json', TS_NODE_TRANSPILE_ONLY: '1', NODE_OPTIONS: `-r ${join(root, 'tools/lib/workspace-paths.cjs')}` },
  });
let status = 1;
try {
  const run = typeorm('migration:run');
  if (run.status !== 0) {
    console.error(run.stdout, run.stderr);
  } else {
    const check = typeorm('migration:generate', '--check', 'libs/db/src/migrations/Pending');
    status = check.status ?? 1;
    console.log(status === 0 ? 'Entities and migrations agree.' : `Entities and migrations disagree; generate a migration:\n${check.stdout}`);
  }
} finally {
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.end();
}
process.exit(status);
