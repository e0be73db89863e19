import type { JobName, JobPayloads } from '@clearhire/server';

/** 'skipped' when the record is gone or the work is already done: nothing to retry. */
export type JobOutcome = 'done' | 'skipped';

/** Exactly one per job name (checked at boot). Handlers re-read the record; the payload holds only its id. */
export interface JobHandler<N extends JobName = JobName> {
  readonly name: N;
  handle(payload: JobPayloads[N]): Promise<JobOutcome>;
}

export const JOB_HANDLERS = Symbol('JOB_HANDLERS');
