import type { DataSource } from 'typeorm';
import { grantServiceRole, roleOf } from '@clearhire/db';
import { sealLegacyAuditEvents } from '@clearhire/server';
import { backfillCreditDeterminations } from '../modules/submissions/credit-backfill';

/**
 * `migrate`, also the last step of a restore: apply pending migrations as the owner, give the
 * service role of DATABASE_URL its rights, seal audit events from before the HMAC chain, then fill
 * the submissions' stored credit determination where missing.
 */
export async function migrateDatabase(dataSource: DataSource, url: string, ownerUrl: string, log: (line: string) => void): Promise<void> {
  const applied = await dataSource.runMigrations({ transaction: 'each' });
  log(applied.length ? `Applied ${applied.map((m) => m.name).join(', ')}` : 'Database schema is up to date.');
  if (ownerUrl !== url) {
    await grantServiceRole(dataSource, roleOf(url), decodeURIComponent(new URL(url).password) || undefined);
    log(`The service role ${roleOf(url)} may read and write rows, and only append to the audit trail.`);
  } else {
    console.warn('MIGRATION_DATABASE_URL is not set: the service uses the owner role, which can rewrite the audit trail.');
  }
  const [{ n }]: { n: number }[] = await dataSource.query(`SELECT count(*)::int AS n FROM audit_events WHERE scheme = 'sha256'`);
  const sealed = n ? await sealLegacyAuditEvents(dataSource, auditKey()) : 0;
  if (sealed) log(`Sealed ${sealed} audit event(s) from before the HMAC chain under AUDIT_KEY.`);
  const determined = await backfillCreditDeterminations(dataSource);
  if (determined) log(`Determined the target group and credit of ${determined} submission(s).`);
}

/** AUDIT_KEY, 32 bytes in base64: the audit chain cannot be sealed or verified without it. */
export function auditKey(): Buffer {
  const key = Buffer.from(process.env['AUDIT_KEY'] ?? '', 'base64');
  if (key.length !== 32) throw new Error('AUDIT_KEY must be set to 32 bytes in base64 (see .env.example)');
  return key;
}
