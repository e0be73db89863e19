import { expect, test } from '@playwright/test';
import { apiAddEmployee, apiApprovedCompany, apiPrescreening, apiSignup, auth } from './support/api-setup';
import { Dashboard } from './support/pages/dashboard';
import { logInToDashboard } from './support/pages/public-site';
import { aCompany, aPerson } from './support/test-data';

/** Issue 4, journey 4: a company sees its own records only (docs/product.md §6), in the portal and at the API. */
test("a second company never sees the first company's applicants, employees or company record", async ({ page, request }) => {
  const first = await apiApprovedCompany(request, aCompany('Contoso'));
  const applicant = aPerson('Ivy');
  const applicantName = `${applicant.firstname} ${applicant.lastname}`;
  const submissionId = await apiPrescreening(request, first.id, applicant);
  const employee = aPerson('Omar');
  const employeeRecord = await apiAddEmployee(request, first.token, employee);
  const second = await apiSignup(request, aCompany('Fabrikam'));

  // The rows exist: the first company reads them.
  const firstList = await request.get('/api/submissions', { headers: auth(first.token) });
  expect(((await firstList.json()) as { count: number }).count).toBe(1);

  await logInToDashboard(page, second.account.email, second.account.password);
  const dashboard = new Dashboard(page);
  // A new company is asked for its ERD first (docs/product.md §4, not-submitted).
  await expect(page.getByRole('link', { name: 'Complete the ERD and I-9 Employer Authorization forms' })).toHaveAttribute('href', '/dashboard/erd');
  await expect(page.getByRole('link', { name: 'Total Submissions 0', exact: true })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Recent Submissions' }).getByRole('cell', { name: 'No results found' })).toBeVisible();

  await dashboard.goTo('Submissions');
  await expect(page.getByRole('heading', { level: 1, name: 'All Submissions' })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'No results found' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Pending 0', exact: true })).toBeVisible();
  await expect(page.getByText(applicantName)).toHaveCount(0);

  // The company filter is an administrator's tool: naming the other company in the URL changes nothing.
  await page.goto(`/dashboard/submissions?companyName=${encodeURIComponent(first.account.name)}`);
  await expect(page.getByRole('cell', { name: 'No results found' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: /compan/i })).toHaveCount(0);

  // Opening the other company's records by address shows that they are not there.
  const notFound = (what: string) => page.getByRole('alert').filter({ hasText: `This ${what} does not exist, or your account cannot see it.` });
  await page.goto(`/dashboard/submissions/${submissionId}`);
  await expect(notFound('submission')).toBeVisible();
  await expect(page.getByText(applicant.lastname)).toHaveCount(0);

  await page.goto(`/dashboard/employees/${employeeRecord.id}`);
  await expect(notFound('employee')).toBeVisible();
  await expect(page.getByText(employee.lastname)).toHaveCount(0);
  await dashboard.goTo('Employees');
  await expect(page.getByRole('cell', { name: 'No results found' })).toBeVisible();

  await page.goto(`/dashboard/companies/${first.id}`);
  await expect(notFound('company')).toBeVisible();
  await expect(page.getByText(first.account.name)).toHaveCount(0);

  // The API agrees with what the portal shows.
  const secondList = await request.get('/api/submissions', { headers: auth(second.token) });
  expect(((await secondList.json()) as { count: number }).count).toBe(0);
  for (const path of [`/api/submissions/${submissionId}`, `/api/employees/${employeeRecord.id}`, `/api/companies/${first.id}`]) {
    const response = await request.get(path, { headers: auth(second.token) });
    expect([403, 404], `${path} as the second company`).toContain(response.status());
  }
});
