#!/usr/bin/env node
// Inspection export bench: BENCH_EXPORT_FORMS Forms I-9 (default 1,000), each completed through the
// public Section 1 call with two uploaded documents (a List B JPEG and a List C PDF of
// BENCH_EXPORT_UPLOAD_KB each, default 250 KB), exported by the real worker (built, production mode)
// from POST /api/inspection-exports to `done`. Beside it, in the same run, the floor: the same number
// of files of the same sizes zipped by archiver from a plain folder (no database, no decryption, no
// object store). Prints both times, their ratio, the zip's size and entry count, and the worker's
// peak resident memory during the export (the zip is streamed, so it stays flat as the zip grows).
import archiver from 'archiver';
import { unzipSync } from 'fflate';
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { appEnv, commandRunner, dropRedisPrefix, ERD_AUTHORIZATION_VERSION, waitFor } from './app-env.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
const FORMS = Number(process.env.BENCH_EXPORT_FORMS ?? 1000);
const UPLOAD_BYTES = Number(process.env.BENCH_EXPORT_UPLOAD_KB ?? 250) * 1024;
const SEED_CONCURRENCY = 8;
const TARGET_SECONDS = 60;
const PORT = 3904;
const base = `http://127.0.0.1:${PORT}`;
const serverUrl = process.env.TEST_DATABASE_SERVER_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const dbName = `clearhire_bench_export_${process.pid}`;
const databaseUrl = Object.assign(new URL(serverUrl), { pathname: `/${dbName}` }).toString();
const scratch = await mkdtemp(join(tmpdir(), 'clearhire-bench-export-'));

const env = appEnv({
  port: PORT,
  databaseUrl,
  redisPrefix: `clearhire-bench-export:${process.pid}:`,
  STORAGE_DIR: join(scratch, 'storage'),
  MAIL_OUTBOX_DIR: join(scratch, 'outbox'),
});

const sh = commandRunner(root, env);
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
const seconds = (ms) => (ms / 1000).toFixed(1);

/** A JPEG and a PDF of `size` bytes: the right signatures around incompressible bytes, as a phone photo or a scan is. */
function uploads(size) {
  const jpeg = Buffer.concat([Buffer.from('ffd8ffe000104a46494600010100000100010000', 'hex'), randomBytes(size - 22), Buffer.from('ffd9', 'hex')]);
  const pdf = Buffer.concat([Buffer.from('%PDF-1.4\n'), randomBytes(size - 15), Buffer.from('\n%%EOF\n')]);
  return { jpeg, pdf };
}

async function call(method, path, { token, json, form, expect = [200, 201, 202] } = {}) {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(json ? { 'content-type': 'application/json' } : {}) },
    body: json ? JSON.stringify(json) : form,
  });
  if (!expect.includes(res.status)) throw new Error(`${method} ${path} answered ${res.status}: ${await res.text()}`);
  return res;
}

/** A company with an approved ERD, logged in. */
async function approvedCompany() {
  const email = `bench.${process.pid}@example.test`;
  const password = 'bench company password';
  const { companyId } = await (
    await call('POST', '/api/companies', {
      json: { firstname: 'Bea', lastname: 'Bench', email, password, password2: password, name: 'Bench Outfitters', phone: '5125550100', industry: 'Retail', size: '51-100', timeZone: 'America/New_York' },
    })
  ).json();
  const login = async (e, p) => (await (await call('POST', '/api/auth/login', { json: { email: e, password: p } })).json()).token;
  const token = await login(email, password);
  await call('POST', '/api/forms/erd', {
    token,
    json: { firstname: 'Bea', lastname: 'Bench', name: 'Bench Outfitters', phone: '5125550100', email, ein: '123456789', signature: 'Bea Bench', authorizationVersion: ERD_AUTHORIZATION_VERSION, erdStatus: 'pending' },
  });
  const admin = await login(env.ADMIN_EMAIL, env.ADMIN_PASSWORD);
  await call('PATCH', `/api/forms/${companyId}/erd`, { token: admin });
  return { id: companyId, token };
}

/** One new hire who completes Section 1 through the link with a List B and a List C upload. */
async function hire(company, n, files) {
  const { employeeId } = await (await call('POST', '/api/employees', { token: company.token, json: { firstname: 'Ana', lastname: `Bench${n}`, email: `hire${n}.${process.pid}@example.test` } })).json();
  const { data } = await (await call('GET', `/api/employees/${employeeId}`, { token: company.token })).json();
  const form = new FormData();
  const fields = {
    url: data.url, lastname: `Bench${n}`, firstname: 'Ana', middleInitial: 'M', otherLastnames: '', street: '200 Oak Ave', apt: '', city: 'Austin', county: 'Travis',
    state: 'TX', zip: '78702', birthdate: '1990-02-01', ssn: `21909${String(n + 1).padStart(4, '0')}`, email: `hire${n}.${process.pid}@example.test`, phone: '5125550142',
    citizenship: 'citizen1', signature: `Ana M Bench${n}`,
    documentsType: JSON.stringify({ listB: { type: "Driver's License", filename: 'license.jpg' }, listC: { type: 'Social Security Card', filename: 'card.pdf' } }),
  };
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  form.append('listB', new Blob([files.jpeg], { type: 'image/jpeg' }), 'license.jpg');
  form.append('listC', new Blob([files.pdf], { type: 'application/pdf' }), 'card.pdf');
  await call('POST', '/api/forms/i9', { form, expect: [201] });
}

