import { Module } from '@nestjs/common';
import { MulterModule } from '@nestjs/platform-express';
import { EVerifyModule } from '../everify/everify.module';
import { I9Controller } from './i9.controller';
import { I9FormsRepository } from './i9-forms.repository';
import { I9Service } from './i9.service';
import { Section2Service } from './section2.service';
import { ReverificationsController } from './reverifications.controller';
import { SupplementBRepository } from './supplement-b.repository';
import { SupplementBService } from './supplement-b.service';
import { UploadLinkCheck } from './upload-link-check';

/** Gives multer's options their link check (which finds the services it needs at request time). */
@Module({ providers: [UploadLinkCheck], exports: [UploadLinkCheck] })
class UploadLinkCheckModule {}

@Module({
  // The public uploads of this module check their private link before multer reads a file.
  imports: [
    // Section 2 may create the E-Verify case right after it is signed (the company's option).
    EVerifyModule,
    MulterModule.registerAsync({
      imports: [UploadLinkCheckModule],
      inject: [UploadLinkCheck],
      useFactory: (check: UploadLinkCheck) => ({ fileFilter: check.fileFilter }),
    }),
  ],
  controllers: [I9Controller, ReverificationsController],
  providers: [I9Service, Section2Service, SupplementBService, I9FormsRepository, SupplementBRepository],
})
export class I9Module {}
