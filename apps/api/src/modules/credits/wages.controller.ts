import { Body, Controller, Delete, HttpCode, Param, Put } from '@nestjs/common';
import { ApiNoContentResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { Authenticated } from '../../common/auth/access.decorator';
import { CurrentActor, CurrentSession } from '../../common/auth/current-session.decorator';
import type { Actor, Session } from '../../common/auth/session';
import { UuidParam } from '../../common/http/path-ids';
import { presentHire } from './certified-hire.presenter';
import { CertifiedHireCreditResponse, WageRecordDto } from './credits.dto';
import { TaxYearParam } from './tax-year.param';
import { WagesService } from './wages.service';

/** A certified hire's hours and wages of one tax year, under the submission they belong to. */
@ApiTags('credits')
@Controller('submissions')
export class WagesController {
  constructor(private readonly wages: WagesService) {}

  /** Records (or replaces) the tax year's record and answers the hire with its credits. */
  @Put(':id/wages/:taxYear')
  @Authenticated()
  @ApiOkResponse({ type: CertifiedHireCreditResponse })
  async record(
    @Param('id', new UuidParam('Submission')) id: string,
    @Param('taxYear', TaxYearParam) taxYear: number,
    @Body() dto: WageRecordDto,
    @CurrentSession() session: Session,
    @CurrentActor() actor: Actor,
  ): Promise<CertifiedHireCreditResponse> {
    return { data: presentHire(await this.wages.record(id, taxYear, dto, session, actor)) };
  }

  @Delete(':id/wages/:taxYear')
  @HttpCode(204)
  @Authenticated()
  @ApiNoContentResponse({ description: 'Deleted' })
  async remove(
    @Param('id', new UuidParam('Submission')) id: string,
    @Param('taxYear', TaxYearParam) taxYear: number,
    @CurrentSession() session: Session,
    @CurrentActor() actor: Actor,
  ): Promise<void> {
    await this.wages.remove(id, taxYear, session, actor);
  }
}
