import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import type { GeneratedDocumentKind } from '@clearhire/contracts';
import { AuditService, WORKER_ACTOR } from '../audit/audit.service';
import { DocumentStore } from './document-store';

/** The record a generated form belongs to (exactly one of the ids besides the company). */
export interface DocumentOwner {
  companyId: number;
  submissionId?: string;
  employeeId?: string;
  erdFormId?: string;
}

export interface RenderedDocument {
  kind: GeneratedDocumentKind;
  bytes: Buffer;
  /** The record's version it renders, for forms kept in every version (the I-9 record). */
  revision?: number;
}

/** One record's rendered documents, for `GeneratedDocuments.storeAll`. */
export interface DocumentsToStore {
  owner: DocumentOwner;
  documents: RenderedDocument[];
}

/** What `GeneratedDocuments.store` does with a rendering: see there. */
export type StoreMode = 'add' | 'replace' | 'discard';

/**
 * Stores the forms the worker renders through the same DocumentStore as every upload, with the
 * record marked ready and each form audited, all in one transaction. The unique indexes on
 * (record, kind) make a second copy impossible, so a job that runs twice (a retry, a worker killed
 * after its commit) leaves exactly one document. A re-rendered form (a submission's hire recorded) replaces the
 * current one in the same way: row swapped in one transaction, old object removed after it.
 */
@Injectable()
export class GeneratedDocuments {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly documents: DocumentStore,
    private readonly audit: AuditService,
  ) {}

  /**
   * The wanted kinds this record does not have yet, so a re-run renders only what is missing.
   * When nothing is missing the record is marked ready here (a run that stored them may have died
   * before its mark), and the caller has nothing to do.
   */
  async missingKinds<K extends GeneratedDocumentKind>(owner: DocumentOwner, wanted: readonly K[], markReady: (m: EntityManager) => Promise<unknown>): Promise<K[]> {
    const [column, id] = ownerColumn(owner);
    const rows: { kind: string }[] = await this.dataSource.query(`SELECT kind FROM documents WHERE ${column} = $1`, [id]);
    const have = new Set(rows.map((r) => r.kind));
    const missing = wanted.filter((kind) => !have.has(kind));
    if (missing.length === 0) await this.dataSource.transaction(markReady);
    return missing;
  }

  /** Saves the documents and runs `markReady` in the same transaction. Returns how many were new. */
  async save(owner: DocumentOwner, documents: RenderedDocument[], markReady: (m: EntityManager) => Promise<unknown>): Promise<number> {
    return this.store(owner, documents, async (m) => {
      await markReady(m);
      return 'add';
    });
  }

  /**
   * Stores the documents as `claim` decides, in one transaction. `claim` runs first: it locks the
   * record, checks that this rendering is still the one wanted, marks the record ready, and answers
   * 'add' (keep any copy the record already has, as `save`), 'replace' (each kind's current document
   * row gives way to the new one, audited as a regeneration; the old objects are removed after the
   * commit) or 'discard' (store nothing: a newer or concurrent run owns the work). Returns how many
   * documents were stored.
   */
  async store(owner: DocumentOwner, documents: RenderedDocument[], claim: (m: EntityManager) => Promise<StoreMode>): Promise<number> {
    const [stored] = await this.storeAll([{ owner, documents }], async (m) => [await claim(m)]);
    return stored;
  }

  /**
   * `store` for the renderings of several records in one transaction: `claim` locks them all and
   * answers each one's mode, in the order given; their rows go in one statement and their audit
   * events in another, so a batch costs a few round trips instead of a dozen per record. Returns
   * how many documents were stored for each.
   */
  async storeAll(renderings: readonly DocumentsToStore[], claim: (m: EntityManager) => Promise<StoreMode[]>): Promise<number[]> {
    const written: string[] = [];
    const replaced: string[] = [];
    const stored = renderings.map(() => 0);
    try {
      await this.dataSource.transaction(async (m) => {
        // Rows first, audit chain last: the API takes its locks in that order too, so the two
        // never wait on each other in a cycle (an ERD approval updates the same erd_forms row).
        const modes = await claim(m);
        const kept = renderings.flatMap(({ owner, documents }, i) => (modes[i] === 'discard' ? [] : documents.map((doc) => ({ i, owner, doc, mode: modes[i] }))));
        const previous: { id: string; storage_key: string }[][] = [];
        for (const { owner, doc, mode } of kept) {
          const [column, ownerId] = ownerColumn(owner);
          // As a SELECT so the driver answers the rows themselves (a bare DELETE answers [rows, count]).
          const gone: { id: string; storage_key: string }[] =
            mode === 'replace' ? await m.query(`WITH gone AS (DELETE FROM documents WHERE ${column} = $1 AND kind = $2 RETURNING id, storage_key) SELECT id, storage_key FROM gone`, [ownerId, doc.kind]) : [];
          // Deleted in this transaction whatever happens below: their objects go once it commits.
          replaced.push(...gone.map((p) => p.storage_key));
          previous.push(gone);
        }
        const saved = await this.documents.storeAllIfAbsent(
          m,
          kept.map(({ owner, doc }) => ({ ...owner, kind: doc.kind, contentType: 'application/pdf', bytes: doc.bytes, revision: doc.revision })),
        );
        const events = kept.flatMap(({ i, owner, doc }, n) => {
          const copy = saved[n];
          // Another run stored this kind first: its copy stays.
          if (!copy) return [];
          written.push(copy.storageKey);
          stored[i] += 1;
          const replaces = previous[n].map((p) => p.id);
          return [
            {
              action: replaces.length ? 'document.regenerated' : 'document.generated',
              recordId: copy.id,
              companyId: owner.companyId,
              detail: replaces.length ? { kind: doc.kind, replaces } : { kind: doc.kind, ...(doc.revision ? { revision: doc.revision } : {}) },
            },
          ];
        });
        await this.audit.recordEach(m, { actor: WORKER_ACTOR, recordType: 'document' }, events);
      });
    } catch (err) {
      await this.documents.discard(written);
      throw err;
    }
    // After the commit only: until then the old rows still point at these objects.
    await this.documents.discard(replaced);
    return stored;
  }
}

function ownerColumn(owner: DocumentOwner): [string, string] {
  if (owner.submissionId) return ['submission_id', owner.submissionId];
  if (owner.erdFormId) return ['erd_form_id', owner.erdFormId];
  if (owner.employeeId) return ['employee_id', owner.employeeId];
  throw new Error('A generated document needs a submission, ERD or employee');
}
