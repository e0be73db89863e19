import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { EmployeeImport } from '@clearhire/db';
import { Scope } from '../../common/auth/scope';
import { emailDayKey, externalKey, type ImportedEmployee } from './import-rows';

/** The lock (with the company id) that makes one company's imports run one after another. */
const EMPLOYEE_IMPORT_LOCK = 202611270;

/** Rows per INSERT: each statement binds one array per column, so this bounds memory, not parameters. */
const INSERT_CHUNK = 2000;

export type EmployeeImportRecord = Pick<EmployeeImport, 'companyId' | 'userId' | 'apiKeyId' | 'mode' | 'rows' | 'created' | 'existing' | 'rejected'>;

/** The import's reads and writes of employees, and the record of each import. */
@Injectable()
export class EmployeeImportsRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /**
   * Holds the company's import lock until the transaction ends. Two imports of the same file at once
   * then run one after the other: the second sees the first's employees (READ COMMITTED reads what
   * committed before each statement) and creates no one twice, whether they match by external id
   * (also guarded by employees_company_external_key) or by e-mail and first day (no unique index:
   * two people may share a family e-mail and first day when added by hand).
   */
  async lockCompany(m: EntityManager, companyId: number): Promise<void> {
    await m.query('SELECT pg_advisory_xact_lock($1, $2)', [EMPLOYEE_IMPORT_LOCK, companyId]);
  }

  /**
   * The identity keys (import-rows' externalKey and emailDayKey) among `candidates` that already name
   * an employee of the company, at any location: an import never adds the same person twice, even
   * where the importing member cannot see them. Reads employees_company_external_key and
   * employees_company_email_start_idx.
   */
  async existingKeys(m: EntityManager | undefined, companyId: number, candidates: readonly Pick<ImportedEmployee, 'externalId' | 'email' | 'startDate'>[]): Promise<Set<string>> {
    const externalIds = [...new Set(candidates.flatMap((c) => (c.externalId ? [c.externalId] : [])))];
    const params: unknown[] = [externalIds, candidates.map((c) => c.email), candidates.map((c) => c.startDate)];
    const company = Scope.company(companyId).companySql('e.company_id', params);
    const rows: { external_id: string | null; email: string; start_date: string | null }[] = await (m ?? this.dataSource.manager).query(
      `SELECT e.external_id, e.email, e.start_date::text AS start_date FROM employees e
        WHERE ${company} AND e.external_id = ANY($1::text[])
       UNION ALL
       SELECT e.external_id, e.email, e.start_date::text FROM employees e
         JOIN (SELECT DISTINCT * FROM unnest($2::text[], $3::date[])) AS k(email, start_date) ON e.email = k.email AND e.start_date = k.start_date
        WHERE ${company}`,
      params,
    );
    const keys = new Set<string>();
    for (const r of rows) {
      if (r.external_id) keys.add(externalKey(r.external_id));
      if (r.start_date) keys.add(emailDayKey(r.email, r.start_date));
    }
    return keys;
  }

  /**
   * Inserts the employees in chunks, one multi-row INSERT each (arrays unnested), and answers the
   * created ones' ids and locations. A row whose external id another transaction took meanwhile is
   * skipped (ON CONFLICT on employees_company_external_key), never a failure.
   */
  async insertMany(m: EntityManager, companyId: number, employees: readonly (ImportedEmployee & { url: string })[]): Promise<{ id: string; locationId: number }[]> {
    const created: { id: string; locationId: number }[] = [];
    for (let i = 0; i < employees.length; i += INSERT_CHUNK) {
      const chunk = employees.slice(i, i + INSERT_CHUNK);
      const column = <K extends keyof ImportedEmployee | 'url'>(k: K) => chunk.map((e) => e[k]);
      const rows: { id: string; location_id: number }[] = await m.query(
        `INSERT INTO employees (company_id, location_id, firstname, lastname, email, mobile_phone, language, external_id, job_title, url, i9_status, start_date, offer_accepted_on)
         SELECT $1, r.location_id, r.firstname, r.lastname, r.email, r.mobile_phone, r.language, r.external_id, r.job_title, r.url, 'pending', r.start_date, r.offer_accepted_on
           FROM unnest($2::int[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[], $8::text[], $9::text[], $10::text[], $11::date[], $12::date[])
                WITH ORDINALITY AS r(location_id, firstname, lastname, email, mobile_phone, language, external_id, job_title, url, start_date, offer_accepted_on, n)
          ORDER BY r.n
         ON CONFLICT (company_id, external_id) WHERE external_id IS NOT NULL DO NOTHING
         RETURNING id, location_id`,
        [
          companyId,
          column('locationId'),
          column('firstname'),
          column('lastname'),
          column('email'),
          column('mobilePhone'),
          column('language'),
          column('externalId'),
          column('jobTitle'),
          column('url'),
          column('startDate'),
          column('offerAcceptedOn'),
        ],
      );
      created.push(...rows.map((r) => ({ id: r.id, locationId: r.location_id })));
    }
    return created;
  }

  async record(m: EntityManager, values: EmployeeImportRecord): Promise<EmployeeImport> {
    return m.save(m.create(EmployeeImport, values));
  }

  /** The company's imports in scope, newest first (a member sees the company's too: they hold counts only). */
  list(scope: Scope, companyId: number, page: { take: number; skip: number }): Promise<[EmployeeImport[], number]> {
    if (!scope.includes(companyId)) return Promise.resolve([[], 0]);
    return this.dataSource.getRepository(EmployeeImport).findAndCount({ where: scope.whereCompany({ companyId }), order: { createdAt: 'DESC', id: 'DESC' }, take: page.take, skip: page.skip });
  }
}
