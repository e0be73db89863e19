import { DynamicModule, Logger, Module } from '@nestjs/common';
import { getDataSourceToken } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { OBJECT_STORAGE, type ObjectStorage } from '@clearhire/storage';
import { AuditService, Clock, DocumentStore, EVERIFY_GATEWAY, type EVerifyGateway, FieldCipher, GeneratedDocuments, I9Worklist, JobQueue, ServerCoreModule, smsProviderFrom , WebhookOutboxRepository, WebhookTargets } from '@clearhire/server';
import { MailSender } from './mail/mail-sender';
import { JOB_HANDLERS, type JobHandler } from './job-handler';
import { JobRunner } from './job-runner';
import { WorkerConfig } from './worker-config';
import { WorkerLifecycle } from './worker-lifecycle';
import { RenderSubmissionForms } from './handlers/render-submission-forms';
import { RenderErdAuthorization } from './handlers/render-erd-authorization';
import { RenderI9Record } from './handlers/render-i9-record';
import { SweepMissingWork } from './handlers/sweep-missing-work';
import { mailHandlers } from './handlers/mail-handlers';
import { dueListHandler } from './handlers/due-lists';
import { PurgeExpiredI9s } from './handlers/purge-expired-i9s';
import { BuildInspectionExport } from './handlers/build-inspection-export';
import { AuditChainBreaksRepository } from './repositories/audit-chain-breaks.repository';
import { DueListsRepository } from './repositories/due-lists.repository';
import { EmployersRepository } from './repositories/employers.repository';
import { EVerifyCasesRepository } from './repositories/everify-cases.repository';
import { I9RecordVersionsRepository } from './repositories/i9-record-versions.repository';
import { I9RecordsRepository } from './repositories/i9-records.repository';
import { InspectionExportsRepository } from './repositories/inspection-exports.repository';
import { MailRepository } from './repositories/mail.repository';
import { MissingWorkRepository } from './repositories/missing-work.repository';
import { SubmissionsRepository } from './repositories/submissions.repository';
import { everifyHandlers } from './handlers/everify-cases';
import { auditCheckpointHandler } from './handlers/audit-checkpoint';
import { TextsRepository } from './repositories/texts.repository';
import { SendText } from './handlers/send-text';
import { SendSection1Reminders } from './handlers/section1-reminders';
import { Registry } from 'prom-client';
import { WorkerMetrics } from './monitoring/worker-metrics';
import { WorkerMonitoring } from './monitoring/worker-monitoring';
import { DeliverWebhook } from './handlers/deliver-webhook';
import { SendWebhookEndpointDisabled } from './handlers/webhook-endpoint-disabled-mail';
import { WebhookDeliveriesRepository } from './repositories/webhook-deliveries.repository';

/**
 * The worker: the same entities, storage, encryption and queues as the API, with no HTTP server.
 * It renders the forms, sends the mail, follows the E-Verify cases and sweeps for work the API could not queue. It never
 * runs migrations (the API's `migrate` command does).
 */
