import 'reflect-metadata';
import { Logger, type LogLevel } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { ConfigError } from '@clearhire/server';
import { loadWorkerConfig } from './worker-config';
import { WorkerModule } from './worker.module';

const LOG_LEVELS: Record<string, LogLevel[]> = {
  error: ['fatal', 'error'],
  warn: ['fatal', 'error', 'warn'],
  log: ['fatal', 'error', 'warn', 'log'],
  debug: ['fatal', 'error', 'warn', 'log', 'debug'],
};

/**
 * The ClearHire worker: a Nest application context (no HTTP server) over the same entities,
 * storage and encryption as the API. It renders the WOTC, ERD and I-9 PDFs, sends the mail and
 * sweeps for work that could not be queued. SIGTERM lets running jobs finish before it exits.
 */
async function main(): Promise<void> {
  const config = loadWorkerConfig();
  const app = await NestFactory.createApplicationContext(WorkerModule.forConfig(config), { logger: LOG_LEVELS[config.LOG_LEVEL] });
  app.enableShutdownHooks();
  Logger.log('ClearHire worker started', 'Main');
}

main().catch((err: unknown) => {
  if (err instanceof ConfigError) console.error(err.message);
  else console.error(err);
  process.exit(1);
});
