import { expect, test } from '@playwright/test';
import { apiSignup } from './support/api-setup';
import { mailedLink } from './support/outbox';
import { LoginPage } from './support/pages/public-site';
import { aCompany } from './support/test-data';

const REQUESTED = 'If an account uses this address, we have sent it a link to choose a new password.';

test.describe('Forgotten password', () => {
  test('a company user asks for a link by e-mail, chooses a new password with it and logs in with that one only', async ({ page, request }) => {
    const { account } = await apiSignup(request, aCompany('Fabrikam'));
    const newPassword = `${account.password}-renewed`;

    const login = new LoginPage(page);
    await login.open();
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await expect(page).toHaveURL(/\/forgot-password$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Forgot your password?' })).toBeVisible();
    const form = page.getByRole('form', { name: 'Reset your password' });
    await form.getByLabel('Email', { exact: true }).fill(account.email);
    await form.getByRole('button', { name: 'Send the link' }).click();
    await expect(page.getByRole('status').filter({ hasText: REQUESTED })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to log in' })).toBeVisible();

    const link = await mailedLink(account.email, 'reset-password');
    await page.goto(link);
    await expect(page.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeVisible();
    // The token leaves the address bar once the page has read it.
    await expect(page).toHaveURL(/\/reset-password$/);
    const reset = page.getByRole('form', { name: 'Choose a new password' });
    await reset.getByLabel('New password', { exact: true }).fill(newPassword);
    await reset.getByLabel('Repeat new password', { exact: true }).fill(newPassword);
    await reset.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Your password has been changed.' })).toBeVisible();

    await page.getByRole('link', { name: 'Log in with your new password' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await login.logIn(account.email, newPassword);
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();

    // The old password no longer opens the account.
    const old = await request.post('/api/auth/login', { data: { email: account.email, password: account.password } });
    expect(old.status(), await old.text()).toBe(401);

    // The link works once.
    await page.goto(link);
    const again = page.getByRole('form', { name: 'Choose a new password' });
    await again.getByLabel('New password', { exact: true }).fill(`${newPassword}-again`);
    await again.getByLabel('Repeat new password', { exact: true }).fill(`${newPassword}-again`);
    await again.getByRole('button', { name: 'Change password' }).click();
    await expect(page.getByText('This link has expired or has already been used.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute('href', '/forgot-password');
  });
});
