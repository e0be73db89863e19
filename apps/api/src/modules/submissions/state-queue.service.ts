import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { Submission } from '@clearhire/db';
import { calendarDateIn } from '@clearhire/domain';
import { Clock } from '@clearhire/server';
import { pageOf } from '../../common/http/page';
import { presentQueued } from './submission.presenter';
import type { QueuedSubmission, StateQueueQuery } from './state-queue.dto';

/**
 * One state's pending submissions, most urgent first: hires by start date (the 28-day deadline runs
 * from it), then the ones without a hire, oldest first. The partial index
 * submissions_state_queue_idx holds exactly these rows in this order.
 */
@Injectable()
export class StateQueueService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly clock: Clock,
  ) {}

  async list(q: StateQueueQuery): Promise<{ data: QueuedSubmission[]; count: number }> {
    const { take, skip } = pageOf(q);
    const pending = this.dataSource
      .getRepository(Submission)
      .createQueryBuilder('s')
      .where(`s.status = 'pending'`)
      .andWhere('s.state = :state', { state: q.state });
    const [rows, count] = await Promise.all([
      pending
        .clone()
        // A page holds at most 100 rows: reading their answers here gives the target groups cheaply.
        .innerJoin('s.company', 'c')
        .addSelect(['c.id', 'c.name', 'c.timeZone'])
        .orderBy('s.startDate', 'ASC', 'NULLS LAST')
        .addOrderBy('s.createdAt', 'ASC')
        .addOrderBy('s.id', 'ASC')
        .limit(take)
        .offset(skip)
        .getMany(),
      pending.getCount(),
    ]);
    const now = this.clock.now();
    return { data: rows.map((s) => presentQueued(s, calendarDateIn(s.company!.timeZone, now))), count };
  }
}
