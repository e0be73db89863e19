import { Body, Controller, Get, HttpCode, Param, Post, Query, StreamableFile, UploadedFile, UseInterceptors } from '@nestjs/common';
import { ApiBody, ApiConsumes, ApiOkResponse, ApiProduces, ApiTags } from '@nestjs/swagger';
import { Authenticated } from '../../common/auth/access.decorator';
import { CurrentActor, CurrentSession } from '../../common/auth/current-session.decorator';
import type { Actor, Session } from '../../common/auth/session';
import { CreditList, CreditListQuery, CreditSummary, CreditSummaryQuery, Form5884Query, WageImportDto, WageImportForm, WageImportResult } from './credits.dto';
import { CreditsService } from './credits.service';
import { CsvUploadInterceptor } from './csv-upload.interceptor';
import { TaxYearParam } from './tax-year.param';
import { WageImportService } from './wage-import.service';

@ApiTags('credits')
@Controller('credits')
export class CreditsController {
  constructor(
    private readonly credits: CreditsService,
    private readonly imports: WageImportService,
  ) {}

  /** Certified hires (approved, with a start date), newest start first, with their wage records and credits. */
  @Get()
  @Authenticated()
  // Also tagged 'submissions': an approval or a recorded hire changes who is listed (the portal's cache refetches).
  @ApiTags('submissions')
  @ApiOkResponse({ type: CreditList })
  list(@Query() query: CreditListQuery, @CurrentSession() session: Session, @CurrentActor() actor: Actor): Promise<CreditList> {
    return this.credits.list(query, session, actor);
  }

  /** Form 5884 lines per tax year and the credit per target group (the dashboard's chart). */
  @Get('summary')
  @Authenticated()
  @ApiTags('submissions')
  @ApiOkResponse({ type: CreditSummary })
  summary(@Query() query: CreditSummaryQuery, @CurrentSession() session: Session, @CurrentActor() actor: Actor): Promise<CreditSummary> {
    return this.credits.summary(query, session, actor);
  }

  /** One company's Form 5884 worksheet (PDF) or schedule (CSV) for a tax year. The file name carries no personal data. */
  @Get('form-5884/:taxYear')
  @Authenticated()
  @ApiProduces('application/pdf', 'text/csv')
  @ApiOkResponse({ schema: { type: 'string', format: 'binary' } })
  async form5884(
    @Param('taxYear', TaxYearParam) taxYear: number,
    @Query() query: Form5884Query,
    @CurrentSession() session: Session,
    @CurrentActor() actor: Actor,
  ): Promise<StreamableFile> {
    const { filename, contentType, bytes } = await this.credits.form5884(taxYear, query.format ?? 'pdf', query.companyId, session, actor);
    return new StreamableFile(bytes, { type: contentType, disposition: `attachment; filename="${filename}"`, length: bytes.length });
  }

  /** Hours and wages from a CSV: every row is checked, and nothing is saved unless all are good. */
  @Post('import')
  @HttpCode(200)
  @Authenticated()
  @ApiConsumes('multipart/form-data')
  @ApiBody({ type: WageImportForm })
  @ApiOkResponse({ type: WageImportResult })
  @UseInterceptors(CsvUploadInterceptor)
  import(
    @Body() dto: WageImportDto,
    @UploadedFile() file: Express.Multer.File | undefined,
    @CurrentSession() session: Session,
    @CurrentActor() actor: Actor,
  ): Promise<WageImportResult> {
    return this.imports.import(file, dto, session, actor);
  }
}
