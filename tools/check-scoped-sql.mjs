#!/usr/bin/env node
// Company scoping has one home: the repositories. A query that narrows rows to a company
// (`company_id = $1`, `company_id IS NULL`, `company_id = ANY(...)`) may only be written in a
// `*.repository.ts` file (or a migration), where it sits beside the Scope or the job's company it
// reads from; anywhere else it is a second, hand-written copy of the rule that a new call could
// forget. Fails (exit 1, listing file:line) on such a condition in any other source file.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
/** A condition on a company column: `company_id` (any alias) compared, tested for NULL or matched against a list. */
const COMPANY_CONDITION = /\bcompany_id\s*(?:=(?!=)|<>|!=(?!=)|\bIS\b|\bIN\b)/i;
const ALLOWED = [
  /\.repository\.ts$/, // the repositories own their SQL
  /^libs\/db\/src\/migrations\//, // schema history, run once by `migrate`
  /^libs\/db\/src\/lib\/entities\//, // CHECK constraints are the schema, not a read
  /\.(spec|int-spec)\.tsx?$/,
  /(^|\/)test\//,
  /^tools\/bench\//, // the benchmarks' bare reference servers and seeders
];

const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', 'apps', 'libs', 'tools'], { cwd: root, encoding: 'utf8' })
  .split('\n')
  .filter((f) => /\.(ts|tsx|mjs|cjs|js)$/.test(f) && !ALLOWED.some((re) => re.test(f)));

const problems = [];
for (const file of files) {
  if (file === 'tools/check-scoped-sql.mjs') continue;
  let text;
  try {
    text = readFileSync(join(root, file), 'utf8');
  } catch {
    continue; // listed by git but deleted in the working tree
  }
  text.split('\n').forEach((line, i) => {
    if (COMPANY_CONDITION.test(line)) problems.push(`${file}:${i + 1}: ${line.trim().slice(0, 140)}`);
  });
}
if (problems.length) {
  console.error(problems.join('\n'));
  console.error(`${problems.length} company condition(s) outside a repository: move the query into the aggregate's *.repository.ts.`);
  process.exit(1);
}
console.log(`No company condition outside a repository or migration in ${files.length} source files.`);
