import { ApiProperty } from '@nestjs/swagger';
import { DOCUMENT_KINDS, type DocumentKind, type I9DocumentList } from '@clearhire/contracts';
import type { StoredDocument } from '@clearhire/db';
import { i9ChoiceLabel } from '@clearhire/domain';

/** A stored file as detail responses list it; the portal opens it through GET /api/files/:id. */
export class DocumentView {
  @ApiProperty() id!: string;
  @ApiProperty({ enum: DOCUMENT_KINDS }) kind!: string;
  @ApiProperty({ type: String, nullable: true, description: 'The I-9 document chosen from its list (a former choice in the current words)' }) type!: string | null;
  @ApiProperty() contentType!: string;
  @ApiProperty() size!: number;
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
  @ApiProperty({ description: 'Which version of its record a generated form renders (I-9 record: 0 for Section 1, then one more per change)' }) revision!: number;
  @ApiProperty({ type: Number, nullable: true, description: 'For the Form I-9 record, kept in versions: its version as people count them, 1 for the first; null for every other file' })
  version!: number | null;
  @ApiProperty({ description: 'The latest version of the Form I-9 record (the one in force); true for every file that is not kept in versions' }) current!: boolean;
}

/** The files kept in versions, each new one replacing the last as the record in force (docs/architecture.md §5). */
const VERSIONED_KINDS: ReadonlySet<string> = new Set<DocumentKind>(['i9-record']);

/** The uploads whose type is an employee's choice from an I-9 list, and that list where the upload keeps it (a Supplement B upload does not). */
const CHOSEN_FROM: Partial<Record<DocumentKind, I9DocumentList | undefined>> = { 'i9-list-a': 'listA', 'i9-list-b': 'listB', 'i9-list-c': 'listC', 'i9-supplement-b': undefined };

function presentDocument(d: StoredDocument, latestRevision: ReadonlyMap<string, number>): DocumentView {
  const type = d.documentType !== null && d.kind in CHOSEN_FROM ? i9ChoiceLabel(d.documentType, CHOSEN_FROM[d.kind]) : d.documentType;
  const versioned = VERSIONED_KINDS.has(d.kind);
  return {
    id: d.id,
    kind: d.kind,
    type,
    contentType: d.contentType,
    size: d.byteSize,
    createdAt: d.createdAt.toISOString(),
    revision: d.revision,
    // Revision 0 is Section 1's record: version 1.
    version: versioned ? d.revision + 1 : null,
    current: !versioned || d.revision === latestRevision.get(d.kind),
  };
}

/** A record's files, each versioned one numbered and marked current when it is its kind's latest. */
export function presentDocuments(documents: readonly StoredDocument[]): DocumentView[] {
  const latest = new Map<string, number>();
  for (const d of documents) if (VERSIONED_KINDS.has(d.kind)) latest.set(d.kind, Math.max(latest.get(d.kind) ?? d.revision, d.revision));
  return documents.map((d) => presentDocument(d, latest));
}
