import { Module } from '@nestjs/common';
import { AccountCalendarFeedController, CalendarFeedController } from './calendar-feeds.controller';
import { CalendarFeedsRepository } from './calendar-feeds.repository';
import { CalendarFeedsService } from './calendar-feeds.service';

/** Each company user's private iCalendar feed of the deadlines they answer for. */
@Module({ controllers: [AccountCalendarFeedController, CalendarFeedController], providers: [CalendarFeedsService, CalendarFeedsRepository] })
export class CalendarFeedsModule {}
