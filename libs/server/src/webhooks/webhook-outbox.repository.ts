import { randomBytes } from 'node:crypto';
import type { DataSource, EntityManager } from 'typeorm';
import type { WebhookEventType } from '@clearhire/contracts';
import type { QueuedJob } from '../jobs/job-queue';
import { JobName } from '../jobs/job-registry';

/** One event of a company for its webhook endpoints: ids, statuses, dates and API links only (docs/architecture.md "Webhooks"). */
export interface WebhookEvent {
  companyId: number;
  type: WebhookEventType;
  payload: Record<string, unknown>;
}

/** A message id, the `webhook-id` every attempt and replay of it carries: `msg_` and 128 random bits. */
export function newWebhookMessageId(): string {
  return `msg_${randomBytes(16).toString('base64url')}`;
}

/** The parameters (`$n` placeholders) the outbox's common table expressions read. */
export interface OutboxParams {
  companyId: string;
  eventType: string;
  messageId: string;
  payload: string;
  /** A relation that must hold a row for the event to be recorded (the insert it follows), or none. */
  onlyIf?: string;
  /** A jsonb parameter: the event is not recorded when the company already has a message of its type whose payload contains it. */
  unlessSent?: string;
}

/**
 * The outbox as common table expressions, to be folded into the statement of the change itself: the
 * company's enabled endpoints that picked the event, the message (written only when there is one)
 * and a pending delivery per endpoint, as `webhook_deliveries_new (id)`. For a company with no such
 * endpoint it reads one index entry and writes nothing, which keeps the public pre-screening's insert
 * one statement as cheap as before.
 */
export function webhookOutboxCtes(p: OutboxParams): string {
  const guard =
    (p.onlyIf ? ` AND EXISTS (SELECT 1 FROM ${p.onlyIf})` : '') +
    (p.unlessSent ? ` AND NOT EXISTS (SELECT 1 FROM webhook_messages w WHERE w.company_id = ${p.companyId}::int AND w.event_type = ${p.eventType}::text AND w.payload @> ${p.unlessSent}::jsonb)` : '');
  return (
    `webhook_targets AS (SELECT id FROM webhook_endpoints WHERE company_id = ${p.companyId}::int AND enabled AND ${p.eventType}::text = ANY(events)), ` +
    `webhook_message_new AS (INSERT INTO webhook_messages (id, company_id, event_type, payload) ` +
    `SELECT ${p.messageId}::text, ${p.companyId}::int, ${p.eventType}::text, ${p.payload}::jsonb WHERE EXISTS (SELECT 1 FROM webhook_targets)${guard} RETURNING id), ` +
    `webhook_deliveries_new AS (INSERT INTO webhook_deliveries (message_id, endpoint_id, next_attempt_at) ` +
    `SELECT m.id, t.id, now() FROM webhook_message_new m CROSS JOIN webhook_targets t RETURNING id)`
  );
}

const RECORD_SQL = `WITH ${webhookOutboxCtes({ companyId: '$1', eventType: '$2', messageId: '$3', payload: '$4' })} SELECT id FROM webhook_deliveries_new`;
const RECORD_ONCE_SQL = `WITH ${webhookOutboxCtes({ companyId: '$1', eventType: '$2', messageId: '$3', payload: '$4', unlessSent: '$5' })} SELECT id FROM webhook_deliveries_new`;

/**
 * Writes events to the outbox in the transaction of the change they report; the caller queues the
 * deliveries it returns after the commit (`webhookDeliveryJobs`), and the worker's sweep queues any
 * Redis could not take.
 */
export class WebhookOutboxRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** Records the event for every enabled endpoint of its company that picked it; the new deliveries' ids (none when no endpoint wants it). */
  record(m: EntityManager | undefined, event: WebhookEvent): Promise<string[]> {
    return recordWebhookEvent(m ?? this.dataSource.manager, event);
  }

  /**
   * Records the event unless the company's endpoints were already sent one of its type whose payload
   * holds `identity` (a reminder that a daily job would otherwise repeat); the new deliveries' ids.
   */
  async recordOnce(event: WebhookEvent, identity: Record<string, unknown>): Promise<string[]> {
    const rows: { id: string }[] = await this.dataSource.query(RECORD_ONCE_SQL, [event.companyId, event.type, newWebhookMessageId(), JSON.stringify(event.payload), JSON.stringify(identity)]);
    return rows.map((r) => r.id);
  }

  /** Records several events (one statement each); every new delivery's id. */
  async recordAll(m: EntityManager | undefined, events: readonly WebhookEvent[]): Promise<string[]> {
    const ids: string[] = [];
    for (const event of events) ids.push(...(await this.record(m, event)));
    return ids;
  }
}

/** `WebhookOutboxRepository.record` for code that holds only a transaction's manager (the E-Verify answers shared by the API and the worker). */
export async function recordWebhookEvent(m: EntityManager, event: WebhookEvent): Promise<string[]> {
  const rows: { id: string }[] = await m.query(RECORD_SQL, [event.companyId, event.type, newWebhookMessageId(), JSON.stringify(event.payload)]);
  return rows.map((r) => r.id);
}

/** What an employee's events carry about them: their company, location and the id the employer's own system gave them. */
export async function employeeWebhookRef(m: EntityManager, employeeId: string): Promise<{ id: string; companyId: number; locationId: number; externalId: string | null } | null> {
  const [row]: { company_id: number; location_id: number; external_id: string | null }[] = await m.query('SELECT company_id, location_id, external_id FROM employees WHERE id = $1', [employeeId]);
  return row ? { id: employeeId, companyId: row.company_id, locationId: row.location_id, externalId: row.external_id } : null;
}

/** The first attempt of each new delivery, to queue after the commit. */
export function webhookDeliveryJobs(deliveryIds: readonly string[]): QueuedJob[] {
  return deliveryIds.map((deliveryId) => ({ name: JobName.DeliverWebhook, payload: { deliveryId, attempt: 1 } }));
}
