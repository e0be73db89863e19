import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import type { EmployeeImportMode } from '@clearhire/contracts';
import type { Company } from '@clearhire/db';
import { AuditService, Clock, JobName, JobQueue } from '@clearhire/server';
import type { Actor, CompanySession } from '../../common/auth/session';
import { Scope } from '../../common/auth/scope';
import { ApiError } from '../../common/errors/api-error';
import { newPrivateLinkToken } from '../../common/links/private-link-token';
import { pageOf, type PageQuery } from '../../common/http/page';
import { CompaniesRepository } from '../companies/companies.repository';
import { LocationsRepository } from '../locations/locations.repository';
import { EmployeeIntake } from '../employees/employee-intake';
import { fileRefusal, readEmployeeCsv, type EmployeeImportProblem } from './employee-csv';
import { checkEmployeeRows, emailDayKey, externalKey, type ImportedEmployee } from './import-rows';
import { EmployeeImportsRepository } from './employee-imports.repository';
import type { EmployeeImport } from '@clearhire/db';

/** The file checked against the company: what would be created, what is already there, and every problem. */
export interface CheckedImport {
  rows: number;
  toCreate: ImportedEmployee[];
  existing: number;
  invalid: number;
  problems: EmployeeImportProblem[];
}

export interface ImportOutcome extends CheckedImport {
  id: string;
  mode: EmployeeImportMode;
  created: number;
}

/**
 * The bulk employee import: a CSV checked row by row with the rules of adding an employee by hand,
 * previewed without saving anything, then imported in one transaction (all rows or only the valid
 * ones, as the user chooses) with each employee's audit event, after which every new employee is sent
 * the Form I-9 link. An employee the company already has (same external id, or same e-mail and first
 * day) is reported as already there and never created twice.
 */
@Injectable()
export class EmployeeImportsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(JobQueue) private readonly jobs: JobQueue,
    private readonly audit: AuditService,
    private readonly imports: EmployeeImportsRepository,
    private readonly companies: CompaniesRepository,
    private readonly locations: LocationsRepository,
    private readonly clock: Clock,
  ) {}

  /** The file's check, nothing saved. */
  async preview(companyId: number, bytes: Buffer, session: CompanySession): Promise<CheckedImport> {
    const { scope, company } = await this.companyToImportTo(companyId, session);
    const rows = readEmployeeCsv(bytes);
    return this.check(undefined, scope, company, rows);
  }

  async import(companyId: number, bytes: Buffer, mode: EmployeeImportMode, session: CompanySession, actor: Actor): Promise<ImportOutcome> {
    const { scope, company } = await this.companyToImportTo(companyId, session);
    const rows = readEmployeeCsv(bytes);
    const outcome = await this.dataSource.transaction(async (m) => {
      await this.imports.lockCompany(m, company.id);
      const checked = await this.check(m, scope, company, rows);
      if (mode === 'all' && checked.problems.length) throw fileRefusal(checked.problems);
      const created = await this.imports.insertMany(m, company.id, checked.toCreate.map((e) => ({ ...e, url: newPrivateLinkToken() })));
      const record = await this.imports.record(m, {
        companyId: company.id,
        // Another system's import names its API key; a person's, the user.
        userId: actor.session?.apiKey ? null : (actor.session?.userId ?? null),
        apiKeyId: actor.session?.apiKey?.id ?? null,
        mode,
        rows: checked.rows,
        created: created.length,
        existing: checked.existing + (checked.toCreate.length - created.length),
        rejected: checked.invalid,
      });
      const entry = { actor, action: 'employee.created', recordType: 'employee' as const, companyId: company.id };
      await this.audit.recordMany(m, entry, created.map((e) => ({ recordId: e.id, detail: { locationId: e.locationId, importId: record.id } })));
      await this.audit.record(m, {
        actor,
        action: 'employees.imported',
        recordType: 'company',
        recordId: company.id,
        companyId: company.id,
        detail: { importId: record.id, mode, rows: record.rows, created: record.created, existing: record.existing, rejected: record.rejected },
      });
      return { ...checked, id: record.id, mode, created: created.length, existing: record.existing, createdIds: created.map((e) => e.id) };
    });
    // After the commit, as for an employee added by hand (EmployeeIntake.invite); what Redis cannot
    // take now the worker's sweep queues later (invited_at IS NULL).
    await this.jobs.enqueueBulk(JobName.SendI9Invitation, outcome.createdIds.map((employeeId) => ({ employeeId })));
    const { createdIds: _ids, ...result } = outcome;
    return result;
  }

  async list(companyId: number, query: PageQuery, session: CompanySession): Promise<[EmployeeImport[], number]> {
    const { scope } = await this.companyToImportTo(companyId, session, { list: true });
    return this.imports.list(scope, companyId, pageOf(query));
  }

  /** The session's own company (another's answers 404, as every company route does), able to add employees (403 otherwise). */
  private async companyToImportTo(companyId: number, session: CompanySession, opts: { list?: boolean } = {}): Promise<{ scope: Scope; company: Company }> {
    const scope = Scope.of(session);
    const company = scope.includes(companyId) ? await this.companies.findOne(scope, companyId) : null;
    if (!company) throw ApiError.notFound('Company');
    const refusal = opts.list ? null : EmployeeIntake.refusal(company);
    if (refusal) throw ApiError.forbidden(refusal);
    return { scope, company };
  }

  private async check(m: EntityManager | undefined, scope: Scope, company: Company, rows: ReturnType<typeof readEmployeeCsv>): Promise<CheckedImport> {
    const all = await this.locations.listOf(Scope.company(company.id), company.id, m);
    const locations = all.map((l) => ({ id: l.id, name: l.name, timeZone: l.timeZone, inScope: scope.includesLocated(company.id, l.id) }));
    const { employees, problems, invalidLines } = checkEmployeeRows(rows, { locations, todayIn: (zone) => this.clock.todayIn(zone) });
    const known = await this.imports.existingKeys(m, company.id, employees);
    const isKnown = (e: ImportedEmployee) => (e.externalId !== null && known.has(externalKey(e.externalId))) || known.has(emailDayKey(e.email, e.startDate));
    const toCreate = employees.filter((e) => !isKnown(e));
    return { rows: rows.length, toCreate, existing: employees.length - toCreate.length, invalid: invalidLines.size, problems };
  }
}
