import { Client } from 'minio';
import type { Readable } from 'node:stream';
import { assertValidKey, notFoundError, type ObjectStorage, type StoredObjectInfo } from './object-storage';

export interface S3ObjectStorageOptions {
  endPoint: string;
  port: number;
  useSSL: boolean;
  accessKey: string;
  secretKey: string;
  bucket: string;
  /** MinIO and s3rver accept any region; giving one avoids a region lookup request per call. */
  region?: string;
  /** Path-style URLs (host/bucket/key): MinIO and s3rver on an IP address cannot resolve bucket subdomains. */
  pathStyle?: boolean;
}

/** S3 error codes that mean "this object does not exist". */
const MISSING_CODES = new Set(['NoSuchKey', 'NotFound']);

/** The S3-protocol driver (MinIO in production), through the `minio` client. */
export class S3ObjectStorage implements ObjectStorage {
  private readonly client: Client;
  private readonly bucket: string;
  private readonly region: string;

  constructor(options: S3ObjectStorageOptions) {
    const { bucket, region = 'us-east-1', pathStyle = true, ...connection } = options;
    this.bucket = bucket;
    this.region = region;
    this.client = new Client({ ...connection, region, pathStyle });
  }

  /** Creates the bucket if it does not exist yet; call once at startup. */
  async ensureBucket(): Promise<void> {
    if (await this.client.bucketExists(this.bucket)) return;
    try {
      await this.client.makeBucket(this.bucket, this.region);
    } catch (err) {
      // Another process (API and worker start together) may have created it in between.
      const code = (err as { code?: string }).code;
      if (code !== 'BucketAlreadyOwnedByYou' && code !== 'BucketAlreadyExists') throw err;
    }
  }

  async put(key: string, data: Buffer): Promise<void> {
    assertValidKey(key);
    // The bytes are opaque (ciphertext), so no content type is guessed from the key.
    await this.client.putObject(this.bucket, key, data, data.length, {
      'Content-Type': 'application/octet-stream',
    });
  }

  async putStream(key: string, source: Readable, size: number): Promise<void> {
    assertValidKey(key);
    // One request up to the client's part size, parts of bounded size beyond: memory stays constant.
    await this.client.putObject(this.bucket, key, source, size, { 'Content-Type': 'application/octet-stream' });
  }

  async list(prefix: string): Promise<string[]> {
    if (!prefix.endsWith('/')) throw new Error('List a folder: the prefix ends with /');
    assertValidKey(prefix.slice(0, -1));
    const keys: string[] = [];
    for await (const item of this.client.listObjectsV2(this.bucket, prefix, false)) {
      if ('name' in item && item.name) keys.push(item.name);
    }
    return keys.sort();
  }

  async *walk(): AsyncIterable<StoredObjectInfo> {
    // Recursive listing: every key of the bucket, page by page, in the store's (lexical) order.
    for await (const item of this.client.listObjectsV2(this.bucket, '', true)) {
      if ('name' in item && item.name) yield { key: item.name, size: Number(item.size) };
    }
  }

  async getStream(key: string): Promise<Readable> {
    assertValidKey(key);
    try {
      return await this.client.getObject(this.bucket, key);
    } catch (err) {
      // Same error as the filesystem driver, so callers can treat both alike.
      if (MISSING_CODES.has((err as { code?: string }).code ?? '')) throw notFoundError(key);
      throw err;
    }
  }

  async get(key: string): Promise<Buffer> {
    const stream = await this.getStream(key);
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  }

  async delete(key: string): Promise<void> {
    assertValidKey(key);
    try {
      await this.client.removeObject(this.bucket, key);
    } catch (err) {
      // S3 itself answers 204 for a missing key; some servers say NoSuchKey. Either way it is gone.
      if (!MISSING_CODES.has((err as { code?: string }).code ?? '')) throw err;
    }
  }
}
