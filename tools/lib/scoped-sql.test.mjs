// node --test tools/**/*.test.mjs: the rules of tools/check-scoped-sql.mjs on sample lines.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { companyConditions, isAllowedPath } from './scoped-sql.mjs';

const lines = (text) => companyConditions(text).map((c) => c.line);

describe('companyConditions', () => {
  it('sees raw SQL on company_id', () => {
    assert.deepEqual(lines(`m.query('SELECT id FROM users WHERE company_id = $1', [id]);`), [1]);
    assert.deepEqual(lines('`WHERE e.company_id IN (SELECT 1)`'), [1]);
    assert.deepEqual(lines(`m.query('SELECT 1 FROM x WHERE company_id IS NULL')`), [1]);
  });

  it("sees a TypeORM where's companyId key, shorthand or nested, on the line that has it", () => {
    assert.deepEqual(lines(`repo.findOne({ where: { companyId }, order: { createdAt: 'DESC' } });`), [1]);
    assert.deepEqual(lines(`repo.find({ where: { id: In(ids), companyId: scope.companyId } });`), [1]);
    assert.deepEqual(lines(`m.findOne(Employee, {\n  where: {\n    id,\n    employee: { companyId: 7 },\n  },\n});`), [4]);
    assert.deepEqual(lines(`repo.find({ where: [{ status: 'a' }, { companyId }] });`), [1]);
    assert.deepEqual(lines(`repo.find({ where: admins ? { isAdmin: true } : { companyId: team.companyId } });`), [1]);
    assert.deepEqual(lines(`repo.findOneBy({ companyId: 3 });`), [1]);
    assert.deepEqual(lines(`qb.andWhere({ companyId: 3 });`), [1]);
  });

  it("sees raw SQL on a company's own id through the companies table's alias", () => {
    assert.deepEqual(lines('m.query(`SELECT e.id FROM employees e JOIN companies c ON c.id = e.company_id\n WHERE e.x = 1 AND c.id = $3`)'), [1, 2]);
    assert.deepEqual(lines("m.query('SELECT 1 FROM companies AS co WHERE co.id IN (1, 2)')"), [1]);
    // The alias named in code, not in SQL, is no company condition.
    assert.deepEqual(lines('const companies = rows; if (c.id === 3) return;'), []);
  });

  it("sees a query builder's condition on companyId, and a list", () => {
    assert.deepEqual(lines(`qb.where('s.companyId = :companyId', { companyId });`), [1]);
    assert.deepEqual(lines(`qb.andWhere("e.companyId IN (:...ids)", { ids });`), [1]);
    assert.deepEqual(lines(`qb.where('companyId = :id', { id });`), [1]);
  });

  it('leaves the Scope to apply the company, and code that only names one', () => {
    assert.deepEqual(lines(`repo.findOne({ where: scope.where({ id }) });`), []);
    assert.deepEqual(lines(`qb.where(scope.where({ id: employeeId }));`), []);
    assert.deepEqual(lines(`Scope.company(x).where({ id })`), []);
    assert.deepEqual(lines(`const companyId = scope.companyId;\nif (companyId === undefined) return;`), []);
    assert.deepEqual(lines(`m.save(m.create(Employee, { companyId: company.id, firstname }));`), []);
    assert.deepEqual(lines(`await this.audit.record(m, { actor, companyId: row.companyId, detail: { where: 1 } });`), []);
    assert.deepEqual(lines(`@Max(2_147_483_647, { message: 'companyId is too large.' })`), []);
    assert.deepEqual(lines(`// where: { companyId } in a comment\nconst s = 'where: { companyId }';`), []);
  });
});

describe('the code before issue 25', () => {
  it("finds the worker's employer read, which the raw-SQL rule did not see", () => {
    const employer = `  const company = await m.getRepository(Company).findOne({ where: { id: companyId } });
  if (!company) return null;
  const erd = await m.getRepository(ErdForm).findOne({ where: { companyId }, order: { createdAt: 'DESC' } });`;
    assert.deepEqual(lines(employer), [3]);
  });
});

describe('isAllowedPath', () => {
  it('lets repositories, the Scope, migrations, entities and tests write company conditions', () => {
    for (const path of ['apps/api/src/modules/employees/employees.repository.ts', 'apps/worker/src/repositories/employers.repository.ts', 'apps/api/src/common/auth/scope.ts', 'libs/db/src/migrations/1-Initial.ts', 'apps/api/test/x.int-spec.ts']) {
      assert.equal(isAllowedPath(path), true, path);
    }
    for (const path of ['apps/api/src/modules/employees/employees.service.ts', 'apps/worker/src/handlers/employer.ts', 'libs/server/src/everify/i9-worklist.ts']) {
      assert.equal(isAllowedPath(path), false, path);
    }
  });
});
