#!/usr/bin/env node
// Dashboard bench: the SQL behind GET /api/dashboard on a scratch database of 1,000,000 submissions
// over 200 companies (BENCH_DASHBOARD_SUBMISSIONS), before (aggregating `submissions`) and after
// (reading submission_company_rollups, which the database keeps), for an administrator (every company) and
// for one company, in UTC and in a zone whose months differ from UTC's. Each figure is the median
// of BENCH_DASHBOARD_RUNS runs. The database goes through the real `migrate` twice: the schema,
// then, once seeded, the credit backfill, whose UPDATEs the rollup follows; the rollup is checked
// against a direct aggregate, and every answer after against the one before, before timing.
// BENCH_DASHBOARD_DATABASE_URL measures an existing migrated database instead: nothing is built,
// seeded or dropped.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { seed } from './seed.mjs';
import { commandRunner } from './app-env.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '../..');
const SUBMISSIONS = Number(process.env.BENCH_DASHBOARD_SUBMISSIONS ?? 1_000_000);
const RUNS = Number(process.env.BENCH_DASHBOARD_RUNS ?? 15);
const COMPANY = 7;
const ZONES = ['UTC', 'America/New_York'];
const serverUrl = process.env.TEST_DATABASE_SERVER_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const existing = process.env.BENCH_DASHBOARD_DATABASE_URL;
const dbName = `clearhire_bench_dashboard_${process.pid}`;
const databaseUrl = existing ?? Object.assign(new URL(serverUrl), { pathname: `/${dbName}` }).toString();

const sh = commandRunner(root, { ...process.env, DATABASE_URL: databaseUrl });
const seconds = (t0) => `${((Date.now() - t0) / 1000).toFixed(1)} s`;

/** As apps/api/src/modules/dashboard/recent-months.ts, on the clock of process.env.TZ. */
function recentMonths(now, count = 12) {
  const start = (offset) => new Date(now.getFullYear(), now.getMonth() - offset, 1);
  const label = (d) => `${String(d.getFullYear()).padStart(4, '0')}-${String(d.getMonth() + 1).padStart(2, '0')}`;
  const months = Array.from({ length: count }, (_, i) => label(start(count - 1 - i)));
  const edges = Array.from({ length: count + 1 }, (_, i) => {
    const local = start(count - 1 - i);
    const utc = new Date(Date.UTC(local.getFullYear(), local.getMonth(), 1));
    return local < utc ? { from: local, to: utc } : { from: utc, to: local };
  }).filter((e) => e.from < e.to);
  return { months, since: start(count - 1), edges };
}

const scoped = (companyId, params) =>
  companyId === undefined ? { where: '', params } : { where: ` AND company_id = $${params.length + 1}`, params: [...params, companyId] };

/** The dashboard's two figures as the API computed them before the rollup. */
function before(companyId, zone, { since }) {
  const potential = scoped(companyId, []);
  const monthly = scoped(companyId, [zone, since]);
  return {
    potential: [
      {
        sql: `SELECT best_group AS "group", count(*)::int AS submissions, sum(max_credit)::text AS credit
              FROM submissions WHERE max_credit > 0 AND status <> 'rejected'${potential.where} GROUP BY best_group`,
        params: potential.params,
      },
    ],
    months: [
      {
        sql: `SELECT to_char(created_at AT TIME ZONE $1, 'YYYY-MM') AS month, status, count(*)::int AS n
              FROM submissions WHERE created_at >= $2${monthly.where} GROUP BY 1, 2`,
        params: monthly.params,
      },
    ],
  };
}

