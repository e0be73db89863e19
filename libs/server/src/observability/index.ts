export * from './log-context';
export * from './logger';
export * from './metrics-registry';
export * from './queue-metrics';
export * from './monitoring-server';
export * from './readiness';
