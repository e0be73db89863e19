// What tools/check-scoped-sql.mjs looks for: a condition that narrows rows to a company, written
// in any of the three ways the code writes queries. Kept apart from the file walk so its rules can
// be tested on sample lines (scoped-sql.test.mjs).

/** Where such a condition may stand: beside the Scope or the job's company it reads from, or in the schema. */
export const ALLOWED_PATHS = [
  /\.repository\.ts$/, // the repositories own their SQL
  /^apps\/api\/src\/common\/auth\/scope\.ts$/, // Scope is the rule itself: repositories apply it (scope.where, scope.sql)
  /^libs\/db\/src\/migrations\//, // schema history, run once by `migrate`
  /^libs\/db\/src\/lib\/entities\//, // CHECK constraints are the schema, not a read
  /\.(spec|int-spec|test)\.(tsx?|mjs)$/,
  /(^|\/)test\//,
  /^tools\/bench\//, // the benchmarks' bare reference servers and seeders
];

export const isAllowedPath = (path) => ALLOWED_PATHS.some((re) => re.test(path));

/** Raw SQL: `company_id` (any alias) compared, tested for NULL or matched against a list. */
const RAW_CONDITION = /\bcompany_id\s*(?:=(?!=)|<>|!=(?!=)|\bIS\b|\bIN\b)/i;

/** The companies table in raw SQL, with the alias its rows go by (`JOIN companies c`, `FROM companies AS co`). */
const COMPANIES_ALIAS = /\bcompanies\s+(?:AS\s+)?(?!WHERE\b|ON\b|JOIN\b|SET\b)([a-z_]\w*)/gi;

/** Inside a query builder's SQL string: `alias.companyId = :id`, `x.companyId IN (:...ids)`, `companyId = :id` (not a message naming the field). */
const BUILDER_CONDITION = /\b\w+\.companyId\s*(?:=(?!=)|<>|!=(?!=)|\bIS\b|\bIN\b)|\bcompanyId\s*(?:=|<>|!=)\s*:/i;

/** A TypeORM where in an options object (`where: …`), a builder call (`.where(…)`) or a *By finder (`findOneBy(…)`). */
const WHERE_START = /\bwhere\s*:|\.(?:where|andWhere|orWhere)\s*\(|\b(?:findBy|findOneBy|findOneByOrFail|countBy|existsBy|findAndCountBy)\s*\(/g;

/** `scope.where(…)`: the Scope adds the company itself (its receiver, right before `.where`). */
const SCOPE_RECEIVER = /\b[sS]cope(?:\.\w+\([^()]*\))?\s*$/;

/** `companyId` as a key of an object literal: `{ companyId: x }`, `{ id, companyId }`, nested too. */
const COMPANY_KEY = /[{,]\s*companyId\s*(?=[:,}?])/g;

/**
 * The text with its string literals' and comments' contents blanked (same length, same line
 * breaks), and a map saying which characters were inside a string literal.
 */
function codeOnly(text) {
  const out = text.split('');
  const inString = new Array(text.length).fill(false);
  let i = 0;
  const blank = (from, to, string) => {
    for (let k = from; k < to; k += 1) {
      if (text[k] !== '\n') out[k] = ' ';
      inString[k] = string;
    }
  };
  while (i < text.length) {
    const c = text[i];
    const next = text[i + 1];
    if (c === '/' && next === '/') {
      const end = text.indexOf('\n', i);
      const stop = end < 0 ? text.length : end;
      blank(i, stop, false);
      i = stop;
    } else if (c === '/' && next === '*') {
      const end = text.indexOf('*/', i + 2);
      const stop = end < 0 ? text.length : end + 2;
      blank(i, stop, false);
      i = stop;
    } else if (c === "'" || c === '"' || c === '`') {
      let k = i + 1;
      while (k < text.length && text[k] !== c) k += text[k] === '\\' ? 2 : 1;
      blank(i + 1, Math.min(k, text.length), true);
      i = k + 1;
    } else {
      i += 1;
    }
  }
  return { code: out.join(''), inString };
}

/** From an opening position, the end of the expression: the bracket that closes it, or a `,` or `}` at its own depth. */
function expressionEnd(code, from, closeOnComma) {
  let depth = 0;
  for (let i = from; i < code.length; i += 1) {
    const c = code[i];
    if (c === '(' || c === '{' || c === '[') depth += 1;
    else if (c === ')' || c === '}' || c === ']') {
      if (depth === 0) return i;
      depth -= 1;
    } else if (c === ',' && depth === 0 && closeOnComma) return i;
    else if (c === ';' && depth === 0) return i;
  }
  return code.length;
}

/**
 * The lines (1-based) of `text` that narrow rows to a company, each with the line's text: raw SQL
 * on `company_id` or on the companies table's own id through its alias, a query builder's string
 * on `companyId`, or a `companyId` key of a TypeORM where (nested ones too) outside `scope.where(…)`.
 */
export function companyConditions(text) {
  const lines = text.split('\n');
  const lineOf = (index) => text.slice(0, index).split('\n').length;
  const found = new Set();
  lines.forEach((line, i) => {
    if (RAW_CONDITION.test(line)) found.add(i + 1);
  });
  const { code, inString } = codeOnly(text);
  // A builder's condition is inside a string: judged on the string's own characters.
  for (const match of text.matchAll(new RegExp(BUILDER_CONDITION, 'gi'))) {
    if (inString[match.index]) found.add(lineOf(match.index));
  }
  // A company's own row picked by its id through the table's alias: `c.id = $3`, `c.id IN (…)`.
  for (const alias of new Set([...text.matchAll(COMPANIES_ALIAS)].filter((m) => inString[m.index]).map((m) => m[1]))) {
    const condition = new RegExp(`\\b${alias}\\.id\\s*(?:=(?!=)|<>|!=(?!=)|\\bIN\\b)`, 'gi');
    for (const match of text.matchAll(condition)) if (inString[match.index]) found.add(lineOf(match.index));
  }
  for (const match of code.matchAll(WHERE_START)) {
    const isCall = match[0].endsWith('(');
    if (isCall && match[0].startsWith('.') && SCOPE_RECEIVER.test(code.slice(Math.max(0, match.index - 80), match.index))) continue;
    const start = match.index + match[0].length;
    const value = code.slice(start, expressionEnd(code, start, !isCall));
    for (const key of value.matchAll(COMPANY_KEY)) found.add(lineOf(start + key.index + key[0].length));
  }
  return [...found].sort((a, b) => a - b).map((line) => ({ line, text: lines[line - 1].trim() }));
}
