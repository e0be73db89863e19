import type { Pool } from 'pg';
import { QueryFailedError, type DataSource } from 'typeorm';

/**
 * One statement on the connection pool TypeORM owns, without TypeORM's query runner: for single
 * statements outside a transaction on the busiest calls (the pre-screening insert, the submission
 * list, the audit event of a read). TypeORM builds, connects and releases a runner for every
 * statement, which cost about half as much CPU again as the statement itself on this path.
 * Parameters are handed to pg exactly as TypeORM hands them; a failure is a QueryFailedError as
 * TypeORM's own, so the error filter logs only its code, never a value the statement carried.
 */
export async function pooledQuery<T>(dataSource: DataSource, sql: string, params: unknown[]): Promise<T[]> {
  const pool = (dataSource.driver as unknown as { master: Pool }).master;
  try {
    return (await pool.query(sql, params)).rows as T[];
  } catch (err) {
    throw new QueryFailedError(sql, params, err as Error);
  }
}
