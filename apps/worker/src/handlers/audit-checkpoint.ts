import type { DataSource } from 'typeorm';
import { type Clock, JobName, writeAuditCheckpoint } from '@clearhire/server';
import type { ObjectStorage } from '@clearhire/storage';
import type { JobHandler, JobOutcome } from '../job-handler';

/**
 * Every AUDIT_CHECKPOINT_MINUTES, the audit trail's last event (id and hash), signed under
 * AUDIT_KEY, goes to the object storage, out of the database's reach: `npm run audit:verify` then
 * notices events cut from the end of the trail, which a chain alone cannot show.
 */
export function auditCheckpointHandler(dataSource: DataSource, storage: ObjectStorage, key: Buffer, clock: Clock): JobHandler<JobName.WriteAuditCheckpoint> {
  return {
    name: JobName.WriteAuditCheckpoint,
    async handle(): Promise<JobOutcome> {
      return (await writeAuditCheckpoint(dataSource, storage, key, clock.now())) ? 'done' : 'skipped';
    },
  };
}
