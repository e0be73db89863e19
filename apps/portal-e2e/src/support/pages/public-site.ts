import { expect, type Page } from '@playwright/test';
import type { CompanyAccount } from '../test-data';

/** /signup: the company registration form (docs/product.md §2, §5). */
export class SignupPage {
  constructor(private readonly page: Page) {}

  async open(): Promise<void> {
    await this.page.goto('/signup');
    await expect(this.page.getByRole('heading', { level: 1, name: 'Create a free account' })).toBeVisible();
  }

  async register(account: CompanyAccount): Promise<void> {
    const form = this.page.getByRole('form', { name: 'Create a free account' });
    await form.getByLabel('First name', { exact: true }).fill(account.firstname);
    await form.getByLabel('Last name', { exact: true }).fill(account.lastname);
    await form.getByLabel('Email', { exact: true }).fill(account.email);
    await form.getByLabel('Password', { exact: true }).fill(account.password);
    await form.getByLabel('Repeat password', { exact: true }).fill(account.password);
    await form.getByLabel('Company name', { exact: true }).fill(account.name);
    await form.getByLabel('Phone', { exact: true }).fill(account.phone);
    await form.getByLabel('Industry', { exact: true }).selectOption(account.industry);
    await form.getByLabel('Company size', { exact: true }).selectOption(account.size);
    await form.getByRole('button', { name: 'Create account' }).click();
  }
}

/** /login: e-mail and password; the page follows `redirect` or goes to /dashboard. */
export class LoginPage {
  constructor(private readonly page: Page) {}

  async open(): Promise<void> {
    await this.page.goto('/login');
  }

  async logIn(email: string, password: string): Promise<void> {
    const form = this.page.getByRole('form', { name: 'Log in' });
    await form.getByLabel('Email', { exact: true }).fill(email);
    await form.getByLabel('Password', { exact: true }).fill(password);
    await form.getByRole('button', { name: 'Log in' }).click();
  }
}

/** Opens /login, logs in and waits for the dashboard's heading. */
export async function logInToDashboard(page: Page, email: string, password: string): Promise<void> {
  const login = new LoginPage(page);
  await login.open();
  await login.logIn(email, password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
}
