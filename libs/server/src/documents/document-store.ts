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

  store(m: EntityManager, doc: NewDocument): Promise<StoredObject> {
    return this.write(m, doc, false) as Promise<StoredObject>;
  }

  /**
   * As `store`, for a kind a record may hold once (the unique indexes of generated forms): when
   * another run recorded it first, its copy stays, ours is removed, and the answer is null.
   */
  storeIfAbsent(m: EntityManager, doc: NewDocument): Promise<StoredObject | null> {
    return this.write(m, doc, true);
  }

  /**
   * Stores a file from the local disk (an inspection export built there) encrypted as a stream,
   * with constant memory whatever its size, before any transaction: a long upload never holds
   * database locks. Record it with `recordStored` in the caller's transaction, or `discard` the key.
   */
  async putFile(path: string): Promise<StoredObject & { byteSize: number; keyId: string }> {
    const id = randomUUID();
    const storageKey = `documents/${id.slice(0, 2)}/${id}`;
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

  private async write(m: EntityManager, doc: NewDocument, ifAbsent: boolean): Promise<StoredObject | null> {
    const id = randomUUID();
    const storageKey = `documents/${id.slice(0, 2)}/${id}`;
    await this.storage.put(storageKey, this.cipher.encryptBlob(doc.bytes));
    let recorded: boolean;
    try {
      const result = await m
        .createQueryBuilder()
        .insert()
        .into(StoredDocument)
        .values(rowOf(doc, { id, storageKey, byteSize: doc.bytes.length, keyId: this.cipher.activeKey }))
        .orIgnore(ifAbsent)
        .returning('id')
        .execute();
      recorded = (result.raw as unknown[]).length > 0;
    } catch (err) {
      await this.discard([storageKey]);
      throw err;
    }
    if (recorded) return { id, storageKey };
    await this.discard([storageKey]);
    return null;
  }
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
