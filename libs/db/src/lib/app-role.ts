import type { DataSource } from 'typeorm';

/**
 * The two database roles. The owner (MIGRATION_DATABASE_URL) owns every table and function and runs
 * the migrations; the service (DATABASE_URL) owns nothing and may only read and write rows: on the
 * audit trail only INSERT and SELECT, so a compromised service can neither change nor remove an
 * event, nor set aside the trigger that refuses it, nor replace a function.
 */

/** A role name as PostgreSQL takes it unquoted: letters, digits and underscores. */
const ROLE_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

/** The user of a postgres:// URL. */
export function roleOf(databaseUrl: string): string {
  return decodeURIComponent(new URL(databaseUrl).username || 'postgres');
}

/**
 * Creates the service role when it does not exist (the owner needs CREATEROLE for that; otherwise
 * the role is expected to exist), then gives it exactly the rights the service needs on what the
 * migrations created. Run after every migration: new tables get their grants too.
 */
export async function grantServiceRole(owner: DataSource, role: string, password?: string): Promise<void> {
  if (!ROLE_NAME.test(role)) throw new Error(`The service role "${role}" is not a plain role name`);
  const [{ is_owner }]: { is_owner: boolean }[] = await owner.query('SELECT current_user = $1 AS is_owner', [role]);
  if (is_owner) throw new Error('DATABASE_URL and MIGRATION_DATABASE_URL name the same role: the service must not own the tables');
  const [{ exists }]: { exists: boolean }[] = await owner.query('SELECT EXISTS (SELECT 1 FROM pg_roles WHERE rolname = $1) AS exists', [role]);
  if (!exists) {
    // A password cannot be a bind parameter in DDL: quoted by the server's own quote_literal.
    const [{ literal }]: { literal: string | null }[] = await owner.query('SELECT quote_literal($1::text) AS literal', [password ?? null]);
    try {
      await owner.query(`CREATE ROLE ${role} LOGIN${literal ? ` PASSWORD ${literal}` : ''}`);
    } catch (err) {
      // Roles belong to the whole server: another database's migrate may have created it meanwhile.
      if ((err as { code?: string }).code !== '42710') throw err;
    }
  }
  const [{ db }]: { db: string }[] = await owner.query('SELECT current_database() AS db');
  await owner.query(`GRANT CONNECT ON DATABASE "${db.replace(/"/g, '""')}" TO ${role}`);
  await owner.query(`GRANT USAGE ON SCHEMA public TO ${role}`);
  await owner.query(`GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO ${role}`);
  await owner.query(`GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA public TO ${role}`);
  // The trail is append-only for the service; the migrations' record is the owner's.
  await owner.query(`REVOKE UPDATE, DELETE, TRUNCATE ON audit_events FROM ${role}`);
  await owner.query(`REVOKE INSERT, UPDATE, DELETE, TRUNCATE ON migrations FROM ${role}`);
}
