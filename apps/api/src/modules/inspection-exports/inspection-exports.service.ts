import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import type { InspectionExport } from '@clearhire/db';
import { compareCalendarDates } from '@clearhire/domain';
import { AuditService, JobName, JobQueue } from '@clearhire/server';
import type { Actor, Session } from '../../common/auth/session';
import { Scope } from '../../common/auth/scope';
import { ApiError } from '../../common/errors/api-error';
import { pageOf } from '../../common/http/page';
import { CompaniesRepository } from '../companies/companies.repository';
import { LocationsRepository } from '../locations/locations.repository';
import { InspectionExportsRepository } from './inspection-exports.repository';
import type { InspectionExportListQuery, StartInspectionExportDto } from './inspection-exports.dto';

/**
 * Inspection exports (8 CFR 274a.2(b)(2)(ii): produced within 3 business days of a notice; docs/compliance.md §4.8, §5): a company's Form I-9s gathered into one
 * zip for an inspector, asked for here and built by the worker, progress and all.
 */
@Injectable()
export class InspectionExportsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly exports: InspectionExportsRepository,
    private readonly companies: CompaniesRepository,
    private readonly locations: LocationsRepository,
    private readonly audit: AuditService,
    @Inject(JobQueue) private readonly jobs: JobQueue,
  ) {}

  async start(dto: StartInspectionExportDto, session: Session, actor: Actor): Promise<string> {
    const scope = Scope.chosen(session, dto.companyId, "You can only export your own company's Form I-9s.", { required: true });
    const companyId = scope.companyId;
    // Scope.chosen with `required` names one company or refuses: never every company here.
    if (companyId === undefined) throw ApiError.badRequest('Choose the company (companyId).', 'companyId');
    let range: { hiredFrom: string | null; hiredTo: string | null } = { hiredFrom: null, hiredTo: null };
    if (dto.scope === 'hire-range') {
      if (!dto.hiredFrom || !dto.hiredTo) {
        throw new ApiError(400, [
          ...(dto.hiredFrom ? [] : [{ msg: 'Give the first day of the hire range.', param: 'hiredFrom' }]),
          ...(dto.hiredTo ? [] : [{ msg: 'Give the last day of the hire range.', param: 'hiredTo' }]),
        ]);
      }
      if (compareCalendarDates(dto.hiredFrom, dto.hiredTo) > 0) throw ApiError.badRequest('The hire range ends before it starts.', 'hiredTo');
      range = { hiredFrom: dto.hiredFrom, hiredTo: dto.hiredTo };
    } else if (dto.hiredFrom || dto.hiredTo) {
      throw ApiError.badRequest('A hire range goes with the scope hire-range only.', dto.hiredFrom ? 'hiredFrom' : 'hiredTo');
    }
    const id = await this.dataSource.transaction(async (m) => {
      const company = await this.companies.findOne(scope, companyId, { manager: m });
      if (!company) throw ApiError.notFound('Company');
      const locationIds = await this.coveredLocations(m, scope, companyId, dto.locationIds);
      const saved = await this.exports.request(m, { companyId, requestedBy: session.userId, scope: dto.scope, ...range, locationIds });
      await this.audit.record(m, { actor, action: 'inspection_export.requested', recordType: 'inspection_export', recordId: saved.id, companyId, detail: { scope: dto.scope, ...(locationIds ? { locationIds } : {}) } });
      return saved.id;
    });
    await this.jobs.enqueue(JobName.BuildInspectionExport, { exportId: id });
    return id;
  }

  /**
   * The locations the export covers, or null for every location: those requested, each one of the
   * company's in scope (400 on locationIds otherwise: a member only among theirs); none requested is
   * every location for owners and administrators, and all of a member's own for a member, never the
   * whole company (a member has none: 400).
   */
  private async coveredLocations(m: EntityManager, scope: Scope, companyId: number, requested: number[] | undefined): Promise<number[] | null> {
    if ((!requested || requested.length === 0) && !scope.limitedToLocations) return null;
    const inScope = (await this.locations.listOf(scope, companyId, m)).map((l) => l.id);
    if (!requested || requested.length === 0) {
      if (inScope.length === 0) throw ApiError.badRequest('You have no location to export: ask an owner to assign you one.', 'locationIds');
      return inScope.sort((a, b) => a - b);
    }
    if (requested.some((id) => !inScope.includes(id))) throw ApiError.badRequest(scope.limitedToLocations ? 'Choose among your locations.' : "Choose among the company's locations.", 'locationIds');
    return [...new Set(requested)].sort((a, b) => a - b);
  }

  async findVisible(id: string, session: Session): Promise<InspectionExport> {
    const found = await this.exports.findOne(Scope.of(session), id);
    if (!found) throw ApiError.notFound('Inspection export');
    return found;
  }

  list(q: InspectionExportListQuery, session: Session): Promise<[InspectionExport[], number]> {
    return this.exports.list(Scope.filtered(session, q.companyId), pageOf(q));
  }
}
