import { Body, Controller, Get, HttpCode, Param, Patch, Post, Query } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { AdminOnly, Authenticated, Public } from '../../common/auth/access.decorator';
import { CurrentActor, CurrentSession } from '../../common/auth/current-session.decorator';
import type { Actor, Session } from '../../common/auth/session';
import { IntIdParam } from '../../common/http/path-ids';
import { CompaniesService } from './companies.service';
import { CreatedResponse } from '../../common/http/created-response';
import { CompanyDetail, CompanyList, CompanyListQuery, CompanyUpdateDto, ContactDto, SignupDto, SignupResponse } from './companies.dto';
import { presentCompany } from './company.presenter';
import type { Company } from '@clearhire/db';
import { DocumentsService } from '../files/documents.service';
import { presentDocuments } from '../files/document.view';

@ApiTags('companies')
@Controller('companies')
export class CompaniesController {
  constructor(
    private readonly companies: CompaniesService,
    private readonly documents: DocumentsService,
  ) {}

  @Post()
  @HttpCode(201)
  @Public({ recaptcha: true })
  @ApiCreatedResponse({ type: SignupResponse })
  async signup(@Body() dto: SignupDto, @CurrentActor() actor: Actor): Promise<SignupResponse> {
    return { companyId: await this.companies.signup(dto, actor) };
  }

  @Post('contact')
  @HttpCode(201)
  @Public({ recaptcha: true })
  @ApiCreatedResponse({ type: CreatedResponse })
  async contact(@Body() dto: ContactDto, @CurrentActor() actor: Actor): Promise<CreatedResponse> {
    return { id: await this.companies.requestDemo(dto, actor) };
  }

  @Get()
  @AdminOnly()
  @ApiOkResponse({ type: CompanyList })
  async list(@Query() query: CompanyListQuery, @CurrentSession() session: Session): Promise<CompanyList> {
    const { data, names, count } = await this.companies.list(query, session);
    return { data: data.map(presentCompany), names, count };
  }

  @Get(':id')
  @Authenticated()
  @ApiOkResponse({ type: CompanyDetail })
  async detail(
    @Param('id', new IntIdParam('Company')) id: number,
    @CurrentSession() session: Session,
    @CurrentActor() actor: Actor,
  ): Promise<CompanyDetail> {
    return this.detailOf(await this.companies.findVisible(id, session, actor), session);
  }

  @Patch(':id')
  @Authenticated()
  @ApiOkResponse({ type: CompanyDetail })
  async update(
    @Param('id', new IntIdParam('Company')) id: number,
    @Body() dto: CompanyUpdateDto,
    @CurrentSession() session: Session,
    @CurrentActor() actor: Actor,
  ): Promise<CompanyDetail> {
    return this.detailOf(await this.companies.update(id, dto, session, actor), session);
  }

  /** The company with its signed ERD forms. */
  private async detailOf(company: Company, session: Session): Promise<CompanyDetail> {
    const documents = await this.documents.listFor({ companyId: company.id, kind: 'erd-authorization' }, session);
    return { data: { ...presentCompany(company), documents: presentDocuments(documents) } };
  }
}
