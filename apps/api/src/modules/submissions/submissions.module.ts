import { Module } from '@nestjs/common';
import { SubmissionsController } from './submissions.controller';
import { SubmissionsService } from './submissions.service';
import { StateBatchService } from './state-batch.service';

@Module({ controllers: [SubmissionsController], providers: [SubmissionsService, StateBatchService] })
export class SubmissionsModule {}
