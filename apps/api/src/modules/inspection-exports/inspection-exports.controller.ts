import { Body, Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { AcceptsApiKey } from '../../common/auth/key-scope.decorator';
import { ApiAcceptedResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { InspectionExport } from '@clearhire/db';
import { Authenticated } from '../../common/auth/access.decorator';
import { CurrentActor, CurrentSession } from '../../common/auth/current-session.decorator';
import type { Actor, Session } from '../../common/auth/session';
import { UuidParam } from '../../common/http/path-ids';
import { AcceptedResponse, InspectionExportDetail, InspectionExportList, InspectionExportListQuery, type InspectionExportView, StartInspectionExportDto } from './inspection-exports.dto';
import { InspectionExportsService } from './inspection-exports.service';

function present(e: InspectionExport): InspectionExportView {
  return {
    id: e.id,
    company_id: e.companyId,
    scope: e.scope,
    hired_from: e.hiredFrom,
    hired_to: e.hiredTo,
    location_ids: e.locationIds,
    status: e.status,
    done: e.done,
    total: e.total,
    file_id: e.status === 'done' ? e.documentId : null,
    error: e.error,
    created_at: e.createdAt.toISOString(),
    finished_at: e.finishedAt?.toISOString() ?? null,
  };
}

@ApiTags('inspection-exports')
@Controller('inspection-exports')
export class InspectionExportsController {
  constructor(private readonly exports: InspectionExportsService) {}

  /** Starts an export: 202 with its id; the worker builds the zip, GET answers its progress. */
  @Post()
  @HttpCode(202)
  @Authenticated()
  @AcceptsApiKey('inspection-exports:write')
  @ApiAcceptedResponse({ type: AcceptedResponse })
  async start(@Body() dto: StartInspectionExportDto, @CurrentSession() session: Session, @CurrentActor() actor: Actor): Promise<AcceptedResponse> {
    return { id: await this.exports.start(dto, session, actor) };
  }

  @Get()
  @Authenticated()
  @AcceptsApiKey('inspection-exports:write')
  @ApiOkResponse({ type: InspectionExportList })
  async list(@Query() query: InspectionExportListQuery, @CurrentSession() session: Session): Promise<InspectionExportList> {
    const [rows, count] = await this.exports.list(query, session);
    return { data: rows.map(present), count };
  }

  @Get(':id')
  @Authenticated()
  @AcceptsApiKey('inspection-exports:write')
  @ApiOkResponse({ type: InspectionExportDetail })
  async detail(@Param('id', new UuidParam('Inspection export')) id: string, @CurrentSession() session: Session): Promise<InspectionExportDetail> {
    return { data: present(await this.exports.findVisible(id, session)) };
  }
}
