import { Body, Controller, Get, HttpCode, Inject, Param, Patch, Post, Query } from '@nestjs/common';
import { AcceptsApiKey } from '../../common/auth/key-scope.decorator';
import { Clock } from '@clearhire/server';
import { AppConfig } from '../../config/app-config';
import { ApiCreatedResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { Authenticated, CompanyUser } from '../../common/auth/access.decorator';
import { CurrentActor, CurrentSession } from '../../common/auth/current-session.decorator';
import type { Actor, CompanySession, Session } from '../../common/auth/session';
import { UuidParam } from '../../common/http/path-ids';
import { DocumentsService } from '../files/documents.service';
import { AddEmployeeDto, AddEmployeeResponse, EmployeeDetail, EmployeeList, EmployeeListQuery, EmployeeUpdateDto, LinkSubmissionDto } from './employees.dto';
import { presentEmployee, presentEmployeeDetail, presentSubmissionMatch } from './employee.presenter';
import { EmployeesService } from './employees.service';
import { EVerifyService } from '../everify/everify.service';
import { PersonTimelineService } from '../timeline/person-timeline.service';
import { locationOf } from '../locations/employee-location';

@ApiTags('employees')
@Controller('employees')
export class EmployeesController {
  constructor(
    private readonly employees: EmployeesService,
    private readonly documents: DocumentsService,
    private readonly everify: EVerifyService,
    private readonly timelines: PersonTimelineService,
    private readonly clock: Clock,
    @Inject(AppConfig) private readonly config: AppConfig,
  ) {}

  @Get()
  @Authenticated()
  @AcceptsApiKey('employees:read')
  @ApiOkResponse({ type: EmployeeList })
  async list(@Query() query: EmployeeListQuery, @CurrentSession() session: Session, @CurrentActor() actor: Actor): Promise<EmployeeList> {
    const { rows, count } = await this.employees.list(query, session, actor);
    return { data: rows.map((r) => presentEmployee(r.employee, r.companyName, this.clock.todayIn(locationOf(r.employee).timeZone))), count };
  }

  @Post()
  @HttpCode(201)
  @CompanyUser()
  @AcceptsApiKey('employees:write')
  @ApiCreatedResponse({ type: AddEmployeeResponse })
  async add(@Body() dto: AddEmployeeDto, @CurrentSession() session: Session, @CurrentActor() actor: Actor): Promise<AddEmployeeResponse> {
    const { employeeId, matches } = await this.employees.add(dto, session as CompanySession, actor);
    return { employeeId, submission_matches: matches.map(presentSubmissionMatch) };
  }

  @Get(':id')
  @Authenticated()
  @AcceptsApiKey('employees:read')
  @ApiOkResponse({ type: EmployeeDetail })
  async detail(@Param('id', new UuidParam('Employee')) id: string, @CurrentSession() session: Session, @CurrentActor() actor: Actor): Promise<EmployeeDetail> {
    const { employee, companyName } = await this.employees.findVisible(id, session, actor);
    const documents = await this.documents.listFor({ employeeId: employee.id }, session);
    const everify = await this.everify.viewFor(employee);
    const [matches, timeline, textsOptedOut] = await Promise.all([
      this.employees.submissionMatches(employee, session, actor),
      this.timelines.ofEmployee(employee.id, session, actor),
      this.employees.textsOptedOut(employee),
    ]);
    const view = presentEmployeeDetail(employee, companyName, documents, this.clock.todayIn(locationOf(employee).timeZone), this.config.I9_RECEIPT_VALIDITY_DAYS, everify, timeline);
    return { data: { ...view, submission_matches: matches.map(presentSubmissionMatch), texts_opted_out: textsOptedOut } };
  }

  @Patch(':id')
  @Authenticated()
  @AcceptsApiKey('employees:write')
  @ApiOkResponse({ type: EmployeeDetail })
  async update(
    @Param('id', new UuidParam('Employee')) id: string,
    @Body() dto: EmployeeUpdateDto,
    @CurrentSession() session: Session,
    @CurrentActor() actor: Actor,
  ): Promise<EmployeeDetail> {
    await this.employees.update(id, dto, session, actor);
    return this.detail(id, session, actor);
  }

  /** Sends the private Form I-9 link again under a new token (the old one stops working); answers the employee's detail. */
  @Post(':id/resend-link')
  @HttpCode(200)
  @Authenticated()
  @ApiOkResponse({ type: EmployeeDetail })
  async resendLink(@Param('id', new UuidParam('Employee')) id: string, @CurrentSession() session: Session, @CurrentActor() actor: Actor): Promise<EmployeeDetail> {
    await this.employees.resendLink(id, session, actor);
    return this.detail(id, session, actor);
  }

  /** Links an employee added by hand to the pre-screening the person confirmed is theirs; answers the employee's detail. */
  @Post(':id/submission')
  @HttpCode(201)
  @Authenticated()
  @ApiCreatedResponse({ type: EmployeeDetail })
  async linkSubmission(
    @Param('id', new UuidParam('Employee')) id: string,
    @Body() dto: LinkSubmissionDto,
    @CurrentSession() session: Session,
    @CurrentActor() actor: Actor,
  ): Promise<EmployeeDetail> {
    await this.employees.linkSubmission(id, dto.submissionId, session, actor);
    return this.detail(id, session, actor);
  }
}
