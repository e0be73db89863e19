import { Body, Controller, HttpCode, Param, Patch, Post } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiProperty, ApiTags } from '@nestjs/swagger';
import { Authenticated } from '../../common/auth/access.decorator';
import { CurrentActor, UserAgent } from '../../common/auth/current-session.decorator';
import type { Actor } from '../../common/auth/session';
import { UuidParam } from '../../common/http/path-ids';
import { CreatedResponse } from '../../common/http/created-response';
import { CompleteSupplementBDto, StartSupplementBDto } from './supplement-b.dto';
import { SupplementBService } from './supplement-b.service';

export class SupplementBStatusResponse {
  @ApiProperty() id!: string;
  @ApiProperty({ enum: ['completed'] }) status!: 'completed';
}

/** Form I-9 Supplement B sections of an employee, scoped like every employee call. */
@ApiTags('employees')
@Controller('employees')
export class ReverificationsController {
  constructor(private readonly supplementB: SupplementBService) {}

  @Post(':id/reverifications')
  @HttpCode(201)
  @Authenticated()
  @ApiCreatedResponse({ type: CreatedResponse })
  async start(@Param('id', new UuidParam('Employee')) id: string, @Body() dto: StartSupplementBDto, @CurrentActor() actor: Actor): Promise<CreatedResponse> {
    return { id: await this.supplementB.start(id, dto, actor) };
  }

  @Patch(':id/reverifications/:rid')
  @Authenticated()
  @ApiOkResponse({ type: SupplementBStatusResponse })
  async complete(
    @Param('id', new UuidParam('Employee')) id: string,
    @Param('rid', new UuidParam('Supplement B section')) rid: string,
    @Body() dto: CompleteSupplementBDto,
    @CurrentActor() actor: Actor,
    @UserAgent() userAgent: string | null,
  ): Promise<SupplementBStatusResponse> {
    await this.supplementB.complete(id, rid, dto, actor, userAgent);
    return { id: rid, status: 'completed' };
  }
}
