import { afterEach, beforeEach, vi } from 'vitest';

/**
 * Fakes only the clock, at noon on 22 November 2026, for each test of the enclosing describe: the
 * status forms take today as the default sent date and the latest date they accept. Timers and
 * promises stay real, so the user events and the API mock run as usual.
 */
export function withFixedToday() {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 10, 22, 12, 0));
  });
  afterEach(() => vi.useRealTimers());
}
