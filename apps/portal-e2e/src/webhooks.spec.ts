import { expect, test } from '@playwright/test';
import { apiApprovedCompany } from './support/api-setup';
import { expectNoSeriousA11yViolations } from './support/axe';
import { logInToDashboard } from './support/pages/public-site';
import { aCompany, PHONE_VIEWPORT } from './support/test-data';
import { E2E_WEBHOOK_PORT, WebhookReceiver } from './support/webhook-receiver';

/**
 * Webhooks: an owner adds an endpoint pointing at a receiver this test runs, copies the secret shown
 * once, sends a test event, sees the delivery and its attempt, and replays it under the same
 * webhook-id; the receiver verifies every signature (docs/product.md "Webhooks").
 */
test('an owner adds a webhook endpoint, sends a test event, sees its attempt and replays it', async ({ page, request }) => {
  test.setTimeout(90_000);
  const receiver = await WebhookReceiver.start(E2E_WEBHOOK_PORT);
  const url = receiver.url('/clearhire');
  try {
    const company = await apiApprovedCompany(request, aCompany('Hook Foods'));
    await logInToDashboard(page, company.account.email, company.account.password);
    await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Webhooks', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Webhooks' })).toBeVisible();

    // A private address is refused, under the URL.
    const form = page.getByRole('form', { name: 'Add an endpoint' });
    await form.getByRole('textbox', { name: 'URL' }).fill('https://10.0.0.1/hooks');
    await form.getByRole('checkbox', { name: /A pre-screening was received/ }).check();
    await form.getByRole('button', { name: 'Add endpoint' }).click();
    await expect(form.getByText(/must reach a public address/)).toBeVisible();

    await form.getByRole('textbox', { name: 'URL' }).fill(url);
    await form.getByRole('textbox', { name: 'Description' }).fill('Applicant tracking');
    await form.getByRole('button', { name: 'Add endpoint' }).click();
    const secretBox = page.getByRole('region', { name: `Signing secret of ${url}` });
    await expect(secretBox).toBeVisible();
    receiver.secret = (await secretBox.getByTestId('webhook-secret').textContent()) ?? '';
    expect(receiver.secret).toMatch(/^whsec_/);
    await expectNoSeriousA11yViolations(page);

    const endpoint = page.getByRole('region', { name: url });
    await endpoint.getByRole('button', { name: 'Send test event' }).click();
    const attempts = endpoint.getByRole('list', { name: /^Attempts of msg_/ });
    await expect(attempts.getByRole('listitem')).toHaveCount(1, { timeout: 20_000 });
    await expect(attempts.getByRole('listitem').first()).toContainText('HTTP 200');
    await expect(attempts.getByRole('listitem').first()).toContainText('ok thanks');
    await expect(endpoint.getByRole('cell', { name: 'Delivered' })).toBeVisible();
    expect(receiver.received).toHaveLength(1);
    expect(receiver.received[0]).toMatchObject({ type: 'webhook.test', verified: true });

    await endpoint.getByRole('button', { name: /^Replay/ }).click();
    await expect(attempts.getByRole('listitem')).toHaveCount(2, { timeout: 20_000 });
    await expect.poll(() => receiver.received.length).toBe(2);
    expect(receiver.received[1]).toMatchObject({ id: receiver.received[0].id, body: receiver.received[0].body, verified: true });

    // On a phone the page still reads and works.
    await page.setViewportSize(PHONE_VIEWPORT);
    await expect(endpoint.getByRole('button', { name: 'Send test event' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  } finally {
    await receiver.close();
  }
});
