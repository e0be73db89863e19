import { Scope } from '../../common/auth/scope';
import type { Session } from '../../common/auth/session';
import { dueListSql, submissionListSql } from './submissions.repository';

const admin: Session = { userId: 'a', isAdmin: true, name: 'Admin', companyId: null, role: null };
const companyUser: Session = { userId: 'u', isAdmin: false, name: 'Owner', companyId: 7, role: 'owner' };

describe('submissionListSql', () => {
  it('reads every company for an administrator without filters', () => {
    expect(submissionListSql(Scope.of(admin), {}, { limit: 10, offset: 0 })).toMatchSnapshot();
  });

  it('scopes a company user and applies every filter, counting without the status filter', () => {
    const q = submissionListSql(Scope.filtered(companyUser, 7), { companyName: 'Acme', status: 'sent' }, { limit: 10, offset: 20 });
    expect(q).toMatchSnapshot();
    expect(q.counts.sql).not.toContain('status =');
    expect(q.page.params).toEqual([7, 'Acme', 'sent', 10, 20]);
  });

  it("finds an applicant tracking system's candidate by external id, counting from the submissions that carry it", () => {
    const q = submissionListSql(Scope.filtered(companyUser, 7), { externalId: 'CAND-1', status: 'pending' }, { limit: 10, offset: 0 });
    expect(q).toMatchSnapshot();
    expect(q.counts.sql).not.toContain('submission_status_counts');
    expect(q.counts.params).toEqual([7, 'CAND-1']);
  });

  it("matches nothing when a company user names another company's id", () => {
    const q = submissionListSql(Scope.filtered(companyUser, 8), {}, { limit: 10, offset: 0 });
    expect(q.page.sql).toContain('WHERE FALSE');
    expect(q.counts.sql).toContain('WHERE FALSE');
  });

  it('never puts a value into the SQL text', () => {
    const q = submissionListSql(Scope.of(admin), { companyName: "x'; DROP TABLE submissions; --" }, { limit: 10, offset: 0 });
    expect(q.page.sql).not.toContain('DROP');
    expect(q.counts.sql).not.toContain('DROP');
  });
});

describe('dueListSql', () => {
  it('reads every company for an administrator and one company for its user', () => {
    const now = new Date('2026-11-25T15:00:00Z');
    expect(dueListSql(Scope.of(admin), now, { limit: 10, offset: 0 })).toMatchSnapshot();
    expect(dueListSql(Scope.of(companyUser), now, { limit: 10, offset: 10 })).toMatchSnapshot();
  });
});
