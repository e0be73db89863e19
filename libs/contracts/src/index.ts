export * from './lib/fields';
export * from './lib/limits';
export * from './lib/enums';
export * from './lib/screening';
export * from './lib/us-states';
export * from './lib/industries';
export * from './lib/picklists';
export * from './lib/wage-import';
