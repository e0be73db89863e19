import { expect, test, type Locator, type Page } from '@playwright/test';
import { DESKTOP_VIEWPORT, PHONE_VIEWPORT, uniqueSuffix } from './support/test-data';

/**
 * Issue 32: where the focus goes when a form is refused, as a keyboard or screen-reader user meets
 * it. The public site's header stays on top of the page (sticky), so what takes the focus, and the
 * words that name it, must land below the header, not under it.
 */

/** The element's top is below the sticky header's bottom, and the element is inside the viewport. */
async function expectClearOfHeader(page: Page, target: Locator): Promise<void> {
  const header = await page.getByRole('banner').boundingBox();
  const box = await target.boundingBox();
  const viewport = page.viewportSize();
  expect(header && box && viewport).toBeTruthy();
  expect(box!.y, 'below the sticky header').toBeGreaterThanOrEqual(header!.y + header!.height - 0.5);
  expect(box!.y + box!.height, 'inside the viewport').toBeLessThanOrEqual(viewport!.height);
}

/** Opens a prerendered form and waits for its script to take over (its submit button is enabled then). */
async function openForm(page: Page, path: string, name: string, submit: string): Promise<Locator> {
  await page.goto(path);
  const form = page.getByRole('form', { name });
  await expect(form.getByRole('button', { name: submit })).toBeEnabled();
  return form;
}

test.describe('A refused sign-up on a phone', () => {
  test.use({ viewport: PHONE_VIEWPORT });

  test('focuses First name, the first invalid field, and shows it and its label below the header', async ({ page }) => {
    const form = await openForm(page, '/signup', 'Create a free account', 'Create account');
    const firstName = form.getByLabel('First name', { exact: true });
    // The page scrolled so that First name sits under the header, as after reading down the form.
    await firstName.evaluate((input) => window.scrollBy(0, input.getBoundingClientRect().top - 20));
    // Submitted from the keyboard (Enter in Last name), every required field still empty.
    await form.getByLabel('Last name', { exact: true }).press('Enter');

    await expect(form.getByText('First name is required.', { exact: true })).toBeVisible();
    await expect(form.getByText('Password is required.', { exact: true })).toBeVisible();
    await expect(firstName).toBeFocused();
    await expectClearOfHeader(page, page.locator('label[for="signup-firstname"]'));
    await expectClearOfHeader(page, firstName);
  });
});

test.describe('A refused log-in', () => {
  test.use({ viewport: DESKTOP_VIEWPORT });

  test('puts the focus on the error, under the page heading, which stays in view', async ({ page }) => {
    const form = await openForm(page, '/login', 'Log in', 'Log in');
    await form.getByLabel('Email', { exact: true }).fill(`nobody.${uniqueSuffix()}@example.com`);
    await form.getByLabel('Password', { exact: true }).fill('not the password');
    await form.getByRole('button', { name: 'Log in' }).click();

    const summary = page.getByRole('alert').filter({ hasText: 'The e-mail or password is incorrect.' });
    await expect(summary).toBeFocused();
    await expectClearOfHeader(page, summary);
    await expectClearOfHeader(page, page.getByRole('heading', { level: 1, name: 'Log in' }));
  });
});
