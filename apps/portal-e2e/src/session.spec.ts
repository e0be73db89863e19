import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { apiSignup } from './support/api-setup';
import { Dashboard } from './support/pages/dashboard';
import { logInToDashboard } from './support/pages/public-site';
import { aCompany, DESKTOP_VIEWPORT, PHONE_VIEWPORT } from './support/test-data';

const HERO = 'Hire with confidence and claim the tax credits you have earned';

/**
 * Logged in, / sends the visitor on to the dashboard; Logout clears the session and loads / (docs/product.md §2, §4).
 * The session ends on the server too: the token the browser held is refused from then on.
 */
async function logInThenOut(page: Page, request: APIRequestContext, email: string, password: string): Promise<void> {
  await logInToDashboard(page, email, password);
  await page.goto('/');
  await expect(page).toHaveURL(/\/dashboard$/);
  const token = await page.evaluate(() => window.localStorage.getItem('token'));
  expect((await request.get('/api/submissions', { headers: { Authorization: `Bearer ${token}` } })).status()).toBe(200);

  await new Dashboard(page).logOut();
  await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/$/);
  await expect(page.getByRole('heading', { level: 1, name: HERO })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Dashboard' })).toHaveCount(0);
  expect(await page.evaluate(() => window.localStorage.getItem('token'))).toBeNull();
  expect((await request.get('/api/submissions', { headers: { Authorization: `Bearer ${token}` } })).status()).toBe(401);
}

/** After logout the session is gone for good: / stays public and the dashboard asks for a login. */
async function expectLoggedOut(page: Page): Promise<void> {
  await page.reload();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1, name: HERO })).toBeVisible();
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fdashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
}

test.describe('Logout (issue 4, journey 5)', () => {
  test.describe('on a desktop', () => {
    test.use({ viewport: DESKTOP_VIEWPORT });

    test('returns to the public home page, whose header offers Log in again', async ({ page, request }) => {
      const { account } = await apiSignup(request, aCompany('Tailspin'));
      await logInThenOut(page, request, account.email, account.password);
      const header = page.getByRole('navigation', { name: 'Main' });
      await expect(header.getByRole('link', { name: 'Log in' })).toBeVisible();
      await expect(header.getByRole('link', { name: 'Dashboard' })).toHaveCount(0);
      await expectLoggedOut(page);
    });
  });

  test.describe('on a phone', () => {
    test.use({ viewport: PHONE_VIEWPORT });

    test('logs out from the folded dashboard menu and returns to the public home page', async ({ page, request }) => {
      const { account } = await apiSignup(request, aCompany('Tailspin'));
      await logInThenOut(page, request, account.email, account.password);
      await page.getByRole('button', { name: 'Menu' }).click();
      const drawer = page.getByRole('dialog', { name: 'Site menu' });
      await expect(drawer.getByRole('link', { name: 'Log in' })).toBeVisible();
      await expect(drawer.getByRole('link', { name: 'Create a free account' })).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(drawer).toBeHidden();
      await expectLoggedOut(page);
    });
  });
});
