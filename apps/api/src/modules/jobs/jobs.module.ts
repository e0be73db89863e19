import { Module } from '@nestjs/common';
import { JobsController } from './jobs.controller';

/** Shows administrators the queues (the JobQueue the API enqueues on comes from ServerCoreModule). */
@Module({ controllers: [JobsController] })
export class JobsModule {}
