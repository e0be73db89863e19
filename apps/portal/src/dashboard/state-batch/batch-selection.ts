import { STATE_BATCH_MAX } from '@clearhire/contracts';
import type { QueuedSubmission } from '../../api/generated';

// The API refuses a bigger batch; the page disables the rest instead of letting the whole batch be refused.
export { STATE_BATCH_MAX };

export type Selection = ReadonlySet<string>;

/**
 * The ids that go in the batch: chosen, still listed and with their forms ready, in the list's
 * (most urgent first) order. A chosen row that left the list meanwhile (sent by someone else, its
 * forms being re-rendered) drops out here, so the count and the request never name it.
 */
export function batchIds(rows: readonly QueuedSubmission[], selected: Selection): string[] {
  return rows.filter((row) => row.forms_ready && selected.has(row.id)).map((row) => row.id);
}

/** A row joins or leaves the batch; joining is refused once the batch is full. */
export function toggleRow(rows: readonly QueuedSubmission[], selected: Selection, id: string, on: boolean): Selection {
  const next = new Set(batchIds(rows, selected));
  if (!on) next.delete(id);
  else if (next.size < STATE_BATCH_MAX && rows.some((row) => row.id === id && row.forms_ready)) next.add(id);
  return next;
}

/** Every ready row shown is chosen (and there is at least one). */
export function allReadyChosen(rows: readonly QueuedSubmission[], selected: Selection): boolean {
  const ready = rows.filter((row) => row.forms_ready);
  return ready.length > 0 && ready.every((row) => selected.has(row.id));
}

/**
 * The "select all ready" checkbox: chooses the ready rows shown, most urgent first, up to a full
 * batch; when they are all chosen already, or the batch is full, it clears the choice instead.
 */
export function toggleAllReady(rows: readonly QueuedSubmission[], selected: Selection): Selection {
  const next = new Set(batchIds(rows, selected));
  if (allReadyChosen(rows, next) || next.size >= STATE_BATCH_MAX) return new Set();
  for (const row of rows) {
    if (next.size >= STATE_BATCH_MAX) break;
    if (row.forms_ready) next.add(row.id);
  }
  return next;
}
