import type { DataSource } from 'typeorm';
import { AuditChainBrokenError, type Clock, JobName, writeAuditCheckpoint } from '@clearhire/server';
import type { ObjectStorage } from '@clearhire/storage';
import type { JobHandler, JobOutcome } from '../job-handler';
import type { AuditChainBreaksRepository } from '../repositories/audit-chain-breaks.repository';

/**
 * Every AUDIT_CHECKPOINT_MINUTES, the audit trail's last event (id and hash), signed under
 * AUDIT_KEY, goes to the object storage, out of the database's reach: `npm run audit:verify` then
 * notices events cut from the end of the trail, which a chain alone cannot show. The events since
 * the previous checkpoint are verified first; a break signs nothing, is kept (audit_chain_breaks)
 * for the administrators' daily mail, and fails the job once (the runner does not retry it: the
 * rows stay forged until someone restores them).
 */
export function auditCheckpointHandler(
  dataSource: DataSource,
  breaks: AuditChainBreaksRepository,
  storage: ObjectStorage,
  key: Buffer,
  clock: Clock,
  /** Told the time of each checkpoint signed (WorkerMetrics: the age of the newest). */
  signed?: (at: Date) => void,
): JobHandler<JobName.WriteAuditCheckpoint> {
  return {
    name: JobName.WriteAuditCheckpoint,
    async handle(): Promise<JobOutcome> {
      const now = clock.now();
      try {
        const checkpoint = await writeAuditCheckpoint(dataSource, storage, key, now);
        await breaks.resolveAll(now);
        if (checkpoint) signed?.(new Date(checkpoint.at));
        return checkpoint ? 'done' : 'skipped';
      } catch (err) {
        if (err instanceof AuditChainBrokenError) await breaks.record(err.chainBreak, now);
        throw err;
      }
    },
  };
}
