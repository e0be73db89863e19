import { existsSync, mkdirSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env['E2E_PORT'] ?? 3100);
export const baseURL = `http://127.0.0.1:${port}`;

/**
 * The folder the worker writes its mail to (.eml files; no SMTP in the tests), fresh for each run,
 * which the journeys read links from (src/support/outbox.ts). The runner loads this config again in
 * each of its worker processes; they inherit the folder through the environment instead of making
 * another.
 */
function outboxDir(): string {
  const given = process.env['E2E_OUTBOX_DIR'];
  if (given) {
    mkdirSync(given, { recursive: true });
    return given;
  }
  const parent = join(__dirname, '../../tmp/portal-e2e');
  // The mail of earlier runs goes (one run at a time: the server holds its port).
  for (const name of existsSync(parent) ? readdirSync(parent) : []) {
    if (name.startsWith('outbox-')) rmSync(join(parent, name), { recursive: true, force: true });
  }
  const dir = join(parent, `outbox-${Date.now()}-${process.pid}`);
  mkdirSync(dir, { recursive: true });
  process.env['E2E_OUTBOX_DIR'] = dir;
  return dir;
}
const outbox = outboxDir();

/**
 * Whole journeys through the real portal in Debian's Chromium, against the built API and worker
 * on a fresh database (tools/e2e-server.mjs). No retries: a flaky journey is a bug to fix.
 */
export default defineConfig({
  testDir: './src',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: Boolean(process.env['CI']),
  timeout: 60_000,
  expect: { timeout: 10_000 },
  outputDir: '../../tmp/portal-e2e/results',
  reporter: [['list'], ['json', { outputFile: process.env['E2E_REPORT'] ?? '../../tmp/portal-e2e/report.json' }]],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    command: 'node tools/e2e-server.mjs',
    cwd: '../..',
    url: `${baseURL}/api/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    env: { E2E_PORT: String(port), E2E_OUTBOX_DIR: outbox },
    stdout: 'ignore',
    stderr: 'pipe',
    // SIGTERM rather than Playwright's default SIGKILL, so the server drops its database and Redis keys.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
  },
});
