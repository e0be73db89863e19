import { Body, Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import { AcceptsApiKey } from '../../common/auth/key-scope.decorator';
import { ApiCreatedResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { Authenticated } from '../../common/auth/access.decorator';
import { CurrentActor } from '../../common/auth/current-session.decorator';
import type { Actor } from '../../common/auth/session';
import { UuidParam } from '../../common/http/path-ids';
import { Scope } from '../../common/auth/scope';
import { CreateEVerifyCaseDto, EVerifyActionDto, EVerifyResponse } from './everify.dto';
import { EVerifyService } from './everify.service';

/** An employee's E-Verify case, scoped like every employee call (404 for another company's employee). */
@ApiTags('everify')
@Controller('employees')
export class EVerifyController {
  constructor(private readonly everify: EVerifyService) {}

  /** Creates the case for the completed Form I-9; the worker submits it and E-Verify's result follows. */
  @Post(':id/everify')
  @HttpCode(201)
  @Authenticated()
  @ApiCreatedResponse({ type: EVerifyResponse })
  async create(@Param('id', new UuidParam('Employee')) id: string, @Body() dto: CreateEVerifyCaseDto, @CurrentActor() actor: Actor): Promise<EVerifyResponse> {
    await this.everify.create(id, dto, actor);
    return this.view(id, actor);
  }

  /**
   * The employer's next step: notify, employee-decision, refer, photo-match or close. 409 names the
   * case's state when the step is out of turn; 503 when E-Verify did not accept it (nothing changed).
   */
  @Post(':id/everify/actions')
  @HttpCode(200)
  @Authenticated()
  @ApiOkResponse({ type: EVerifyResponse })
  async act(@Param('id', new UuidParam('Employee')) id: string, @Body() dto: EVerifyActionDto, @CurrentActor() actor: Actor): Promise<EVerifyResponse> {
    await this.everify.act(id, dto, actor);
    return this.view(id, actor);
  }

  /** The employee's E-Verify block as the employee's page shows it: the current case, its next step and deadline, the earlier cases. */
  @Get(':id/everify')
  @Authenticated()
  @AcceptsApiKey('everify:read')
  @ApiOkResponse({ type: EVerifyResponse })
  async detail(@Param('id', new UuidParam('Employee')) id: string, @CurrentActor() actor: Actor): Promise<EVerifyResponse> {
    return { data: await this.everify.read(id, actor) };
  }

  private async view(id: string, actor: Actor): Promise<EVerifyResponse> {
    return { data: await this.everify.viewOf(Scope.of(actor.session!), id) };
  }
}
