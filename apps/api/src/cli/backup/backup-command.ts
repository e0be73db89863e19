import { DataSource } from 'typeorm';
import { dataSourceOptions } from '@clearhire/db';
import { migrateDatabase } from '../migrate';
import { BackupError } from './backup-error';
import { createBackup } from './create-backup';
import { restoreBackup } from './restore-backup';

const USAGE = 'Usage: backup [--out <file>] | restore <archive>';

/**
 * `backup [--out <file>]` and `restore <archive>` (npm run backup / npm run restore). Exit 0 when
 * done; 1 with one line saying why when refused or failed (never a stack trace: the operator needs
 * the reason, and a trace could print a connection string); 64 on a wrong command line.
 */
export async function runBackupCommand(command: 'backup' | 'restore', args: string[]): Promise<number> {
  const log = (line: string) => console.log(line);
  try {
    if (command === 'backup') {
      const out = args[0] === '--out' && args.length === 2 ? args[1] : args.length === 0 ? undefined : null;
      if (out === null) return usage();
      await createBackup(process.env, out, log);
      return 0;
    }
    if (args.length !== 1 || args[0].startsWith('--')) return usage();
    const report = await restoreBackup(process.env, args[0], migrateRestored, log);
    const { manifest } = report;
    log(`Restored the backup of ${manifest.createdAt}: ${report.tables} tables, ${report.rows} rows and ${report.objects} objects, all matching the manifest.`);
    log('Next: npm run audit:verify, then start the API and the worker with the same keys.');
    return 0;
  } catch (err) {
    console.error(err instanceof BackupError ? err.message : `${command === 'backup' ? 'Backup' : 'Restore'} failed: ${(err as Error).message}`);
    return 1;
  }
}

function usage(): number {
  console.error(USAGE);
  return 64;
}

/** The restored database, brought to this version's schema as `migrate` does. */
async function migrateRestored(ownerUrl: string): Promise<void> {
  const url = process.env['DATABASE_URL'] || ownerUrl;
  const dataSource = await new DataSource(dataSourceOptions(ownerUrl)).initialize();
  try {
    await migrateDatabase(dataSource, url, ownerUrl, (line) => console.log(line));
  } finally {
    await dataSource.destroy();
  }
}
