import { expect, test } from '@playwright/test';
import { apiAddEmployee, apiApprovedCompany } from './support/api-setup';
import { expectNoSeriousA11yViolations } from './support/axe';
import { logInToDashboard } from './support/pages/public-site';
import { aCompany, aPerson } from './support/test-data';

/**
 * API keys (docs/product.md §2 API keys): an owner makes a key on the API keys page and copies the
 * secret shown once; another system calls the API with it and reads the company's employees; once
 * the owner revokes it, the very next call answers 401.
 */
test('an owner makes an API key, another system uses it, and revoking it stops it at once', async ({ page, request }) => {
  test.setTimeout(90_000);
  const company = await apiApprovedCompany(request, aCompany('Keystone Staffing'));
  const employee = aPerson('Kira');
  await apiAddEmployee(request, company.token, employee);
  await logInToDashboard(page, company.account.email, company.account.password);

  await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'API keys', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'API keys' })).toBeVisible();
  const form = page.getByRole('form', { name: 'Create an API key' });
  await form.getByRole('textbox', { name: 'Name', exact: true }).fill('Payroll sync');
  await form.getByRole('checkbox', { name: 'employees:read' }).check();
  await form.getByRole('button', { name: 'Create key' }).click();

  // The secret, shown this once, with the warning and a copy button.
  const secret = page.getByTestId('api-key-secret');
  await expect(secret).toHaveText(/^chk_[a-z0-9]{8}_[A-Za-z0-9_-]{43}$/);
  const key = (await secret.textContent())!;
  await expect(page.getByText('This is the only time the key is shown.', { exact: false })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Copy the key' })).toBeVisible();
  const table = page.getByRole('region', { name: 'API keys table' });
  const row = table.getByRole('row').filter({ hasText: 'Payroll sync' });
  await expect(row).toContainText(`${key.slice(0, 12)}_…`);
  await expect(row).toContainText('Active');
  await expectNoSeriousA11yViolations(page, { label: 'API keys (new key shown)' });
  await page.getByRole('button', { name: 'I have stored the key' }).click();
  await expect(page.getByText(key)).toHaveCount(0);

  // Another system calls the API with the key: the company's employees, and nothing a key may not do.
  const listed = await request.get('/api/employees', { headers: { Authorization: `Bearer ${key}` } });
  expect(listed.status()).toBe(200);
  expect(((await listed.json()) as { data: { lastname: string }[] }).data.map((e) => e.lastname)).toContain(employee.lastname);
  const team = await request.get(`/api/companies/${company.id}/users`, { headers: { Authorization: `Bearer ${key}` } });
  expect(team.status()).toBe(403);

  // The page shows its use once reloaded.
  await page.reload();
  await expect(row).not.toContainText('Never');

  // Revoked after a confirmation: the same call now answers 401.
  await row.getByRole('button', { name: 'Revoke Payroll sync' }).click();
  await page.getByRole('button', { name: 'Revoke key Payroll sync' }).click();
  await expect(row).toContainText('Revoked');
  const refused = await request.get('/api/employees', { headers: { Authorization: `Bearer ${key}` } });
  expect(refused.status()).toBe(401);
  expect(await refused.json()).toEqual({ errors: [{ msg: expect.stringContaining('revoked') }] });

  // On a phone the page still works: the menu folds, the table scrolls.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole('heading', { level: 1, name: 'API keys' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, { label: 'API keys (phone)' });
});
