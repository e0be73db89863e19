import { Module } from '@nestjs/common';
import { TimelineModule } from '../timeline/timeline.module';
import { SubmissionsController } from './submissions.controller';
import { SubmissionsService } from './submissions.service';
import { StateBatchService } from './state-batch.service';
import { StateQueueService } from './state-queue.service';
import { PrescreeningLinkController } from './prescreening-link.controller';
import { PrescreeningsRepository } from './prescreenings.repository';

@Module({ imports: [TimelineModule], controllers: [SubmissionsController, PrescreeningLinkController], providers: [SubmissionsService, StateBatchService, StateQueueService, PrescreeningsRepository] })
export class SubmissionsModule {}
