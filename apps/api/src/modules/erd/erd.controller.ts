import { Body, Controller, HttpCode, Param, Patch, Post } from '@nestjs/common';
import { ApiCreatedResponse, ApiTags } from '@nestjs/swagger';
import { AdminOnly, CompanyOwner } from '../../common/auth/access.decorator';
import { CurrentActor, CurrentSession } from '../../common/auth/current-session.decorator';
import type { Actor, CompanySession, Session } from '../../common/auth/session';
import { IntIdParam } from '../../common/http/path-ids';
import { CreatedResponse } from '../../common/http/created-response';
import { ErdDto, ErdStatusResponse } from './erd.dto';
import { ErdService } from './erd.service';

@ApiTags('forms')
@Controller('forms')
export class ErdController {
  constructor(private readonly erd: ErdService) {}

  @Post('erd')
  @HttpCode(201)
  @CompanyOwner()
  @ApiCreatedResponse({ type: CreatedResponse })
  async submit(@Body() dto: ErdDto, @CurrentSession() session: Session, @CurrentActor() actor: Actor): Promise<CreatedResponse> {
    return { id: await this.erd.submit(dto, session as CompanySession, actor) };
  }

  @Patch(':companyId/erd')
  @HttpCode(201)
  @AdminOnly()
  @ApiCreatedResponse({ type: ErdStatusResponse })
  async approve(
    @Param('companyId', new IntIdParam('Company')) companyId: number,
    @CurrentSession() session: Session,
    @CurrentActor() actor: Actor,
  ): Promise<ErdStatusResponse> {
    await this.erd.approve(companyId, session, actor);
    return { erd_status: 'approved' };
  }
}
