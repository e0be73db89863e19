export * from './lib/domain';
