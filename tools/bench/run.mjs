#!/usr/bin/env node
// `npm run bench`: API throughput and latency beside a bare node:http + pg server doing the same
// SQL, in the same run, on a scratch database of 100,000 submissions over 200 companies; then the
// dashboard's SQL at 1,000,000 submissions, before and after its rollup (tools/bench/dashboard.mjs);
// then PDF rendering (tools/bench/pdf.mjs): Form 8850 + ETA 9061 pairs per second, pdfkit beside Chromium;
// then the Form I-9 inspection export of 1,000 Forms I-9 beside a plain zip (tools/bench/inspection-export.mjs).
import autocannon from 'autocannon';
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { appEnv, waitFor } from './app-env.mjs';
import { startBareServer } from './bare-server.mjs';
import { seed } from './seed.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const serverUrl = process.env.TEST_DATABASE_SERVER_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const dbName = `clearhire_bench_${process.pid}`;
const databaseUrl = Object.assign(new URL(serverUrl), { pathname: `/${dbName}` }).toString();
const OURS = 3901;
const BARE = 3902;

const key = randomBytes(32);
const auditKey = randomBytes(32);
const env = appEnv({ port: OURS, databaseUrl, redisPrefix: `clearhire-bench:${process.pid}:`, key, auditKey });

const sh = (cmd, args) => {
  const r = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env });
  if (r.status !== 0) throw new Error(`${cmd} ${args.join(' ')} failed`);
};

function measure(title, opts) {
  return new Promise((resolve, reject) => {
    autocannon({ duration: DURATION, connections: CONNECTIONS, ...opts }, (err, result) => {
      if (err) return reject(err);
      const bad = result.non2xx + result.errors;
      resolve({ title, rps: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, bad });
    });
  });
}

const admin = new pg.Client({ connectionString: serverUrl });
await admin.connect();
await admin.query(`CREATE DATABASE ${dbName}`);
let api;
let bare;
try {
  sh('npx', ['nx', 'build', 'api', '--configuration=production', '--outputStyle=static']);
  const main = join(root, 'dist/apps/api/main.js');
  sh('node', [main, 'migrate']);
  sh('node', [main, 'seed-admin']);

  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  console.log('Seeding 100,000 submissions over 200 companies…');
  const t0 = Date.now();
  await seed(db, { ssnCiphertext: 'v1.k1.seeded.ciphertext.placeholder' });
  console.log(`Seeded in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
  await db.end();

  api = spawn('node', [main], { cwd: root, env, stdio: ['ignore', 'ignore', 'inherit'] });
  bare = await startBareServer({ databaseUrl, port: BARE, key, auditKey });
  await waitFor(`http://127.0.0.1:${OURS}/api/health`);

  const login = await fetch(`http://127.0.0.1:${OURS}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD }),
  });
  const { token } = await login.json();

  const payload = JSON.stringify({
    companyId: 7, eligible: true, firstname: 'James', lastname: 'Carter', email: 'james.carter@example.test',
    street: '100 Main St', apt: 'Apt 4', city: 'Austin', county: 'Travis', state: 'TX', zip: '78701', phone: '5125550199',
    ssn: '123456789', birthdate: '1995-06-15', signature: 'James Carter', military: false, snap: true, tanf: false,
    ssi: false, vr: false, unemployed: true, unemployedDate: '2025-01-10', unemployedState: 'TX', felony: false, woc: false,
  });
  const post = { method: 'POST', headers: { 'content-type': 'application/json' }, body: payload };
  const get = { headers: { authorization: `Bearer ${token}` } };

  // A short warm-up of each so that JIT and connection pools are ready.
  for (const port of [OURS, BARE]) {
    await new Promise((r) => autocannon({ url: `http://127.0.0.1:${port}/api/submissions?limit=10`, duration: 2, connections: 4, ...get }, r));
  }
  const results = [];
  results.push(['POST /api/submissions', await measure('ours', { url: `http://127.0.0.1:${OURS}/api/submissions`, ...post }), await measure('bare', { url: `http://127.0.0.1:${BARE}/api/submissions`, ...post })]);
  results.push(['GET /api/submissions?limit=10 (admin, with counts)', await measure('ours', { url: `http://127.0.0.1:${OURS}/api/submissions?limit=10`, ...get }), await measure('bare', { url: `http://127.0.0.1:${BARE}/api/submissions?limit=10`, ...get })]);

  console.log(`\n${DURATION} s each, ${CONNECTIONS} connections, ${new Date().toISOString()}`);
  console.log('call | server | req/s | p50 ms | p99 ms | non-2xx/errors');
  for (const [call, ours, b] of results) {
    for (const r of [ours, b]) console.log(`${call} | ${r.title} | ${r.rps.toFixed(0)} | ${r.p50} | ${r.p99} | ${r.bad}`);
    console.log(`${call} | ratio ours/bare | ${(ours.rps / b.rps).toFixed(2)}`);
  }
} finally {
  api?.kill();
  await bare?.close();
  await new Promise((r) => setTimeout(r, 500));
  await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
  await admin.end();
}

// The dashboard on its own scratch database, so the list and POST figures above keep their 100,000 rows.
console.log('\nDashboard at scale…');
sh('node', [join(root, 'tools/bench/dashboard.mjs')]);

// PDF rendering runs on its own, once the API servers are stopped, so they do not share the core.
console.log('\nPDF rendering…');
sh('node', [join(root, 'tools/bench/pdf.mjs')]);

// The inspection export with its own API, worker and scratch database.
console.log('\nInspection export…');
sh('node', [join(root, 'tools/bench/inspection-export.mjs')]);
