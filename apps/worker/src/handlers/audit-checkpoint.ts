import { IsNull, type DataSource } from 'typeorm';
import { AuditChainBreak } from '@clearhire/db';
import { AuditChainBrokenError, type ChainBreak, type Clock, JobName, writeAuditCheckpoint } from '@clearhire/server';
import type { ObjectStorage } from '@clearhire/storage';
import type { JobHandler, JobOutcome } from '../job-handler';

/**
 * Every AUDIT_CHECKPOINT_MINUTES, the audit trail's last event (id and hash), signed under
 * AUDIT_KEY, goes to the object storage, out of the database's reach: `npm run audit:verify` then
 * notices events cut from the end of the trail, which a chain alone cannot show. The events since
 * the previous checkpoint are verified first; a break signs nothing, is kept (audit_chain_breaks)
 * for the administrators' daily mail, and fails the job once (the runner does not retry it: the
 * rows stay forged until someone restores them).
 */
export function auditCheckpointHandler(dataSource: DataSource, storage: ObjectStorage, key: Buffer, clock: Clock): JobHandler<JobName.WriteAuditCheckpoint> {
  return {
    name: JobName.WriteAuditCheckpoint,
    async handle(): Promise<JobOutcome> {
      const now = clock.now();
      try {
        const checkpoint = await writeAuditCheckpoint(dataSource, storage, key, now);
        await resolveAuditChainBreaks(dataSource, now);
        return checkpoint ? 'done' : 'skipped';
      } catch (err) {
        if (err instanceof AuditChainBrokenError) await recordAuditChainBreak(dataSource, err.chainBreak, now);
        throw err;
      }
    },
  };
}

/** Kept once while open: the same break found every few minutes keeps the time it was first found. */
async function recordAuditChainBreak(dataSource: DataSource, chainBreak: ChainBreak, now: Date): Promise<void> {
  await dataSource.query(
    `INSERT INTO audit_chain_breaks (event_id, problem, found_at) VALUES ($1, $2, $3)
     ON CONFLICT (event_id) WHERE resolved_at IS NULL DO NOTHING`,
    [chainBreak.eventId, chainBreak.problem, now],
  );
}

/** A checkpoint signed: the trail verified from the previous one to its end, so every open break is gone. */
async function resolveAuditChainBreaks(dataSource: DataSource, now: Date): Promise<void> {
  await dataSource.getRepository(AuditChainBreak).update({ resolvedAt: IsNull() }, { resolvedAt: now });
}
