import { Controller, Get, Query } from '@nestjs/common';
import { ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { Authenticated } from '../../common/auth/access.decorator';
import { CurrentSession } from '../../common/auth/current-session.decorator';
import type { Session } from '../../common/auth/session';
import { Dashboard, DashboardLocations, DashboardLocationsQuery, DashboardQuery } from './dashboard.dto';
import { DashboardService } from './dashboard.service';

@ApiTags('dashboard')
@Controller('dashboard')
export class DashboardController {
  constructor(private readonly dashboard: DashboardService) {}

  /**
   * Potential WOTC credits and the submissions of the last 12 months: a company's own (a member's
   * locations' only), or for an administrator every company's or one's; `locationId` narrows to one location.
   */
  @Get()
  @Authenticated()
  // Also tagged 'submissions': every new, changed or hired submission moves these figures (the portal's cache refetches).
  @ApiTags('submissions')
  @ApiOkResponse({ type: Dashboard })
  figures(@Query() query: DashboardQuery, @CurrentSession() session: Session): Promise<Dashboard> {
    return this.dashboard.figuresFor(query, session);
  }

  /**
   * One company's figures per location, one row per location in scope (an owner's and an
   * administrator's: every location; a member's: theirs): submissions, credits and the work due.
   */
  @Get('locations')
  @Authenticated()
  @ApiTags('submissions')
  @ApiOkResponse({ type: DashboardLocations })
  locations(@Query() query: DashboardLocationsQuery, @CurrentSession() session: Session): Promise<DashboardLocations> {
    return this.dashboard.locationFiguresFor(query, session);
  }
}
