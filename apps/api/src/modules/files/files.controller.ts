import { Controller, Get, Header, Param, StreamableFile } from '@nestjs/common';
import { AcceptsApiKey } from '../../common/auth/key-scope.decorator';
import { ApiOkResponse, ApiProduces, ApiTags } from '@nestjs/swagger';
import { Authenticated } from '../../common/auth/access.decorator';
import { CurrentActor, CurrentSession } from '../../common/auth/current-session.decorator';
import type { Actor, Session } from '../../common/auth/session';
import { UuidParam } from '../../common/http/path-ids';
import { DocumentsService } from './documents.service';

@ApiTags('files')
@Controller('files')
export class FilesController {
  constructor(private readonly documents: DocumentsService) {}

  /**
   * Streams a stored file, decrypting as it goes, to its company's users and administrators. The name
   * carries no personal data. Always an attachment, under a sandboxing policy: a file someone
   * uploaded is never run as a page of ClearHire's origin, whatever it holds (the portal shows
   * copies from blobs it fetched, which this does not affect).
   */
  @Get(':id')
  @Authenticated()
  // A key downloads only the zips of inspection exports (DocumentsService.openStream).
  @AcceptsApiKey('inspection-exports:write')
  @Header('Content-Security-Policy', "sandbox; default-src 'none'")
  @ApiProduces('application/pdf', 'image/jpeg', 'image/png', 'application/zip')
  @ApiOkResponse({ schema: { type: 'string', format: 'binary' } })
  async download(@Param('id', new UuidParam('File')) id: string, @CurrentSession() session: Session, @CurrentActor() actor: Actor): Promise<StreamableFile> {
    const { doc, stream, filename } = await this.documents.openStream(id, session, actor);
    return new StreamableFile(stream, {
      type: doc.contentType,
      disposition: `attachment; filename="${filename}"`,
      length: doc.byteSize,
    });
  }
}
