import { expect, test } from '@playwright/test';
import { apiApprovedCompany, auth } from './support/api-setup';
import { PrescreeningForm } from './support/pages/public-forms';
import { aCompany, aPerson } from './support/test-data';

/**
 * Pre-screening from an applicant tracking system (docs/product.md, Pre-screening from an ATS): the
 * ATS links its candidate to the form with their id and what it knows of them; the applicant corrects
 * a prefilled value, submits, and lands back on the ATS (a host the company allows) with the
 * submission's id, which the company then finds by the candidate's id.
 */
test('an applicant opens a prefilled ATS link, corrects a value, submits and lands on the return URL', async ({ page, request, baseURL }) => {
  test.setTimeout(120_000);
  const company = await apiApprovedCompany(request, aCompany('Tracker Foods'));
  const settings = await request.patch(`/api/companies/${company.id}`, { headers: auth(company.token), data: { atsReturnHosts: ['localhost'] } });
  expect(settings.status()).toBe(200);

  const applicant = aPerson('Tamsin');
  // The ATS's own page, on an allowed host (this server under another name).
  const returnUrl = `${baseURL!.replace('127.0.0.1', 'localhost')}/ats/candidates/77`;
  const linkId = ((await (await request.get(`/api/companies/${company.id}`, { headers: auth(company.token) })).json()) as { data: { link_id: string } }).data.link_id;
  const query = new URLSearchParams({ externalId: 'CAND-77', firstName: 'Tamsyn', lastName: applicant.lastname, email: applicant.email, phone: applicant.phone, returnUrl });
  await page.goto(`/prescreening/${linkId}?${query}`);

  const form = new PrescreeningForm(page);
  await form.answerIntro('No');
  await expect(form.heading('Basic information')).toBeVisible();
  await expect(form.field('First name')).toHaveValue('Tamsyn');
  await expect(form.field('Last name')).toHaveValue(applicant.lastname);
  await expect(form.field('E-mail')).toHaveValue(applicant.email);
  await expect(form.field('Phone')).toHaveValue(applicant.phone);
  // The applicant corrects the name the ATS had wrong, and gives the rest.
  await form.fillBasicInformation(applicant);
  await form.signAndSubmit(`${applicant.firstname} ${applicant.lastname}`);

  await page.waitForURL(/\/ats\/candidates\/77\?/);
  const landed = new URL(page.url());
  expect(landed.host).toBe(new URL(returnUrl).host);
  expect(landed.searchParams.get('externalId')).toBe('CAND-77');
  const submissionId = landed.searchParams.get('submissionId');
  expect(submissionId).toMatch(/^[0-9a-f-]{36}$/);

  // The company finds the pre-screening by its candidate's id, with the corrected name.
  const found = await request.get('/api/submissions?externalId=CAND-77', { headers: auth(company.token) });
  const body = (await found.json()) as { data: { id: string; firstname: string; external_id: string }[] };
  expect(body.data.map((s) => [s.id, s.firstname, s.external_id])).toEqual([[submissionId, applicant.firstname, 'CAND-77']]);
});
