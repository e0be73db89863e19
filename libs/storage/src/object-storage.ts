import type { Readable } from 'node:stream';

/**
 * Where file bytes live. Keys are random ids chosen by the caller (they never carry personal data);
 * values are stored exactly as given: encryption is the caller's job, so every driver stays a dumb
 * byte store and the envelope format lives in one place.
 */
export interface ObjectStorage {
  /** Stores a new object. The filesystem driver refuses to overwrite an existing key. */
  put(key: string, data: Buffer): Promise<void>;
  /**
   * Stores a new object from a stream of `size` bytes with constant memory (S3 uploads in parts
   * beyond one part's size); nothing is stored when the stream fails or is not that size.
   */
  putStream(key: string, source: Readable, size: number): Promise<void>;
  /** Reads an object; a missing key rejects with an Error whose `code` is 'NotFound'. */
  get(key: string): Promise<Buffer>;
  /** Reads an object as a stream (a missing key rejects as get does). */
  getStream(key: string): Promise<Readable>;
  /** Removes an object; removing a missing key resolves, so deletes can be retried safely. */
  delete(key: string): Promise<void>;
  /** The keys under `prefix` (a folder such as 'audit-checkpoints/'), sorted. */
  list(prefix: string): Promise<string[]>;
  /**
   * Every object in the store, in every folder, with its size in bytes: what a backup copies and a
   * restore checks is empty. Keys come one at a time, so a store of millions of objects is walked
   * with constant memory.
   */
  walk(): AsyncIterable<StoredObjectInfo>;
}

/** One object found by `walk()`. */
export interface StoredObjectInfo {
  key: string;
  size: number;
}

/** Nest injection token for the configured driver. */
export const OBJECT_STORAGE = Symbol('OBJECT_STORAGE');

/** The `code` carried by the Error every driver rejects with when an object does not exist. */
export const NOT_FOUND = 'NotFound';

export type StorageNotFoundError = Error & { code: typeof NOT_FOUND; key: string };

export function notFoundError(key: string): StorageNotFoundError {
  return Object.assign(new Error(`Storage object not found: ${key}`), { code: NOT_FOUND, key } as const);
}

export function isNotFoundError(err: unknown): err is StorageNotFoundError {
  return err instanceof Error && (err as { code?: unknown }).code === NOT_FOUND;
}

/**
 * Keys are lowercase letters, digits, '-' and '/', and never contain '..': that keeps them free of
 * names and e-mail addresses, and stops a key from escaping the storage root on disk.
 */
export function assertValidKey(key: string): void {
  if (!/^[a-z0-9/-]+$/.test(key) || key.includes('..')) throw new Error('Invalid storage key');
}
