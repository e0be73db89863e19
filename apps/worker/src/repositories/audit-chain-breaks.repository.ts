import { In, IsNull, type EntityManager } from 'typeorm';
import { AuditChainBreak } from '@clearhire/db';
import type { ChainBreak } from '@clearhire/server';

/**
 * Breaks the worker found in the audit trail before signing a checkpoint, kept until a checkpoint
 * verifies again, for the administrators' daily mail. The service role may write these rows: they
 * are findings about the trail, not part of it.
 */
export class AuditChainBreaksRepository {
  /** The data source, or a transaction's manager: both run these queries alike. */
  constructor(private readonly dataSource: Pick<EntityManager, 'query' | 'getRepository'>) {}

  /** Kept once while open: the same break found every few minutes keeps the time it was first found. */
  async record(chainBreak: ChainBreak, now: Date): Promise<void> {
    await this.dataSource.query(
      `INSERT INTO audit_chain_breaks (event_id, problem, found_at) VALUES ($1, $2, $3)
       ON CONFLICT (event_id) WHERE resolved_at IS NULL DO NOTHING`,
      [chainBreak.eventId, chainBreak.problem, now],
    );
  }

  /** A checkpoint signed: the trail verified from the previous one to its end, so every open break is gone. */
  async resolveAll(now: Date): Promise<void> {
    await this.dataSource.getRepository(AuditChainBreak).update({ resolvedAt: IsNull() }, { resolvedAt: now });
  }

  /** The breaks still open, the first found first. */
  open(): Promise<AuditChainBreak[]> {
    return this.dataSource.getRepository(AuditChainBreak).find({ where: { resolvedAt: IsNull() }, order: { foundAt: 'ASC', eventId: 'ASC' } });
  }

  async markMailed(ids: string[], day: string): Promise<void> {
    if (ids.length) await this.dataSource.getRepository(AuditChainBreak).update({ id: In(ids) }, { mailedOn: day });
  }
}
