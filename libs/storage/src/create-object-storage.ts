import { FilesystemObjectStorage } from './filesystem-object-storage';
import type { ObjectStorage } from './object-storage';
import { S3ObjectStorage } from './s3-object-storage';

export interface StorageEnv {
  STORAGE_DRIVER?: 'filesystem' | 's3';
  STORAGE_DIR?: string;
  S3_ENDPOINT?: string;
  S3_ACCESS_KEY?: string;
  S3_SECRET_KEY?: string;
  S3_BUCKET?: string;
  S3_REGION?: string;
}

/** Default directory of the filesystem driver, relative to the working directory. */
export const DEFAULT_STORAGE_DIR = 'var/storage';

/**
 * Picks the driver from the environment. Filesystem is the default so a fresh clone runs without
 * MinIO; the S3 driver is returned without creating the bucket (call `ensureBucket()` at startup).
 */
export function createObjectStorage(env: StorageEnv): ObjectStorage {
  const driver = env.STORAGE_DRIVER ?? 'filesystem';
  if (driver === 'filesystem') return new FilesystemObjectStorage(env.STORAGE_DIR || DEFAULT_STORAGE_DIR);
  if (driver !== 's3') {
    // env often comes straight from process.env, so the type alone does not guarantee this.
    throw new Error(`STORAGE_DRIVER must be 'filesystem' or 's3', got '${String(driver)}'`);
  }
  const endpoint = parseEndpoint(required(env, 'S3_ENDPOINT'));
  return new S3ObjectStorage({
    ...endpoint,
    accessKey: required(env, 'S3_ACCESS_KEY'),
    secretKey: required(env, 'S3_SECRET_KEY'),
    bucket: required(env, 'S3_BUCKET'),
    region: env.S3_REGION || undefined,
  });
}

function required(env: StorageEnv, name: 'S3_ENDPOINT' | 'S3_ACCESS_KEY' | 'S3_SECRET_KEY' | 'S3_BUCKET'): string {
  const value = env[name];
  if (!value) throw new Error(`${name} is required when STORAGE_DRIVER=s3`);
  return value;
}

/** 'http://127.0.0.1:9000' → { endPoint: '127.0.0.1', port: 9000, useSSL: false }. */
function parseEndpoint(raw: string): { endPoint: string; port: number; useSSL: boolean } {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(`S3_ENDPOINT must be a URL like http://127.0.0.1:9000, got '${raw}'`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new Error(`S3_ENDPOINT must use http or https, got '${raw}'`);
  }
  const useSSL = url.protocol === 'https:';
  // URL drops a default port (80/443), so fall back to it explicitly.
  const port = url.port ? Number(url.port) : useSSL ? 443 : 80;
  // URL keeps IPv6 hosts in brackets; the minio client wants the bare address.
  const endPoint = url.hostname.replace(/^\[(.*)\]$/, '$1');
  return { endPoint, port, useSSL };
}
