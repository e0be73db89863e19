#!/usr/bin/env node
// Employee import bench: one company (3 locations, ERD approved) on a scratch database, served by the
// built API (production mode). A CSV of BENCH_IMPORT_ROWS employees (default 10,000, the import's limit)
// is previewed (goal: under 10 s) and imported with mode=all (goal: under 60 s), then imported again
// (every row already there). The reference in the same run: the same rows written with one plain
// INSERT … SELECT unnest(…) straight from pg (no parsing, no checks, no audit, no invitations).
// Not a timed test: figures are printed beside their goals.
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { appEnv, commandRunner, dropRedisPrefix, ERD_AUTHORIZATION_VERSION, waitFor } from './app-env.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
const ROWS = Number(process.env.BENCH_IMPORT_ROWS ?? 10_000);
const GOALS = { preview: 10_000, import: 60_000 };
const PORT = 3906;
const base = `http://127.0.0.1:${PORT}`;
const serverUrl = process.env.TEST_DATABASE_SERVER_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const dbName = `clearhire_bench_import_${process.pid}`;
const databaseUrl = Object.assign(new URL(serverUrl), { pathname: `/${dbName}` }).toString();
const env = appEnv({ port: PORT, databaseUrl, redisPrefix: `clearhire-bench-import:${process.pid}:` });

const sh = commandRunner(root, env);

async function call(method, path, { token, json, csv, expect = [200, 201] } = {}) {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(json ? { 'content-type': 'application/json' } : {}), ...(csv ? { 'content-type': 'text/csv' } : {}) },
    body: json ? JSON.stringify(json) : csv,
  });
  if (!expect.includes(res.status)) throw new Error(`${method} ${path} answered ${res.status}: ${(await res.text()).slice(0, 500)}`);
  return res.json();
}
const login = async (email, password) => (await call('POST', '/api/auth/login', { json: { email, password } })).token;

async function seedCompany(db) {
  const email = `bench.import.${process.pid}@example.test`;
  const password = 'bench company password';
  const { companyId } = await call('POST', '/api/companies', {
    json: { firstname: 'Bea', lastname: 'Bench', email, password, password2: password, name: 'Bench Imports', phone: '5125550100', industry: 'Restaurants', size: '500+', timeZone: 'America/Chicago' },
  });
  const owner = await login(email, password);
  await call('POST', '/api/forms/erd', {
    token: owner,
    json: { firstname: 'Bea', lastname: 'Bench', name: 'Bench Imports', phone: '5125550100', email, ein: '123456789', signature: 'Bea Bench', authorizationVersion: ERD_AUTHORIZATION_VERSION, erdStatus: 'pending' },
  });
  await call('PATCH', `/api/forms/${companyId}/erd`, { token: await login(env.ADMIN_EMAIL, env.ADMIN_PASSWORD) });
  await db.query(`INSERT INTO locations (company_id, name, link_key, time_zone) SELECT $1, 'Store ' || g, replace(gen_random_uuid()::text, '-', ''), 'America/New_York' FROM generate_series(2, 3) g`, [companyId]);
  const { rows } = await db.query('SELECT name FROM locations WHERE company_id = $1 ORDER BY id', [companyId]);
  return { companyId, owner, locations: rows.map((r) => r.name) };
}

/** A CSV of `ROWS` new hires, every column filled, spread over the locations. */
function employeeCsv(locations) {
  const lines = ['first_name,last_name,email,mobile_phone,first_day,offer_accepted,job_title,external_id,location,language'];
  for (let i = 1; i <= ROWS; i++) {
    lines.push(`Employee,Number ${i},employee${i}@bench.test,(415) 555-${String(i % 10_000).padStart(4, '0')},2026-01-${String(5 + (i % 20)).padStart(2, '0')},2026-01-02,Crew member,HR-${i},"${locations[i % locations.length]}",${i % 3 ? 'en' : 'es'}`);
  }
  return `${lines.join('\r\n')}\r\n`;
}

