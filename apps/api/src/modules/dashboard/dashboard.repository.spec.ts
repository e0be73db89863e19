import { Scope } from '../../common/auth/scope';
import type { Session } from '../../common/auth/session';
import { dashboardSql } from './dashboard.repository';

const admin: Session = { userId: 'a', isAdmin: true, name: 'Admin', companyId: null };
const companyUser: Session = { userId: 'u', isAdmin: false, name: 'Owner', companyId: 7 };
const edges = [{ from: new Date('2026-10-01T00:00:00Z'), to: new Date('2026-10-01T04:00:00Z') }];

describe('dashboardSql', () => {
  it('reads every company for an administrator', () => {
    expect(dashboardSql(Scope.of(admin), '2025-12', '2026-11', 'America/New_York', edges)).toMatchSnapshot();
  });

  it('reads only the company of a company user, in every query', () => {
    const sql = dashboardSql(Scope.of(companyUser), '2025-12', '2026-11', 'America/New_York', edges);
    expect(sql).toMatchSnapshot();
    for (const q of [sql.potential, sql.months, sql.moved!]) expect(q.params).toContain(7);
  });

  it('skips the month-edge query in UTC, where there are no edges', () => {
    expect(dashboardSql(Scope.of(admin), '2025-12', '2026-11', 'UTC', []).moved).toBeNull();
  });
});
