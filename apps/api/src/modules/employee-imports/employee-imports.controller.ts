import { Controller, Get, HttpCode, Param, Post, Query, Req, UseInterceptors } from '@nestjs/common';
import { ApiBody, ApiConsumes, ApiCreatedResponse, ApiOkResponse, ApiProperty, ApiTags } from '@nestjs/swagger';
import { EMPLOYEE_IMPORT_LIMITS } from '@clearhire/contracts';
import { CompanyUser } from '../../common/auth/access.decorator';
import { AcceptsApiKey } from '../../common/auth/key-scope.decorator';
import { CurrentActor, CurrentSession } from '../../common/auth/current-session.decorator';
import type { Actor, CompanySession, Session } from '../../common/auth/session';
import { IntIdParam } from '../../common/http/path-ids';
import { PageQuery } from '../../common/http/page';
import { CSV_BYTES, CsvBodyInterceptor, type RequestWithCsv } from './csv-body.interceptor';
import { EmployeeImportList, EmployeeImportPreview, EmployeeImportQuery, EmployeeImportResult } from './employee-imports.dto';
import { EmployeeImportsService } from './employee-imports.service';
import { presentImport, presentProblem } from './employee-import.presenter';

class EmployeeCsvForm {
  @ApiProperty({ type: 'string', format: 'binary', description: `CSV, at most 5 MB and ${EMPLOYEE_IMPORT_LIMITS.maxRows.toLocaleString('en-US')} rows; header ${EMPLOYEE_IMPORT_LIMITS.columns.join(', ')}` })
  file!: unknown;
}

const bytesOf = (req: RequestWithCsv): Buffer => req[CSV_BYTES]!;

/**
 * Bulk employee imports from a CSV, for the portal and for HR systems (with an API key holding
 * employees:write): a preview that saves nothing, the import, and the company's past imports.
 */
// Tagged with the employees: an import changes the employees list, which the portal's client then reloads.
@ApiTags('employees')
@Controller('companies/:companyId/employee-imports')
export class EmployeeImportsController {
  constructor(private readonly imports: EmployeeImportsService) {}

  @Post('preview')
  @HttpCode(200)
  @CompanyUser()
  @AcceptsApiKey('employees:write')
  @ApiConsumes('multipart/form-data', 'text/csv')
  @ApiBody({ type: EmployeeCsvForm })
  @ApiOkResponse({ type: EmployeeImportPreview })
  @UseInterceptors(CsvBodyInterceptor)
  async preview(@Param('companyId', new IntIdParam('Company')) companyId: number, @Req() req: RequestWithCsv, @CurrentSession() session: Session): Promise<EmployeeImportPreview> {
    const checked = await this.imports.preview(companyId, bytesOf(req), session as CompanySession);
    return { rows: checked.rows, valid: checked.toCreate.length, invalid: checked.invalid, duplicates: checked.existing, problems: checked.problems.map(presentProblem) };
  }

  @Post()
  @HttpCode(201)
  @CompanyUser()
  @AcceptsApiKey('employees:write')
  @ApiConsumes('multipart/form-data', 'text/csv')
  @ApiBody({ type: EmployeeCsvForm })
  @ApiCreatedResponse({ type: EmployeeImportResult })
  @UseInterceptors(CsvBodyInterceptor)
  async create(
    @Param('companyId', new IntIdParam('Company')) companyId: number,
    @Query() query: EmployeeImportQuery,
    @Req() req: RequestWithCsv,
    @CurrentSession() session: Session,
    @CurrentActor() actor: Actor,
  ): Promise<EmployeeImportResult> {
    const outcome = await this.imports.import(companyId, bytesOf(req), query.mode, session as CompanySession, actor);
    return { id: outcome.id, mode: outcome.mode, rows: outcome.rows, created: outcome.created, existing: outcome.existing, rejected: outcome.invalid, problems: outcome.problems.map(presentProblem) };
  }

  @Get()
  @CompanyUser()
  @AcceptsApiKey('employees:write')
  @ApiOkResponse({ type: EmployeeImportList })
  async list(@Param('companyId', new IntIdParam('Company')) companyId: number, @Query() query: PageQuery, @CurrentSession() session: Session): Promise<EmployeeImportList> {
    const [rows, count] = await this.imports.list(companyId, query, session as CompanySession);
    return { data: rows.map(presentImport), count };
  }
}
