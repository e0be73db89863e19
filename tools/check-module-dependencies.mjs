#!/usr/bin/env node
// The API's feature modules depend on each other one way only: a module may use another (through
// what its Nest module exports, or a repository of the global RepositoriesModule), never the other
// way round as well, and no longer circle either. A two-way dependency makes the two folders one
// module in all but name: neither can be read, moved or tested without the other. Fails (exit 1,
// naming each circle and the imports that close it) when one appears among apps/api/src/modules/*.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { MODULES_DIR, moduleCycles, moduleImports, moduleOf } from './lib/module-graph.mjs';
import { trackedSources } from './lib/tracked-sources.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const edges = new Map();
const where = new Map();
// Tests may reach across modules to set a scene; the code they test may not.
for (const { file, text } of trackedSources(root, [MODULES_DIR], (f) => /\.tsx?$/.test(f) && !/\.(spec|int-spec)\.tsx?$/.test(f))) {
  const from = moduleOf(file);
  edges.set(from, edges.get(from) ?? new Set());
  for (const { to, line } of moduleImports(file, text)) {
    edges.get(from).add(to);
    const key = `${from}>${to}`;
    if (!where.has(key)) where.set(key, `${file}:${line}`);
  }
}

const cycles = moduleCycles(edges);
if (cycles.length) {
  for (const cycle of cycles) {
    console.error(`${cycle.join(' -> ')}`);
    for (let i = 0; i + 1 < cycle.length; i += 1) console.error(`  ${cycle[i]} -> ${cycle[i + 1]}: ${where.get(`${cycle[i]}>${cycle[i + 1]}`)}`);
  }
  console.error(`${cycles.length} circle(s) between API module folders: let one side reach the other only through what its module exports, and not back.`);
  process.exit(1);
}
const count = [...edges.values()].reduce((n, to) => n + to.size, 0);
console.log(`${edges.size} API module folders, ${count} dependencies between them, all one way.`);
