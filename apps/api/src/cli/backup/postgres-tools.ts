import { spawn } from 'node:child_process';
import { BackupError } from './backup-error';

/**
 * pg_dump and pg_restore get the connection through libpq's environment variables, never on their
 * command line, where any user of the machine could read the password in the process list.
 */
export function libpqEnv(databaseUrl: string): NodeJS.ProcessEnv {
  const url = new URL(databaseUrl);
  const env: NodeJS.ProcessEnv = { ...process.env };
  // `?host=/var/run/postgresql` (a Unix socket) wins over the URL's host, as in node-postgres.
  env['PGHOST'] = url.searchParams.get('host') || decodeURIComponent(url.hostname) || 'localhost';
  env['PGPORT'] = url.port || '5432';
  env['PGUSER'] = decodeURIComponent(url.username) || 'postgres';
  env['PGDATABASE'] = databaseOf(databaseUrl);
  if (url.password) env['PGPASSWORD'] = decodeURIComponent(url.password);
  else delete env['PGPASSWORD'];
  const sslmode = url.searchParams.get('sslmode');
  if (sslmode) env['PGSSLMODE'] = sslmode;
  return env;
}

export function databaseOf(databaseUrl: string): string {
  return decodeURIComponent(new URL(databaseUrl).pathname.replace(/^\//, '')) || 'postgres';
}

/** The major version of pg_dump or pg_restore on the PATH; a clear refusal when it is not installed. */
export async function toolMajorVersion(tool: 'pg_dump' | 'pg_restore'): Promise<{ major: number; version: string }> {
  const { code, stdout } = await run(tool, ['--version'], process.env).catch(() => ({ code: -1, stdout: '', stderr: '' }));
  const version = /\b(\d+)(\.\d+)?/.exec(stdout);
  if (code !== 0 || !version) throw new BackupError(`${tool} was not found: install the PostgreSQL client tools (the server's major version or newer).`);
  return { major: Number(version[1]), version: version[0] };
}

export interface ToolResult {
  code: number;
  stdout: string;
  stderr: string;
}

/** Runs a PostgreSQL client tool to its end; its output is small (listings, messages), the data goes to files. */
export function run(tool: string, args: string[], env: NodeJS.ProcessEnv): Promise<ToolResult> {
  return new Promise((resolve, reject) => {
    const child = spawn(tool, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (s: string) => (stdout += s));
    child.stderr.setEncoding('utf8').on('data', (s: string) => (stderr += s));
    child.once('error', reject);
    child.once('close', (code) => resolve({ code: code ?? 1, stdout, stderr }));
  });
}

/** The first line PostgreSQL's tools printed about a failure, for a one-line error. */
export function firstError(stderr: string): string {
  const line = stderr.split('\n').find((l) => /error|fatal/i.test(l)) ?? stderr.split('\n').find((l) => l.trim()) ?? 'no message';
  return line.replace(/^(pg_dump|pg_restore): /, '').trim();
}
