// The API's feature modules (apps/api/src/modules/<name>/) as a graph of folders: which folder's
// files import which other folder's. Kept apart from tools/check-module-dependencies.mjs so its
// rules can be tested (module-graph.test.mjs).
import { dirname, join, normalize, relative, sep } from 'node:path';

export const MODULES_DIR = 'apps/api/src/modules';

/** The module folder a repository path lies in, or null. */
export function moduleOf(path) {
  const rel = relative(MODULES_DIR, normalize(path));
  if (rel.startsWith('..') || !rel.includes(sep)) return null;
  return rel.split(sep)[0];
}

const IMPORT = /\b(?:import|export)\b[^'"`;]*?\bfrom\s*['"]([^'"]+)['"]|\bimport\s*\(\s*['"]([^'"]+)['"]\s*\)|\brequire\(\s*['"]([^'"]+)['"]\s*\)/g;

/** The other module folders a file of `file` (a repository path) imports, each with the import's line. */
export function moduleImports(file, text) {
  const from = moduleOf(file);
  const found = [];
  for (const match of text.matchAll(IMPORT)) {
    const spec = match[1] ?? match[2] ?? match[3];
    if (!spec.startsWith('.')) continue;
    const to = moduleOf(join(dirname(file), spec));
    if (to && to !== from) found.push({ to, line: text.slice(0, match.index).split('\n').length });
  }
  return found;
}

/**
 * The circles among the folders of `edges` (a Map from folder to the Set of folders it imports):
 * each as the folders in order, the first repeated at the end; a two-way dependency is a circle of
 * two. Each circle is named once, from its smallest folder name.
 */
export function moduleCycles(edges) {
  const cycles = new Map();
  const walk = (start, node, path) => {
    for (const next of edges.get(node) ?? []) {
      if (next === start) {
        const circle = [...path, start];
        const key = [...path].sort().join(' ');
        if (path.every((p) => p >= start) && !cycles.has(key)) cycles.set(key, circle);
      } else if (!path.includes(next) && next > start) {
        walk(start, next, [...path, next]);
      }
    }
  };
  for (const start of [...edges.keys()].sort()) walk(start, start, [start]);
  return [...cycles.values()];
}
