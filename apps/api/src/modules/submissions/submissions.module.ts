import { Module } from '@nestjs/common';
import { TimelineModule } from '../timeline/timeline.module';
import { SubmissionsController } from './submissions.controller';
import { SubmissionsService } from './submissions.service';
import { StateBatchService } from './state-batch.service';
import { StateQueueService } from './state-queue.service';
import { PrescreeningLinkController } from './prescreening-link.controller';
import { PrescreeningsRepository } from './prescreenings.repository';
import { EmployeesModule } from '../employees/employees.module';
import { HireEmployee } from './hire-employee';

@Module({ imports: [EmployeesModule, TimelineModule], controllers: [SubmissionsController, PrescreeningLinkController], providers: [SubmissionsService, StateBatchService, StateQueueService, PrescreeningsRepository, HireEmployee] })
export class SubmissionsModule {}
