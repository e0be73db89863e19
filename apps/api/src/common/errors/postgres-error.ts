/**
 * The SQLSTATE and constraint of a failed PostgreSQL statement: pg's error carries them, and
 * TypeORM's QueryFailedError carries them on itself and on its driverError.
 */
export function postgresError(err: unknown): { code?: string; constraint?: string } {
  const e = err as { code?: unknown; constraint?: unknown; driverError?: { code?: unknown; constraint?: unknown } } | null;
  const code = e?.code ?? e?.driverError?.code;
  const constraint = e?.constraint ?? e?.driverError?.constraint;
  return { code: typeof code === 'string' ? code : undefined, constraint: typeof constraint === 'string' ? constraint : undefined };
}
