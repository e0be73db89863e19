import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { SUBMISSION_STATUSES, type SubmissionStatus } from '@clearhire/contracts';
import { TARGET_GROUP_CODES, TARGET_GROUPS, type TargetGroupCode } from '@clearhire/domain';
import { companyScope, type Session } from '../../common/auth/session';
import { ApiError } from '../../common/errors/api-error';
import type { Dashboard, DashboardQuery, PotentialByGroup, SubmissionsInMonth } from './dashboard.dto';
import { localTimeZone, recentMonths } from './recent-months';

/**
 * The dashboard's figures from the rollup the database keeps (submission_rollups: per company, UTC
 * creation month, status and best group; see the migration), whatever the number of submissions:
 * the potential credits sum its credited counts outside 'rejected', the months its counts. The
 * months are the local clock's, the rollup's are UTC: the few submissions made between local and
 * UTC midnight of a month's 1st are read from `submissions` and moved to their local month.
 */
@Injectable()
export class DashboardService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** A company user sees its own company (asking for another is refused); an administrator every company or one. */
  async figuresFor(query: DashboardQuery, session: Session): Promise<Dashboard> {
    const scope = companyScope(session);
    if (scope !== undefined && query.companyId !== undefined && query.companyId !== scope) {
      throw ApiError.forbidden("You can only see your own company's figures.");
    }
    const companyId = scope ?? query.companyId;
    if (scope === undefined && companyId !== undefined) {
      const [company] = await this.dataSource.query('SELECT 1 FROM companies WHERE id = $1', [companyId]);
      if (!company) throw ApiError.notFound('Company');
    }
    return this.figures(companyId);
  }

  private async figures(companyId: number | undefined): Promise<Dashboard> {
    const { months, edges } = recentMonths(new Date());
    const scoped = (params: unknown[]) => (companyId === undefined ? { where: '', params } : { where: ` AND company_id = $${params.length + 1}`, params: [...params, companyId] });
    const potential = scoped([]);
    const monthly = scoped([`${months[0]}-01`, `${months[months.length - 1]}-01`]);
    // One range per edge, written out, so the planner reads each from the created_at index.
    const spans = scoped([localTimeZone(), ...edges.flatMap((e) => [e.from, e.to])]);
    const inSpans = edges.map((_, i) => `(created_at >= $${2 * i + 2} AND created_at < $${2 * i + 3})`).join(' OR ');
    const [groups, counts, moved] = await Promise.all([
      // potential_n and max_credit_sum count the rows with max_credit > 0: eligible applicants with a confirmed group.
      this.dataSource.query<{ group: TargetGroupCode; submissions: number; credit: string }[]>(
        `SELECT nullif(best_group, '') AS "group", sum(potential_n)::int AS submissions, sum(max_credit_sum)::text AS credit
         FROM submission_rollups WHERE status <> 'rejected'${potential.where} GROUP BY best_group HAVING sum(potential_n) > 0`,
        potential.params,
      ),
      this.dataSource.query<{ month: string; status: SubmissionStatus; n: number }[]>(
        `SELECT to_char(month, 'YYYY-MM') AS month, status, sum(n)::int AS n
         FROM submission_rollups WHERE month >= $1 AND month <= $2${monthly.where} GROUP BY 1, 2`,
        monthly.params,
      ),
      edges.length === 0
        ? []
        : this.dataSource.query<{ local: string; utc: string; status: SubmissionStatus; n: number }[]>(
            `SELECT to_char(created_at AT TIME ZONE $1, 'YYYY-MM') AS local, to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM') AS utc, status, count(*)::int AS n
             FROM submissions WHERE (${inSpans})${spans.where} GROUP BY 1, 2, 3`,
            spans.params,
          ),
    ]);

    const byGroup: PotentialByGroup[] = groups
      .map((g) => ({ group: g.group, group_name: TARGET_GROUPS[g.group].name, credit: Number(g.credit), submissions: g.submissions }))
      .sort((a, b) => b.credit - a.credit || TARGET_GROUP_CODES.indexOf(a.group) - TARGET_GROUP_CODES.indexOf(b.group));
    const byMonth = new Map<string, SubmissionsInMonth>(months.map((month) => [month, { month, pending: 0, sent: 0, approved: 0, rejected: 0 }]));
    const add = (month: string, status: SubmissionStatus, n: number) => {
      const row = byMonth.get(month);
      if (row && (SUBMISSION_STATUSES as readonly string[]).includes(status)) row[status] += n;
    };
    for (const { month, status, n } of counts) add(month, status, n);
    for (const { local, utc, status, n } of moved) {
      add(local, status, n);
      add(utc, status, -n);
    }
    return {
      potential_credits: { total: byGroup.reduce((sum, g) => sum + g.credit, 0), submissions: byGroup.reduce((sum, g) => sum + g.submissions, 0) },
      potential_by_group: byGroup,
      submissions_by_month: [...byMonth.values()],
    };
  }
}
