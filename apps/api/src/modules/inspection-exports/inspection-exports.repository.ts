import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { InspectionExport } from '@clearhire/db';
import type { Scope } from '../../common/auth/scope';

/** What an export is asked for: the company, who asks, and which Forms I-9. */
export type RequestedExport = Pick<InspectionExport, 'companyId' | 'requestedBy' | 'scope' | 'hiredFrom' | 'hiredTo' | 'locationIds'>;

/**
 * Inspection exports as the session may see them: every read takes the request's Scope. An export
 * covers some locations (or every one): a member sees only those within their locations.
 */
@Injectable()
export class InspectionExportsRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  findOne(scope: Scope, id: string): Promise<InspectionExport | null> {
    return this.dataSource.getRepository(InspectionExport).findOne({ where: scope.whereCovering({ id }) });
  }

  /** A new export, queued for the worker to build (the company was read in scope). */
  request(m: EntityManager, requested: RequestedExport): Promise<InspectionExport> {
    return m.save(m.create(InspectionExport, { ...requested, status: 'queued' }));
  }

  /** The exports in scope, newest first. */
  list(scope: Scope, page: { take: number; skip: number }): Promise<[InspectionExport[], number]> {
    return this.dataSource.getRepository(InspectionExport).findAndCount({ where: scope.whereCovering({}), order: { createdAt: 'DESC', id: 'DESC' }, take: page.take, skip: page.skip });
  }
}
