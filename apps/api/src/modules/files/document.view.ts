import { ApiProperty } from '@nestjs/swagger';
import { DOCUMENT_KINDS } from '@clearhire/contracts';
import type { StoredDocument } from '@clearhire/db';

/** A stored file as detail responses list it; the portal opens it through GET /api/files/:id. */
export class DocumentView {
  @ApiProperty() id!: string;
  @ApiProperty({ enum: DOCUMENT_KINDS }) kind!: string;
  @ApiProperty({ type: String, nullable: true, description: 'The I-9 document chosen from its list' }) type!: string | null;
  @ApiProperty() contentType!: string;
  @ApiProperty() size!: number;
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
  @ApiProperty({ description: 'Which version of its record a generated form renders (I-9 record: 0 for Section 1, then one more per change)' }) revision!: number;
}

export function presentDocument(d: StoredDocument): DocumentView {
  return { id: d.id, kind: d.kind, type: d.documentType, contentType: d.contentType, size: d.byteSize, createdAt: d.createdAt.toISOString(), revision: d.revision };
}
