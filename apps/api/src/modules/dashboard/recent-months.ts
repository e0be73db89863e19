/**
 * The last `count` calendar months up to and including the month of `now`, oldest first, as
 * 'YYYY-MM', and the instant the oldest one begins. Months are read on the local clock, like
 * todayCalendarDate: the server runs in the business time zone (TZ) it means.
 */
export function recentMonths(now: Date, count = 12): { months: string[]; since: Date } {
  // new Date(y, m, 1) carries a month before January or after December into the next year.
  const start = (offset: number) => new Date(now.getFullYear(), now.getMonth() - offset, 1);
  const months = Array.from({ length: count }, (_, i) => {
    const d = start(count - 1 - i);
    return `${String(d.getFullYear()).padStart(4, '0')}-${String(d.getMonth() + 1).padStart(2, '0')}`;
  });
  return { months, since: start(count - 1) };
}

/** The IANA zone of the local clock, for PostgreSQL to cut timestamps into the same months. */
export const LOCAL_TIME_ZONE = Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
