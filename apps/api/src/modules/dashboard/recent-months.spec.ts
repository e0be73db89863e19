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
});
