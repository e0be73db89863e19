import { Controller, Get, HttpStatus, Inject } from '@nestjs/common';
import { ApiOkResponse, ApiProperty, ApiTags } from '@nestjs/swagger';
import { JobQueue, QueueName } from '@clearhire/server';
import { AdminOnly } from '../../common/auth/access.decorator';
import { ApiError } from '../../common/errors/api-error';

class QueueCountsView {
  @ApiProperty({ enum: QueueName }) queue!: QueueName;
  @ApiProperty() waiting!: number;
  @ApiProperty() active!: number;
  @ApiProperty() delayed!: number;
  @ApiProperty() failed!: number;
  @ApiProperty() completed!: number;
}

class FailedJobItem {
  @ApiProperty({ enum: QueueName }) queue!: QueueName;
  @ApiProperty({ example: 'render-submission-forms' }) name!: string;
  @ApiProperty({ example: 'render-submission-forms.3f1c0d2e-1b7a-4c55-9a0e-2f6d1d3a4b5c' }) jobId!: string;
  @ApiProperty() attemptsMade!: number;
  @ApiProperty() failedReason!: string;
  @ApiProperty({ type: String, nullable: true }) failedAt!: string | null;
}

export class JobsOverview {
  @ApiProperty({ type: [QueueCountsView] }) queues!: QueueCountsView[];
  @ApiProperty({ type: [FailedJobItem], description: 'Most recent failures, newest first' }) failures!: FailedJobItem[];
}

/** Failed background jobs stay visible to administrators until they are dealt with. */
@ApiTags('jobs')
@Controller('jobs')
export class JobsController {
  constructor(@Inject(JobQueue) private readonly queue: JobQueue) {}

  @Get()
  @AdminOnly()
  @ApiOkResponse({ type: JobsOverview })
  async overview(): Promise<JobsOverview> {
    try {
      return { queues: await this.queue.counts(), failures: await this.queue.recentFailures() };
    } catch {
      throw new ApiError(HttpStatus.SERVICE_UNAVAILABLE, [{ msg: 'The job queue is unavailable right now.' }]);
    }
  }
}
