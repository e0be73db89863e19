// What a benchmark needs to run the built API (and worker) on its own scratch database: fresh
// secrets, its own Redis prefix, no rate limit in the way, production mode and quiet logs.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { loadavg } from 'node:os';

export { dropRedisPrefix } from '../lib/redis-prefix.mjs';

/**
 * The version of the ERD's words a bench company signs (ERD_AUTHORIZATION_VERSION of
 * libs/contracts/src/lib/erd-authorization.ts, which plain Node cannot import): a new version there
 * makes the API refuse this one with 400 (authorizationVersion) until it follows here.
 */
export const ERD_AUTHORIZATION_VERSION = '1';

export function appEnv({ port, databaseUrl, redisPrefix, key = randomBytes(32), auditKey = randomBytes(32), ...more }) {
  return {
    ...process.env,
    PORT: String(port),
    DATABASE_URL: databaseUrl,
    REDIS_PREFIX: redisPrefix,
    JWT_SECRET: randomBytes(32).toString('hex'),
    ENCRYPTION_KEYS: `k1:${key.toString('base64')}`,
    BLIND_INDEX_KEY: randomBytes(32).toString('base64'),
    AUDIT_KEY: auditKey.toString('base64'),
    PUBLIC_RATE_LIMIT: '100000000',
    LOG_LEVEL: 'warn',
    ADMIN_TWO_FACTOR: 'optional',
    ADMIN_EMAIL: 'bench-admin@clearhire.local',
    ADMIN_PASSWORD: 'bench admin password',
    NODE_ENV: 'production',
    ...more,
  };
}

/** Waits until `url` answers 2xx (the API's health check once it listens). */
export async function waitFor(url) {
  for (let i = 0; i < 150; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not come up`);
}


/** Runs a command of the repository (a build, `main.js migrate`) with `env`; throws when it fails. */
export function commandRunner(root, env) {
  return (cmd, args) => {
    const r = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env });
    if (r.status !== 0) throw new Error(`${cmd} ${args.join(' ')} failed`);
  };
}

/** The machine's load average (1, 5, 15 min), as the benches print it beside their figures. */
export const loadAverage = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

/** CPU seconds a process has used (user + system), from /proc: the figure a busy machine moves least. */
export function cpuSeconds(pid) {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/** The whole machine's busy and total CPU time so far (all cores), from /proc/stat. */
function machineCpu() {
  const [, ...fields] = readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/);
  const ticks = fields.map(Number);
  // idle and iowait are the machine waiting; everything else (user, system, interrupts, steal…) is busy.
  const waiting = ticks[3] + ticks[4];
  const total = ticks.reduce((a, b) => a + b, 0);
  return { busy: total - waiting, total };
}

/**
 * Resolves once the machine has been quiet (under `share` of its CPU busy) for `seconds` seconds in
 * a row, or after `maxSeconds`; answers how long it waited and whether it got quiet. A measurement
 * that starts while the previous part's aftermath (PostgreSQL writing out a dropped database's
 * neighbours, autovacuum, the disk's writeback) still runs would count that work's contention.
 */
export async function quietMachine({ share = 0.25, seconds = 2, maxSeconds = 90 } = {}) {
  const started = Date.now();
  let before = machineCpu();
  let quietFor = 0;
  while ((Date.now() - started) / 1000 < maxSeconds) {
    await new Promise((r) => setTimeout(r, 1000));
    const now = machineCpu();
    const busy = (now.busy - before.busy) / Math.max(1, now.total - before.total);
    before = now;
    quietFor = busy < share ? quietFor + 1 : 0;
    if (quietFor >= seconds) return { waited: (Date.now() - started) / 1000, quiet: true };
  }
  return { waited: (Date.now() - started) / 1000, quiet: false };
}
