import { expect, test } from '@playwright/test';
import { unzipSync } from 'fflate';
import { readFile } from 'node:fs/promises';
import { expectNoSeriousA11yViolations } from './support/axe';
import { apiAddEmployee, apiApprovedCompany, apiSection2, apiSubmitI9, companyToday, NONCITIZEN_WITH_EAD, startLoggedIn } from './support/api-setup';
import { aCompany, aPerson, DESKTOP_VIEWPORT, inYears, PHONE_VIEWPORT, PNG_FILE } from './support/test-data';

/** A calendar date `days` after the test companies' today. */
const inDays = (days: number) => {
  const d = new Date(`${companyToday()}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

/**
 * The rest of a Form I-9's life: an employee whose work authorization ends soon uploads a new
 * document through the Supplement B link, the employer examines it and signs Supplement B, then
 * records the end of employment and sees how long the record is kept.
 */
test('an expiring authorization is reverified through Supplement B, then the termination sets the retention date', async ({ page, browser, request }) => {
  const account = aCompany('Riverbend');
  const company = await apiApprovedCompany(request, account);
  const person = aPerson('Omar');
  const employee = await apiAddEmployee(request, company.token, person);
  await apiSubmitI9(request, employee, person, NONCITIZEN_WITH_EAD(inDays(400)));
  await apiSection2(request, company.token, employee.id, { list: 'A', title: 'Employment Authorization Document (Form I-766)', issuingAuthority: 'USCIS', number: 'IOE0123456789', expirationDate: inDays(20) });

  await startLoggedIn(page, company.token);
  await page.goto(`/dashboard/employees/${employee.id}`);
  await expect(page.getByRole('region', { name: 'Form I-9' }).getByText(/^Reverify by /)).toBeVisible();
  const panel = page.getByRole('region', { name: 'Supplement B: Reverification and Rehire' });
  await panel.getByRole('radio', { name: /^Reverification \(authorization ends/ }).check();
  await panel.getByRole('button', { name: 'Start Supplement B' }).click();
  const linkText = panel.getByText(/\/reverify\//);
  await expect(linkText).toBeVisible();
  const link = ((await linkText.textContent()) ?? '').trim();
  await page.setViewportSize(PHONE_VIEWPORT);
  await expectNoSeriousA11yViolations(page, { label: 'employee page, Supplement B waiting (375 px)' });
  await page.setViewportSize(DESKTOP_VIEWPORT);

  // The employee, on a phone of their own, uploads the new document.
  const phone = await browser.newContext({ viewport: PHONE_VIEWPORT });
  const employeePage = await phone.newPage();
  await employeePage.goto(link);
  await expect(employeePage.getByRole('heading', { name: `Hello, ${person.firstname}.` })).toBeVisible();
  await expectNoSeriousA11yViolations(employeePage, { label: 'Supplement B upload (375 px)' });
  await employeePage.getByRole('radio', { name: 'List A (one document)' }).check();
  await employeePage.getByLabel('List A document', { exact: true }).selectOption('Employment Authorization Document (Form I-766)');
  await employeePage.getByLabel('Photo or scan of the document', { exact: true }).setInputFiles(PNG_FILE);
  // On the phone the photo shows before it is sent, not only its file name.
  await expect(employeePage.getByRole('img', { name: `Preview of ${PNG_FILE.name}` })).toBeVisible();
  await expectNoSeriousA11yViolations(employeePage, { label: 'Supplement B upload, a photo previewed (375 px)' });
  await employeePage.getByRole('button', { name: 'Submit', exact: true }).click();
  await expect(employeePage.getByRole('heading', { level: 1, name: 'Document sent' })).toBeVisible();
  await employeePage.reload();
  await expect(employeePage.getByRole('heading', { name: 'Your document was already sent' })).toBeVisible();
  await phone.close();

  // The employer examines it beside the form and signs Supplement B.
  await page.reload();
  await expect(page.getByRole('region', { name: 'New document uploaded by the employee' }).getByRole('img')).toBeVisible();
  const form = page.getByRole('form', { name: 'Complete Supplement B section 1' });
  await expect(form.getByRole('radio', { name: 'A List B document' })).toHaveCount(0);
  await form.getByRole('combobox', { name: 'Document title' }).selectOption('Employment Authorization Document (Form I-766)');
  await form.getByRole('textbox', { name: 'Issuing authority', exact: true }).fill('USCIS');
  await form.getByRole('textbox', { name: 'Document number', exact: true }).fill('IOE0987654321');
  await form.getByLabel('Expiration date', { exact: true }).fill(inYears(2));
  await form.getByRole('checkbox', { name: /I examined the document myself/ }).check();
  await expectNoSeriousA11yViolations(page, { label: 'employee page, Supplement B to sign (desktop)' });
  await form.getByRole('button', { name: 'Sign Supplement B' }).click();
  await expect(panel.getByText(/Reverification, signed .* by Carla Owner/)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Form I-9' }).getByText(`Reverify by`)).toBeVisible();

  // The employment ends: the record is kept 3 years from the first day (later than a year from today).
  const retention = page.getByRole('region', { name: 'Employment and retention' });
  await retention.getByLabel('Last day of employment', { exact: true }).fill(companyToday());
  await retention.getByRole('button', { name: 'Record the termination' }).click();
  await expect(page.getByRole('region', { name: 'Employment and retention' }).getByText(/^Kept through .*, then destroyed$/)).toBeVisible();
});

/**
 * A Notice of Inspection: the employer prepares an export of its current employees' Forms I-9 from
 * the dashboard, watches it being built and downloads one zip holding each record PDF with the
 * uploaded copies, the index CSV and the audit trail.
 */
test('an employer prepares an inspection export and downloads the Forms I-9 as one zip', async ({ page, request }) => {
  const company = await apiApprovedCompany(request, aCompany('Harborview'));
  const person = aPerson('Lena');
  const employee = await apiAddEmployee(request, company.token, person);
  await apiSubmitI9(request, employee, person);

  await startLoggedIn(page, company.token);
  await page.goto('/dashboard');
  await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'I-9 Inspection' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'I-9 Inspection' })).toBeVisible();
  const form = page.getByRole('form', { name: 'Prepare an inspection export' });
  await form.getByRole('radio', { name: 'Current employees' }).check();
  await form.getByRole('button', { name: 'Prepare the export' }).click();
  await expect(page.getByText(/^Export requested/)).toBeVisible();
  await expectNoSeriousA11yViolations(page, { label: 'I-9 inspection export (desktop)' });

  const row = page.getByRole('row').filter({ hasText: 'Current employees' });
  await expect(row.getByText('1 Form I-9')).toBeVisible({ timeout: 30_000 });
  await page.setViewportSize(PHONE_VIEWPORT);
  await expectNoSeriousA11yViolations(page, { label: 'I-9 inspection export ready (375 px)' });
  await page.setViewportSize(DESKTOP_VIEWPORT);
  const [download] = await Promise.all([page.waitForEvent('download'), row.getByRole('button', { name: /Download zip/ }).click()]);
  expect(download.suggestedFilename()).toMatch(/^inspection-export-[0-9a-f-]{36}\.zip$/);
  const entries = unzipSync(new Uint8Array(await readFile(await download.path())));
  const names = Object.keys(entries);
  expect(names).toEqual(expect.arrayContaining(['index.csv', 'audit-trail.csv', 'README.txt', `i9-${employee.id}/form-i9-record.pdf`]));
  expect(names.filter((n) => n.startsWith(`i9-${employee.id}/i9-list-`))).toHaveLength(2);
  expect(Buffer.from(entries[`i9-${employee.id}/form-i9-record.pdf`].subarray(0, 5)).toString('latin1')).toBe('%PDF-');
  expect(Buffer.from(entries['index.csv']).toString('utf8')).toContain(person.lastname);
});
