#!/usr/bin/env node
// `npm test`: every check and test runner in turn, then one line "N passed, N failed".
// Jest runners count their tests; lint, type check and the migration check count as one each.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const reports = join(root, 'tmp/test-reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

const totals = { passed: 0, failed: 0 };
const lines = [];

function step(name, cmd, args, env = {}) {
  console.log(`\n=== ${name}: ${Object.entries(env).map(([k, v]) => `${k}=${v} `).join('')}${cmd} ${args.join(' ')}`);
  const started = Date.now();
  const r = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, FORCE_COLOR: '0', REDOCLY_TELEMETRY: 'off', E2E_REPORT: join(reports, 'portal-e2e.json'), ...env } });
  return { ok: r.status === 0, seconds: ((Date.now() - started) / 1000).toFixed(1) };
}

function check(name, cmd, args) {
  const { ok, seconds } = step(name, cmd, args);
  totals[ok ? 'passed' : 'failed'] += 1;
  lines.push(`${ok ? 'PASS' : 'FAIL'}  ${name} (${seconds}s)`);
}

/** A runner that writes a Jest-style JSON report (jest --json, vitest --reporter=json). */
function counted(name, out, cmd, args, env) {
  const { ok, seconds } = step(name, cmd, args, env);
  if (!existsSync(out)) {
    totals.failed += 1;
    lines.push(`FAIL  ${name}: the runner produced no report (${seconds}s)`);
    return;
  }
  const report = JSON.parse(readFileSync(out, 'utf8'));
  totals.passed += report.numPassedTests;
  // A suite that fails to load has no failed tests but must still fail the run.
  const failed = report.numFailedTests + (report.numRuntimeErrorTestSuites ?? 0) + (ok || report.numFailedTests ? 0 : 1);
  totals.failed += failed;
  lines.push(`${failed ? 'FAIL' : 'PASS'}  ${name}: ${report.numPassedTests} passed, ${failed} failed (${seconds}s)`);
}

function jest(name, config, extra = [], env = {}) {
  const out = join(reports, `${name.replace(/\W+/g, '-')}.json`);
  counted(name, out, 'npx', ['jest', '-c', config, '--json', `--outputFile=${out}`, '--ci', ...extra], env);
}

/** Playwright's JSON report counts expected (passed), unexpected (failed) and flaky tests. */
function playwright(name, config) {
  const out = join(reports, `${name}.json`);
  const { ok, seconds } = step(name, 'npx', ['playwright', 'test', '--config', config]);
  if (!existsSync(out)) {
    totals.failed += 1;
    lines.push(`FAIL  ${name}: the runner produced no report (${seconds}s)`);
    return;
  }
  const { stats } = JSON.parse(readFileSync(out, 'utf8'));
  const failed = stats.unexpected + stats.flaky + (ok || stats.unexpected ? 0 : 1);
  totals.passed += stats.expected;
  totals.failed += failed;
  lines.push(`${failed ? 'FAIL' : 'PASS'}  ${name}: ${stats.expected} passed, ${failed} failed (${seconds}s)`);
}

function vitest(name, config) {
  const out = join(reports, `${name}.json`);
  counted(name, out, 'npx', ['vitest', 'run', '--config', config, '--reporter=default', '--reporter=json', `--outputFile.json=${out}`]);
}

// In CI every check runs for real, never from Nx's cache of an earlier local run.
const nxCache = process.env.CI ? ['--skip-nx-cache'] : [];
// CI installs with npm ci, which refuses a lockfile out of step with package.json.
check('package-lock.json accepted by npm ci', 'npm', ['ci', '--dry-run', '--ignore-scripts', '--no-audit', '--no-fund']);
check('lint', 'npx', ['nx', 'run-many', '-t', 'lint', '--outputStyle=static', ...nxCache]);
check('typecheck', 'npx', ['nx', 'run-many', '-t', 'typecheck', '--outputStyle=static', ...nxCache]);
check('migrations match entities', 'node', ['tools/check-migrations.mjs']);
check('docker compose file', 'node', ['tools/validate-compose.mjs']);
check('documents cited exist in the repository', 'node', ['tools/check-doc-links.mjs']);
check('company conditions only in repositories', 'node', ['tools/check-scoped-sql.mjs']);
check('API module folders depend one way', 'node', ['tools/check-module-dependencies.mjs']);
// The checks' own rules (the matchers above), on sample code.
check('tools unit tests', 'node', ['--test', 'tools/**/*.test.mjs']);
// Integrators generate clients from the OpenAPI document: Redocly's recommended rules, no error allowed.
check('OpenAPI lint', 'npx', ['redocly', 'lint', 'apps/portal/src/api/openapi.json', '--format=summary']);
// The builds the end-to-end tests run (the portal's build also enforces its size budget).
check('build api, worker and portal', 'npx', ['nx', 'run-many', '-t', 'build', '--projects=api,worker,portal', '--outputStyle=static', ...nxCache]);
jest('unit', 'jest.config.ts');
vitest('portal-unit', 'apps/portal/vite.config.mts');
jest('api-integration', 'apps/api/jest.integration.config.cts', ['--runInBand']);
jest('worker-integration', 'apps/worker/jest.integration.config.cts', ['--runInBand']);
// Again west of UTC, where a server's day and its companies' days differ each evening: nothing may
// depend on the machine's time zone (companies sign up in the tests' zone, as browsers do).
const WEST = { TZ: 'America/Los_Angeles' };
jest('unit (TZ=America/Los_Angeles)', 'jest.config.ts', [], WEST);
jest('api-integration (TZ=America/Los_Angeles)', 'apps/api/jest.integration.config.cts', ['--runInBand'], WEST);
playwright('portal-e2e', 'apps/portal-e2e/playwright.config.ts');

console.log(`\n${lines.join('\n')}`);
console.log(`${totals.passed} passed, ${totals.failed} failed`);
process.exit(totals.failed ? 1 : 0);
