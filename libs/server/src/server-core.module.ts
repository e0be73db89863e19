import { Clock } from './time/clock';
import { DynamicModule, Inject, Logger, Module, OnApplicationShutdown } from '@nestjs/common';
import { getDataSourceToken, TypeOrmModule } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { dataSourceOptions } from '@clearhire/db';
import { createObjectStorage, OBJECT_STORAGE, S3ObjectStorage } from '@clearhire/storage';
import { AuditService } from './audit/audit.service';
import type { ServerConfig } from './config/server-config';
import { parseAllowedHosts, WebhookTargets } from './webhooks/webhook-target';
import { WebhookOutboxRepository } from './webhooks/webhook-outbox.repository';
import { FieldCipher } from './crypto/field-cipher';
import { DocumentStore } from './documents/document-store';
import { GeneratedDocuments } from './documents/generated-documents';
import { JobQueue } from './jobs/job-queue';
import { EVERIFY_GATEWAY } from './everify/everify-gateway';
import { TestModeEVerifyGateway } from './everify/test-mode-gateway';
import { Registry } from 'prom-client';
import { createMetricsRegistry } from './observability/metrics-registry';

/**
 * Global modules shut down after the app's own: a worker's jobs still running while it stops may
 * enqueue until then.
 */
class JobQueueShutdown implements OnApplicationShutdown {
  constructor(@Inject(JobQueue) private readonly queue: JobQueue) {}
  onApplicationShutdown(): Promise<void> {
    return this.queue.close();
  }
}

/**
 * What the API and the worker both stand on, wired once: the database, encryption, object storage,
 * the job queue, the audit trail, the document store and the E-Verify gateway. Global, so each app's modules inject these
 * without importing it.
 */
@Module({})
export class ServerCoreModule {
  static forConfig(config: ServerConfig): DynamicModule {
    return {
      module: ServerCoreModule,
      global: true,
      // No query logging: failed queries would print their parameters (personal data).
      imports: [TypeOrmModule.forRoot({ ...dataSourceOptions(config.DATABASE_URL), logging: false })],
      providers: [
        { provide: FieldCipher, useFactory: () => new FieldCipher(config.ENCRYPTION_KEYS, Buffer.from(config.BLIND_INDEX_KEY, 'base64')) },
        {
          provide: OBJECT_STORAGE,
          useFactory: async () => {
            const storage = createObjectStorage(config);
            // The bucket must exist before the first object is stored; creating it is idempotent.
            if (storage instanceof S3ObjectStorage) await storage.ensureBucket();
            return storage;
          },
        },
        { provide: JobQueue, useFactory: () => new JobQueue(config.REDIS_URL, config.REDIS_PREFIX, new Logger('Jobs')) },
        JobQueueShutdown,
        {
          // EVERIFY_DRIVER names the driver; the test mode is the only one this build has.
          provide: EVERIFY_GATEWAY,
          inject: [getDataSourceToken(), Clock],
          useFactory: (dataSource: DataSource, clock: Clock) => new TestModeEVerifyGateway(dataSource, clock, config.EVERIFY_TEST_DELAY_SECONDS),
        },
        {
          provide: AuditService,
          inject: [getDataSourceToken()],
          useFactory: (dataSource: DataSource) => new AuditService(dataSource, Buffer.from(config.AUDIT_KEY, 'base64')),
        },
        Clock,
        DocumentStore,
        GeneratedDocuments,
        // The process's metrics registry (process and database pool metrics; each app adds its own).
        { provide: Registry, inject: [getDataSourceToken()], useFactory: (dataSource: DataSource) => createMetricsRegistry(dataSource) },

        { provide: WebhookTargets, useFactory: () => new WebhookTargets(parseAllowedHosts(config.WEBHOOK_ALLOWED_HOSTS)) },
        { provide: WebhookOutboxRepository, inject: [getDataSourceToken()], useFactory: (dataSource: DataSource) => new WebhookOutboxRepository(dataSource) },
      ],
      exports: [FieldCipher, OBJECT_STORAGE, JobQueue, AuditService, Clock, DocumentStore, GeneratedDocuments, EVERIFY_GATEWAY, Registry, WebhookTargets, WebhookOutboxRepository],
    };
  }
}
