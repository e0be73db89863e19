import { TZDate } from '@date-fns/tz';

/** A span between a month's start in the company's zone and the UTC month's start of the same name. */
export interface MonthEdge {
  from: Date;
  to: Date;
}

/**
 * The last `count` calendar months up to and including the month of `now` in `timeZone` (the
 * company's), oldest first, as 'YYYY-MM', and the instant the oldest one begins there.
 *
 * `edges` are the spans where a month in that zone and the UTC month of the same name disagree: at
 * each boundary from the first month's start to the next month's, between the zone's midnight and
 * UTC midnight of the 1st (none at all for UTC). The rollup counts by UTC month; only the
 * submissions made in these spans belong to a neighbouring month of the company's calendar.
 */
export function recentMonths(now: Date, timeZone: string, count = 12): { months: string[]; since: Date; edges: MonthEdge[] } {
  const here = new TZDate(now.getTime(), timeZone);
  // Like Date, TZDate carries a month before January or after December into the next year.
  const start = (offset: number) => new TZDate(here.getFullYear(), here.getMonth() - offset, 1, timeZone);
  const label = (d: TZDate) => `${String(d.getFullYear()).padStart(4, '0')}-${String(d.getMonth() + 1).padStart(2, '0')}`;
  const months = Array.from({ length: count }, (_, i) => label(start(count - 1 - i)));
  const edges = Array.from({ length: count + 1 }, (_, i) => {
    const local = start(count - 1 - i);
    const utc = new Date(Date.UTC(local.getFullYear(), local.getMonth(), 1));
    const zoned = new Date(local.getTime());
    return zoned < utc ? { from: zoned, to: utc } : { from: utc, to: zoned };
  }).filter((e) => e.from < e.to);
  return { months, since: new Date(start(count - 1).getTime()), edges };
}
