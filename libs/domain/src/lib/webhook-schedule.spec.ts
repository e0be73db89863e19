import { nextWebhookAttemptAt, WEBHOOK_DISABLE_AFTER_SECONDS, WEBHOOK_MAX_ATTEMPTS, WEBHOOK_RETRY_DELAYS_SECONDS, webhookEndpointFailedTooLong } from './webhook-schedule';

const T0 = new Date('2026-03-02T12:00:00Z');

describe('webhook retry schedule', () => {
  it('waits 5 seconds after the first failure, then longer each time', () => {
    expect(nextWebhookAttemptAt(1, T0)).toEqual(new Date('2026-03-02T12:00:05Z'));
    expect(nextWebhookAttemptAt(2, T0)).toEqual(new Date('2026-03-02T12:05:00Z'));
    for (let i = 1; i < WEBHOOK_RETRY_DELAYS_SECONDS.length; i++) expect(WEBHOOK_RETRY_DELAYS_SECONDS[i]).toBeGreaterThanOrEqual(WEBHOOK_RETRY_DELAYS_SECONDS[i - 1]);
  });

  it('spans at least 3 days from the first attempt to the last', () => {
    const total = WEBHOOK_RETRY_DELAYS_SECONDS.reduce((a, b) => a + b, 0);
    expect(total).toBeGreaterThanOrEqual(3 * 24 * 3600);
    let at = T0;
    for (let made = 1; made < WEBHOOK_MAX_ATTEMPTS; made++) at = nextWebhookAttemptAt(made, at)!;
    expect(at.getTime() - T0.getTime()).toBe(total * 1000);
  });

  it('stops after the last attempt', () => {
    expect(WEBHOOK_MAX_ATTEMPTS).toBe(10);
    expect(nextWebhookAttemptAt(WEBHOOK_MAX_ATTEMPTS, T0)).toBeNull();
    expect(() => nextWebhookAttemptAt(0, T0)).toThrow(RangeError);
  });

  it('disables an endpoint only once it has failed for 3 days', () => {
    expect(webhookEndpointFailedTooLong(null, T0)).toBe(false);
    const justUnder = new Date(T0.getTime() + WEBHOOK_DISABLE_AFTER_SECONDS * 1000 - 1);
    expect(webhookEndpointFailedTooLong(T0, justUnder)).toBe(false);
    expect(webhookEndpointFailedTooLong(T0, new Date(justUnder.getTime() + 1))).toBe(true);
  });
});
