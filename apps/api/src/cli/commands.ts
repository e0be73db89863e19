import { randomBytes } from 'node:crypto';
import { DataSource } from 'typeorm';
import { DEFAULT_DATABASE_URL, dataSourceOptions, User } from '@clearhire/db';
import { hashPassword } from '../modules/auth/password-hasher';
import { AuditService } from '@clearhire/server';
import { backfillCreditDeterminations } from '../modules/submissions/credit-backfill';

/**
 * Operations commands, run as `node dist/apps/api/main.js <command>`:
 *   migrate       apply pending migrations, then fill the submissions' stored credit determination where missing
 *   seed-admin    create or update the administrator from ADMIN_EMAIL / ADMIN_PASSWORD
 *   verify-audit  recompute the audit trail's hash chain and report the first broken event
 * They need only DATABASE_URL (and for seed-admin the ADMIN_ variables), not the API's secrets.
 */
export async function runCommand(command: string, _args: string[]): Promise<number> {
  const url = process.env['DATABASE_URL'] || DEFAULT_DATABASE_URL;
  const dataSource = await new DataSource(dataSourceOptions(url)).initialize();
  try {
    switch (command) {
      case 'migrate': {
        const applied = await dataSource.runMigrations({ transaction: 'each' });
        console.log(applied.length ? `Applied ${applied.map((m) => m.name).join(', ')}` : 'Database schema is up to date.');
        const determined = await backfillCreditDeterminations(dataSource);
        if (determined) console.log(`Determined the target group and credit of ${determined} submission(s).`);
        return 0;
      }
      case 'seed-admin':
        return await seedAdmin(dataSource);
      case 'verify-audit': {
        const result = await new AuditService(dataSource).verifyChain();
        if (result.ok) console.log(`Audit trail intact: ${result.checked} events checked.`);
        else console.error(`Audit trail BROKEN at event ${result.brokenAt} (after ${result.checked} good events).`);
        return result.ok ? 0 : 2;
      }
      default:
        console.error(`Unknown command "${command}". Commands: serve, openapi, migrate, seed-admin, verify-audit.`);
        return 64;
    }
  } finally {
    await dataSource.destroy();
  }
}

/** The administrator account: ADMIN_PASSWORD sets its password; without it a new admin gets a random one, printed once. */
async function seedAdmin(dataSource: DataSource): Promise<number> {
  const email = (process.env['ADMIN_EMAIL'] || 'admin@clearhire.local').toLowerCase();
  const given = process.env['ADMIN_PASSWORD'];
  const users = dataSource.getRepository(User);
  const existing = await users.findOne({ where: { email } });
  if (existing && !given) {
    console.log(`Administrator: ${email} (password unchanged; set ADMIN_PASSWORD to reset it)`);
    return 0;
  }
  const password = given || randomBytes(12).toString('base64url');
  const passwordHash = await hashPassword(password);
  if (existing) await users.update({ id: existing.id }, { passwordHash, isAdmin: true });
  else await users.insert({ email, passwordHash, firstname: 'ClearHire', lastname: 'Administrator', isAdmin: true, companyId: null });
  console.log(`Administrator: ${email}${given ? ' (password from ADMIN_PASSWORD)' : `  password: ${password}`}`);
  return 0;
}
