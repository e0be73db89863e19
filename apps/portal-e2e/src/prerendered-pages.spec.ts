import { expect, test } from '@playwright/test';
import { expectHydrated } from './support/hydration';

const HERO = 'Hire with confidence and claim the tax credits you have earned';

/**
 * The marketing and legal pages come as HTML prerendered at build time (tools/prerender.mjs), which
 * React then hydrates (src/main.tsx): their text needs no script, and the page works as before once
 * the script has run.
 */
test.describe('prerendered pages', () => {
  test('show their heading and title with JavaScript turned off', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      for (const [path, heading, title] of [
        ['/', HERO, 'ClearHire: WOTC tax credits and remote Form I-9'],
        ['/about', 'About ClearHire', 'About | ClearHire'],
        ['/privacy', 'Privacy notice', 'Privacy | ClearHire'],
        ['/terms', 'Terms of service', 'Terms | ClearHire'],
        ['/signup', 'Create a free account', 'Create a free account | ClearHire'],
        ['/login', 'Log in', 'Log in | ClearHire'],
      ]) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
        await expect(page).toHaveTitle(title);
        await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Log in' })).toBeVisible();
      }
      // A prerendered form cannot be sent before its script runs (the browser would put the fields in the address).
      await expect(page.getByRole('button', { name: 'Log in', exact: true })).toBeDisabled();
      // The other pages still start from the empty shell, which needs the script.
      await page.goto('/contact');
      await expect(page.locator('#root')).toBeEmpty();
    } finally {
      await context.close();
    }
  });

  test('become interactive once hydrated, with no error or warning in the console', async ({ page }) => {
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') problems.push(`${message.type()}: ${message.text()}`);
    });
    page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));

    await page.goto('/');
    // The page asks for its scripts after its first paint (first-paint.spec.ts), then React takes it over.
    const firstQuestion = page.getByRole('button', { name: 'What is the Work Opportunity Tax Credit?' });
    await expectHydrated(firstQuestion);
    await expect(firstQuestion).toHaveAttribute('aria-expanded', 'true');
    await firstQuestion.click();
    await expect(firstQuestion).toHaveAttribute('aria-expanded', 'false');
    const cost = page.getByRole('button', { name: 'What does ClearHire cost?' });
    await cost.click();
    await expect(cost).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByText('Our fee is contingent on the credits we find.')).toBeVisible();

    const steps = page.getByRole('group', { name: 'Show the steps for' });
    await steps.getByRole('button', { name: 'WOTC' }).click();
    await expect(steps.getByRole('button', { name: 'WOTC' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('list', { name: 'WOTC steps' })).toBeVisible();

    // The router has taken over: a header link moves to another prerendered page without a page load.
    await page.getByRole('navigation', { name: 'Footer' }).getByRole('link', { name: 'About' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'About ClearHire' })).toBeVisible();
    await expect(page).toHaveTitle('About | ClearHire');

    expect(problems).toEqual([]);
  });
});
