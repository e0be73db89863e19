#!/usr/bin/env node
// The repository stands alone: no tracked file may cite a document that is not in it. Fails
// (exit 1, listing file:line) on a mention of a team document kept outside the repository, or on
// a `docs/…` path or relative Markdown link whose target does not exist.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const OUTSIDE = /\b(?:SPEC|DESIGN|DOMAIN|STYLE)\.md\b|\.\.\/shared\/[A-Z]+\.md/;
const DOCS_PATH = /\bdocs\/[\w.-]+\.md\b/g;
const MD_LINK = /\]\(([^)#\s]+\.md)(?:#[^)]*)?\)/g;
const SKIP = /(^|\/)(package-lock\.json|node_modules\/)|\.(png|jpe?g|pdf|ico|woff2?)$/;

const files = execFileSync('git', ['ls-files'], { cwd: root, encoding: 'utf8' }).split('\n').filter((f) => f && !SKIP.test(f));
const problems = [];
for (const file of files) {
  if (file === 'tools/check-doc-links.mjs') continue;
  const path = join(root, file);
  if (!existsSync(path)) continue;
  readFileSync(path, 'utf8')
    .split('\n')
    .forEach((line, i) => {
      const at = `${file}:${i + 1}`;
      if (OUTSIDE.test(line)) problems.push(`${at}: cites a document that is not in the repository: ${line.trim().slice(0, 120)}`);
      for (const [docs] of line.matchAll(DOCS_PATH)) {
        if (!existsSync(join(root, docs))) problems.push(`${at}: ${docs} does not exist`);
      }
      if (file.endsWith('.md')) {
        for (const [, target] of line.matchAll(MD_LINK)) {
          if (/^[a-z]+:/i.test(target)) continue;
          if (!existsSync(normalize(join(dirname(path), target)))) problems.push(`${at}: link to ${target} does not exist`);
        }
      }
    });
}
if (problems.length) {
  console.error(problems.join('\n'));
  console.error(`${problems.length} reference(s) to documents that are not in the repository.`);
  process.exit(1);
}
console.log(`Every document reference in ${files.length} tracked files resolves inside the repository.`);
