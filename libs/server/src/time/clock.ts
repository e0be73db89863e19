import { Injectable } from '@nestjs/common';
import { calendarDateIn } from '@clearhire/domain';

/**
 * The one source of "now" for the API and the worker, so tests can stand at any instant (a late
 * evening in California, New Year's Eve, midnight before the daily e-mail) by replacing `now`.
 * Calendar dates always come from a company's time zone, never from the server's own.
 */
@Injectable()
export class Clock {
  now(): Date {
    return new Date();
  }

  /** Today's date for a company in `timeZone`. */
  todayIn(timeZone: string): string {
    return calendarDateIn(timeZone, this.now());
  }
}
