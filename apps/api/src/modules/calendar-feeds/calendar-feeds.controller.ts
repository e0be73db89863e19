import { Controller, Delete, Get, HttpCode, Param, Post, Res } from '@nestjs/common';
import { ApiCreatedResponse, ApiNoContentResponse, ApiOkResponse, ApiProduces, ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { CompanyUser, Public } from '../../common/auth/access.decorator';
import { CurrentActor, CurrentSession } from '../../common/auth/current-session.decorator';
import type { Actor, CompanySession, Session } from '../../common/auth/session';
import { CalendarFeedCreated, CalendarFeedStatus } from './calendar-feeds.dto';
import { CalendarFeedsService } from './calendar-feeds.service';

/** The user's own deadline calendar feed: whether it is on, turning it on (or a new URL) and off. */
@ApiTags('account')
@Controller('account/calendar-feed')
export class AccountCalendarFeedController {
  constructor(private readonly feeds: CalendarFeedsService) {}

  @Get()
  @CompanyUser()
  @ApiOkResponse({ type: CalendarFeedStatus })
  async status(@CurrentSession() session: Session): Promise<CalendarFeedStatus> {
    const { on, createdAt } = await this.feeds.status(session as CompanySession);
    return { on, created_at: createdAt?.toISOString() ?? null };
  }

  @Post()
  @HttpCode(201)
  @CompanyUser()
  @ApiCreatedResponse({ type: CalendarFeedCreated })
  async turnOn(@CurrentSession() session: Session, @CurrentActor() actor: Actor): Promise<CalendarFeedCreated> {
    const { url, createdAt } = await this.feeds.turnOn(session as CompanySession, actor);
    return { url, created_at: createdAt.toISOString() };
  }

  @Delete()
  @HttpCode(204)
  @CompanyUser()
  @ApiNoContentResponse({ description: 'The feed is off: its URL answers 404.' })
  async turnOff(@CurrentSession() session: Session, @CurrentActor() actor: Actor): Promise<void> {
    await this.feeds.turnOff(session as CompanySession, actor);
  }
}

/** The feed itself, read by calendar applications with the secret URL (no session). */
@ApiTags('calendar')
@Controller('calendar')
export class CalendarFeedController {
  constructor(private readonly feeds: CalendarFeedsService) {}

  @Get(':file')
  @Public()
  @ApiProduces('text/calendar')
  @ApiOkResponse({ description: 'The deadlines as iCalendar (RFC 5545)', content: { 'text/calendar': { schema: { type: 'string' } } } })
  async feed(@Param('file') file: string, @CurrentActor() actor: Actor, @Res({ passthrough: true }) res: Response): Promise<string> {
    const calendar = await this.feeds.calendar(file, actor);
    res.type('text/calendar; charset=utf-8');
    // Private to the user; calendar applications poll again rather than keep a copy.
    res.setHeader('Cache-Control', 'private, no-store');
    return calendar;
  }
}
