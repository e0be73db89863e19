#!/usr/bin/env node
// `npm run api:client`: regenerates the portal's API client from the API's OpenAPI document.
// 1. builds the API and prints its OpenAPI document into apps/portal/src/api/openapi.json;
// 2. RTK Query's code generator turns it into typed endpoints and hooks: src/api/public-client.ts (the
//    calls open to anyone, for the public site and forms) and src/api/generated.ts (the dashboard's).
// All three are committed; an integration test fails when openapi.json no longer matches the API.
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureEnvFile } from './lib/env-file.mjs';
import { ensureDatabase } from './lib/services.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const run = (cmd, args, opts = {}) => {
  const r = spawnSync(cmd, args, { cwd: root, stdio: ['ignore', 'inherit', 'inherit'], encoding: 'utf8', ...opts });
  if (r.status !== 0) {
    console.error(`"${cmd} ${args.join(' ')}" failed`);
    process.exit(r.status ?? 1);
  }
  return r.stdout;
};

ensureEnvFile(root);
process.loadEnvFile(join(root, '.env'));
// The API connects to PostgreSQL and Redis while it boots, even just to describe itself. It connects
// as the owner here: the service role only exists once `migrate` has run, and nothing is written.
const ownerUrl = process.env.MIGRATION_DATABASE_URL || process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/clearhire';
await ensureDatabase(ownerUrl);
run('npx', ['nx', 'run', 'api:build', '--outputStyle=static']);
const doc = run('node', ['dist/apps/api/main.js', 'openapi'], { stdio: ['ignore', 'pipe', 'inherit'], env: { ...process.env, DATABASE_URL: ownerUrl } });
writeFileSync(join(root, 'apps/portal/src/api/openapi.json'), doc);
run('npx', ['rtk-query-codegen-openapi', 'apps/portal/openapi-config.cjs']);
console.log('Wrote apps/portal/src/api/openapi.json, public-client.ts and generated.ts');
