// Shared by the API and the worker. The worker's own pieces (PDF rendering, mail) are in
// '@clearhire/server/worker' so the API process never loads pdfkit or nodemailer.
export * from './config/server-config';
export * from './crypto/field-cipher';
export * from './jobs/job-registry';
export * from './jobs/job-queue';
export * from './jobs/redis-connection';
