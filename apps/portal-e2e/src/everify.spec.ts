import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { apiAddEmployee, apiApprovedCompany, apiJoinEVerify, apiSection2, apiSubmitI9, companyToday, startLoggedIn, US_PASSPORT_EXAMINED } from './support/api-setup';
import { aCompany, aPerson, DESKTOP_VIEWPORT, inYears, PHONE_VIEWPORT } from './support/test-data';

/** A new hire of an E-Verify employer with Section 1 and Section 2 done, whose last name picks the test mode's outcome. */
async function readyForEVerify(request: Parameters<typeof apiApprovedCompany>[0], companyName: string, lastName: string) {
  const company = await apiApprovedCompany(request, aCompany(companyName));
  await apiJoinEVerify(request, company);
  const person = { ...aPerson('Noor'), lastname: lastName };
  const employee = await apiAddEmployee(request, company.token, person, { offerAcceptedOn: companyToday() });
  await apiSubmitI9(request, employee, person);
  await apiSection2(request, company.token, employee.id, { ...US_PASSPORT_EXAMINED, expirationDate: inYears(5) });
  return { company, employee };
}

/**
 * E-Verify in the employee's I-9 workspace, against the built-in test mode: a tentative
 * nonconfirmation walked through the notice, the employee's decision and the referral; a photo
 * matched beside the document copy.
 */
test('a tentative nonconfirmation goes through the notice, the employee’s decision and the referral', async ({ page, request }) => {
  const { company, employee } = await readyForEVerify(request, 'Lakeside', 'Ssamismatch');
  await startLoggedIn(page, company.token);
  await page.goto(`/dashboard/employees/${employee.id}`);
  const panel = page.getByRole('region', { name: 'E-Verify' });
  await expect(panel.getByText(/E-Verify test mode\./)).toBeVisible();
  await panel.getByRole('button', { name: 'Create E-Verify case' }).click();
  await expect(panel.getByText('Tentative nonconfirmation (mismatch) (test mode)')).toBeVisible({ timeout: 30_000 });
  await expect(panel.getByRole('button', { name: 'Further Action Notice (Spanish)' })).toBeVisible({ timeout: 30_000 });
  await expect(panel.getByRole('note')).toContainText('do not fire, suspend');
  // 10 federal government working days to refer it from its issue, said in those days (docs/compliance.md §6.2); how many
  // are left today depends on the hour (E-Verify dates its results on its own, Eastern, day), the unit never does.
  await expect(panel).toContainText(/Further Action Notice\. \d+ federal working days? left \(\d{1,2} [A-Z][a-z]{2} \d{4}\)\./);
  await page.setViewportSize(PHONE_VIEWPORT);
  await expectNoSeriousA11yViolations(page, { label: 'E-Verify mismatch to notify (375 px)' });
  await page.setViewportSize(DESKTOP_VIEWPORT);

  await panel.getByRole('button', { name: 'I gave the employee the Further Action Notice in private' }).click();
  const decision = panel.getByRole('form', { name: 'Record the employee’s decision' });
  await decision.getByRole('radio', { name: /^Takes action to resolve the mismatch with SSA/ }).check();
  await decision.getByLabel('Employee’s signature', { exact: true }).fill('Noor Ssamismatch');
  await expectNoSeriousA11yViolations(page, { label: 'E-Verify decision (desktop)' });
  await decision.getByRole('button', { name: 'Record the decision' }).click();
  await panel.getByRole('button', { name: 'Refer the case to SSA' }).click();
  await expect(panel.getByText('Employee to contact the agency by')).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Referral Date Confirmation (English)' })).toBeVisible({ timeout: 30_000 });
  await expect(panel.getByText(/Case in continuance|Employment authorized/)).toBeVisible({ timeout: 30_000 });
});

test('a photo match compares E-Verify’s photo with the document copy, and a match is authorized', async ({ page, request }) => {
  const { company, employee } = await readyForEVerify(request, 'Pinecrest', 'Photomatch');
  await startLoggedIn(page, company.token);
  await page.goto(`/dashboard/employees/${employee.id}`);
  const panel = page.getByRole('region', { name: 'E-Verify' });
  await panel.getByRole('button', { name: 'Create E-Verify case' }).click();
  await expect(panel.getByRole('img', { name: 'E-Verify test mode photo (a silhouette, not a person)' })).toBeVisible({ timeout: 30_000 });
  await expect(panel.getByRole('region', { name: 'Documents uploaded by the employee' })).toBeVisible();
  await page.setViewportSize(PHONE_VIEWPORT);
  await expectNoSeriousA11yViolations(page, { label: 'E-Verify photo match (375 px)' });
  await page.setViewportSize(DESKTOP_VIEWPORT);
  await expectNoSeriousA11yViolations(page, { label: 'E-Verify photo match (desktop)' });
  await panel.getByRole('radio', { name: 'Yes: the photos match' }).check();
  await panel.getByRole('button', { name: 'Send the answer to E-Verify' }).click();
  await expect(panel.getByText('Employment authorized (test mode)')).toBeVisible({ timeout: 30_000 });
});
