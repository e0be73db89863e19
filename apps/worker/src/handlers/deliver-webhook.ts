import { Webhook } from 'standardwebhooks';
import type { DataSource } from 'typeorm';
import { nextWebhookAttemptAt, webhookEndpointFailedTooLong } from '@clearhire/domain';
import { type AuditService, type Clock, fieldAt, type FieldCipher, JobName, type JobPayloads, type JobQueue, WORKER_ACTOR, type WebhookTargets } from '@clearhire/server';
import type { JobHandler, JobOutcome } from '../job-handler';
import type { ClaimedDelivery, WebhookDeliveriesRepository } from '../repositories/webhook-deliveries.repository';
import { sendWebhook, type SendResult } from '../webhooks/webhook-sender';

export interface DeliverWebhookDeps {
  dataSource: DataSource;
  deliveries: WebhookDeliveriesRepository;
  targets: WebhookTargets;
  cipher: FieldCipher;
  audit: AuditService;
  queue: JobQueue;
  clock: Clock;
  /** The HTTP call (replaced in unit tests). */
  send?: typeof sendWebhook;
  userAgent: string;
}

/**
 * One attempt of a webhook delivery (docs/architecture.md "Webhooks"). It claims the attempt, checks the
 * endpoint's address again (DNS may answer differently than at registration) and POSTs the message
 * signed per Standard Webhooks, with the message's id as `webhook-id` on every attempt. The attempt
 * is recorded with the delivery's next state in one transaction; a failure schedules the next
 * attempt by the retry schedule, and an endpoint without a success for 3 days is disabled and its
 * company's owners mailed.
 */
export class DeliverWebhook implements JobHandler<JobName.DeliverWebhook> {
  readonly name = JobName.DeliverWebhook;

  constructor(private readonly deps: DeliverWebhookDeps) {}

  async handle({ deliveryId, attempt }: JobPayloads[JobName.DeliverWebhook]): Promise<JobOutcome> {
    const { deliveries, clock } = this.deps;
    const claimed = await deliveries.claim(deliveryId, attempt, clock.now());
    if (!claimed) {
      await deliveries.settleIfEndpointDisabled(deliveryId);
      return 'skipped';
    }
    const attemptedAt = clock.now();
    const result = await this.attempt(claimed);
    const succeeded = result.status !== null && result.status >= 200 && result.status < 300;
    const failedAt = clock.now();
    const nextAttemptAt = succeeded ? null : nextWebhookAttemptAt(attempt, failedAt);
    const disabled = await this.deps.dataSource.transaction(async (m) => {
      await deliveries.recordAttempt(
        m,
        { deliveryId, attemptedAt, status: result.status, error: result.error, durationMs: result.durationMs, answer: result.answer },
        { status: succeeded ? 'succeeded' : nextAttemptAt ? 'pending' : 'failed', nextAttemptAt, lastStatus: result.status },
      );
      if (succeeded) {
        await deliveries.endpointSucceeded(m, claimed.endpointId);
        return false;
      }
      const failingSince = await deliveries.endpointFailed(m, claimed.endpointId, failedAt);
      if (!webhookEndpointFailedTooLong(failingSince, failedAt)) return false;
      const endpoint = await deliveries.disableFailing(m, claimed.endpointId, failedAt);
      if (!endpoint) return false;
      await this.deps.audit.record(m, {
        actor: WORKER_ACTOR,
        action: 'webhook_endpoint.disabled',
        recordType: 'webhook_endpoint',
        recordId: claimed.endpointId,
        companyId: endpoint.companyId,
        detail: { reason: 'failing', failingSince: endpoint.failingSince.toISOString() },
      });
      return true;
    });
    if (disabled) await this.deps.queue.enqueue(JobName.SendWebhookEndpointDisabled, { endpointId: claimed.endpointId });
    else if (nextAttemptAt) await this.deps.queue.enqueue(JobName.DeliverWebhook, { deliveryId, attempt: attempt + 1 }, { delayMs: nextAttemptAt.getTime() - failedAt.getTime() });
    return 'done';
  }

  /** The HTTP attempt, or the refusal of an address that is no longer public. */
  private async attempt(claimed: ClaimedDelivery): Promise<SendResult> {
    const check = await this.deps.targets.check(claimed.url);
    if (!check.ok) return { status: null, error: `Not sent: ${check.reason}`.slice(0, 300), durationMs: 0, answer: '' };
    const secret = this.deps.cipher.decryptText(claimed.secretEncrypted, fieldAt('webhook_endpoints', 'secret_encrypted', claimed.endpointId));
    const body = JSON.stringify({ type: claimed.eventType, timestamp: new Date(claimed.messageCreatedAt).toISOString(), data: claimed.payload });
    // The real time of sending, not the Clock's: the receiver checks it against its own clock.
    const sentAt = new Date();
    const headers = {
      'content-type': 'application/json',
      'user-agent': this.deps.userAgent,
      'webhook-id': claimed.messageId,
      'webhook-timestamp': String(Math.floor(sentAt.getTime() / 1000)),
      'webhook-signature': new Webhook(secret).sign(claimed.messageId, sentAt, body),
    };
    return (this.deps.send ?? sendWebhook)(check.target, headers, body);
  }
}