@Module({})
export class WorkerModule {
  static forConfig(config: WorkerConfig): DynamicModule {
    const logger = new Logger('Worker');
    return {
      module: WorkerModule,
      imports: [ServerCoreModule.forConfig(config)],
      providers: [
        { provide: WorkerConfig, useValue: config },
        { provide: MailSender, useFactory: () => new MailSender({ smtpUrl: config.SMTP_URL, outboxDir: config.MAIL_OUTBOX_DIR, from: config.MAIL_FROM }) },
        { provide: WorkerMetrics, inject: [Registry, JobQueue], useFactory: (registry: Registry, queue: JobQueue) => new WorkerMetrics(registry, queue) },
        WorkerMonitoring,
        {
          provide: JOB_HANDLERS,
          inject: [getDataSourceToken(), FieldCipher, GeneratedDocuments, JobQueue, MailSender, Clock, DocumentStore, AuditService, OBJECT_STORAGE, EVERIFY_GATEWAY, WorkerMetrics, WebhookTargets, WebhookOutboxRepository],
          useFactory: (
            ds: DataSource,
            cipher: FieldCipher,
            docs: GeneratedDocuments,
            queue: JobQueue,
            mail: MailSender,
            clock: Clock,
            store: DocumentStore,
            audit: AuditService,
            storage: ObjectStorage,
            gateway: EVerifyGateway,
            metrics: WorkerMetrics,
            webhookTargets: WebhookTargets,
            webhookOutbox: WebhookOutboxRepository,
          ): JobHandler[] => {
            // The handlers' SQL lives in these repositories (docs/conventions.md habit 8).
            const submissions = new SubmissionsRepository(ds);
            const employers = new EmployersRepository(ds);
            const i9Records = new I9RecordsRepository(ds);
            const exports = new InspectionExportsRepository(ds);
            const renderI9Record = new RenderI9Record(new I9RecordVersionsRepository(ds), cipher, docs);
            const mailRows = new MailRepository(ds);
            const auditBreaks = new AuditChainBreaksRepository(ds);
            const texts = new TextsRepository(ds);
            const webhookDeliveries = new WebhookDeliveriesRepository(ds);
            return [
              new RenderSubmissionForms(submissions, employers, cipher, docs),
              new RenderErdAuthorization(employers, docs),
              renderI9Record,
              new SweepMissingWork(new MissingWorkRepository(ds), queue, config.SWEEP_GRACE_SECONDS, webhookDeliveries),
              ...mailHandlers({ mail: mailRows, employers, submissions, queue }, mail, config, cipher),
              dueListHandler({ dueLists: new DueListsRepository(ds), worklist: new I9Worklist(ds), breaks: auditBreaks, mail: mailRows, webhooks: webhookOutbox, queue }, mail, config, clock, gateway.mode === 'test'),
              new PurgeExpiredI9s(ds, store, audit, clock, i9Records, exports, queue),
              // An export renders a Form I-9 version still missing before it zips the record.
              new BuildInspectionExport(ds, cipher, storage, store, audit, clock, renderI9Record, i9Records, exports, queue),
              auditCheckpointHandler(ds, auditBreaks, storage, audit.chainKey, clock, (at) => metrics.auditCheckpointSigned(at)),
              new SendText(texts, smsProviderFrom(config), config.APP_URL),
              new SendSection1Reminders(ds, texts, mail, queue, clock, { appUrl: config.APP_URL, fromHour: config.SECTION1_REMINDER_HOUR }),
              new DeliverWebhook({ dataSource: ds, deliveries: webhookDeliveries, targets: webhookTargets, cipher, audit, queue, clock, userAgent: 'ClearHire-Webhooks/1 (+https://www.standardwebhooks.com)' }),
              new SendWebhookEndpointDisabled(webhookDeliveries, mail, config.APP_URL),
              ...everifyHandlers(
                { cases: new EVerifyCasesRepository(ds), transaction: (work) => ds.transaction(work), gateway, audit, queue, clock, pollSeconds: config.EVERIFY_POLL_SECONDS, polled: (answer) => metrics.everifyPolled(answer) },
                cipher,
                store,
              ),
            ];
          },
        },
        {
          provide: JobRunner,
          inject: [JOB_HANDLERS, JobQueue, WorkerMetrics],
          useFactory: (handlers: JobHandler[], queue: JobQueue, metrics: WorkerMetrics) =>
            new JobRunner(
              handlers,
              queue,
              {
                redisUrl: config.REDIS_URL,
                redisPrefix: config.REDIS_PREFIX,
                concurrency: config.WORKER_CONCURRENCY,
                documentsConcurrency: config.WORKER_DOCUMENTS_CONCURRENCY,
                sweepIntervalSeconds: config.SWEEP_INTERVAL_SECONDS,
                dueListCron: config.DUE_LIST_CRON,
                purgeCron: config.PURGE_CRON,
                section1ReminderCron: config.SECTION1_REMINDER_CRON,
                everifyPollSeconds: config.EVERIFY_POLL_SECONDS,
                auditCheckpointMinutes: config.AUDIT_CHECKPOINT_MINUTES,
                lockMs: config.JOB_LOCK_MS,
              },
              logger,
              metrics,
            ),
        },
        WorkerLifecycle,
      ],
      exports: [JobRunner, WorkerMetrics, WorkerMonitoring],
    };
  }
}
