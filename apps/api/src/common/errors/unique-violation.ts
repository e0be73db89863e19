import { postgresError } from './postgres-error';

/** PostgreSQL's unique_violation. */
const PG_UNIQUE_VIOLATION = '23505';

/**
 * Whether a write failed on the named unique index: where two requests at once may both pass the
 * checks before either commits, the index decides, and the loser answers a conflict, not a 500.
 */
export function isUniqueViolation(err: unknown, constraint: string): boolean {
  const e = postgresError(err);
  return e.code === PG_UNIQUE_VIOLATION && e.constraint === constraint;
}
