import { expect, test } from '@playwright/test';
import { apiApprovedCompany } from './support/api-setup';
import { PrescreeningForm } from './support/pages/public-forms';
import { aCompany, aPerson, PHONE_VIEWPORT } from './support/test-data';

test.use({ viewport: PHONE_VIEWPORT });

/**
 * Without a maps key, a complete ZIP code fills city, county and state (GET /api/places/zip/:zip,
 * docs/architecture.md address help). Its own test, so the journeys (which type the address in full) do not
 * depend on it.
 */
test("an applicant's ZIP code fills in city, county and state", async ({ page, request }) => {
  const company = await apiApprovedCompany(request, aCompany('Zipline'));
  const applicant = aPerson('Zoe');
  // docs/product.md §9: the link carries the company id multiplied by 73017.
  await page.goto(`/prescreening/${company.id * 73017}?company=${encodeURIComponent(company.account.name)}`);
  const form = new PrescreeningForm(page);
  await form.answerIntro('Yes');
  await expect(form.heading('Basic information')).toBeVisible();

  const lookup = page.waitForResponse((r) => r.url().endsWith(`/api/places/zip/${applicant.zip}`));
  await page.getByLabel('ZIP code', { exact: true }).fill(applicant.zip);
  expect((await lookup).status(), 'GET /api/places/zip answers the place').toBe(200);
  await expect(page.getByText('City, county and state were filled in from the ZIP code. Please check them.')).toBeVisible();
  await expect(page.getByLabel('City', { exact: true })).toHaveValue(applicant.city);
  await expect(page.getByLabel('County', { exact: true })).toHaveValue(applicant.county);
  await expect(page.getByLabel('State', { exact: true })).toHaveValue(applicant.state);
});
