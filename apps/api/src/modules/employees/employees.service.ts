import { Inject, Injectable } from '@nestjs/common';
import { JobName, JobQueue } from '@clearhire/server';
import { InjectDataSource } from '@nestjs/typeorm';
import { randomBytes } from 'node:crypto';
import { DataSource } from 'typeorm';
import { Company, Employee } from '@clearhire/db';
import { companyScope, type Actor, type CompanySession, type Session } from '../../common/auth/session';
import { ApiError } from '../../common/errors/api-error';
import { likePattern, pageOf } from '../../common/http/page';
import { AuditService } from '@clearhire/server';
import type { AddEmployeeDto, EmployeeListQuery } from './employees.dto';

/** 256 random bits, URL-safe: the private I-9 link cannot be guessed or derived from an id. */
export const newI9LinkToken = (): string => randomBytes(32).toString('base64url');

@Injectable()
export class EmployeesService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly audit: AuditService,
    @Inject(JobQueue) private readonly jobs: JobQueue,
  ) {}

  async add(dto: AddEmployeeDto, session: CompanySession, actor: Actor): Promise<string> {
    const employeeId = await this.dataSource.transaction(async (m) => {
      const company = await m.findOne(Company, { where: { id: session.companyId } });
      if (!company) throw ApiError.notFound('Company');
      if (company.erdStatus !== 'approved') {
        throw ApiError.forbidden('Employees can be added once your ERD and I-9 employer authorization are approved.');
      }
      const employee = await m.save(
        m.create(Employee, {
          companyId: company.id,
          firstname: dto.firstname,
          lastname: dto.lastname,
          email: dto.email.toLowerCase(),
          url: newI9LinkToken(),
          i9Status: 'pending',
        }),
      );
      await this.audit.record(m, { actor, action: 'employee.created', recordType: 'employee', recordId: employee.id, companyId: company.id });
      return employee.id;
    });
    // The invitation with the private /i9 link; the sweep re-sends any that Redis could not take.
    await this.jobs.enqueue(JobName.SendI9Invitation, { employeeId });
    return employeeId;
  }

  async list(q: EmployeeListQuery, session: Session): Promise<{ rows: { employee: Employee; companyName: string }[]; count: number }> {
    const qb = this.dataSource.getRepository(Employee).createQueryBuilder('e').innerJoinAndSelect('e.company', 'c');
    const scope = companyScope(session);
    if (scope !== undefined) qb.andWhere('e.company_id = :scope', { scope });
    if (q.search) {
      qb.andWhere("(e.firstname || ' ' || e.lastname ILIKE :p OR e.email ILIKE :p)", { p: likePattern(q.search) });
    }
    const { take, skip } = pageOf(q);
    const [employees, count] = await qb.orderBy('e.created_at', 'DESC').addOrderBy('e.id', 'DESC').take(take).skip(skip).getManyAndCount();
    return { rows: employees.map((employee) => ({ employee, companyName: employee.company!.name })), count };
  }

  /** An employee the session may see (404 otherwise), with Section 1; the read is audited. */
  async findVisible(id: string, session: Session, actor: Actor): Promise<{ employee: Employee; companyName: string }> {
    const scope = companyScope(session);
    const employee = await this.dataSource.getRepository(Employee).findOne({
      where: scope === undefined ? { id } : { id, companyId: scope },
      relations: { company: true, i9Form: true },
    });
    if (!employee) throw ApiError.notFound('Employee');
    await this.audit.recordAccess({ actor, action: 'employee.read', recordType: 'employee', recordId: id, companyId: employee.companyId });
    return { employee, companyName: employee.company!.name };
  }
}
