import { Global, Module } from '@nestjs/common';
import { AppConfig } from '../../config/app-config';
import { DocumentsService } from './documents.service';
import { FilesController } from './files.controller';
import { createObjectStorage, OBJECT_STORAGE, S3ObjectStorage } from '@clearhire/storage';

@Global()
@Module({
  controllers: [FilesController],
  providers: [
    DocumentsService,
    {
      provide: OBJECT_STORAGE,
      inject: [AppConfig],
      useFactory: async (config: AppConfig) => {
        const storage = createObjectStorage(config);
        // The bucket must exist before the first upload; creating it is idempotent.
        if (storage instanceof S3ObjectStorage) await storage.ensureBucket();
        return storage;
      },
    },
  ],
  exports: [DocumentsService],
})
export class FilesModule {}
