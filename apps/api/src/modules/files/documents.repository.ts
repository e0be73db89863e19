import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import type { DocumentKind } from '@clearhire/contracts';
import { StoredDocument } from '@clearhire/db';
import type { Scope } from '../../common/auth/scope';

/** Which record's files: an employee's uploads and I-9 record, a submission's forms, a company's ERD forms. */
export type DocumentOwnerFilter = { employeeId: string } | { submissionId: string } | { companyId: number; kind: DocumentKind };

/** Stored files' records as the session may see them. */
@Injectable()
export class DocumentsRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** A file in scope, or null. */
  findOne(scope: Scope, id: string): Promise<StoredDocument | null> {
    return this.dataSource.getRepository(StoredDocument).findOne({ where: scope.where({ id }) });
  }

  /** The files in scope of one record, oldest first. */
  listFor(scope: Scope, owner: DocumentOwnerFilter): Promise<StoredDocument[]> {
    return this.dataSource.getRepository(StoredDocument).find({ where: scope.where(owner), order: { createdAt: 'ASC' } });
  }
}
