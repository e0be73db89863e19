import { aQueued } from '../testing/fixtures';
import { STATE_BATCH_MAX, allReadyChosen, batchIds, toggleAllReady, toggleRow } from './batch-selection';

const rows = (n: number) => Array.from({ length: n }, (_, i) => aQueued(i + 1));

describe('state batch selection', () => {
  it('keeps only chosen rows that are still listed and ready, in list order', () => {
    const list = [aQueued(1), aQueued(2, { forms_ready: false }), aQueued(3)];
    const chosen = new Set([list[2].id, list[1].id, list[0].id, 'gone-from-the-list']);
    expect(batchIds(list, chosen)).toEqual([list[0].id, list[2].id]);
  });

  it('does not let an unready row join', () => {
    const list = [aQueued(1, { forms_ready: false })];
    expect(toggleRow(list, new Set(), list[0].id, true).size).toBe(0);
  });

  it(`stops at ${STATE_BATCH_MAX} rows, one by one or all at once, most urgent first`, () => {
    const list = rows(STATE_BATCH_MAX + 5);
    const all = toggleAllReady(list, new Set());
    expect(all.size).toBe(STATE_BATCH_MAX);
    expect(all.has(list[STATE_BATCH_MAX - 1].id)).toBe(true);
    expect(all.has(list[STATE_BATCH_MAX].id)).toBe(false);
    expect(toggleRow(list, all, list[STATE_BATCH_MAX].id, true).size).toBe(STATE_BATCH_MAX);
    expect(toggleRow(list, all, list[0].id, false).size).toBe(STATE_BATCH_MAX - 1);
    // A full batch is cleared by the select-all box rather than left stuck half-chosen.
    expect(allReadyChosen(list, all)).toBe(false);
    expect(toggleAllReady(list, all).size).toBe(0);
  });
});
