#!/usr/bin/env node
// Lighthouse (mobile emulation, simulated throttling: its defaults) on the five public pages a
// visitor, an applicant or a new employee opens first, served by the built API as in production,
// with Debian's Chromium. Beside them, in the same run, a plain static page of a heading and a
// paragraph from a bare node:http server: the score this machine gives a page with nothing to load.
// Goals: performance ≥ 0.95 on each page; accessibility and best practices 1.00; SEO ≥ 0.95; largest
// contentful paint ≤ 1200 ms. Simulated throttling replays the page's own load, and on this shared
// 2-core machine one load is noise: each page is measured BENCH_LIGHTHOUSE_RUNS times (default 3) and the
// run of median LCP is printed; a run Lighthouse could not record (NO_NAVSTART under load) is run again.
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { spawn } from 'node:child_process';
import { createServer } from 'node:http';
import { loadavg } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { appEnv, commandRunner, dropRedisPrefix, ERD_AUTHORIZATION_VERSION, waitFor } from './app-env.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
const PORT = 3905;
const REFERENCE_PORT = 3906;
const base = `http://127.0.0.1:${PORT}`;
const serverUrl = process.env.TEST_DATABASE_SERVER_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const dbName = `clearhire_bench_lighthouse_${process.pid}`;
const databaseUrl = Object.assign(new URL(serverUrl), { pathname: `/${dbName}` }).toString();
const env = appEnv({ port: PORT, databaseUrl, redisPrefix: `clearhire-bench-lighthouse:${process.pid}:`, PORTAL_DIR: join(root, 'dist/apps/portal') });
const GOALS = { performance: 0.95, accessibility: 1, 'best-practices': 1, seo: 0.95 };
const LCP_GOAL_MS = 1200;
const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);
/** Tries for one recorded run before the bench gives up on a page. */
const ATTEMPTS = 3;

const sh = commandRunner(root, env);

async function call(method, path, { token, json } = {}) {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(json ? { 'content-type': 'application/json' } : {}) },
    body: json ? JSON.stringify(json) : undefined,
  });
  if (res.status >= 300) throw new Error(`${method} ${path} answered ${res.status}: ${await res.text()}`);
  return res.status === 204 ? null : res.json();
}

/** An approved company's pre-screening path and one new employee's I-9 path, made through the API. */
async function realLinks() {
  const email = `lighthouse.${process.pid}@example.test`;
  const password = 'lighthouse company password';
  const { companyId } = await call('POST', '/api/companies', {
    json: { firstname: 'Bea', lastname: 'Bench', email, password, password2: password, name: 'Bench Outfitters', phone: '5125550100', industry: 'Retail', size: '51-100', timeZone: 'America/New_York' },
  });
  const token = (await call('POST', '/api/auth/login', { json: { email, password } })).token;
  await call('POST', '/api/forms/erd', { token, json: { firstname: 'Bea', lastname: 'Bench', name: 'Bench Outfitters', phone: '5125550100', email, ein: '123456789', signature: 'Bea Bench', authorizationVersion: ERD_AUTHORIZATION_VERSION, erdStatus: 'pending' } });
  const admin = (await call('POST', '/api/auth/login', { json: { email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD } })).token;
  await call('PATCH', `/api/forms/${companyId}/erd`, { token: admin });
  const { data: company } = await call('GET', `/api/companies/${companyId}`, { token });
  const { employeeId } = await call('POST', '/api/employees', { token, json: { firstname: 'Ana', lastname: 'Bench', email: `hire.${process.pid}@example.test` } });
  const { data: employee } = await call('GET', `/api/employees/${employeeId}`, { token });
  return { prescreening: `/prescreening/${company.link_id}?company=${encodeURIComponent(company.name)}`, i9: `/i9/${employee.url}` };
}

/**
 * An employee's private link (/i9/:url) is kept from search engines on purpose (robots.txt), which
 * Lighthouse's SEO score counts against it: the SEO goal is for the pages meant to be found.
 */
const meetsGoals = (scores, lcp, { indexed }) => lcp <= LCP_GOAL_MS && Object.entries(GOALS).every(([c, goal]) => (c === 'seo' && !indexed) || scores[c] >= goal);

