import { expect, test } from '@playwright/test';
import { apiApprovedCompany } from './support/api-setup';
import { PrescreeningForm } from './support/pages/public-forms';
import { aCompany, PHONE_VIEWPORT } from './support/test-data';

test.use({ viewport: PHONE_VIEWPORT });

/**
 * When the page's first contentful paint came, and when it began to fetch each of its module scripts
 * (ms since it was opened); the small script that asks for them is not one of them.
 */
const timings = () =>
  ({
    firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
    scripts: performance
      .getEntriesByType('resource')
      .filter((entry) => /^\/assets\/(?!start-after-first-paint-).*\.js$/.test(new URL(entry.name).pathname))
      .map((entry) => entry.startTime),
  }) as { firstPaint: number | null; scripts: number[] };

/**
 * What a phone draws first (tools/bench/lighthouse.mjs measures it): a prerendered page paints its
 * HTML before it asks for any script (tools/prerender.mjs), and an applicant's form asks the API for
 * its link beside its scripts, once (apps/api/src/app/serve-portal.ts).
 */
test.describe('the first paint', () => {
  for (const [path, form, submit] of [
    ['/signup', 'Create a free account', 'Create account'],
    ['/login', 'Log in', 'Log in'],
  ]) {
    test(`${path} is painted before any of its scripts is asked for, then comes alive`, async ({ page }) => {
      await page.goto(path);
      // The prerendered submit button waits for the script to take over the form.
      await expect(page.getByRole('form', { name: form }).getByRole('button', { name: submit, exact: true })).toBeEnabled();
      const { firstPaint, scripts } = await page.evaluate(timings);
      expect(firstPaint).not.toBeNull();
      expect(scripts.length).toBeGreaterThan(0);
      for (const start of scripts) expect(start).toBeGreaterThanOrEqual(firstPaint as number);
    });
  }

  test('the home page is painted before any of its scripts is asked for, then answers a click', async ({ page }) => {
    await page.goto('/');
    const cost = page.getByRole('button', { name: 'What does ClearHire cost?' });
    await cost.click();
    await expect(cost).toHaveAttribute('aria-expanded', 'true');
    const { firstPaint, scripts } = await page.evaluate(timings);
    expect(firstPaint).not.toBeNull();
    expect(scripts.length).toBeGreaterThan(0);
    for (const start of scripts) expect(start).toBeGreaterThanOrEqual(firstPaint as number);
  });

  test("an applicant's pre-screening asks the API for its link once, and shows the employer's name", async ({ page, request }) => {
    const company = await apiApprovedCompany(request, aCompany('Firstpaint'));
    const linkId = company.id * 73017;
    const reads: string[] = [];
    page.on('request', (req) => {
      if (new URL(req.url()).pathname === `/api/forms/prescreening/${linkId}`) reads.push(req.url());
    });
    await page.goto(`/prescreening/${linkId}?company=${encodeURIComponent(company.account.name)}`);
    await expect(page.getByText(`${company.account.name} takes part in the Work Opportunity Tax Credit`)).toBeVisible();
    const form = new PrescreeningForm(page);
    await form.answerIntro('Yes');
    await expect(form.heading('Basic information')).toBeVisible();
    expect(reads).toHaveLength(1);
  });
});
