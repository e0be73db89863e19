import { Module } from '@nestjs/common';
import { SubmissionsController } from './submissions.controller';
import { SubmissionsService } from './submissions.service';
import { StateBatchService } from './state-batch.service';
import { StateQueueService } from './state-queue.service';

@Module({ controllers: [SubmissionsController], providers: [SubmissionsService, StateBatchService, StateQueueService] })
export class SubmissionsModule {}
