import { Scope } from '../../common/auth/scope';
import type { Session } from '../../common/auth/session';
import { dashboardSql, locationFiguresSql } from './dashboard.repository';

const admin: Session = { userId: 'a', isAdmin: true, name: 'Admin', companyId: null, role: null };
const companyUser: Session = { userId: 'u', isAdmin: false, name: 'Owner', companyId: 7, role: 'owner' };
const member: Session = { userId: 'm', isAdmin: false, name: 'Member', companyId: 7, role: 'member', locationIds: [11, 12] };
const edges = [{ from: new Date('2026-10-01T00:00:00Z'), to: new Date('2026-10-01T04:00:00Z') }];
const hiatus = [{ from: '2026-01-01', to: null }];

describe('dashboardSql', () => {
  it('reads every company for an administrator', () => {
    expect(dashboardSql(Scope.of(admin), '2025-12', '2026-11', 'America/New_York', edges, hiatus)).toMatchSnapshot();
  });

  it('reads only the company of a company user, in every query', () => {
    const sql = dashboardSql(Scope.of(companyUser), '2025-12', '2026-11', 'America/New_York', edges, hiatus);
    expect(sql).toMatchSnapshot();
    for (const q of [sql.potential, sql.waiting!, sql.rehires, sql.months, sql.moved!]) expect(q.params).toContain(7);
  });

  it('reads the start dates of every hiatus of the rules table, and nothing when there is none', () => {
    const gaps = dashboardSql(Scope.of(admin), '2025-12', '2026-11', 'UTC', [], [{ from: '2026-01-01', to: '2027-01-01' }, { from: '2031-01-01', to: null }]);
    expect(gaps.waiting!.sql).toContain('((start_date >= $1 AND start_date < $2) OR (start_date >= $3))');
    expect(gaps.waiting!.params).toEqual(['2026-01-01', '2027-01-01', '2031-01-01']);
    expect(dashboardSql(Scope.of(admin), '2025-12', '2026-11', 'UTC', [], []).waiting).toBeNull();
  });

  it('skips the month-edge query in UTC, where there are no edges', () => {
    expect(dashboardSql(Scope.of(admin), '2025-12', '2026-11', 'UTC', []).moved).toBeNull();
  });

  it("reads only a member's locations, in every query", () => {
    const sql = dashboardSql(Scope.of(member), '2025-12', '2026-11', 'America/New_York', edges, hiatus);
    for (const q of [sql.potential, sql.waiting!, sql.rehires, sql.months, sql.moved!]) {
      expect(q.sql).toContain('location_id = ANY(');
      expect(q.params).toContainEqual([11, 12]);
    }
  });
});

describe('locationFiguresSql', () => {
  it('groups the rollup and the hires waiting for renewal by location, in one query each', () => {
    expect(locationFiguresSql(Scope.of(companyUser), hiatus)).toMatchSnapshot();
    const narrowed = locationFiguresSql(Scope.of(member).atLocations([12, 13]), hiatus);
    expect(narrowed.sums.params).toEqual([7, [12]]);
    expect(narrowed.waiting!.sql).toContain('GROUP BY location_id');
    expect(locationFiguresSql(Scope.of(companyUser), []).waiting).toBeNull();
  });
});
