#!/usr/bin/env node
// Prints the gzipped JavaScript each part of the portal loads, from Vite's build manifest, and
// fails the build when a public route would load more than the budget (issue: ≤ 150 KB gzip).
// A route loads the entry chunk and its static imports, plus its own lazy chunk and that chunk's imports.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const BUDGET_KB = 150;
const dist = join(process.cwd(), 'dist/apps/portal');
const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));
const gzKb = (file) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length / 1024;

function closure(key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const dep of manifest[key].imports ?? []) closure(dep, seen);
  return seen;
}
const sizeOf = (keys) => [...keys].filter((k) => manifest[k].file.endsWith('.js')).reduce((sum, k) => sum + gzKb(manifest[k].file), 0);

const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
const entry = closure(entryKey);
const rows = [['entry (every page)', sizeOf(entry)]];
let worstPublic = sizeOf(entry);
for (const [key, chunk] of Object.entries(manifest)) {
  if (!chunk.isDynamicEntry) continue;
  const keys = closure(key, new Set(entry));
  const total = sizeOf(keys);
  const area = key.includes('/dashboard/') ? 'dashboard' : 'public';
  rows.push([`${area}: ${key.replace(/^src\//, '')}`, total]);
  if (area === 'public') worstPublic = Math.max(worstPublic, total);
}

console.log('\nPortal JavaScript per route (gzip, entry included):');
for (const [name, kb] of rows) console.log(`  ${kb.toFixed(1).padStart(7)} KB  ${name}`);
console.log(`Largest public route: ${worstPublic.toFixed(1)} KB of ${BUDGET_KB} KB budget.`);
if (worstPublic > BUDGET_KB) {
  console.error(`A public route loads ${worstPublic.toFixed(1)} KB of gzipped JavaScript, over the ${BUDGET_KB} KB budget.`);
  process.exit(1);
}
