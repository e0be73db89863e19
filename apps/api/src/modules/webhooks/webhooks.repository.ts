import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { WebhookEndpoint } from '@clearhire/db';
import { newWebhookMessageId } from '@clearhire/server';
import type { WebhookDeliveryStatus } from '@clearhire/contracts';
import type { Scope } from '../../common/auth/scope';

/** One delivery of an endpoint with its message's id and event, as the portal lists them. */
export interface DeliveryRow {
  id: string;
  message_id: string;
  event_type: string;
  status: WebhookDeliveryStatus;
  attempt_count: number;
  next_attempt_at: Date | null;
  last_status: number | null;
  created_at: Date;
}

export interface AttemptRow {
  delivery_id: string;
  attempted_at: Date;
  status: number | null;
  error: string | null;
  duration_ms: number;
  answer: string;
}

export type EndpointChanges = Partial<Pick<WebhookEndpoint, 'url' | 'description' | 'events' | 'enabled' | 'disabledAt' | 'disabledReason' | 'failingSince' | 'secretEncrypted'>>;

/** A company's webhook endpoints and their deliveries, read through the caller's Scope. */
@Injectable()
export class WebhookEndpointsRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Whether the company exists and is in scope (another company's is not found). */
  async companyInScope(scope: Scope, companyId: number): Promise<boolean> {
    if (!scope.includes(companyId)) return false;
    const rows: unknown[] = await this.dataSource.query('SELECT 1 FROM companies WHERE id = $1', [companyId]);
    return rows.length > 0;
  }

  /** The company's endpoints, oldest first (a handful: the cap is WEBHOOK_LIMITS.endpointsPerCompany). */
  listOf(scope: Scope, companyId: number): Promise<WebhookEndpoint[]> {
    if (!scope.includes(companyId)) return Promise.resolve([]);
    return this.dataSource.manager.find(WebhookEndpoint, { where: { companyId }, order: { createdAt: 'ASC', id: 'ASC' } });
  }

  /** One endpoint of the company in scope, locked for the change when a transaction's manager is given. */
  findOne(scope: Scope, companyId: number, endpointId: string, m?: EntityManager): Promise<WebhookEndpoint | null> {
    if (!scope.includes(companyId)) return Promise.resolve(null);
    return (m ?? this.dataSource.manager).findOne(WebhookEndpoint, { where: { id: endpointId, companyId }, ...(m ? { lock: { mode: 'pessimistic_write' as const } } : {}) });
  }

  /**
   * Locks the company's row (so two additions at once cannot pass the cap together) and counts its
   * endpoints.
   */
  async lockAndCount(m: EntityManager, companyId: number): Promise<number> {
    await m.query('SELECT id FROM companies WHERE id = $1 FOR NO KEY UPDATE', [companyId]);
    const [{ n }]: { n: number }[] = await m.query('SELECT count(*)::int AS n FROM webhook_endpoints WHERE company_id = $1', [companyId]);
    return n;
  }

  add(m: EntityManager, row: Pick<WebhookEndpoint, 'id' | 'companyId' | 'url' | 'description' | 'events' | 'secretEncrypted' | 'createdBy'>): Promise<WebhookEndpoint> {
    return m.save(m.create(WebhookEndpoint, { ...row, enabled: true }));
  }

  async update(m: EntityManager, endpointId: string, changes: EndpointChanges): Promise<void> {
    await m.update(WebhookEndpoint, { id: endpointId }, changes);
  }

  async remove(m: EntityManager, endpointId: string): Promise<void> {
    await m.delete(WebhookEndpoint, { id: endpointId });
  }

  /** Pending deliveries of an endpoint the owner disabled are settled as disabled (each can be replayed later). */
  async settlePending(m: EntityManager, endpointId: string): Promise<void> {
    await m.query(`UPDATE webhook_deliveries SET status = 'disabled', next_attempt_at = NULL WHERE endpoint_id = $1 AND status = 'pending'`, [endpointId]);
  }

  /** A `webhook.test` message for this endpoint alone, whatever events it picked; the delivery's id. */
  async addTestDelivery(m: EntityManager, endpoint: Pick<WebhookEndpoint, 'id' | 'companyId'>, payload: Record<string, unknown>): Promise<string> {
    const messageId = newWebhookMessageId();
    await m.query(`INSERT INTO webhook_messages (id, company_id, event_type, payload) VALUES ($1, $2, 'webhook.test', $3::jsonb)`, [messageId, endpoint.companyId, JSON.stringify(payload)]);
    const [{ id }]: { id: string }[] = await m.query('INSERT INTO webhook_deliveries (message_id, endpoint_id, next_attempt_at) VALUES ($1, $2, now()) RETURNING id', [messageId, endpoint.id]);
    return id;
  }

  /** A page of the endpoint's deliveries, newest first (webhook_deliveries_endpoint_idx), with the total. */
  async deliveriesOf(endpointId: string, page: { take: number; skip: number }): Promise<{ rows: DeliveryRow[]; count: number }> {
    const [rows, [{ n }]] = await Promise.all([
      this.dataSource.query(
        `SELECT d.id, d.message_id, m.event_type, d.status, d.attempt_count, d.next_attempt_at, d.last_status, d.created_at
           FROM webhook_deliveries d JOIN webhook_messages m ON m.id = d.message_id
          WHERE d.endpoint_id = $1 ORDER BY d.created_at DESC, d.id DESC LIMIT $2 OFFSET $3`,
        [endpointId, page.take, page.skip],
      ) as Promise<DeliveryRow[]>,
      this.dataSource.query('SELECT count(*)::int AS n FROM webhook_deliveries WHERE endpoint_id = $1', [endpointId]) as Promise<{ n: number }[]>,
    ]);
    return { rows, count: n };
  }

  /** One delivery of the endpoint, or null. */
  async delivery(endpointId: string, deliveryId: string, m?: EntityManager): Promise<DeliveryRow | null> {
    const [row]: DeliveryRow[] = await (m ?? this.dataSource.manager).query(
      `SELECT d.id, d.message_id, m.event_type, d.status, d.attempt_count, d.next_attempt_at, d.last_status, d.created_at
         FROM webhook_deliveries d JOIN webhook_messages m ON m.id = d.message_id WHERE d.endpoint_id = $1 AND d.id = $2`,
      [endpointId, deliveryId],
    );
    return row ?? null;
  }

  /** The attempts of these deliveries, newest first, in one read. */
  attemptsOf(deliveryIds: readonly string[]): Promise<AttemptRow[]> {
    if (deliveryIds.length === 0) return Promise.resolve([]);
    return this.dataSource.query(
      'SELECT delivery_id, attempted_at, status, error, duration_ms, answer FROM webhook_attempts WHERE delivery_id = ANY($1::uuid[]) ORDER BY attempted_at DESC, id',
      [deliveryIds],
    );
  }

  /** Sends a settled delivery again with the same message id: pending from now, its attempt count going on. */
  async replay(m: EntityManager, deliveryId: string): Promise<number | null> {
    const [row]: { attempt_count: number }[] = await m.query(
      // As a WITH query, so the driver answers the returned rows (an UPDATE alone answers [rows, count]).
      `WITH d AS (UPDATE webhook_deliveries SET status = 'pending', next_attempt_at = now() WHERE id = $1 AND status <> 'pending' RETURNING attempt_count) SELECT attempt_count FROM d`,
      [deliveryId],
    );
    return row ? row.attempt_count : null;
  }
}
