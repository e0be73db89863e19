import { vi } from 'vitest';
import { configure } from '@testing-library/react';

/**
 * These specs fill whole forms and load lazy chunks under jsdom; when the full suite runs on a busy
 * machine that takes longer than the defaults allow. Generous limits, no retries.
 */
export function allowForSlowRuns(): void {
  vi.setConfig({ testTimeout: 20_000 });
  configure({ asyncUtilTimeout: 4_000 });
}
