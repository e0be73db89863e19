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
}

/** The uploads whose type is an employee's choice from an I-9 list, and that list where the upload keeps it (a Supplement B upload does not). */
const CHOSEN_FROM: Partial<Record<DocumentKind, I9DocumentList | undefined>> = { 'i9-list-a': 'listA', 'i9-list-b': 'listB', 'i9-list-c': 'listC', 'i9-supplement-b': undefined };

export function presentDocument(d: StoredDocument): DocumentView {
  const type = d.documentType !== null && d.kind in CHOSEN_FROM ? i9ChoiceLabel(d.documentType, CHOSEN_FROM[d.kind]) : d.documentType;
  return { id: d.id, kind: d.kind, type, contentType: d.contentType, size: d.byteSize, createdAt: d.createdAt.toISOString(), revision: d.revision };
}
