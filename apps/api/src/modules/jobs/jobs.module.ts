import { Global, Inject, Logger, Module, OnApplicationShutdown } from '@nestjs/common';
import { JobQueue } from '@clearhire/server';
import { AppConfig } from '../../config/app-config';
import { JobsController } from './jobs.controller';

/** Closes the queue connections when the API stops. */
class JobQueueShutdown implements OnApplicationShutdown {
  constructor(@Inject(JobQueue) private readonly queue: JobQueue) {}
  onApplicationShutdown(): Promise<void> {
    return this.queue.close();
  }
}

/** The API's side of the background jobs: it enqueues after each commit and shows administrators the queues. */
@Global()
@Module({
  controllers: [JobsController],
  providers: [
    { provide: JobQueue, inject: [AppConfig], useFactory: (config: AppConfig) => new JobQueue(config.REDIS_URL, config.REDIS_PREFIX, new Logger('Jobs')) },
    JobQueueShutdown,
  ],
  exports: [JobQueue],
})
export class JobsModule {}