/** As many rows (other e-mails and external ids) in one plain INSERT from pg: the floor for writing them. */
async function plainInsert(db, companyId) {
  const { rows: [{ id: locationId }] } = await db.query('SELECT id FROM locations WHERE company_id = $1 ORDER BY id LIMIT 1', [companyId]);
  const n = Array.from({ length: ROWS }, (_, i) => i + 1);
  const t0 = performance.now();
  await db.query(
    `INSERT INTO employees (company_id, location_id, firstname, lastname, email, mobile_phone, language, external_id, job_title, url, i9_status, start_date, offer_accepted_on)
     SELECT $1, $2, 'Employee', 'Number ' || g, 'plain' || g || '@bench.test', '+14155550123', 'en', 'PLAIN-' || g, 'Crew member', u, 'pending', DATE '2026-01-05', DATE '2026-01-02'
       FROM unnest($3::int[], $4::text[]) AS r(g, u)`,
    [companyId, locationId, n, n.map(() => randomBytes(32).toString('base64url'))],
  );
  return performance.now() - t0;
}

const admin = new pg.Client({ connectionString: serverUrl });
await admin.connect();
await admin.query(`CREATE DATABASE ${dbName}`);
let api;
try {
  if (!process.env.BENCH_SKIP_BUILD) sh('npx', ['nx', 'build', 'api', '--configuration=production', '--outputStyle=static']);
  const main = join(root, 'dist/apps/api/main.js');
  sh('node', [main, 'migrate']);
  sh('node', [main, 'seed-admin']);
  api = spawn('node', [main], { cwd: root, env, stdio: ['ignore', 'ignore', 'inherit'] });
  await waitFor(`${base}/api/health`);
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    const { companyId, owner, locations } = await seedCompany(db);
    const csv = employeeCsv(locations);
    const path = `/api/companies/${companyId}/employee-imports`;
    const timed = async (run) => {
      const t0 = performance.now();
      const body = await run();
      return { ms: performance.now() - t0, body };
    };
    const preview = await timed(() => call('POST', `${path}/preview`, { token: owner, csv }));
    if (preview.body.valid !== ROWS || preview.body.problems.length) throw new Error(`preview: ${JSON.stringify(preview.body).slice(0, 300)}`);
    const imported = await timed(() => call('POST', `${path}?mode=all`, { token: owner, csv }));
    if (imported.body.created !== ROWS) throw new Error(`import created ${imported.body.created}`);
    const again = await timed(() => call('POST', `${path}?mode=all`, { token: owner, csv }));
    if (again.body.created !== 0 || again.body.existing !== ROWS) throw new Error(`re-import: ${JSON.stringify(again.body).slice(0, 300)}`);
    const plainMs = await plainInsert(db, companyId);

    const s = (ms) => `${(ms / 1000).toFixed(2)} s`;
    console.log(`\nEmployee import: ${ROWS.toLocaleString('en-US')} rows (${(Buffer.byteLength(csv) / 1024).toFixed(0)} KB), ${locations.length} locations, ${new Date().toISOString()}`);
    console.log('step | ours | goal | within goal');
    console.log(`preview (check every row, nothing saved) | ${s(preview.ms)} | ${s(GOALS.preview)} | ${preview.ms <= GOALS.preview ? 'yes' : 'NO'}`);
    console.log(`import, mode all (create, audit, invite) | ${s(imported.ms)} | ${s(GOALS.import)} | ${imported.ms <= GOALS.import ? 'yes' : 'NO'}`);
    console.log(`import again (every row already there) | ${s(again.ms)} | ${s(GOALS.import)} | ${again.ms <= GOALS.import ? 'yes' : 'NO'}`);
    console.log(`reference: one plain INSERT of the same rows with pg | ${s(plainMs)} | | `);
    if (preview.ms > GOALS.preview || imported.ms > GOALS.import || again.ms > GOALS.import) process.exitCode = 1;
  } finally {
    await db.end();
  }
} finally {
  if (api && api.exitCode === null) {
    api.kill('SIGTERM');
    await new Promise((r) => api.once('exit', r));
  }
  await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
  await admin.end();
  await dropRedisPrefix(env.REDIS_PREFIX);
}
