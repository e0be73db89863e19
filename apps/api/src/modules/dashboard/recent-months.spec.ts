import { recentMonths } from './recent-months';

describe('recentMonths: the months of the company\'s calendar', () => {
  it('lists the 12 months up to the current one, oldest first, across a year boundary', () => {
    const { months, since } = recentMonths(new Date('2026-02-14T14:30:00Z'), 'America/New_York');
    expect(months).toEqual(['2025-03', '2025-04', '2025-05', '2025-06', '2025-07', '2025-08', '2025-09', '2025-10', '2025-11', '2025-12', '2026-01', '2026-02']);
    expect(since).toEqual(new Date('2025-03-01T05:00:00Z')); // midnight in New York (EST)
  });

  it('starts at the zone\'s midnight of the first day, even late on the last day of a month', () => {
    // 23:59:59 on December 31 in Los Angeles is already January 1 in UTC: still December there.
    const { months, since } = recentMonths(new Date('2027-01-01T07:59:59Z'), 'America/Los_Angeles');
    expect(months[0]).toBe('2026-01');
    expect(months[11]).toBe('2026-12');
    expect(since).toEqual(new Date('2026-01-01T08:00:00Z'));
  });

  it('takes another count', () => {
    expect(recentMonths(new Date('2024-01-01T12:00:00Z'), 'UTC', 3).months).toEqual(['2023-11', '2023-12', '2024-01']);
    expect(recentMonths(new Date('2024-01-01T12:00:00Z'), 'UTC', 1).months).toEqual(['2024-01']);
  });

  it.each(['America/New_York', 'America/Los_Angeles', 'Pacific/Auckland', 'Asia/Kolkata', 'UTC'])(
    'marks exactly the instants whose month in %s is not their UTC month (none in UTC)',
    (zone) => {
      const now = new Date('2026-02-14T09:30:00Z');
      const { since, edges } = recentMonths(now, zone);
      const format = new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit' });
      const inZone = (t: number) => format.format(new Date(t)).slice(0, 7);
      const inUtc = (t: number) => new Date(t).toISOString().slice(0, 7);
      // Every quarter of an hour from a day before the first month to a week into the month after the last.
      for (let t = since.getTime() - 86_400_000; t < Date.UTC(2026, 2, 8); t += 900_000) {
        const differs = inZone(t) !== inUtc(t);
        const inEdge = edges.some((e) => e.from.getTime() <= t && t < e.to.getTime());
        if (inEdge !== differs) throw new Error(`${new Date(t).toISOString()}: months differ ${differs}, in an edge ${inEdge}`);
      }
      expect(edges.length).toBeLessThanOrEqual(13);
      if (zone === 'UTC') expect(edges).toEqual([]);
    },
  );
});
