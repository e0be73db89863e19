import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env['E2E_PORT'] ?? 3100);
export const baseURL = `http://127.0.0.1:${port}`;

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
    env: { E2E_PORT: String(port) },
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
