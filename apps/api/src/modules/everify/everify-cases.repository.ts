import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager, In, type SelectQueryBuilder } from 'typeorm';
import { EVERIFY_OPEN_STATUSES } from '@clearhire/contracts';
import { Employee, EVerifyCase } from '@clearhire/db';
import type { Scope } from '../../common/auth/scope';

/** What a case is created for: the employee asked for, the employer's E-Verify account, the first day. */
export type RequestedCase = Pick<EVerifyCase, 'companyId' | 'employeeId' | 'status' | 'testMode' | 'hireDate' | 'lateReason' | 'lateReasonText' | 'createdBy' | 'nextPollAt'>;

/**
 * E-Verify cases (docs/compliance.md §6) and the employee they are about, as the session may see
 * them: every read takes the request's Scope, so another company's employee answers 404.
 */
@Injectable()
export class EVerifyCasesRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /**
   * The query behind `caseFileOf` (snapshotted in a test): the employee in scope with its company, its
   * location (whose calendar counts the case's deadline) and Section 2.
   */
  caseFileQuery(scope: Scope, employeeId: string, manager?: EntityManager): SelectQueryBuilder<Employee> {
    return (manager ?? this.dataSource.manager)
      .createQueryBuilder(Employee, 'e')
      .innerJoinAndSelect('e.company', 'c')
      .innerJoinAndSelect('e.location', 'l')
      .leftJoinAndSelect('e.section2', 's2')
      .where(scope.where({ id: employeeId }));
  }

  /**
   * The employee in scope with its company, location and Section 2, in one round trip, or null. `lock` holds
   * the employee's row (alone) for the rest of the caller's transaction: a step and the worker's
   * poll never cross.
   */
  caseFileOf(scope: Scope, employeeId: string, opts: { manager?: EntityManager; lock?: boolean } = {}): Promise<Employee | null> {
    const qb = this.caseFileQuery(scope, employeeId, opts.manager);
    return (opts.lock ? qb.setLock('pessimistic_write', undefined, ['e']) : qb).getOne();
  }

  /** The employee's cases in scope, newest first. */
  casesOf(scope: Scope, employeeId: string, manager?: EntityManager): Promise<EVerifyCase[]> {
    return (manager ?? this.dataSource.manager).find(EVerifyCase, { where: scope.whereOfEmployee({ employeeId }), order: { createdAt: 'DESC' } });
  }

  /** The employee's open case in scope, its row held for the rest of the caller's transaction, or null. */
  lockOpenCase(m: EntityManager, scope: Scope, employeeId: string): Promise<EVerifyCase | null> {
    return m.findOne(EVerifyCase, { where: scope.whereOfEmployee({ employeeId, status: In([...EVERIFY_OPEN_STATUSES]) }), lock: { mode: 'pessimistic_write' } });
  }

  /** A new case, to be sent to E-Verify by the worker. */
  async request(m: EntityManager, fields: RequestedCase): Promise<EVerifyCase> {
    return m.save(m.create(EVerifyCase, fields));
  }

  /** Keeps the employer's step written on a case read through this repository. */
  saveStep(m: EntityManager, row: EVerifyCase): Promise<EVerifyCase> {
    return m.save(row);
  }
}