/** One recorded Lighthouse run of a page: its scores, its LCP, and what makes them. */
async function measure(url) {
  for (let attempt = 1; ; attempt++) {
    const { lhr } = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: Object.keys(GOALS) });
    if (lhr.runtimeError) {
      if (attempt < ATTEMPTS) continue;
      throw new Error(`Lighthouse could not measure ${url}: ${lhr.runtimeError.message}`);
    }
    const scores = Object.fromEntries(Object.keys(GOALS).map((c) => [c, lhr.categories[c].score]));
    const audits = lhr.audits;
    // Why the largest paint comes when it does: its element, and its phases as Lighthouse simulates them
    // (time to first byte, then the delay and time to load its resource, if any, then the render delay).
    const [element, phases] = audits['largest-contentful-paint-element']?.details?.items ?? [];
    const node = element?.items?.[0]?.node;
    const lcpElement = node ? `${node.selector} "${node.nodeLabel.slice(0, 60)}…"` : '(none named)';
    const lcpPhases = (phases?.items ?? []).map((p) => `${p.phase} ${Math.round(p.timing)} ms`).join(', ');
    // What stands between a page and its goal, named: the elements that moved, the files that held up the first paint.
    const shifts = (audits['layout-shifts']?.details?.items ?? []).map((i) => `${i.node?.snippet ?? '?'} (${i.score.toFixed(3)})`);
    const blocking = (audits['render-blocking-resources']?.details?.items ?? []).map((i) => new URL(i.url).pathname);
    return { scores, lcp: audits['largest-contentful-paint'].numericValue, lcpElement, lcpPhases, cls: audits['cumulative-layout-shift'].numericValue, shifts, blocking };
  }
}

const REFERENCE_HTML = `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="description" content="A static page of a heading and a paragraph."><title>Reference</title></head>
<body><main><h1>Work Opportunity Tax Credit and Form I-9, done for you</h1><p>Screen applicants in minutes and keep every Form I-9 ready for inspection.</p></main></body></html>`;

const admin = new pg.Client({ connectionString: serverUrl });
await admin.connect();
await admin.query(`CREATE DATABASE ${dbName}`);
let api;
let chrome;
const reference = createServer((req, res) => {
  if (req.url === '/robots.txt') return void res.writeHead(200, { 'content-type': 'text/plain' }).end('User-agent: *\nAllow: /\n');
  res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(REFERENCE_HTML);
});
try {
  sh('npx', ['nx', 'run-many', '-t', 'build', '--projects=api,portal', '--outputStyle=static']);
  const main = join(root, 'dist/apps/api/main.js');
  sh('node', [main, 'migrate']);
  sh('node', [main, 'seed-admin']);
  api = spawn('node', [main], { cwd: root, env, stdio: ['ignore', 'ignore', 'inherit'] });
  await waitFor(`${base}/api/health`);
  await new Promise((r) => reference.listen(REFERENCE_PORT, '127.0.0.1', r));
  const links = await realLinks();
  const pages = [
    ['/', `${base}/`],
    ['/signup', `${base}/signup`],
    ['/prescreening/:link', `${base}${links.prescreening}`],
    ['/i9/:url', `${base}${links.i9}`, { indexed: false }],
    ['/login', `${base}/login`],
    ['reference: static page', `http://127.0.0.1:${REFERENCE_PORT}/`],
  ];
  chrome = await launch({ chromePath: process.env.CHROME_PATH || '/usr/bin/chromium', chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'] });
  const load = loadavg()[0];
  const rows = [];
  for (const [name, url, { indexed = true } = {}] of pages) {
    const runs = [];
    for (let run = 0; run < RUNS; run++) runs.push(await measure(url));
    runs.sort((a, b) => a.lcp - b.lcp);
    rows.push({ name, indexed, ...runs[Math.floor(runs.length / 2)], lcps: runs.map((r) => r.lcp) });
  }
  console.log(`\nLighthouse ${(await import('lighthouse/package.json', { with: { type: 'json' } })).default.version}, mobile, ${new Date().toISOString()}, load average ${load.toFixed(2)} → ${loadavg()[0].toFixed(2)}, ${RUNS} runs per page (the run of median LCP)`);
  console.log(`page | performance | accessibility | best practices | SEO | LCP goal ≤ ${LCP_GOAL_MS} ms | LCP of each run | CLS | goals met`);
  for (const { name, indexed, scores, lcp, lcps, cls } of rows) {
    const met = name.startsWith('reference') ? '' : meetsGoals(scores, lcp, { indexed }) ? 'yes' : 'no';
    const score = (c) => `${scores[c].toFixed(2)}${c === 'seo' && !indexed ? ' (kept from search engines)' : ''}`;
    console.log(`${name} | ${Object.keys(GOALS).map(score).join(' | ')} | ${lcp.toFixed(0)} | ${lcps.map((l) => l.toFixed(0)).join(', ')} | ${cls.toFixed(3)} | ${met}`);
  }
  for (const { name, lcp, lcpElement, lcpPhases, shifts, blocking } of rows) {
    if (lcp > LCP_GOAL_MS && !name.startsWith('reference')) console.log(`${name}: LCP ${lcp.toFixed(0)} ms on ${lcpElement}: ${lcpPhases}`);
    if (shifts.length) console.log(`${name}: moved after load: ${shifts.slice(0, 3).join('; ')}`);
    if (blocking.length) console.log(`${name}: held up the first paint: ${blocking.join(', ')}`);
  }
} finally {
  await chrome?.kill();
  api?.kill();
  reference.close();
  await new Promise((r) => setTimeout(r, 500));
  await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
  await admin.end();
  await dropRedisPrefix(env.REDIS_PREFIX);
}
