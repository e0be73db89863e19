import { Logger } from '@nestjs/common';
import cluster from 'node:cluster';
import type { Server } from 'node:http';
import pino from 'pino';
import { AggregatorRegistry } from 'prom-client';
import { createServiceLogger, PinoNestLogger, startMonitoringServer } from '@clearhire/server';
import { AppConfig, ConfigError, loadConfig } from './config/app-config';
import { createApp, openApiDocument } from './app/create-app';
import { runCommand } from './cli/commands';

async function serve(): Promise<void> {
  const config = loadConfig();
  if (config.API_PROCESSES > 1 && cluster.isPrimary) return superviseProcesses(config);
  const app = await createApp(config);
  await app.listen(config.PORT);
  Logger.log(`ClearHire API listening on http://localhost:${config.PORT}/api (OpenAPI at /api/docs)`, 'Main');
}

/**
 * API_PROCESSES > 1: this process only forks the HTTP processes, which share the port (the cluster
 * module hands each connection to one of them), and starts a new one when one dies. SIGTERM or
 * SIGINT stops them all, each closing its connections first. METRICS_PORT is served here, for them all.
 */
async function superviseProcesses(config: AppConfig): Promise<void> {
  const count = config.API_PROCESSES;
  Logger.overrideLogger(new PinoNestLogger(createServiceLogger({ service: 'clearhire-api', level: config.LOG_LEVEL })));
  const logger = new Logger('Cluster');
  let stopping = false;
  for (let i = 0; i < count; i++) cluster.fork();
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) return;
    logger.warn(`API process ${worker.process.pid} ended (${signal ?? `exit code ${code}`}); starting another.`);
    cluster.fork();
  });
  let metricsServer: Server | undefined;
  const stop = () => {
    stopping = true;
    metricsServer?.close();
    for (const worker of Object.values(cluster.workers ?? {})) worker?.kill('SIGTERM');
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
  logger.log(`Serving with ${count} API processes.`);
  if (config.METRICS_PORT !== undefined) {
    // Each process keeps its own counts; a scrape here asks them all and sums them (prom-client's aggregator).
    const aggregator = new AggregatorRegistry();
    metricsServer = await startMonitoringServer({
      port: config.METRICS_PORT,
      host: config.METRICS_HOST,
      token: config.METRICS_TOKEN,
      metrics: async () => ({ body: await aggregator.clusterMetrics(), contentType: aggregator.contentType }),
    });
  }
}

/** Prints the OpenAPI document (the portal's client is generated from it) without listening. */
async function printOpenApi(): Promise<void> {
  // Stdout carries the document: any log line goes to stderr.
  const app = await createApp({ ...loadConfig(), LOG_LEVEL: 'error' }, { logDestination: pino.destination({ dest: 2, sync: true }) });
  await app.init();
  process.stdout.write(JSON.stringify(openApiDocument(app), null, 2) + '\n');
  await app.close();
}

/** `node main.js` serves; `node main.js <command>` runs an operations command (see cli/commands.ts). */
async function main(): Promise<void> {
  const [command, ...args] = process.argv.slice(2);
  if (!command || command === 'serve') return serve();
  if (command === 'openapi') return printOpenApi();
  process.exitCode = await runCommand(command, args);
}

main().catch((err: unknown) => {
  if (err instanceof ConfigError) console.error(err.message);
  else console.error(err);
  process.exit(1);
});
