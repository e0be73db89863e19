import { Injectable } from '@nestjs/common';
import { calendarDateIn } from '@clearhire/domain';
import { Clock } from '@clearhire/server';
import { pageOf } from '../../common/http/page';
import { presentQueued } from './submission.presenter';
import { SubmissionsRepository } from './submissions.repository';
import type { QueuedSubmission, StateQueueQuery } from './state-queue.dto';

/** One state's pending submissions, most urgent first (SubmissionsRepository.stateQueue), each with its company's day. */
@Injectable()
export class StateQueueService {
  constructor(
    private readonly submissions: SubmissionsRepository,
    private readonly clock: Clock,
  ) {}

  async list(q: StateQueueQuery): Promise<{ data: QueuedSubmission[]; count: number }> {
    const [rows, count] = await this.submissions.stateQueue(q.state, pageOf(q));
    const now = this.clock.now();
    return { data: rows.map((s) => presentQueued(s, calendarDateIn(s.company!.timeZone, now))), count };
  }
}
