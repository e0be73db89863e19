// The verifying receiver of the worker's webhook tests: one place crosses into the worker project's
// test support, where the boundary rule (made for runtime code) is waived.
/* eslint-disable @nx/enforce-module-boundaries */
export { WebhookReceiver } from '../../../worker/test/support/webhook-receiver';

/** Where webhooks.spec's receiver listens: the one host and port tools/e2e-server.mjs lets webhooks reach over plain http. */
export const E2E_WEBHOOK_PORT = Number(process.env['E2E_PORT'] ?? 3100) + 2000;
