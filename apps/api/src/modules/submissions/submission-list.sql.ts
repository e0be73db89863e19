import type { SubmissionStatus } from '@clearhire/contracts';

export interface SubmissionListFilters {
  /** The session's company (company users); undefined for administrators. */
  scope?: number;
  companyId?: number;
  companyName?: string;
  status?: SubmissionStatus;
}

/**
 * The two queries behind GET /api/submissions, as plain parameterised SQL: the busiest read of
 * the dashboard, kept readable for review (its text is snapshotted in a test) and free of
 * query-builder overhead. The page reads `submissions` through its (company, status, created_at)
 * indexes; the counts read the per-company tally the database keeps (submission_status_counts).
 */
export function submissionListSql(f: SubmissionListFilters, page: { limit: number; offset: number }) {
  const pageWhere = companyFilters('s', f);
  if (f.status) pageWhere.add((p) => `s.status = ${p}`, f.status);
  const pageParams = [...pageWhere.params, page.limit, page.offset];
  const countWhere = companyFilters('t', f);
  return {
    page: {
      sql:
        'SELECT s.id, s.firstname, s.lastname, s.email, s.status, s.eligible, s.created_at, s.company_id, c.name AS company_name, s.best_group, s.max_credit ' +
        'FROM submissions s JOIN companies c ON c.id = s.company_id' +
        pageWhere.sql() +
        ` ORDER BY s.created_at DESC, s.id DESC LIMIT $${pageParams.length - 1} OFFSET $${pageParams.length}`,
      params: pageParams,
    },
    counts: {
      sql:
        'SELECT t.status, SUM(t.n)::int AS n FROM submission_status_counts t JOIN companies c ON c.id = t.company_id' +
        countWhere.sql() +
        ' GROUP BY t.status',
      params: countWhere.params,
    },
  };
}

function companyFilters(alias: string, f: SubmissionListFilters) {
  const clauses: string[] = [];
  const params: unknown[] = [];
  const where = {
    params,
    add(clause: (placeholder: string) => string, value: unknown) {
      params.push(value);
      clauses.push(clause(`$${params.length}`));
    },
    sql: () => (clauses.length ? ` WHERE ${clauses.join(' AND ')}` : ''),
  };
  if (f.scope !== undefined) where.add((p) => `${alias}.company_id = ${p}`, f.scope);
  if (f.companyId !== undefined) where.add((p) => `${alias}.company_id = ${p}`, f.companyId);
  if (f.companyName !== undefined) where.add((p) => `lower(c.name) = lower(${p})`, f.companyName);
  return where;
}
