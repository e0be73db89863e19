/**
 * When a webhook delivery is tried again, and when a failing endpoint is given up on
 * (docs/architecture.md "Webhooks"). Exponential backoff after the first try: 5 s, 5 min, 30 min, 2 h,
 * 5 h, 10 h, 10 h, 24 h, 24 h — ten attempts spanning a little over 3 days, so a receiver that is
 * down over a long weekend still gets every message.
 */
export const WEBHOOK_RETRY_DELAYS_SECONDS: readonly number[] = [5, 300, 1800, 7200, 18000, 36000, 36000, 86400, 86400];

/** Attempts in all: the first and one per delay. */
export const WEBHOOK_MAX_ATTEMPTS = WEBHOOK_RETRY_DELAYS_SECONDS.length + 1;

/** An endpoint with no successful delivery for this long (while deliveries failed) is disabled. */
export const WEBHOOK_DISABLE_AFTER_SECONDS = 3 * 24 * 3600;

/** When the attempt after `attemptsMade` failed ones is due, or null when the schedule is spent. */
export function nextWebhookAttemptAt(attemptsMade: number, failedAt: Date): Date | null {
  if (!Number.isInteger(attemptsMade) || attemptsMade < 1) throw new RangeError('attemptsMade must be a positive integer');
  const delay = WEBHOOK_RETRY_DELAYS_SECONDS[attemptsMade - 1];
  return delay === undefined ? null : new Date(failedAt.getTime() + delay * 1000);
}

/** Whether an endpoint failing since `failingSince` has failed long enough to be disabled at `now`. */
export function webhookEndpointFailedTooLong(failingSince: Date | null, now: Date): boolean {
  return failingSince !== null && now.getTime() - failingSince.getTime() >= WEBHOOK_DISABLE_AFTER_SECONDS * 1000;
}
