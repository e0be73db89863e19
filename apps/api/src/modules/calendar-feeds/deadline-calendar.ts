import ical, { ICalAlarmType } from 'ical-generator';
import type { DeadlineEvent } from './deadline-events';

/**
 * The feed as iCalendar (RFC 5545), written by ical-generator: all-day DATE events, each alarm a
 * display reminder at the start of its day minus the days before. `stamp` is the DTSTAMP of every
 * event (the request's instant), so two reads at once write the same text.
 */
export function deadlineCalendar(events: readonly DeadlineEvent[], name: string, stamp: Date): string {
  const calendar = ical({ name, prodId: { company: 'ClearHire', product: 'Deadlines', language: 'EN' } });
  for (const e of events) {
    const event = calendar.createEvent({
      id: e.uid,
      // A calendar date, not an instant: ical-generator writes an all-day start from the date's UTC parts.
      start: new Date(`${e.date}T00:00:00Z`),
      allDay: true,
      stamp,
      summary: e.summary,
      description: `${e.description}\n${e.url}`,
      url: e.url,
    });
    for (const days of e.alarmDaysBefore) event.createAlarm({ type: ICalAlarmType.display, trigger: days * 86_400, description: e.summary });
  }
  return calendar.toString();
}
