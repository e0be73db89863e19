export * from './lib/db';
