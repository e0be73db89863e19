import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { createServer } from 'node:net';
import { eventually } from './support/eventually';

/** The children of a process, from /proc (Linux). */
function childrenOf(pid: number): number[] {
  return readdirSync('/proc')
    .filter((d) => /^\d+$/.test(d))
    .filter((d) => {
      try {
        return Number(readFileSync(`/proc/${d}/stat`, 'utf8').split(') ')[1].split(' ')[1]) === pid;
      } catch {
        return false;
      }
    })
    .map(Number);
}

const freePort = () =>
  new Promise<number>((done) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => done(port));
    });
  });

/** API_PROCESSES: several HTTP processes behind one port, one replaced when it dies, all stopped together; their metrics summed on one port. */
describe('API_PROCESSES=2', () => {
  let primary: ChildProcess;
  let port: number;
  afterAll(() => primary?.kill('SIGKILL'));

  const health = async () => (await fetch(`http://127.0.0.1:${port}/api/health`).catch(() => null))?.status;

  it('serves from two processes, starts a new one when one dies, and stops them all on SIGTERM', async () => {
    const root = resolve(__dirname, '../../..');
    port = await freePort();
    const metricsPort = await freePort();
    primary = spawn(process.execPath, ['-r', 'ts-node/register/transpile-only', '-r', join(root, 'tools/lib/workspace-paths.cjs'), 'apps/api/src/main.ts'], {
      cwd: root,
      env: { ...process.env, API_PROCESSES: '2', PORT: String(port), PORTAL_DIR: '', TS_NODE_PROJECT: 'apps/api/tsconfig.app.json', LOG_LEVEL: 'error', METRICS_PORT: String(metricsPort), METRICS_TOKEN: 'processes-test-token-01' },
      stdio: 'ignore',
    });
    // Three processes each compile the API from source (ts-node): on a busy 2-core machine that alone takes over a minute.
    await eventually(async () => (await health()) === 200, 150000, 'the API to answer');
    const first = await eventually(() => childrenOf(primary.pid!).length === 2 && childrenOf(primary.pid!), 30000, 'two API processes');
    // Both answer: twenty requests on fresh connections all succeed whichever process takes them.
    const statuses = await Promise.all(Array.from({ length: 20 }, () => fetch(`http://127.0.0.1:${port}/api/health`, { headers: { Connection: 'close' } }).then((r) => r.status)));
    expect(new Set(statuses)).toEqual(new Set([200]));
    // The supervisor serves the metrics port: both processes' counts, summed, so all twenty are there.
    const healthCount = async () => {
      const metrics = await (await fetch(`http://127.0.0.1:${metricsPort}/metrics`, { headers: { Authorization: 'Bearer processes-test-token-01' } })).text();
      return Number(/^clearhire_http_request_duration_seconds_count\{method="GET",route="\/api\/health",status="200"\} (\d+)/m.exec(metrics)?.[1] ?? 0);
    };
    await eventually(async () => (await healthCount()) >= 21, 30000, 'the twenty-one health checks counted across both processes');

    process.kill(first[0], 'SIGKILL');
    const replaced = await eventually(() => {
      const now = childrenOf(primary.pid!);
      return now.length === 2 && !now.includes(first[0]) && now;
    }, 60000, 'a new API process in place of the one killed');
    expect(replaced).toContain(first[1]);
    await eventually(async () => (await health()) === 200, 30000, 'the API to answer after the loss');

    primary.kill('SIGTERM');
    const code = await new Promise<number | null>((done) => primary.once('exit', (c) => done(c)));
    expect(code).toBe(0);
    expect(replaced.filter((pid) => existsPid(pid))).toEqual([]);
  }, 270000);
});

function existsPid(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}