/** The same figures as DashboardService now computes them (apps/api/src/modules/dashboard/dashboard.service.ts). */
function after(companyId, zone, { months, edges }) {
  const potential = scoped(companyId, []);
  const monthly = scoped(companyId, [`${months[0]}-01`, `${months[months.length - 1]}-01`]);
  const spans = scoped(companyId, [zone, ...edges.flatMap((e) => [e.from, e.to])]);
  const inSpans = edges.map((_, i) => `(created_at >= $${2 * i + 2} AND created_at < $${2 * i + 3})`).join(' OR ');
  return {
    potential: [
      {
        sql: `SELECT nullif(best_group, '') AS "group", sum(potential_n)::int AS submissions, sum(max_credit_sum)::text AS credit
              FROM submission_company_rollups WHERE status <> 'rejected'${potential.where} GROUP BY best_group HAVING sum(potential_n) > 0`,
        params: potential.params,
      },
    ],
    months: [
      {
        sql: `SELECT to_char(month, 'YYYY-MM') AS month, status, n FROM (
              SELECT month, status, sum(n)::int AS n FROM submission_company_rollups WHERE month >= $1 AND month <= $2${monthly.where} GROUP BY month, status) AS m`,
        params: monthly.params,
      },
      ...(edges.length === 0
        ? []
        : [
            {
              sql: `SELECT to_char(created_at AT TIME ZONE $1, 'YYYY-MM') AS local, to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM') AS utc, status, count(*)::int AS n
                    FROM submissions WHERE (${inSpans})${spans.where} GROUP BY 1, 2, 3`,
              params: spans.params,
            },
          ]),
    ],
  };
}

/** The answers in one shape, to compare before with after: credit by group, and the 12 months by status. */
function figures(months, potentialRows, monthRows) {
  const byMonth = Object.fromEntries(months.map((m) => [m, { pending: 0, sent: 0, approved: 0, rejected: 0 }]));
  const add = (month, status, n) => {
    if (byMonth[month] && status in byMonth[month]) byMonth[month][status] += n;
  };
  for (const r of monthRows) {
    if (r.local === undefined) add(r.month, r.status, r.n);
    else {
      add(r.local, r.status, r.n);
      add(r.utc, r.status, -r.n);
    }
  }
  const potential = Object.fromEntries(potentialRows.map((g) => [g.group, [g.submissions, g.credit]]).sort(([a], [b]) => String(a).localeCompare(String(b))));
  return JSON.stringify({ potential, byMonth });
}

async function timed(db, queries) {
  const times = [];
  let rows;
  for (let i = 0; i < RUNS + 1; i++) {
    const t0 = performance.now();
    rows = [];
    for (const q of queries) rows.push(...(await db.query(q.sql, q.params)).rows);
    if (i > 0) times.push(performance.now() - t0); // the first run warms the cache
  }
  times.sort((a, b) => a - b);
  return { ms: times[Math.floor(times.length / 2)], rows };
}

/** Seeds the scratch database through the real `migrate`, before and after. */
async function prepare(db) {
  sh('npx', ['nx', 'build', 'api', '--configuration=production', '--outputStyle=static']);
  const main = join(root, 'dist/apps/api/main.js');
  sh('node', [main, 'migrate']);
  console.log(`Seeding ${SUBMISSIONS.toLocaleString('en-US')} submissions over 200 companies…`);
  let t0 = Date.now();
  await seed(db, { submissions: SUBMISSIONS, ssnCiphertext: 'v1.k1.seeded.ciphertext.placeholder' });
  console.log(`Seeded in ${seconds(t0)}; \`migrate\` determines their credits…`);
  t0 = Date.now();
  sh('node', [main, 'migrate']);
  console.log(`Determined in ${seconds(t0)}`);
  await db.query('VACUUM ANALYZE');
}

