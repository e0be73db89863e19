import type { DataSource, EntityManager } from 'typeorm';
import type { WebhookDeliveryStatus, WebhookMessageType } from '@clearhire/contracts';
import { WebhookAttempt } from '@clearhire/db';

/** A delivery claimed for one attempt, with what the attempt sends and where. */
export interface ClaimedDelivery {
  id: string;
  endpointId: string;
  companyId: number;
  url: string;
  secretEncrypted: string;
  messageId: string;
  eventType: WebhookMessageType;
  payload: Record<string, unknown>;
  messageCreatedAt: Date;
}

/** What an attempt leaves on its delivery. */
export interface DeliveryOutcome {
  status: Exclude<WebhookDeliveryStatus, 'disabled'>;
  nextAttemptAt: Date | null;
  lastStatus: number | null;
}

/** An endpoint the worker disabled: its company, for the mail and the audit event. */
export interface DisabledEndpoint {
  companyId: number;
  url: string;
  failingSince: Date;
}

/**
 * How long an attempt holds its delivery: the sweep leaves a claimed delivery alone until then, so
 * it never sends a second attempt beside one in flight (which ends within the 10 s timeout), and
 * takes it up again if the worker died mid-attempt.
 */
const ATTEMPT_LEASE_SECONDS = 120;

/** The webhook deliveries the worker makes: claiming an attempt, recording it, and the endpoint's failing state. */
export class WebhookDeliveriesRepository {
  constructor(private readonly dataSource: DataSource) {}

  /**
   * Claims attempt `attempt` of a pending delivery to an enabled endpoint: counts it and holds the
   * delivery for the lease, in one statement, so two jobs for the same attempt send it once.
   * Null when the attempt was made already, the delivery is settled or its endpoint is disabled.
   */
  async claim(deliveryId: string, attempt: number, now: Date): Promise<ClaimedDelivery | null> {
    const rows: ClaimedDelivery[] = await this.dataSource.query(
      `WITH claimed AS (
         UPDATE webhook_deliveries d SET attempt_count = d.attempt_count + 1, next_attempt_at = $3::timestamptz + make_interval(secs => ${ATTEMPT_LEASE_SECONDS})
          WHERE d.id = $1 AND d.status = 'pending' AND d.attempt_count = $2 - 1
            AND EXISTS (SELECT 1 FROM webhook_endpoints e WHERE e.id = d.endpoint_id AND e.enabled)
         RETURNING d.id, d.endpoint_id, d.message_id)
       SELECT c.id, c.endpoint_id AS "endpointId", e.company_id AS "companyId", e.url, e.secret_encrypted AS "secretEncrypted",
              m.id AS "messageId", m.event_type AS "eventType", m.payload, m.created_at AS "messageCreatedAt"
         FROM claimed c JOIN webhook_endpoints e ON e.id = c.endpoint_id JOIN webhook_messages m ON m.id = c.message_id`,
      [deliveryId, attempt, now],
    );
    return rows[0] ?? null;
  }

  /** A pending delivery whose endpoint was disabled meanwhile is settled as disabled (a replay can send it later). */
  async settleIfEndpointDisabled(deliveryId: string): Promise<void> {
    await this.dataSource.query(
      `UPDATE webhook_deliveries d SET status = 'disabled', next_attempt_at = NULL
         FROM webhook_endpoints e WHERE d.id = $1 AND d.status = 'pending' AND e.id = d.endpoint_id AND NOT e.enabled`,
      [deliveryId],
    );
  }

  async recordAttempt(m: EntityManager, attempt: Omit<WebhookAttempt, 'id' | 'delivery'>, outcome: DeliveryOutcome): Promise<void> {
    await m.insert(WebhookAttempt, attempt);
    await m.query(`UPDATE webhook_deliveries SET status = $2, next_attempt_at = $3, last_status = $4 WHERE id = $1`, [attempt.deliveryId, outcome.status, outcome.nextAttemptAt, outcome.lastStatus]);
  }

  /** A success ends the endpoint's failing streak. */
  async endpointSucceeded(m: EntityManager, endpointId: string): Promise<void> {
    await m.query('UPDATE webhook_endpoints SET failing_since = NULL WHERE id = $1 AND failing_since IS NOT NULL', [endpointId]);
  }

  /** A failure starts the streak (or continues it); when it began (null when the endpoint is gone). */
  async endpointFailed(m: EntityManager, endpointId: string, at: Date): Promise<Date | null> {
    const [row]: { failing_since: Date }[] = await m.query(
      // As a WITH query, so the driver answers the returned rows (an UPDATE alone answers [rows, count]).
      'WITH e AS (UPDATE webhook_endpoints SET failing_since = coalesce(failing_since, $2) WHERE id = $1 RETURNING failing_since) SELECT failing_since FROM e',
      [endpointId, at],
    );
    return row ? row.failing_since : null;
  }

  /** Disables a failing endpoint and settles its pending deliveries; null when it was disabled already. */
  async disableFailing(m: EntityManager, endpointId: string, at: Date): Promise<DisabledEndpoint | null> {
    const [row]: { company_id: number; url: string; failing_since: Date }[] = await m.query(
      `WITH e AS (UPDATE webhook_endpoints SET enabled = false, disabled_at = $2, disabled_reason = 'failing' WHERE id = $1 AND enabled RETURNING company_id, url, failing_since)
       SELECT company_id, url, failing_since FROM e`,
      [endpointId, at],
    );
    if (!row) return null;
    await m.query(`UPDATE webhook_deliveries SET status = 'disabled', next_attempt_at = NULL WHERE endpoint_id = $1 AND status = 'pending'`, [endpointId]);
    return { companyId: row.company_id, url: row.url, failingSince: row.failing_since };
  }

  /**
   * Pending deliveries of enabled endpoints whose attempt is overdue by the grace period (their job
   * was lost with Redis, or their worker died mid-attempt): the attempt each is due for.
   */
  overdue(graceSeconds: number, limit = 500): Promise<{ id: string; attempt: number }[]> {
    return this.dataSource.query(
      `SELECT d.id, d.attempt_count + 1 AS attempt FROM webhook_deliveries d JOIN webhook_endpoints e ON e.id = d.endpoint_id AND e.enabled
        WHERE d.status = 'pending' AND d.next_attempt_at <= now() - make_interval(secs => $1) ORDER BY d.next_attempt_at LIMIT $2`,
      [graceSeconds, limit],
    );
  }

  /** A disabled endpoint with its company and the addresses of the company's owners (none disabled), for the mail. */
  async disabledEndpointMail(endpointId: string): Promise<{ url: string; disabledAt: Date; failingSince: Date | null; companyName: string; timeZone: string | null; owners: string[] } | null> {
    const [row] = await this.dataSource.query(
      `SELECT e.url, e.disabled_at AS "disabledAt", e.failing_since AS "failingSince", c.name AS "companyName", c.time_zone AS "timeZone",
              ARRAY(SELECT u.email FROM users u WHERE u.company_id = e.company_id AND u.role = 'owner' AND u.disabled_at IS NULL ORDER BY u.created_at) AS owners
         FROM webhook_endpoints e JOIN companies c ON c.id = e.company_id
        WHERE e.id = $1 AND NOT e.enabled AND e.disabled_reason = 'failing'`,
      [endpointId],
    );
    return row ?? null;
  }
}
