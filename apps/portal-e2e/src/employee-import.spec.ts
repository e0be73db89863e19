import { expect, test } from '@playwright/test';
import { apiApprovedCompany } from './support/api-setup';
import { expectNoSeriousA11yViolations } from './support/axe';
import { mailedI9Link } from './support/outbox';
import { logInToDashboard } from './support/pages/public-site';
import { aCompany, aPerson, daysAgo, PHONE_VIEWPORT } from './support/test-data';

/**
 * Importing employees (docs/product.md, Importing employees): an owner uploads a CSV with one bad
 * line, sees the problem by line and column before anything is saved, imports only the valid rows,
 * and each new employee is mailed the Form I-9 link. On a phone.
 */
test('an owner previews a CSV, sees the bad line by line and column, and imports the valid rows', async ({ page }) => {
  test.setTimeout(120_000);
  const company = await apiApprovedCompany(page.request, aCompany('Import Foods'));
  await page.setViewportSize(PHONE_VIEWPORT);
  await logInToDashboard(page, company.account.email, company.account.password);

  const [first, second] = [aPerson('Imelda'), aPerson('Ivo')];
  const csv = [
    'first_name,last_name,email,mobile_phone,first_day,offer_accepted,job_title,external_id',
    `${first.firstname},${first.lastname},${first.email},(415) 555-0123,${daysAgo(1)},${daysAgo(10)},Line cook,HR-${first.lastname}`,
    `Bad,Row,not-an-email,,${daysAgo(1)},${daysAgo(10)},,`,
    `${second.firstname},${second.lastname},${second.email},,${daysAgo(2)},${daysAgo(10)},Host,`,
  ].join('\n');

  await page.goto('/dashboard/employees');
  await page.getByRole('link', { name: 'Import employees' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Import employees' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Download the template CSV' })).toBeVisible();
  await page.getByLabel('Employees CSV file').setInputFiles({ name: 'hires.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await page.getByRole('button', { name: 'Check the file' }).click();

  // The preview: nothing saved, the bad line named with its column.
  await expect(page.getByText('3 rows: 2 employees to add, 1 row with problems, 0 employees already there.')).toBeVisible();
  const problems = page.getByRole('table', { name: 'Problems by line and column' });
  await expect(problems.getByRole('row', { name: /3 email E-mail must be a valid e-mail address\./ })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  const before = await page.request.get('/api/employees', { headers: { Authorization: `Bearer ${company.token}` } });
  expect((await before.json()).count).toBe(0);

  await expect(page.getByRole('radio', { name: /Only the valid rows/ })).toBeChecked();
  await page.getByRole('button', { name: 'Import 2 employees' }).click();
  await expect(page.getByText('2 employees created and sent the Form I-9 link; 0 employees already there; 1 row rejected.')).toBeVisible();
  await expect(page.getByRole('table', { name: 'Rejected rows by line and column' }).getByRole('row', { name: /3 email/ })).toBeVisible();

  await page.getByRole('link', { name: 'See the employees' }).click();
  const table = page.getByRole('region', { name: 'Employees table' });
  for (const person of [first, second]) await expect(table.getByRole('cell', { name: `${person.firstname} ${person.lastname}`, exact: true })).toBeVisible();
  await expect(table.getByRole('cell', { name: /Bad Row/ })).toHaveCount(0);

  // Each new employee gets the private Form I-9 link by mail, and it opens their form.
  for (const person of [first, second]) {
    const link = await mailedI9Link(person.email);
    expect(link).toMatch(/\/i9\/[A-Za-z0-9_-]{43}$/);
  }
});
