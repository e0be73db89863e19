export * from './object-storage';
export * from './filesystem-object-storage';
export * from './s3-object-storage';
export * from './create-object-storage';
