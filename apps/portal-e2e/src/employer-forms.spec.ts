import { expect, test } from '@playwright/test';
import { apiApprovedCompany, apiPrescreening, auth, startLoggedIn } from './support/api-setup';
import { SubmissionDetail } from './support/pages/dashboard';
import { aCompany, aPerson } from './support/test-data';

/**
 * Issue 32: the employer keeps its Forms 8850 with its records (docs/compliance.md §3.5), so it
 * opens them itself from the submission, as the administrator does; another company cannot.
 */
test('an employer downloads its Form 8850 and ETA Form 9061 from the submission page', async ({ page, request }) => {
  const company = await apiApprovedCompany(request, aCompany('Keepsake'));
  const applicant = aPerson('Nadia');
  const submissionId = await apiPrescreening(request, company.id, applicant);

  await startLoggedIn(page, company.token);
  await page.goto(`/dashboard/submissions/${submissionId}`);
  const detail = new SubmissionDetail(page);
  await detail.waitForApplicant(`${applicant.firstname} ${applicant.lastname}`);
  await expect(detail.statusPicker).toHaveCount(0);

  const form8850 = await detail.openForm('Form 8850 (PDF)');
  expect(form8850.status()).toBe(200);
  expect(form8850.headers()['content-type']).toContain('application/pdf');
  expect(form8850.headers()['content-disposition']).toMatch(/^attachment; filename="form-8850-[0-9a-f-]{36}\.pdf"$/);
  expect(Number(form8850.headers()['content-length'])).toBeGreaterThan(1_000);
  // The same call with the company's session gives the PDF itself (the portal showed it from a blob).
  const fileUrl = new URL(form8850.url()).pathname;
  const own = await request.get(fileUrl, { headers: auth(company.token) });
  expect(own.status()).toBe(200);
  expect((await own.body()).subarray(0, 5).toString()).toBe('%PDF-');

  const form9061 = await detail.openForm('ETA Form 9061 (PDF)');
  expect(form9061.status()).toBe(200);
  expect(form9061.headers()['content-disposition']).toMatch(/^attachment; filename="form-9061-[0-9a-f-]{36}\.pdf"$/);

  // Another company's user gets the same 404 as for a file that does not exist.
  const other = await apiApprovedCompany(request, aCompany('Elsewhere'));
  const foreign = await request.get(fileUrl, { headers: auth(other.token) });
  expect(foreign.status()).toBe(404);
});
