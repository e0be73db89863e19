import { Scope } from '../src/common/auth/scope';
import type { Session } from '../src/common/auth/session';
import { CompaniesRepository } from '../src/modules/companies/companies.repository';
import { EmployeesRepository } from '../src/modules/employees/employees.repository';
import { TestContext } from './support/test-app';

const admin: Session = { userId: 'a', isAdmin: true, name: 'Admin', companyId: null, role: null };
const companyUser: Session = { userId: 'u', isAdmin: false, name: 'Owner', companyId: 7, role: 'owner' };

/**
 * The SQL TypeORM writes for the list queries built with its query builder (the plain-SQL lists are
 * snapshotted beside their repositories): a changed query shows up in review. Built on the real
 * data source, since the builder needs the entities' metadata.
 */
describe('list queries', () => {
  let ctx: TestContext;
  beforeAll(async () => (ctx = await TestContext.start()));
  afterAll(() => ctx.close());

  it('companies: every company for an administrator, one for its user, a name search', () => {
    const companies = new CompaniesRepository(ctx.dataSource);
    expect(companies.listQuery(Scope.of(admin), undefined).getQueryAndParameters()).toMatchSnapshot();
    expect(companies.listQuery(Scope.of(companyUser), 'Acme').getQueryAndParameters()).toMatchSnapshot();
  });

  it('employees: every company for an administrator, one for its user, a name or e-mail search', () => {
    const employees = new EmployeesRepository(ctx.dataSource);
    expect(employees.listQuery(Scope.of(admin), undefined).getQueryAndParameters()).toMatchSnapshot();
    expect(employees.listQuery(Scope.of(companyUser), 'ana').getQueryAndParameters()).toMatchSnapshot();
  });
});
