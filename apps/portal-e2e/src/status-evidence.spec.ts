import { expect, test } from '@playwright/test';
import { apiApprovedCompany, apiLogin, apiPrescreening, startLoggedIn } from './support/api-setup';
import { ADMIN, aCompany, aPerson, PDF_FILE } from './support/test-data';

/**
 * Issue 5, status evidence: the administrator records how a submission reached the state, with a
 * faxed confirmation as proof, then the state's denial with its reason; the company reads both in
 * the history and opens the proof.
 */
test('sent by fax with a proof file, then rejected with a reason: the company reads the history and opens the proof', async ({ page, browser, request }) => {
  const company = await apiApprovedCompany(request, aCompany('Evidentia'));
  const applicant = aPerson('Odalys');
  const submissionId = await apiPrescreening(request, company.id, applicant);

  await startLoggedIn(page, await apiLogin(request, ADMIN.email, ADMIN.password));
  await page.goto(`/dashboard/submissions/${submissionId}`);
  const status = page.getByLabel('Status', { exact: true });
  await status.selectOption({ label: 'Sent To State' });
  const sent = page.getByRole('form', { name: 'Change status to Sent To State' });
  await sent.getByLabel('Sent by').selectOption({ label: 'Fax' });
  await sent.getByLabel('Proof of sending (optional)').setInputFiles({ ...PDF_FILE, name: 'fax-confirmation.pdf' });
  await sent.getByRole('button', { name: 'Save' }).click();
  const history = page.getByRole('region', { name: 'Status History' });
  await expect(history).toContainText('by fax');
  await expect(history.getByRole('button', { name: 'Proof (PDF/image)' })).toBeVisible();
  await expect(status).toHaveValue('sent');

  await status.selectOption({ label: 'Rejected' });
  const rejected = page.getByRole('form', { name: 'Change status to Rejected' });
  // Nothing is saved without the reason.
  await rejected.getByRole('button', { name: 'Save' }).click();
  await expect(rejected.getByText('Reason for the denial is required.')).toBeVisible();
  await rejected.getByLabel('Reason for the denial').fill('Applicant not in a target group per SWA records');
  await rejected.getByRole('button', { name: 'Save' }).click();
  await expect(history).toContainText('Applicant not in a target group per SWA records');
  await expect(status).toHaveValue('rejected');

  // The company sees the same history, read-only, and opens the proof of sending.
  const companyPage = await (await browser.newContext()).newPage();
  await startLoggedIn(companyPage, company.token);
  await companyPage.goto(`/dashboard/submissions/${submissionId}`);
  const companyHistory = companyPage.getByRole('region', { name: 'Status History' });
  await expect(companyHistory.getByRole('listitem')).toHaveCount(2);
  await expect(companyHistory.getByRole('listitem').first()).toContainText('Rejected');
  await expect(companyPage.getByLabel('Status', { exact: true })).toHaveCount(0);
  const [proofTab, proof] = await Promise.all([
    companyPage.waitForEvent('popup'),
    companyPage.waitForResponse((r) => r.url().includes('/api/files/')),
    companyHistory.getByRole('button', { name: 'Proof (PDF/image)' }).click(),
  ]);
  expect(proof.status()).toBe(200);
  expect(proof.headers()['content-type']).toContain('application/pdf');
  // The file comes back decrypted, the same size as the upload (the portal reads it as a blob).
  expect(Number(proof.headers()['content-length'])).toBe(PDF_FILE.buffer.length);
  await proofTab.close();
  await companyPage.context().close();
});
