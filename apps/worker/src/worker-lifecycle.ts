import { Inject, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { JobRunner } from './job-runner';
import { MailSender } from './mail/mail-sender';

/** Starts the job runner once everything is wired, and lets running jobs finish on shutdown. */
export class WorkerLifecycle implements OnApplicationBootstrap, OnApplicationShutdown {
  constructor(
    @Inject(JobRunner) private readonly runner: JobRunner,
    @Inject(MailSender) private readonly mail: MailSender,
  ) {}

  onApplicationBootstrap(): Promise<void> {
    return this.runner.start();
  }

  async onApplicationShutdown(): Promise<void> {
    await this.runner.stop();
    this.mail.close();
  }
}