async function measure(db) {
  const { rows: differing } = await db.query(
    `WITH direct AS (
       SELECT company_id, location_id, date_trunc('month', created_at AT TIME ZONE 'UTC')::date AS month, status, coalesce(best_group, '') AS best_group,
              count(*)::int AS n, count(*) FILTER (WHERE max_credit > 0)::int AS potential_n, coalesce(sum(max_credit) FILTER (WHERE max_credit > 0), 0)::bigint AS max_credit_sum
       FROM submissions GROUP BY 1, 2, 3, 4, 5),
     rolled AS (SELECT company_id, location_id, month, status, best_group, n, potential_n, max_credit_sum FROM submission_rollups WHERE (n, potential_n, max_credit_sum) <> (0, 0, 0))
     SELECT (SELECT count(*) FROM (SELECT * FROM direct EXCEPT SELECT * FROM rolled) a)::int + (SELECT count(*) FROM (SELECT * FROM rolled EXCEPT SELECT * FROM direct) b)::int AS n`,
  );
  if (differing[0].n !== 0) throw new Error(`submission_rollups differs from the submissions in ${differing[0].n} key(s)`);
  const { rows: [{ n: companyDiffering }] } = await db.query(
    `WITH summed AS (SELECT company_id, month, status, best_group, sum(n)::int AS n, sum(potential_n)::int AS potential_n, sum(max_credit_sum)::bigint AS max_credit_sum FROM submission_rollups GROUP BY 1, 2, 3, 4 HAVING (sum(n), sum(potential_n), sum(max_credit_sum)) <> (0, 0, 0)),
     company AS (SELECT company_id, month, status, best_group, n, potential_n, max_credit_sum FROM submission_company_rollups WHERE (n, potential_n, max_credit_sum) <> (0, 0, 0))
     SELECT (SELECT count(*) FROM (SELECT * FROM summed EXCEPT SELECT * FROM company) a)::int + (SELECT count(*) FROM (SELECT * FROM company EXCEPT SELECT * FROM summed) b)::int AS n`,
  );
  if (companyDiffering !== 0) throw new Error(`submission_company_rollups differs from submission_rollups in ${companyDiffering} key(s)`);
  const [{ keys, total }] = (await db.query('SELECT count(*)::int AS keys, coalesce(sum(n), 0)::int AS total FROM submission_rollups')).rows;
  console.log(`submission_rollups: ${keys.toLocaleString('en-US')} rows for ${total.toLocaleString('en-US')} submissions, equal to a direct aggregate`);

  const results = [];
  const localZone = process.env.TZ;
  for (const zone of ZONES) {
    process.env.TZ = zone; // the API's months follow its local clock (TZ)
    const window = recentMonths(new Date());
    for (const [scope, companyId] of [['admin, every company', undefined], [`company ${COMPANY}`, COMPANY]]) {
      const old = before(companyId, zone, window);
      const now = after(companyId, zone, window);
      const runs = {};
      for (const [name, q] of Object.entries({ oldPotential: old.potential, oldMonths: old.months, newPotential: now.potential, newMonths: now.months })) {
        runs[name] = await timed(db, q);
      }
      const same = figures(window.months, runs.oldPotential.rows, runs.oldMonths.rows) === figures(window.months, runs.newPotential.rows, runs.newMonths.rows);
      if (!same) throw new Error(`The rollup's figures differ from the direct aggregate's (${scope}, ${zone})`);
      results.push({ scope, zone, runs });
    }
  }
  if (localZone === undefined) delete process.env.TZ;
  else process.env.TZ = localZone;

  const f = (ms) => ms.toFixed(1);
  console.log(`\nGET /api/dashboard SQL, ${total.toLocaleString('en-US')} submissions, median of ${RUNS} runs, ${new Date().toISOString()}`);
  console.log('scope | TZ | credits before ms | months before ms | credits after ms | months after ms | same answers');
  for (const { scope, zone, runs } of results) {
    console.log(`${scope} | ${zone} | ${f(runs.oldPotential.ms)} | ${f(runs.oldMonths.ms)} | ${f(runs.newPotential.ms)} | ${f(runs.newMonths.ms)} | yes`);
  }
}

if (existing) {
  const db = new pg.Client({ connectionString: existing });
  await db.connect();
  await measure(db).finally(() => db.end());
} else {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${dbName}`);
  try {
    const db = new pg.Client({ connectionString: databaseUrl });
    await db.connect();
    try {
      await prepare(db);
      await measure(db);
    } finally {
      await db.end();
    }
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
    await admin.end();
  }
}