/** Resident memory of a process in MB, from /proc. */
async function rssMb(pid) {
  const status = await readFile(`/proc/${pid}/status`, 'utf8').catch(() => '');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return kb / 1024;
}

/** The floor: the same count and sizes of files zipped from a plain folder, entries stored as the worker stores them. */
async function referenceZip(files, recordBytes) {
  const dir = join(scratch, 'reference');
  await mkdir(dir, { recursive: true });
  await writeFile(join(dir, 'b.jpg'), files.jpeg);
  await writeFile(join(dir, 'c.pdf'), files.pdf);
  await writeFile(join(dir, 'r.pdf'), randomBytes(recordBytes));
  const t0 = Date.now();
  const output = createWriteStream(join(scratch, 'reference.zip'));
  const archive = archiver('zip', { zlib: { level: 6 } });
  archive.pipe(output);
  for (let n = 0; n < FORMS; n++) {
    archive.file(join(dir, 'r.pdf'), { name: `i9-${n}/form-i9-record.pdf`, store: true });
    archive.file(join(dir, 'b.jpg'), { name: `i9-${n}/i9-list-b-${n}.jpg`, store: true });
    archive.file(join(dir, 'c.pdf'), { name: `i9-${n}/i9-list-c-${n}.pdf`, store: true });
  }
  await archive.finalize();
  await once(output, 'close');
  return Date.now() - t0;
}

const admin = new pg.Client({ connectionString: serverUrl });
await admin.connect();
await admin.query(`CREATE DATABASE ${dbName}`);
const children = [];
let db;
try {
  sh('npx', ['nx', 'run-many', '-t', 'build', '--projects=api,worker', '--outputStyle=static']);
  const apiMain = join(root, 'dist/apps/api/main.js');
  sh('node', [apiMain, 'migrate']);
  sh('node', [apiMain, 'seed-admin']);
  const api = spawn('node', [apiMain], { cwd: root, env, stdio: ['ignore', 'ignore', 'inherit'] });
  const worker = spawn('node', [join(root, 'dist/apps/worker/main.js')], { cwd: root, env, stdio: ['ignore', 'ignore', 'inherit'] });
  children.push(api, worker);
  await waitFor(`${base}/api/health`);

  const files = uploads(UPLOAD_BYTES);
  const company = await approvedCompany();
  console.log(`Seeding ${FORMS.toLocaleString('en-US')} Forms I-9 with two ${UPLOAD_BYTES / 1024} KB uploads each, through the API…`);
  const tSeed = Date.now();
  let next = 0;
  await Promise.all(Array.from({ length: SEED_CONCURRENCY }, async () => {
    while (next < FORMS) await hire(company, next++, files);
  }));
  db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  const rendered = async () => (await db.query(`SELECT count(*)::int AS n FROM i9_forms WHERE documents_ready_at IS NOT NULL`)).rows[0].n;
  while ((await rendered()) < FORMS) await sleep(500);
  console.log(`Seeded and rendered in ${seconds(Date.now() - tSeed)} s`);
  const [{ avg }] = (await db.query(`SELECT avg(byte_size)::int AS avg FROM documents WHERE kind = 'i9-record'`)).rows;

  // The export, timed from the request to `done` as the portal sees it; the worker's memory sampled meanwhile.
  const rssBefore = await rssMb(worker.pid);
  let rssPeak = rssBefore;
  const t0 = Date.now();
  const { id } = await (await call('POST', '/api/inspection-exports', { token: company.token, json: { scope: 'all' } })).json();
  let view;
  for (;;) {
    rssPeak = Math.max(rssPeak, await rssMb(worker.pid));
    ({ data: view } = await (await call('GET', `/api/inspection-exports/${id}`, { token: company.token })).json());
    if (view.status === 'done' || view.status === 'failed') break;
    await sleep(200);
  }
  const exportMs = Date.now() - t0;
  if (view.status !== 'done') throw new Error(`the export failed: ${view.error}`);

  const zipPath = join(scratch, 'export.zip');
  const download = await call('GET', `/api/files/${view.file_id}`, { token: company.token });
  await pipeline(Readable.fromWeb(download.body), createWriteStream(zipPath));
  const zipBytes = (await stat(zipPath)).size;
  let entries = 0;
  unzipSync(new Uint8Array(await readFile(zipPath)), { filter: () => (entries++, false) });

  const referenceMs = await referenceZip(files, avg);
  const expected = FORMS * 3 + 3;
  console.log(`\nInspection export, ${new Date().toISOString()}`);
  console.log(`Forms I-9 | files in zip | zip MB | export s | reference zip s | ratio | worker RSS MB before → peak`);
  console.log(
    `${FORMS} | ${entries}${entries === expected ? '' : ` (expected ${expected})`} | ${(zipBytes / 1024 / 1024).toFixed(0)} | ${seconds(exportMs)} | ${seconds(referenceMs)} | ${(exportMs / referenceMs).toFixed(2)} | ${rssBefore.toFixed(0)} → ${rssPeak.toFixed(0)}`,
  );
  console.log(exportMs / 1000 < TARGET_SECONDS ? `Under the ${TARGET_SECONDS} s target.` : `OVER the ${TARGET_SECONDS} s target.`);
  if (entries !== expected) process.exitCode = 1;
} finally {
  await db?.end();
  for (const c of children) c.kill('SIGTERM');
  await sleep(1000);
  await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
  await admin.end();
  await dropRedisPrefix(env.REDIS_PREFIX);
  await rm(scratch, { recursive: true, force: true });
}
