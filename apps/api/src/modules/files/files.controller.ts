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

  /** Streams a stored file to its company's users and administrators. The name carries no personal data. */
  @Get(':id')
  @Authenticated()
  @ApiProduces('application/pdf', 'image/jpeg', 'image/png')
  @ApiOkResponse({ schema: { type: 'string', format: 'binary' } })
  async download(@Param('id', new UuidParam('File')) id: string, @CurrentSession() session: Session, @CurrentActor() actor: Actor): Promise<StreamableFile> {
    const { doc, bytes, filename } = await this.documents.open(id, session, actor);
    return new StreamableFile(bytes, {
      type: doc.contentType,
      disposition: `inline; filename="${filename}"`,
      length: bytes.length,
    });
  }
}
