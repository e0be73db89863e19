import { expect, test } from '@playwright/test';

test('the API serves the portal and answers its health check', async ({ page, request }) => {
  const health = await request.get('/api/health');
  expect(health.ok()).toBe(true);
  await page.goto('/');
  await expect(page.locator('#root')).not.toBeEmpty();
  await expect(page).toHaveTitle(/ClearHire/);
});
