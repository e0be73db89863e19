import { Global, Module } from '@nestjs/common';
import { AppConfig } from '../../config/app-config';
import { DocumentsService } from './documents.service';
import { FilesController } from './files.controller';
import { FilesystemObjectStorage, OBJECT_STORAGE } from './object-storage';

@Global()
@Module({
  controllers: [FilesController],
  providers: [
    DocumentsService,
    { provide: OBJECT_STORAGE, inject: [AppConfig], useFactory: (c: AppConfig) => new FilesystemObjectStorage(c.STORAGE_DIR) },
  ],
  exports: [DocumentsService],
})
export class FilesModule {}
