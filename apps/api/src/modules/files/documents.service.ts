import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { randomUUID } from 'node:crypto';
import { DataSource, EntityManager } from 'typeorm';
import type { DocumentKind } from '@clearhire/contracts';
import { StoredDocument } from '@clearhire/db';
import { companyScope, type Actor, type Session } from '../../common/auth/session';
import { FieldCipher } from '@clearhire/server';
import { ApiError } from '../../common/errors/api-error';
import { AuditService } from '../audit/audit.service';
import { extensionOf, type AllowedMime } from './file-type';
import { OBJECT_STORAGE, type ObjectStorage } from '@clearhire/storage';

export interface NewDocument {
  companyId: number;
  employeeId?: string;
  submissionId?: string;
  kind: DocumentKind;
  documentType?: string;
  contentType: AllowedMime;
  bytes: Buffer;
}

/** Stored files: encrypted before they reach storage, recorded in `documents`, read back after an ownership check. */
@Injectable()
export class DocumentsService {
  private readonly logger = new Logger(DocumentsService.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(OBJECT_STORAGE) private readonly storage: ObjectStorage,
    @Inject(FieldCipher) private readonly cipher: FieldCipher,
    private readonly audit: AuditService,
  ) {}

  /**
   * Writes the encrypted bytes under a random key, then records them in the caller's
   * transaction. The key is returned so the caller can remove the object if that transaction fails.
   */
  async store(m: EntityManager, doc: NewDocument): Promise<{ id: string; storageKey: string }> {
    const id = randomUUID();
    const storageKey = `documents/${id.slice(0, 2)}/${id}`;
    await this.storage.put(storageKey, this.cipher.encryptBlob(doc.bytes));
    await m.insert(StoredDocument, {
      id,
      companyId: doc.companyId,
      employeeId: doc.employeeId ?? null,
      submissionId: doc.submissionId ?? null,
      kind: doc.kind,
      documentType: doc.documentType ?? null,
      contentType: doc.contentType,
      byteSize: doc.bytes.length,
      storageKey,
    });
    return { id, storageKey };
  }

  /** Removes objects whose database records were rolled back. */
  async discard(storageKeys: string[]): Promise<void> {
    for (const key of storageKeys) {
      await this.storage.delete(key).catch((err: Error) => this.logger.error(`Could not remove orphaned object: ${err.message}`));
    }
  }

  /** A file the session may read (404 otherwise), decrypted; the download is audited. */
  async open(id: string, session: Session, actor: Actor): Promise<{ doc: StoredDocument; bytes: Buffer; filename: string }> {
    const scope = companyScope(session);
    const doc = await this.dataSource
      .getRepository(StoredDocument)
      .findOne({ where: scope === undefined ? { id } : { id, companyId: scope } });
    if (!doc) throw ApiError.notFound('File');
    const bytes = this.cipher.decryptBlob(await this.storage.get(doc.storageKey));
    await this.audit.recordAccess({ actor, action: 'file.downloaded', recordType: 'document', recordId: doc.id, companyId: doc.companyId, detail: { kind: doc.kind } });
    return { doc, bytes, filename: `${doc.kind}-${doc.id}.${extensionOf(doc.contentType as AllowedMime)}` };
  }

  /** A record's files, oldest first: an employee's uploads and I-9 record, a submission's forms, a company's ERD forms. */
  listFor(where: { employeeId: string } | { submissionId: string } | { companyId: number; kind: DocumentKind }): Promise<StoredDocument[]> {
    return this.dataSource.getRepository(StoredDocument).find({ where, order: { createdAt: 'ASC' } });
  }
}
