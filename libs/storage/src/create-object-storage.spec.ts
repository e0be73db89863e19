import { createObjectStorage } from './create-object-storage';
import { FilesystemObjectStorage } from './filesystem-object-storage';
import { S3ObjectStorage } from './s3-object-storage';

const s3Env = {
  STORAGE_DRIVER: 's3' as const,
  S3_ENDPOINT: 'http://127.0.0.1:9000',
  S3_ACCESS_KEY: 'access',
  S3_SECRET_KEY: 'secret',
  S3_BUCKET: 'files',
};

describe('createObjectStorage', () => {
  it('defaults to the filesystem driver', () => {
    expect(createObjectStorage({})).toBeInstanceOf(FilesystemObjectStorage);
    expect(createObjectStorage({ STORAGE_DRIVER: 'filesystem', STORAGE_DIR: '/tmp/x' })).toBeInstanceOf(
      FilesystemObjectStorage,
    );
  });

  it('builds the S3 driver from a URL endpoint', () => {
    expect(createObjectStorage(s3Env)).toBeInstanceOf(S3ObjectStorage);
    expect(createObjectStorage({ ...s3Env, S3_ENDPOINT: 'https://minio.example.com', S3_REGION: 'eu-west-1' })).toBeInstanceOf(
      S3ObjectStorage,
    );
  });

  it.each(['S3_ENDPOINT', 'S3_ACCESS_KEY', 'S3_SECRET_KEY', 'S3_BUCKET'] as const)('names the missing %s', (name) => {
    expect(() => createObjectStorage({ ...s3Env, [name]: undefined })).toThrow(name);
  });

  it('rejects an endpoint that is not an http(s) URL', () => {
    expect(() => createObjectStorage({ ...s3Env, S3_ENDPOINT: '127.0.0.1:9000' })).toThrow('S3_ENDPOINT');
    expect(() => createObjectStorage({ ...s3Env, S3_ENDPOINT: 'not a url' })).toThrow('S3_ENDPOINT');
  });

  it('rejects an unknown driver', () => {
    expect(() => createObjectStorage({ STORAGE_DRIVER: 'gcs' as never })).toThrow('STORAGE_DRIVER');
  });
});
