import type { WebhookEndpoint } from '@clearhire/db';
import type { WebhookDeliveryView, WebhookEndpointView } from './webhooks.dto';
import type { AttemptRow, DeliveryRow } from './webhooks.repository';

const iso = (d: Date | string): string => new Date(d).toISOString();
const isoOrNull = (d: Date | string | null): string | null => (d === null ? null : iso(d));

/** An endpoint as the API shows it: never its secret. */
export function presentEndpoint(e: WebhookEndpoint): WebhookEndpointView {
  return {
    id: e.id,
    url: e.url,
    description: e.description,
    events: e.events,
    enabled: e.enabled,
    disabled_at: isoOrNull(e.disabledAt),
    disabled_reason: e.disabledReason,
    failing_since: isoOrNull(e.failingSince),
    created_at: iso(e.createdAt),
  };
}

/** A delivery with its attempts (given newest first). */
export function presentDelivery(d: DeliveryRow, attempts: readonly AttemptRow[]): WebhookDeliveryView {
  return {
    id: d.id,
    message_id: d.message_id,
    event_type: d.event_type,
    status: d.status,
    attempt_count: d.attempt_count,
    next_attempt_at: d.status === 'pending' ? isoOrNull(d.next_attempt_at) : null,
    last_status: d.last_status,
    created_at: iso(d.created_at),
    attempts: attempts
      .filter((a) => a.delivery_id === d.id)
      .map((a) => ({ attempted_at: iso(a.attempted_at), status: a.status, error: a.error, duration_ms: a.duration_ms, answer: a.answer })),
  };
}
