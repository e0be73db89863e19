import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { SUBMISSION_STATUSES, type SubmissionStatus } from '@clearhire/contracts';
import { TARGET_GROUP_CODES, TARGET_GROUPS, type TargetGroupCode } from '@clearhire/domain';
import { companyScope, type Session } from '../../common/auth/session';
import { ApiError } from '../../common/errors/api-error';
import type { Dashboard, DashboardQuery, PotentialByGroup, SubmissionsInMonth } from './dashboard.dto';
import { LOCAL_TIME_ZONE, recentMonths } from './recent-months';

/**
 * The dashboard's figures in two aggregate queries, whatever the number of submissions: the
 * potential credits from the stored determination (best_group, max_credit; see
 * creditDeterminationOf) over the partial index submissions_company_potential_idx, and the
 * submissions of the last 12 months by status over the (company_id, status, created_at) index.
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
    const { months, since } = recentMonths(new Date());
    const scoped = (params: unknown[]) => (companyId === undefined ? { where: '', params } : { where: ` AND company_id = $${params.length + 1}`, params: [...params, companyId] });
    const potential = scoped([]);
    const monthly = scoped([LOCAL_TIME_ZONE, since]);
    const [groups, counts] = await Promise.all([
      // max_credit > 0 only for eligible applicants with a confirmed group (0 when not eligible).
      this.dataSource.query<{ group: TargetGroupCode; submissions: number; credit: string }[]>(
        `SELECT best_group AS "group", count(*)::int AS submissions, sum(max_credit)::text AS credit
         FROM submissions WHERE max_credit > 0 AND status <> 'rejected'${potential.where} GROUP BY best_group`,
        potential.params,
      ),
      this.dataSource.query<{ month: string; status: SubmissionStatus; n: number }[]>(
        `SELECT to_char(created_at AT TIME ZONE $1, 'YYYY-MM') AS month, status, count(*)::int AS n
         FROM submissions WHERE created_at >= $2${monthly.where} GROUP BY 1, 2`,
        monthly.params,
      ),
    ]);

    const byGroup: PotentialByGroup[] = groups
      .map((g) => ({ group: g.group, group_name: TARGET_GROUPS[g.group].name, credit: Number(g.credit), submissions: g.submissions }))
      .sort((a, b) => b.credit - a.credit || TARGET_GROUP_CODES.indexOf(a.group) - TARGET_GROUP_CODES.indexOf(b.group));
    const byMonth = new Map<string, SubmissionsInMonth>(months.map((month) => [month, { month, pending: 0, sent: 0, approved: 0, rejected: 0 }]));
    for (const { month, status, n } of counts) {
      const row = byMonth.get(month);
      if (row && (SUBMISSION_STATUSES as readonly string[]).includes(status)) row[status] += n;
    }
    return {
      potential_credits: { total: byGroup.reduce((sum, g) => sum + g.credit, 0), submissions: byGroup.reduce((sum, g) => sum + g.submissions, 0) },
      potential_by_group: byGroup,
      submissions_by_month: [...byMonth.values()],
    };
  }
}
