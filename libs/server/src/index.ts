// The providers and rules the API and the worker share (ServerCoreModule wires them once). What
// only the worker runs, its job handlers and the mail transport, is in apps/worker. PDF rendering
// (libs/documents) is loaded by both: the worker renders the generated forms, the API the
// Form 5884 an employer downloads.
export * from './config/server-config';
export * from './crypto/field-cipher';
export * from './jobs/job-registry';
export * from './jobs/job-queue';
export * from './jobs/failure-reason';
export * from './jobs/redis-connection';
export * from './audit/audit.service';
export * from './audit/audited-insert';
export * from './database/pooled-query';
export * from './documents/document-store';
export * from './documents/generated-documents';
export * from './server-core.module';
export * from './time/clock';
export * from './everify/everify-gateway';
export * from './everify/test-mode-scenarios';
export { TestModeEVerifyGateway } from './everify/test-mode-gateway';
export * from './everify/everify-case-sync';
export * from './i9/i9-versions';
export * from './everify/i9-worklist';
export * from './audit/audit-chain';
export * from './crypto/encrypted-fields';
export * from './crypto/key-rotation';
export * from './everify/location-calendar';
export * from './sms';
export * from './observability';
export * from './webhooks/webhook-target';
export * from './webhooks/webhook-outbox.repository';
export * from './webhooks/webhook-events';
