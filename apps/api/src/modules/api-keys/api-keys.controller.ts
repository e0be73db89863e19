import { Body, Controller, Delete, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { Authenticated } from '../../common/auth/access.decorator';
import { CurrentActor, CurrentSession } from '../../common/auth/current-session.decorator';
import type { Actor, Session } from '../../common/auth/session';
import { IntIdParam, UuidParam } from '../../common/http/path-ids';
import { PageQuery, pageOf } from '../../common/http/page';
import { ApiKeyCreateDto, ApiKeyCreatedResponse, ApiKeyList, ApiKeyResponse } from './api-keys.dto';
import { ApiKeysService } from './api-keys.service';

/**
 * A company's API keys: its owners (and administrators, for any company) list, make and revoke them.
 * No route here accepts an API key: a key can never make or revoke keys.
 */
@ApiTags('api-keys')
@Controller('companies/:companyId/api-keys')
export class ApiKeysController {
  constructor(private readonly keys: ApiKeysService) {}

  @Get()
  @Authenticated()
  @ApiOkResponse({ type: ApiKeyList })
  list(@Param('companyId', new IntIdParam('Company')) companyId: number, @Query() query: PageQuery, @CurrentSession() session: Session): Promise<ApiKeyList> {
    return this.keys.list(companyId, pageOf(query), session);
  }

  @Post()
  @HttpCode(201)
  @Authenticated()
  @ApiCreatedResponse({ type: ApiKeyCreatedResponse })
  async create(
    @Param('companyId', new IntIdParam('Company')) companyId: number,
    @Body() dto: ApiKeyCreateDto,
    @CurrentSession() session: Session,
    @CurrentActor() actor: Actor,
  ): Promise<ApiKeyCreatedResponse> {
    return { data: await this.keys.create(companyId, dto, session, actor) };
  }

  /** Revokes the key: the next request made with it answers 401. Idempotent. */
  @Delete(':keyId')
  @Authenticated()
  @ApiOkResponse({ type: ApiKeyResponse })
  async revoke(
    @Param('companyId', new IntIdParam('Company')) companyId: number,
    @Param('keyId', new UuidParam('API key')) keyId: string,
    @CurrentSession() session: Session,
    @CurrentActor() actor: Actor,
  ): Promise<ApiKeyResponse> {
    return { data: await this.keys.revoke(companyId, keyId, session, actor) };
  }
}
