/**
 * The last `count` calendar months up to and including the month of `now`, oldest first, as
 * 'YYYY-MM', and the instant the oldest one begins. Months are read on the local clock, like
 * todayCalendarDate: the server runs in the business time zone (TZ) it means.
 *
 * `edges` are the spans where a local month and the UTC month of the same name disagree: at each
 * boundary from the first month's start to the next month's, between local midnight and UTC
 * midnight of the 1st (no span at all in UTC). The rollup counts by UTC month; only the
 * submissions made in these spans belong to a neighbouring local month.
 */
/** A span between a local month's start and the UTC month's start of the same name. */
export interface MonthEdge {
  from: Date;
  to: Date;
}

export function recentMonths(now: Date, count = 12): { months: string[]; since: Date; edges: MonthEdge[] } {
  // new Date(y, m, 1) carries a month before January or after December into the next year.
  const start = (offset: number) => new Date(now.getFullYear(), now.getMonth() - offset, 1);
  const label = (d: Date) => `${String(d.getFullYear()).padStart(4, '0')}-${String(d.getMonth() + 1).padStart(2, '0')}`;
  const months = Array.from({ length: count }, (_, i) => label(start(count - 1 - i)));
  const edges = Array.from({ length: count + 1 }, (_, i) => {
    const local = start(count - 1 - i);
    const utc = new Date(Date.UTC(local.getFullYear(), local.getMonth(), 1));
    return local < utc ? { from: local, to: utc } : { from: utc, to: local };
  }).filter((e) => e.from < e.to);
  return { months, since: start(count - 1), edges };
}

/** The IANA zone of the local clock, for PostgreSQL to cut timestamps into the same months. */
export function localTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}
