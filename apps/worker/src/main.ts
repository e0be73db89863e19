import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { ConfigError, createServiceLogger, PinoNestLogger } from '@clearhire/server';
import { loadWorkerConfig } from './worker-config';
import { WorkerModule } from './worker.module';

/**
 * The ClearHire worker: a Nest application context (no HTTP server) over the same entities,
 * storage and encryption as the API. It renders the WOTC, ERD and I-9 PDFs, sends the mail and
 * sweeps for work that could not be queued. SIGTERM lets running jobs finish before it exits.
 * Its log lines are JSON, like the API's; a job's lines carry the id of the request that queued it.
 */
async function main(): Promise<void> {
  const config = loadWorkerConfig();
  const logger = new PinoNestLogger(createServiceLogger({ service: 'clearhire-worker', level: config.LOG_LEVEL }));
  const app = await NestFactory.createApplicationContext(WorkerModule.forConfig(config), { logger });
  app.enableShutdownHooks();
  Logger.log('ClearHire worker started', 'Main');
}

main().catch((err: unknown) => {
  if (err instanceof ConfigError) console.error(err.message);
  else console.error(err);
  process.exit(1);
});
