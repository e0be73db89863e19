import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post } from '@nestjs/common';
import { ApiCreatedResponse, ApiNoContentResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { Authenticated } from '../../common/auth/access.decorator';
import { CurrentActor, CurrentSession } from '../../common/auth/current-session.decorator';
import type { Actor, Session } from '../../common/auth/session';
import { IntIdParam } from '../../common/http/path-ids';
import { LocationCreateDto, LocationList, LocationResponse, LocationUpdateDto } from './locations.dto';
import { LocationsService } from './locations.service';

/** A company's locations: its users read those in their scope, owners and administrators manage them. */
@ApiTags('locations')
@Controller('companies/:companyId/locations')
export class LocationsController {
  constructor(private readonly locations: LocationsService) {}

  @Get()
  @Authenticated()
  @ApiOkResponse({ type: LocationList })
  async list(@Param('companyId', new IntIdParam('Company')) companyId: number, @CurrentSession() session: Session): Promise<LocationList> {
    return { data: await this.locations.list(companyId, session) };
  }

  @Post()
  @HttpCode(201)
  @Authenticated()
  @ApiCreatedResponse({ type: LocationResponse })
  async create(
    @Param('companyId', new IntIdParam('Company')) companyId: number,
    @Body() dto: LocationCreateDto,
    @CurrentSession() session: Session,
    @CurrentActor() actor: Actor,
  ): Promise<LocationResponse> {
    return { data: await this.locations.create(companyId, dto, session, actor) };
  }

  @Patch(':locationId')
  @Authenticated()
  @ApiOkResponse({ type: LocationResponse })
  async update(
    @Param('companyId', new IntIdParam('Company')) companyId: number,
    @Param('locationId', new IntIdParam('Location')) locationId: number,
    @Body() dto: LocationUpdateDto,
    @CurrentSession() session: Session,
    @CurrentActor() actor: Actor,
  ): Promise<LocationResponse> {
    return { data: await this.locations.update(companyId, locationId, dto, session, actor) };
  }

  @Delete(':locationId')
  @HttpCode(204)
  @Authenticated()
  @ApiNoContentResponse({ description: 'The location is gone, and its members are no longer assigned to it.' })
  async remove(
    @Param('companyId', new IntIdParam('Company')) companyId: number,
    @Param('locationId', new IntIdParam('Location')) locationId: number,
    @CurrentSession() session: Session,
    @CurrentActor() actor: Actor,
  ): Promise<void> {
    await this.locations.remove(companyId, locationId, session, actor);
  }
}
