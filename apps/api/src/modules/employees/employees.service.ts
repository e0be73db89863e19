import { HttpStatus, Inject, Injectable } from '@nestjs/common';
import { Clock, JobName, JobQueue } from '@clearhire/server';
import { hireDatesProblems, i9RetainUntil, terminationProblems } from '@clearhire/domain';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { Employee } from '@clearhire/db';
import type { Actor, CompanySession, Session } from '../../common/auth/session';
import { Scope } from '../../common/auth/scope';
import { newPrivateLinkToken } from '../../common/links/private-link-token';
import { CompaniesRepository } from '../companies/companies.repository';
import { EmployeesRepository } from './employees.repository';
import { ApiError } from '../../common/errors/api-error';
import { pageOf } from '../../common/http/page';
import { listReadEvent } from '../../common/http/list-read';
import { AuditService } from '@clearhire/server';
import type { AddEmployeeDto, EmployeeListQuery, EmployeeUpdateDto } from './employees.dto';

/** 256 random bits, URL-safe: the private I-9 link cannot be guessed or derived from an id. */

@Injectable()
export class EmployeesService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly audit: AuditService,
    @Inject(JobQueue) private readonly jobs: JobQueue,
    private readonly employees: EmployeesRepository,
    private readonly companies: CompaniesRepository,
    private readonly clock: Clock,
  ) {}

  async add(dto: AddEmployeeDto, session: CompanySession, actor: Actor): Promise<string> {
    const employeeId = await this.dataSource.transaction(async (m) => {
      const company = await this.companies.findOne(Scope.of(session), session.companyId, { manager: m });
      if (!company) throw ApiError.notFound('Company');
      if (company.erdStatus !== 'approved') {
        throw ApiError.forbidden('Employees can be added once your ERD and I-9 employer authorization are approved.');
      }
      const problems = hireDatesProblems(dto, this.clock.todayIn(company.timeZone));
      if (problems.length) throw new ApiError(HttpStatus.BAD_REQUEST, problems);
      const employee = await this.employees.add(m, {
        companyId: company.id,
        firstname: dto.firstname,
        lastname: dto.lastname,
        email: dto.email.toLowerCase(),
        url: newPrivateLinkToken(),
        i9Status: 'pending',
        startDate: dto.startDate ?? null,
        offerAcceptedOn: dto.offerAcceptedOn ?? null,
      });
      await this.audit.record(m, { actor, action: 'employee.created', recordType: 'employee', recordId: employee.id, companyId: company.id });
      return employee.id;
    });
    // The invitation with the private /i9 link; the sweep re-sends any that Redis could not take.
    await this.jobs.enqueue(JobName.SendI9Invitation, { employeeId });
    return employeeId;
  }

  /** One page of the employees the session may see, and the total; the read is audited. */
  async list(q: EmployeeListQuery, session: Session, actor: Actor): Promise<{ rows: { employee: Employee; companyName: string }[]; count: number }> {
    const scope = Scope.of(session);
    const page = pageOf(q);
    const [employees, count] = await this.employees.list(scope, q.search, page, q.reverify === 'due' ? this.clock.now() : undefined);
    await this.audit.recordAccess(
      listReadEvent(actor, {
        action: 'employees.listed',
        scope,
        // The search is a person's name or e-mail: only that one was made is kept.
        filters: { search: q.search ? true : undefined, reverify: q.reverify },
        page,
        ids: { name: 'employeeIds', values: employees.map((e) => e.id) },
        total: count,
      }),
    );
    return { rows: employees.map((employee) => ({ employee, companyName: employee.company!.name })), count };
  }

  /**
   * Records the end of employment (the company's users and administrators), which sets the Form
   * I-9's retention date, and an administrator's legal hold, which keeps it past that date. Audited
   * with the old and new values.
   */
  async update(id: string, dto: EmployeeUpdateDto, session: Session, actor: Actor): Promise<void> {
    if (dto.terminationDate === undefined && dto.legalHold === undefined) throw ApiError.badRequest('Give a termination date or a legal hold to change.');
    await this.dataSource.transaction(async (m) => {
      const scope = Scope.of(session);
      const employee = await this.employees.findOne(scope, id, { manager: m, lock: true });
      if (!employee) throw ApiError.notFound('Employee');
      if (dto.legalHold !== undefined && !session.isAdmin) throw ApiError.forbidden('Only administrators can place or lift a legal hold.');
      const changes: Partial<Pick<Employee, 'terminationDate' | 'retainUntil' | 'legalHold'>> = {};
      if (dto.terminationDate !== undefined) {
        const company = await this.companies.findOne(scope, employee.companyId, { manager: m });
        if (!company) throw ApiError.notFound('Employee');
        // After a rehire (Supplement B), the latest hire is the one the retention counts from.
        const hiredOn = employee.rehiredOn ?? employee.startDate;
        const problems = terminationProblems(dto.terminationDate, hiredOn, this.clock.todayIn(company.timeZone));
        if (problems.length) throw new ApiError(HttpStatus.BAD_REQUEST, problems);
        changes.terminationDate = dto.terminationDate;
        changes.retainUntil = i9RetainUntil(hiredOn!, dto.terminationDate);
      }
      if (dto.legalHold !== undefined) changes.legalHold = dto.legalHold;
      await this.employees.updateEmployment(m, id, changes);
      const detail = Object.fromEntries(Object.entries(changes).map(([k, to]) => [k, { from: employee[k as keyof Employee], to }]));
      await this.audit.record(m, { actor, action: 'employee.updated', recordType: 'employee', recordId: id, companyId: employee.companyId, detail });
    });
  }

  /** An employee the session may see (404 otherwise), with Section 1; the read is audited. */
  async findVisible(id: string, session: Session, actor: Actor): Promise<{ employee: Employee; companyName: string }> {
    const employee = await this.employees.findOne(Scope.of(session), id);
    if (!employee) throw ApiError.notFound('Employee');
    await this.audit.recordAccess({ actor, action: 'employee.read', recordType: 'employee', recordId: id, companyId: employee.companyId });
    return { employee, companyName: employee.company!.name };
  }
}
