import { Scope } from '../../common/auth/scope';
import type { Session } from '../../common/auth/session';
import { certifiedHiresWhere } from './certified-hires.repository';

const admin: Session = { userId: 'a', isAdmin: true, name: 'Admin', companyId: null, role: null };
const companyUser: Session = { userId: 'u', isAdmin: false, name: 'Owner', companyId: 7, role: 'owner' };

describe('certifiedHiresWhere', () => {
  it('reads every company for an administrator', () => {
    expect(certifiedHiresWhere(Scope.of(admin), {})).toMatchSnapshot();
  });

  it("scopes a company user and filters by ids and a tax year's records", () => {
    expect(certifiedHiresWhere(Scope.of(companyUser), { ids: ['x'], withRecords: { taxYear: 2026 } })).toMatchSnapshot();
  });

  it("matches nothing when a company user names another company", () => {
    expect(certifiedHiresWhere(Scope.filtered(companyUser, 8), {}).where).toContain('FALSE');
  });
});
