import { expect, test } from '@playwright/test';
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
  await apiSection2(request, company.token, employee.id, { list: 'A', title: 'Employment Auth. Document (Form I-766)', issuingAuthority: 'USCIS', number: 'IOE0123456789', expirationDate: inDays(20) });

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
  await employeePage.getByLabel('List A document', { exact: true }).selectOption('Employment Authorization');
  await employeePage.getByLabel('Photo or scan of the document', { exact: true }).setInputFiles(PNG_FILE);
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
  await form.getByRole('combobox', { name: 'Document title' }).selectOption('Employment Auth. Document (Form I-766)');
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
