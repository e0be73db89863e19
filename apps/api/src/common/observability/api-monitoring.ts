import { Inject, Injectable, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import cluster from 'node:cluster';
import type { Server } from 'node:http';
import { AggregatorRegistry, Registry } from 'prom-client';
import { closeServer, listeningPort, startMonitoringServer } from '@clearhire/server';
import { AppConfig } from '../../config/app-config';

/**
 * Serves the API's metrics on METRICS_PORT. In one of several API processes (API_PROCESSES > 1)
 * it serves nothing: it hands its registry to prom-client's cluster aggregator, and the supervising
 * process (main.ts) answers the port with every process's metrics summed.
 */
@Injectable()
export class ApiMonitoring implements OnApplicationBootstrap, OnApplicationShutdown {
  private server?: Server;

  constructor(
    @Inject(AppConfig) private readonly config: AppConfig,
    @Inject(Registry) private readonly registry: Registry,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (this.config.METRICS_PORT === undefined) return;
    if (cluster.isWorker) {
      // Constructing an aggregator is what makes prom-client answer the supervisor's requests in this process.
      new AggregatorRegistry();
      AggregatorRegistry.setRegistries([this.registry]);
      return;
    }
    this.server = await startMonitoringServer({
      port: this.config.METRICS_PORT,
      host: this.config.METRICS_HOST,
      token: this.config.METRICS_TOKEN,
      metrics: async () => ({ body: await this.registry.metrics(), contentType: this.registry.contentType }),
    });
  }

  /** The port the metrics are served on (METRICS_PORT=0 picks a free one, as the tests do); undefined when none. */
  get port(): number | undefined {
    return this.server ? listeningPort(this.server) : undefined;
  }

  async onApplicationShutdown(): Promise<void> {
    if (this.server) await closeServer(this.server);
  }
}
