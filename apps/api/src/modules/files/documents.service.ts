import { Inject, Injectable } from '@nestjs/common';
import { StoredDocument } from '@clearhire/db';
import type { Actor, Session } from '../../common/auth/session';
import { Scope } from '../../common/auth/scope';
import { DocumentsRepository, type DocumentOwnerFilter } from './documents.repository';
import { AuditService, FieldCipher } from '@clearhire/server';
import { ApiError } from '../../common/errors/api-error';
import { pipeline, type Readable } from 'node:stream';
import { extensionOf, type AllowedMime } from './file-type';

/** The download name's extension: an upload's or a generated form's, or a zip's (an inspection export). */
const downloadExtension = (contentType: string): string => (contentType === 'application/zip' ? 'zip' : extensionOf(contentType as AllowedMime));
import { OBJECT_STORAGE, type ObjectStorage } from '@clearhire/storage';

/** Stored files (written by the DocumentStore) read back after an ownership check. */
@Injectable()
export class DocumentsService {
  constructor(
    private readonly documents: DocumentsRepository,
    @Inject(OBJECT_STORAGE) private readonly storage: ObjectStorage,
    @Inject(FieldCipher) private readonly cipher: FieldCipher,
    private readonly audit: AuditService,
  ) {}

  /** A file the session may read (404 otherwise), decrypted; the download is audited. */
  async open(id: string, session: Session, actor: Actor): Promise<{ doc: StoredDocument; bytes: Buffer; filename: string }> {
    const doc = await this.documents.findOne(Scope.of(session), id);
    if (!doc) throw ApiError.notFound('File');
    const bytes = this.cipher.decryptBlob(await this.storage.get(doc.storageKey));
    await this.audit.recordAccess({ actor, action: 'file.downloaded', recordType: 'document', recordId: doc.id, companyId: doc.companyId, detail: { kind: doc.kind } });
    return { doc, bytes, filename: `${doc.kind}-${doc.id}.${downloadExtension(doc.contentType)}` };
  }

  /**
   * A file the session may read (404 otherwise) as a decrypting stream, whatever its size (an
   * inspection export of thousands of files); the download is audited.
   */
  async openStream(id: string, session: Session, actor: Actor): Promise<{ doc: StoredDocument; stream: Readable; filename: string }> {
    const doc = await this.documents.findOne(Scope.of(session), id);
    // An API key reaches files only for its inspection exports' zips: identity documents and forms stay with the company's users.
    if (!doc || (session.apiKey && doc.kind !== 'inspection-export')) throw ApiError.notFound('File');
    const stored = await this.storage.getStream(doc.storageKey);
    // pipeline answers its last stream, and destroys every stream of it when one fails.
    const stream = pipeline(stored, this.cipher.decryptingStream(), () => undefined);
    await this.audit.recordAccess({ actor, action: 'file.downloaded', recordType: 'document', recordId: doc.id, companyId: doc.companyId, detail: { kind: doc.kind } });
    return { doc, stream, filename: `${doc.kind}-${doc.id}.${downloadExtension(doc.contentType)}` };
  }

  /** A record's files, oldest first: an employee's uploads and I-9 record, a submission's forms, a company's ERD forms. */
  listFor(owner: DocumentOwnerFilter, session: Session): Promise<StoredDocument[]> {
    return this.documents.listFor(Scope.of(session), owner);
  }
}
