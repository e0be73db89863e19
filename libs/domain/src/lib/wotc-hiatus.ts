import { addCalendarDays } from './calendar-arithmetic';
import { WOTC_RULE_SETS, type WotcRuleSet } from './wotc-rules';

/**
 * The start-of-work dates a rules table leaves in hiatus (docs/compliance.md §0): from the day after a
 * row's `authorizedThrough` until the next row begins, or with no end after the last row. A state may
 * accept and hold those requests but may not certify them until WOTC is renewed, so their credits are
 * shown apart ("waiting for the program to be renewed"), never as potential credits.
 *
 * Derived from the rules data alone, like `programStatus`: an extension (a new row, or a later
 * `authorizedThrough`) moves those hires back into the potential credits with no code change.
 */
export interface HiatusPeriod {
  /** First start date in hiatus (YYYY-MM-DD). */
  readonly from: string;
  /** First start date covered again (the next row's effectiveFrom), or null: no end. */
  readonly to: string | null;
}

export function hiatusPeriods(ruleSets: readonly WotcRuleSet[] = WOTC_RULE_SETS): HiatusPeriod[] {
  const rows = [...ruleSets].sort((a, b) => (a.effectiveFrom < b.effectiveFrom ? -1 : a.effectiveFrom > b.effectiveFrom ? 1 : 0));
  const periods: HiatusPeriod[] = [];
  rows.forEach((row, i) => {
    if (row.authorizedThrough === null) return;
    const from = addCalendarDays(row.authorizedThrough, 1);
    const to = rows[i + 1]?.effectiveFrom ?? null;
    if (to === null || from < to) periods.push({ from, to });
  });
  return periods;
}

