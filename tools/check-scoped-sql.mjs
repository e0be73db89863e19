#!/usr/bin/env node
// Company scoping has one home: the repositories. A query that narrows rows to a company may only
// be written in a `*.repository.ts` file (or a migration), where it sits beside the Scope or the
// job's company it reads from; anywhere else it is a second, hand-written copy of the rule that a
// new call could forget. Three ways of writing one are seen (tools/lib/scoped-sql.mjs): raw SQL
// (`company_id = $1`, `company_id IS NULL`, `company_id = ANY(...)`), a TypeORM where with a
// `companyId` key (`where: { companyId }`, `where: { employee: { companyId } }`, `findOneBy({ companyId })`;
// `scope.where(…)` is the Scope's own) and a query builder's condition (`.where('e.companyId = :id')`,
// `.andWhere('x.companyId IN (:...ids)')`). Fails (exit 1, listing file:line) on one in any other source file.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { companyConditions, isAllowedPath } from './lib/scoped-sql.mjs';
import { trackedSources } from './lib/tracked-sources.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const SELF = ['tools/check-scoped-sql.mjs', 'tools/lib/scoped-sql.mjs'];

const problems = [];
let read = 0;
for (const { file, text } of trackedSources(root, ['apps', 'libs', 'tools'], (f) => /\.(ts|tsx|mjs|cjs|js)$/.test(f) && !isAllowedPath(f) && !SELF.includes(f))) {
  read += 1;
  for (const { line, text: source } of companyConditions(text)) problems.push(`${file}:${line}: ${source.slice(0, 140)}`);
}
if (problems.length) {
  console.error(problems.join('\n'));
  console.error(`${problems.length} company condition(s) outside a repository: move the query into the aggregate's *.repository.ts.`);
  process.exit(1);
}
console.log(`No company condition outside a repository or migration in ${read} source files.`);
