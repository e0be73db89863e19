export * from './worker-config';
export * from './worker.module';
export * from './job-handler';
export * from './job-runner';
export * from '../mail/mail-sender';
