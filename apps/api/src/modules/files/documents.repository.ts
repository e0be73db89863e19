import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { And, DataSource, Equal, FindOperator, IsNull, Not, Raw, type FindOptionsWhere } from 'typeorm';
import type { DocumentKind } from '@clearhire/contracts';
import { StoredDocument } from '@clearhire/db';
import type { Scope } from '../../common/auth/scope';

/** Which record's files: an employee's uploads and I-9 record, a submission's forms, a company's ERD forms. */
export type DocumentOwnerFilter = { employeeId: string } | { submissionId: string } | { companyId: number; kind: DocumentKind };

/** Stored files' records as the session may see them. */
@Injectable()
export class DocumentsRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /**
   * A file in scope, or null: the one rule of who may open a stored file. The scope and nothing
   * more, on purpose: a company's owners open every file of their records, a member every file of
   * the records at their locations, a submission's Forms 8850 and 9061 and the forms as sent
   * included, since the employer keeps
   * Form 8850 with its records as long as it may matter for the credit, usually 3 years after the
   * return claiming it is due or filed (Instructions for Form 8850, "Record retention";
   * docs/compliance.md §3.5); administrators open every company's; another company's is not found.
   */
  findOne(scope: Scope, id: string): Promise<StoredDocument | null> {
    return this.dataSource.getRepository(StoredDocument).findOne({ where: inScope(scope, { id }) });
  }

  /** The files in scope of one record, oldest first. */
  listFor(scope: Scope, owner: DocumentOwnerFilter): Promise<StoredDocument[]> {
    return this.dataSource.getRepository(StoredDocument).find({ where: inScope(scope, owner), order: { createdAt: 'ASC' } });
  }
}

/**
 * The files in scope: an employee's or a submission's at the scope's locations, and the company's own
 * (its ERD authorization). An inspection export spans locations: a scope limited to some reaches its
 * zip only through the export's own rule (Scope.whereCovering: an export of locations all in scope).
 */
function inScope(scope: Scope, where: FindOptionsWhere<StoredDocument>): FindOptionsWhere<StoredDocument>[] {
  const owned = scope.whereOfOwner(where);
  const covered = scope.covered;
  if (covered === null || 'employeeId' in where || 'submissionId' in where) return owned;
  const exportOf = Raw<string>((column) => `${column} IN (SELECT x.document_id FROM inspection_exports x WHERE x.document_id IS NOT NULL AND ${covered.sql('x.location_ids')})`, covered.params);
  const id = where.id === undefined ? exportOf : And(where.id instanceof FindOperator ? (where.id as FindOperator<string>) : Equal(where.id as string), exportOf);
  const companyLevel = { ...where, employeeId: IsNull(), submissionId: IsNull() };
  const own = scope.whereCompany({ ...companyLevel, kind: where.kind ?? Not('inspection-export') });
  const exported = scope.whereCompany({ ...companyLevel, kind: 'inspection-export' as const, id });
  if (where.kind === 'inspection-export') return [...owned, exported];
  return where.kind === undefined ? [...owned, own, exported] : [...owned, own];
}

