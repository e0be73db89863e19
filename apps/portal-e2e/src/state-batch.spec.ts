import { expect, test } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { apiApprovedCompany, apiLogin, apiPrescreening, apiRecordHire, startLoggedIn } from './support/api-setup';
import { ADMIN, aCompany, aPerson } from './support/test-data';

/**
 * Issue 5: an administrator sends one state's pending submissions in a batch. The zip comes down,
 * the chosen submission leaves the queue and its history says how it was sent.
 */
test('an administrator downloads a Texas batch and the submission is marked sent by bulk upload', async ({ page, request }) => {
  const company = await apiApprovedCompany(request, aCompany('Batchworks'));
  const applicant = aPerson('Teodoro');
  const name = `${applicant.firstname} ${applicant.lastname}`;
  const submissionId = await apiPrescreening(request, company.id, applicant);
  await apiRecordHire(request, company.token, submissionId, 'Warehouse associate');

  await startLoggedIn(page, await apiLogin(request, ADMIN.email, ADMIN.password));
  await page.goto('/dashboard');
  await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'State Batch' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'State Batch' })).toBeVisible();
  await expect(page.getByText('Choose a state to see its pending submissions.')).toBeVisible();

  await page.getByLabel('State', { exact: true }).selectOption({ label: 'Texas' });
  await expect(page).toHaveURL(/\/dashboard\/state-batch\?state=TX$/);
  const choose = page.getByRole('checkbox', { name: `Select ${name}` });
  // The forms are rendered by the worker after the hire: the page does not poll, so reload until they are.
  await expect(async () => {
    await page.reload();
    await expect(choose).toBeEnabled({ timeout: 2_000 });
  }).toPass({ timeout: 30_000, intervals: [500, 1_000, 2_000] });

  await choose.check();
  await expect(page.getByLabel('Sent by')).toHaveValue('bulk-upload');
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download batch and mark sent' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^wotc-TX-\d{4}-\d{2}-\d{2}\.zip$/);
  const zip = await readFile(await download.path());
  expect(zip.subarray(0, 2).toString()).toBe('PK');
  await expect(page.getByText(/^Downloaded wotc-TX-.*\.zip: (1 submission|\d+ submissions) marked sent to the state\.$/)).toBeVisible();
  await expect(choose).toHaveCount(0);

  await page.goto(`/dashboard/submissions/${submissionId}`);
  await expect(page.getByLabel('Status', { exact: true })).toHaveValue('sent');
  await expect(page.getByRole('region', { name: 'Status History' })).toContainText('by bulk upload');
});

test('a company user cannot open the state batch', async ({ page, request }) => {
  const company = await apiApprovedCompany(request, aCompany('Nobatch'));
  await startLoggedIn(page, company.token);
  await page.goto('/dashboard/state-batch');
  await expect(page.getByText('State batches are prepared by administrators only.')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'State Batch' })).toHaveCount(0);
});
