import { rmSync } from 'node:fs';
import { Client } from 'pg';

const SERVER_URL = process.env['TEST_DATABASE_SERVER_URL'] ?? 'postgres://postgres@127.0.0.1:5432/postgres';

export default async function globalTeardown(): Promise<void> {
  const name = process.env['TEST_DATABASE_NAME'];
  if (name) {
    const admin = new Client({ connectionString: SERVER_URL });
    await admin.connect();
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
  if (process.env['STORAGE_DIR']?.includes('clearhire-storage-')) rmSync(process.env['STORAGE_DIR'], { recursive: true, force: true });
}
