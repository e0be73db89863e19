import { recentMonths } from './recent-months';

describe('recentMonths', () => {
  it('lists the 12 months up to the current one, oldest first, across a year boundary', () => {
    const { months, since } = recentMonths(new Date(2026, 1, 14, 9, 30)); // 14 Feb 2026, local
    expect(months).toEqual(['2025-03', '2025-04', '2025-05', '2025-06', '2025-07', '2025-08', '2025-09', '2025-10', '2025-11', '2025-12', '2026-01', '2026-02']);
    expect(since).toEqual(new Date(2025, 2, 1));
  });

  it('starts at local midnight of the first day, even late on the last day of a month', () => {
    const { months, since } = recentMonths(new Date(2026, 11, 31, 23, 59, 59));
    expect(months[0]).toBe('2026-01');
    expect(months[11]).toBe('2026-12');
    expect(since).toEqual(new Date(2026, 0, 1, 0, 0, 0));
  });

  it('takes another count', () => {
    expect(recentMonths(new Date(2024, 0, 1), 3).months).toEqual(['2023-11', '2023-12', '2024-01']);
    expect(recentMonths(new Date(2024, 0, 1), 1).months).toEqual(['2024-01']);
  });

  it('marks exactly the instants whose local month is not their UTC month (none when the clock is UTC)', () => {
    const now = new Date(2026, 1, 14, 9, 30);
    const { since, edges } = recentMonths(now);
    const label = (y: number, m: number) => `${y}-${String(m + 1).padStart(2, '0')}`;
    // Every quarter of an hour from a day before the first month to the 21st of the month after the last.
    const end = new Date(now.getFullYear(), now.getMonth() + 1, 21).getTime();
    for (let t = since.getTime() - 86_400_000; t < end; t += 900_000) {
      const d = new Date(t);
      const differs = label(d.getFullYear(), d.getMonth()) !== label(d.getUTCFullYear(), d.getUTCMonth());
      const inEdge = edges.some((e) => e.from.getTime() <= t && t < e.to.getTime());
      if (inEdge !== differs) throw new Error(`${d.toISOString()}: months differ ${differs}, in an edge ${inEdge}`);
    }
    expect(edges.length).toBeLessThanOrEqual(13);
    if (new Date(2026, 0, 1).getTime() === Date.UTC(2026, 0, 1)) expect(edges).toEqual([]);
  });
});
