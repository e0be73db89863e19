import { Inject, Injectable, Logger } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { pipeline } from 'node:stream';
import type { EntityManager } from 'typeorm';
import type { DocumentKind } from '@clearhire/contracts';
import { StoredDocument } from '@clearhire/db';
import { OBJECT_STORAGE, type ObjectStorage } from '@clearhire/storage';
import { FieldCipher } from '../crypto/field-cipher';

export interface NewDocument {
  companyId: number;
  employeeId?: string;
  submissionId?: string;
  erdFormId?: string;
  supplementBId?: string;
  kind: DocumentKind;
  documentType?: string;
  contentType: string;
  bytes: Buffer;
  /** The version of its record a generated form renders (see StoredDocument.revision). */
  revision?: number;
}

export interface StoredObject {
  id: string;
  storageKey: string;
}

/**
 * Every stored file, uploaded or generated: encrypted before it reaches storage, under a random key
 * (so the key carries no personal data), and recorded in `documents` in the caller's transaction.
 * The object is written before its row, so a caller whose transaction fails removes the keys it
 * was given (`discard`); the store removes the object itself when the row is not recorded.
 */
@Injectable()
export class DocumentStore {
  private readonly logger = new Logger(DocumentStore.name);

  constructor(
    @Inject(OBJECT_STORAGE) private readonly storage: ObjectStorage,
    @Inject(FieldCipher) private readonly cipher: FieldCipher,
  ) {}

  async store(m: EntityManager, doc: NewDocument): Promise<StoredObject> {
    const { id, storageKey } = newObjectKey();
    await this.storage.put(storageKey, this.cipher.encryptBlob(doc.bytes));
    try {
      await m
        .createQueryBuilder()
        .insert()
        .into(StoredDocument)
        .values(rowOf(doc, { id, storageKey, byteSize: doc.bytes.length, keyId: this.cipher.activeKey }))
        .returning('id')
        .execute();
    } catch (err) {
      await this.discard([storageKey]);
      throw err;
    }
    return { id, storageKey };
  }

  /**
   * As `store`, for several documents of kinds a record may hold once (the unique indexes of
   * generated forms): the objects are written side by side and their rows inserted in one statement.
   * Where another run recorded a kind first, its copy stays, ours is removed, and the answer is null.
   */
  async storeAllIfAbsent(m: EntityManager, docs: readonly NewDocument[]): Promise<(StoredObject | null)[]> {
    if (docs.length === 0) return [];
    const objects = docs.map((doc) => ({ doc, ...newObjectKey() }));
    const puts = await Promise.allSettled(objects.map((o) => this.storage.put(o.storageKey, this.cipher.encryptBlob(o.doc.bytes))));
    const written = objects.filter((_, i) => puts[i].status === 'fulfilled').map((o) => o.storageKey);
    let recorded: Set<string>;
    try {
      const failed = puts.find((p): p is PromiseRejectedResult => p.status === 'rejected');
      if (failed) throw failed.reason;
      const result = await m
        .createQueryBuilder()
        .insert()
        .into(StoredDocument)
        .values(objects.map((o) => rowOf(o.doc, { id: o.id, storageKey: o.storageKey, byteSize: o.doc.bytes.length, keyId: this.cipher.activeKey })))
        .orIgnore()
        .returning('id')
        .execute();
      recorded = new Set((result.raw as { id: string }[]).map((r) => r.id));
    } catch (err) {
      await this.discard(written);
      throw err;
    }
    await this.discard(objects.filter((o) => !recorded.has(o.id)).map((o) => o.storageKey));
    return objects.map((o) => (recorded.has(o.id) ? { id: o.id, storageKey: o.storageKey } : null));
  }

  /**
   * Stores a file from the local disk (an inspection export built there) encrypted as a stream,
   * with constant memory whatever its size, before any transaction: a long upload never holds
   * database locks. Record it with `recordStored` in the caller's transaction, or `discard` the key.
   */
  async putFile(path: string): Promise<StoredObject & { byteSize: number; keyId: string }> {
    const { id, storageKey } = newObjectKey();
    const { size } = await stat(path);
    const sealed = pipeline(createReadStream(path), this.cipher.encryptingStream(), () => undefined);
    await this.storage.putStream(storageKey, sealed, this.cipher.streamedLength(size));
    return { id, storageKey, byteSize: size, keyId: this.cipher.activeKey };
  }

  /** The row of an object `putFile` stored, in the caller's transaction. */
  async recordStored(m: EntityManager, stored: StoredObject & { byteSize: number; keyId: string }, doc: Omit<NewDocument, 'bytes'>): Promise<void> {
    await m
      .createQueryBuilder()
      .insert()
      .into(StoredDocument)
      .values(rowOf(doc, stored))
      .execute();
  }

  /** Removes objects whose rows were rolled back, replaced or never recorded. */
  async discard(storageKeys: string[]): Promise<void> {
    for (const key of storageKeys) {
      await this.storage.delete(key).catch((err: Error) => this.logger.error(`Could not remove orphaned object: ${err.message}`));
    }
  }
}

/** A new document's id and the key of its object, which carries nothing but the id. */
function newObjectKey(): StoredObject {
  const id = randomUUID();
  return { id, storageKey: `documents/${id.slice(0, 2)}/${id}` };
}

/** A stored object's `documents` row: its owner, what it is, and where its ciphertext lives. */
function rowOf(doc: Omit<NewDocument, 'bytes'>, stored: StoredObject & { byteSize: number; keyId: string }) {
  return {
    id: stored.id,
    companyId: doc.companyId,
    employeeId: doc.employeeId ?? null,
    submissionId: doc.submissionId ?? null,
    erdFormId: doc.erdFormId ?? null,
    supplementBId: doc.supplementBId ?? null,
    kind: doc.kind,
    documentType: doc.documentType ?? null,
    contentType: doc.contentType,
    byteSize: stored.byteSize,
    storageKey: stored.storageKey,
    keyId: stored.keyId,
    revision: doc.revision ?? 0,
  };
}
