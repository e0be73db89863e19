#!/usr/bin/env node
// Prints the gzipped JavaScript each page of the portal loads, from Vite's build manifest, and fails
// the build when a public page would load more than its area's budget.
//
// The portal has two HTML entries: index.html (site, account pages, dashboard: React, the router
// and the public layout) and forms.html (the applicant's forms: React and the form, no router, no
// Redux). A page loads its entry and the entry's static imports, plus its own lazy chunk and that
// chunk's static imports. What a page fetches later, on demand (the Spanish texts, the pre-screening
// and I-9 forms behind their first screen, address suggestions), is printed on its own line, as
// what the page holds once that part is there, and is not held to the budget. A prerendered page
// counts the small inline script that starts its chunks after the first paint (tools/prerender.mjs).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/** KB of gzipped JavaScript, entry included, by area (docs: README "Test it"). */
const AREAS = [
  { name: 'applicant forms', entry: 'forms.html', pages: /^src\/public-forms\/(prescreening|i9)\/\w+Page\.tsx$/, budgetKb: 90 },
  { name: 'Supplement B upload', entry: 'forms.html', pages: /^src\/public-forms\/reverify\/\w+Page\.tsx$/, budgetKb: 105 },
  // 141 KB: the start script that keeps a button pressed before the page comes alive took /login past 140.
  { name: 'public site', entry: 'index.html', pages: /^src\/public-site\//, budgetKb: 141 },
  { name: 'dashboard', entry: 'index.html', pages: /^src\/dashboard\//, budgetKb: null },
];

const dist = join(process.cwd(), 'dist/apps/portal');
const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));
const gzKb = (file) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length / 1024;
// A prerendered page holds one script more than its chunks, inline in its HTML: the one that starts
// them after the first paint (tools/prerender.mjs writes which pages, and a copy of the script).
const prerendered = JSON.parse(readFileSync(join(dist, '.vite/prerendered.json'), 'utf8'));
const startScriptKb = gzKb(prerendered.startScript);
const startScriptOf = (page) => (prerendered.modules.includes(page) ? startScriptKb : 0);

function closure(key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const dep of manifest[key].imports ?? []) closure(dep, seen);
  return seen;
}
const sizeOf = (keys) => [...keys].filter((k) => manifest[k].file.endsWith('.js')).reduce((sum, k) => sum + gzKb(manifest[k].file), 0);
/** The lazy chunks a set of chunks can import. */
const lazyOf = (keys) => [...new Set([...keys].flatMap((k) => manifest[k].dynamicImports ?? []))];
const short = (key) => key.replace(/^src\//, '');

const over = [];
console.log('\nPortal JavaScript per page (gzip, entry included):');
for (const entryKey of [...new Set(AREAS.map((a) => a.entry))]) {
  if (!manifest[entryKey]?.isEntry) throw new Error(`${entryKey} is not an entry of the build`);
  const entry = closure(entryKey);
  console.log(`  ${sizeOf(entry).toFixed(1).padStart(7)} KB  ${entryKey} entry (every page of it)`);
  for (const area of AREAS.filter((a) => a.entry === entryKey)) {
    const pages = lazyOf(entry).filter((k) => area.pages.test(k)).sort();
    let largest = 0;
    for (const page of pages) {
      const loaded = closure(page, new Set(entry));
      const kb = sizeOf(loaded) + startScriptOf(page);
      largest = Math.max(largest, kb);
      console.log(`  ${kb.toFixed(1).padStart(7)} KB  ${area.name}: ${short(page)}`);
      for (const later of lazyOf(loaded).filter((k) => !loaded.has(k) && !area.pages.test(k) && !AREAS.some((a) => a.pages.test(k)))) {
        console.log(`  ${(sizeOf(closure(later, new Set(loaded))) + startScriptOf(page)).toFixed(1).padStart(7)} KB    then, on demand: + ${short(later)}`);
      }
    }
    if (area.budgetKb === null) continue;
    console.log(`  Largest ${area.name} page: ${largest.toFixed(1)} KB of its ${area.budgetKb} KB budget.`);
    if (largest > area.budgetKb) over.push(`A page of the ${area.name} loads ${largest.toFixed(1)} KB of gzipped JavaScript, over its ${area.budgetKb} KB budget.`);
  }
}
for (const line of over) console.error(line);
if (over.length) process.exit(1);
