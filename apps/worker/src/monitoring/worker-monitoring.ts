import { Inject, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { getDataSourceToken } from '@nestjs/typeorm';
import type { Server } from 'node:http';
import { Registry } from 'prom-client';
import type { DataSource } from 'typeorm';
import { AuditService, checkReadiness, closeServer, JobQueue, latestAuditCheckpoint, listeningPort, startMonitoringServer } from '@clearhire/server';
import { OBJECT_STORAGE, type ObjectStorage } from '@clearhire/storage';
import { WorkerConfig } from '../worker-config';
import { WorkerMetrics } from './worker-metrics';

/**
 * The worker's monitoring port (WORKER_METRICS_PORT): GET /metrics, /health/live (the process
 * answers) and /health/ready (PostgreSQL with every migration, and Redis, answer). The worker has no
 * HTTP server otherwise. At start it reads the newest signed audit checkpoint once, so the
 * checkpoint's age is known before this worker signs one.
 */
export class WorkerMonitoring implements OnApplicationBootstrap, OnApplicationShutdown {
  private server?: Server;
  private readonly logger = new Logger('Monitoring');

  constructor(
    @Inject(WorkerConfig) private readonly config: WorkerConfig,
    @Inject(Registry) private readonly registry: Registry,
    @Inject(WorkerMetrics) private readonly metrics: WorkerMetrics,
    @Inject(getDataSourceToken()) private readonly dataSource: DataSource,
    @Inject(JobQueue) private readonly queue: JobQueue,
    @Inject(OBJECT_STORAGE) private readonly storage: ObjectStorage,
    @Inject(AuditService) private readonly audit: AuditService,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (this.config.WORKER_METRICS_PORT === undefined) return;
    // Not awaited: a slow object store must not hold the worker's start.
    latestAuditCheckpoint(this.storage, this.audit.chainKey).then(
      ({ checkpoint }) => checkpoint && this.metrics.auditCheckpointSigned(new Date(checkpoint.at)),
      (err: Error) => this.logger.warn(`Newest audit checkpoint not read: ${err.message}`),
    );
    this.server = await startMonitoringServer({
      port: this.config.WORKER_METRICS_PORT,
      host: this.config.METRICS_HOST,
      token: this.config.METRICS_TOKEN,
      metrics: async () => ({ body: await this.registry.metrics(), contentType: this.registry.contentType }),
      ready: () => checkReadiness(this.dataSource, this.queue.redis),
    });
  }

  /** The port served (WORKER_METRICS_PORT=0 picks a free one, as the tests do); undefined when none. */
  get port(): number | undefined {
    return this.server ? listeningPort(this.server) : undefined;
  }

  async onApplicationShutdown(): Promise<void> {
    if (this.server) await closeServer(this.server);
  }
}
