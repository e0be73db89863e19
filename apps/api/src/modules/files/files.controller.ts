import { Controller, Get, Param, StreamableFile } from '@nestjs/common';
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

  /** Streams a stored file, decrypting as it goes, to its company's users and administrators. The name carries no personal data. */
  @Get(':id')
  @Authenticated()
  @ApiProduces('application/pdf', 'image/jpeg', 'image/png', 'application/zip')
  @ApiOkResponse({ schema: { type: 'string', format: 'binary' } })
  async download(@Param('id', new UuidParam('File')) id: string, @CurrentSession() session: Session, @CurrentActor() actor: Actor): Promise<StreamableFile> {
    const { doc, stream, filename } = await this.documents.openStream(id, session, actor);
    return new StreamableFile(stream, {
      type: doc.contentType,
      // An inspection export is saved, not shown.
      disposition: `${doc.contentType === 'application/zip' ? 'attachment' : 'inline'}; filename="${filename}"`,
      length: doc.byteSize,
    });
  }
}
