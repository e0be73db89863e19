import { randomBytes } from 'node:crypto';
import { DataSource } from 'typeorm';
import { DEFAULT_DATABASE_URL, dataSourceOptions, RecoveryCode, User } from '@clearhire/db';
import { createObjectStorage } from '@clearhire/storage';
import { hashPassword } from '../modules/auth/password-hasher';
import { FieldCipher, rotateKeys, verifyAuditChain } from '@clearhire/server';
import { runBackupCommand } from './backup/backup-command';
import { auditKey, migrateDatabase } from './migrate';

/**
 * Operations commands, run as `node dist/apps/api/main.js <command>`:
 *   migrate       as the owner (MIGRATION_DATABASE_URL, else DATABASE_URL): apply pending migrations, give the
 *                 service role of DATABASE_URL its rights, seal audit events from before the HMAC chain
 *                 (AUDIT_KEY), then fill the submissions' stored credit determination where missing
 *   seed-admin    create or update the administrator from ADMIN_EMAIL / ADMIN_PASSWORD
 *   verify-audit  recompute the audit trail's HMAC chain (AUDIT_KEY) and check its end against the newest
 *                 signed checkpoint in the object storage; name every edited, removed or cut event
 *   rotate-keys   re-encrypt every field and stored object under the first key of ENCRYPTION_KEYS
 *                 (resumable: run it again after an interruption), with progress
 *   backup        [--out <file>] one archive of the database and every stored object, with a signed manifest
 *   restore       <archive> into an empty database and storage, then the newer migrations (cli/backup/)
 * They need DATABASE_URL (and MIGRATION_DATABASE_URL, AUDIT_KEY, the storage settings where said), not the other secrets;
 * backup and restore also read ENCRYPTION_KEYS and BLIND_INDEX_KEY, to record and compare their check values.
 */
export async function runCommand(command: string, args: string[]): Promise<number> {
  // They open their own connections: restore's target database must first be checked empty.
  if (command === 'backup' || command === 'restore') return runBackupCommand(command, args);
  const url = process.env['DATABASE_URL'] || DEFAULT_DATABASE_URL;
  const ownerUrl = process.env['MIGRATION_DATABASE_URL'] || url;
  const dataSource = await new DataSource(dataSourceOptions(command === 'migrate' ? ownerUrl : url)).initialize();
  try {
    switch (command) {
      case 'migrate':
        await migrateDatabase(dataSource, url, ownerUrl, (line) => console.log(line));
        return 0;
      case 'seed-admin':
        return await seedAdmin(dataSource);
      case 'verify-audit': {
        const key = auditKey();
        const storage = createObjectStorage(process.env as never);
        const result = await verifyAuditChain(dataSource, key, storage);
        if (!result.checkpoint) console.warn('No signed checkpoint found: rows cut from the end of the trail cannot be detected.');
        if (result.ok) console.log(`Audit trail intact: ${result.checked} events checked${result.checkpoint ? `, through the checkpoint of ${result.checkpoint.at}` : ''}.`);
        else for (const problem of result.problems) console.error(`Audit trail BROKEN: ${problem}`);
        return result.ok ? 0 : 2;
      }
      case 'rotate-keys': {
        const cipher = new FieldCipher(process.env['ENCRYPTION_KEYS'] ?? '', Buffer.from(process.env['BLIND_INDEX_KEY'] ?? '', 'base64'));
        console.log(`Re-encrypting under key "${cipher.activeKey}"…`);
        const done = await rotateKeys(dataSource, cipher, createObjectStorage(process.env as never), (line) => console.log(`  ${line}`));
        console.log(`Done: ${done.fields} field(s) and ${done.objects} stored object(s) re-encrypted under "${cipher.activeKey}".`);
        if (done.missing.length || done.unreadable.length) {
          // Their rows still name the old key: keep it until each is restored from a backup (then run this again) or removed.
          if (done.missing.length) console.error(`${done.missing.length} stored object(s) are missing from the store, documents: ${done.missing.join(', ')}.`);
          if (done.unreadable.length) console.error(`${done.unreadable.length} field(s) no configured key opens where they are: ${done.unreadable.join(', ')}.`);
          console.error('Keep the old keys until these are restored from a backup or removed, then run this again.');
          return 1;
        }
        console.log('Everything is under the new key: the other keys may now be removed from ENCRYPTION_KEYS.');
        return 0;
      }
      default:
        console.error(`Unknown command "${command}". Commands: serve, openapi, migrate, seed-admin, verify-audit, rotate-keys, backup, restore.`);
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
  // A reset through the command line is the way back in for whoever runs the server (a forgotten
  // password, a lost phone): it ends the administrator's sessions, lifts a disable and turns two-factor
  // sign-in off (set up again at the next login where it is required).
  if (existing) {
    await dataSource.transaction(async (m) => {
      await m.update(User, { id: existing.id }, {
        passwordHash,
        isAdmin: true,
        role: null,
        companyId: null,
        disabledAt: null,
        totpSecretEncrypted: null,
        totpEnabledAt: null,
        totpLastStep: null,
        tokenVersion: () => 'token_version + 1',
      });
      await m.delete(RecoveryCode, { userId: existing.id });
    });
  } else await users.insert({ email, passwordHash, firstname: 'ClearHire', lastname: 'Administrator', isAdmin: true, companyId: null });
  console.log(`Administrator: ${email}${given ? ' (password from ADMIN_PASSWORD)' : `  password: ${password}`}`);
  return 0;
}
