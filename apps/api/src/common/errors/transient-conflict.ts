import { postgresError } from './postgres-error';

/**
 * PostgreSQL's deadlock_detected and serialization_failure: of two transactions waiting on each
 * other, it aborted this one. The aborted transaction rolled back whole (nothing was written), and
 * the same request succeeds when sent again, so the client is told to try again rather than that
 * something broke. Rows locked in id order (docs/architecture.md) keep the known deadlocks away.
 */
const TRANSIENT_CODES = new Set(['40P01', '40001']);

/** Seconds a client waits before sending the request again: the other transaction is done by then. */
export const TRANSIENT_CONFLICT_RETRY_AFTER_SECONDS = 1;

export function isTransientConflict(err: unknown): boolean {
  const { code } = postgresError(err);
  return code !== undefined && TRANSIENT_CODES.has(code);
}
