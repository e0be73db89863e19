import { submissionListSql } from './submission-list.sql';

describe('submissionListSql', () => {
  it('reads every company for an administrator without filters', () => {
    expect(submissionListSql({}, { limit: 10, offset: 0 })).toMatchSnapshot();
  });

  it('scopes a company user and applies every filter, counting without the status filter', () => {
    const q = submissionListSql({ scope: 7, companyId: 7, companyName: 'Acme', status: 'sent' }, { limit: 10, offset: 20 });
    expect(q).toMatchSnapshot();
    expect(q.counts.sql).not.toContain('status =');
    expect(q.page.params).toEqual([7, 7, 'Acme', 'sent', 10, 20]);
  });

  it('never puts a value into the SQL text', () => {
    const q = submissionListSql({ companyName: "x'; DROP TABLE submissions; --" }, { limit: 10, offset: 0 });
    expect(q.page.sql).not.toContain('DROP');
    expect(q.counts.sql).not.toContain('DROP');
  });
});
