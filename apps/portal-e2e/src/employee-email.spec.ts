import { expect, test } from '@playwright/test';
import { apiApprovedCompany } from './support/api-setup';
import { mailedI9Link } from './support/outbox';
import { Dashboard, dashboardField, EmployeeDetail, tableRow } from './support/pages/dashboard';
import { logInToDashboard } from './support/pages/public-site';
import { aCompany, DESKTOP_VIEWPORT, uniqueSuffix } from './support/test-data';

/**
 * Issue 32: the add-employee form cut the address at 30 characters. jonathan.smith@riverside-co.com
 * was saved as …@riverside-co.co, another domain, and the private Form I-9 link that collects the
 * SSN was mailed there; a 40-character address could not be added at all.
 */
test.describe('An employee with a long e-mail address', () => {
  test.use({ viewport: DESKTOP_VIEWPORT });

  test('is added with the whole address, which the page shows and the Form I-9 link is mailed to', async ({ page, request }) => {
    const { account } = await apiApprovedCompany(request, aCompany('Bluebonnet Diner'));
    const email = `guadalupe.hernandez.${uniqueSuffix()}@bluebonnet-diner.com`;
    expect(email.length).toBeGreaterThan(40);

    await logInToDashboard(page, account.email, account.password);
    await new Dashboard(page).goTo('Employees');
    await page.getByRole('link', { name: 'Add New Employee' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Add New Employee' })).toBeVisible();
    await dashboardField(page, 'First name').fill('Guadalupe');
    await dashboardField(page, 'Last name').fill('Hernandez');
    await dashboardField(page, 'E-mail').fill(email);
    // What was typed is what the field holds: nothing cut it on the way.
    await expect(dashboardField(page, 'E-mail')).toHaveValue(email);
    await page.getByRole('button', { name: 'Submit' }).click();

    await expect(page).toHaveURL(/\/dashboard\/employees\/[^/]+$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Guadalupe Hernandez' })).toBeVisible();
    const detail = new EmployeeDetail(page);
    await expect(detail.i9Section.getByText(`We e-mailed Guadalupe at ${email} a private link`)).toBeVisible();
    const shownLink = new URL(await detail.i9LinkText());
    expect(await mailedI9Link(email)).toBe(shownLink.pathname);

    await new Dashboard(page).goTo('Employees');
    await expect(tableRow(page, 'Guadalupe Hernandez')).toContainText(email);
  });
});
