import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager, SelectQueryBuilder } from 'typeorm';
import { Employee } from '@clearhire/db';
import type { Scope } from '../../common/auth/scope';
import { likePattern } from '../../common/http/page';

/** Employees and their Form I-9 as the session may see them: every read takes the request's Scope. */
@Injectable()
export class EmployeesRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** The list query (snapshotted in a test): employees in scope matching a name or e-mail, newest first. */
  listQuery(scope: Scope, search: string | undefined): SelectQueryBuilder<Employee> {
    const qb = this.dataSource.getRepository(Employee).createQueryBuilder('e').innerJoinAndSelect('e.company', 'c')
      // Of Section 2 the list needs only whether and when it was signed against its due date.
      .leftJoin('e.section2', 's2')
      .addSelect(['s2.id', 's2.signedOn', 's2.dueDate']);
    const params: unknown[] = [];
    const scoped = scope.sql('e.company_id', params);
    if (scoped !== 'TRUE') qb.andWhere(scoped.replace('$1', ':scopeId'), { scopeId: params[0] });
    if (search) qb.andWhere("(e.firstname || ' ' || e.lastname ILIKE :p OR e.email ILIKE :p)", { p: likePattern(search) });
    return qb.orderBy('e.created_at', 'DESC').addOrderBy('e.id', 'DESC');
  }

  list(scope: Scope, search: string | undefined, page: { take: number; skip: number }): Promise<[Employee[], number]> {
    return this.listQuery(scope, search).take(page.take).skip(page.skip).getManyAndCount();
  }

  /**
   * The employee a private I-9 link names. Public by design: the link's 256 random bits are the
   * credential, so no company scope applies; callers check the token's shape first.
   */
  findByLink(url: string): Promise<Employee | null> {
    return this.dataSource.getRepository(Employee).findOne({ where: { url }, relations: { company: true } });
  }

  /** An employee in scope with its company, Section 1 and Section 2, or null. `lock` holds the row (alone) for the caller's transaction. */
  findOne(scope: Scope, id: string, opts: { manager?: EntityManager; lock?: boolean } = {}): Promise<Employee | null> {
    return (opts.manager ?? this.dataSource.manager).findOne(Employee, {
      where: scope.where({ id }),
      ...(opts.lock ? { lock: { mode: 'pessimistic_write' as const, tables: ['employees'] } } : { relations: { company: true, i9Form: { preparers: true }, section2: { documents: true } } }),
    });
  }
}
