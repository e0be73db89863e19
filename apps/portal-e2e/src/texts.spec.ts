import ICAL from 'ical.js';
import { expect, test } from '@playwright/test';
import { apiApprovedCompany } from './support/api-setup';
import { expectNoSeriousA11yViolations } from './support/axe';
import { dashboardField } from './support/pages/dashboard';
import { logInToDashboard } from './support/pages/public-site';
import { textedTo } from './support/text-outbox';
import { aCompany, PHONE_VIEWPORT, uniqueSuffix } from './support/test-data';

/** Reaching people: the Form I-9 link by text message, and the owner's deadline calendar, on a phone. */
test.describe('Texts and the deadline calendar', () => {
  test.use({ viewport: PHONE_VIEWPORT, isMobile: true, hasTouch: true });
  // Two pages, three accessibility scans and the worker's jobs: on a busy two-core machine a minute is not enough.
  test.setTimeout(120_000);

  test('an employee added with a mobile number is texted the Form I-9 link, with the employer’s name and no personal data', async ({ page, browser, request }) => {
    const { account } = await apiApprovedCompany(request, aCompany('Kona Coffee'));
    const suffix = uniqueSuffix();
    // 555-01xx numbers are reserved for fiction; each run has a fresh outbox.
    const number = '+18085550142';

    await logInToDashboard(page, account.email, account.password);
    await page.goto('/dashboard/employees/add');
    await expect(page.getByRole('heading', { level: 1, name: 'Add New Employee' })).toBeVisible();
    await dashboardField(page, 'First name').fill('Keoni');
    await dashboardField(page, 'Last name').fill('Kahananui');
    await dashboardField(page, 'E-mail').fill(`keoni.${suffix}@example.com`);
    await dashboardField(page, 'Mobile number').fill('808-555-12');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByText('Mobile number must be a mobile number: 10 digits for a US number, or + and the country code.')).toBeVisible();
    await expectNoSeriousA11yViolations(page, { label: 'Add employee, a wrong mobile number (375 px)' });
    await dashboardField(page, 'Mobile number').fill(number.slice(2));
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Keoni Kahananui' })).toBeVisible();
    await expect(page.getByText(`••• ••• ${number.slice(-4)}`)).toBeVisible();
    await expectNoSeriousA11yViolations(page, { label: 'employee page with a mobile number (375 px)' });

    const text = await textedTo(number);
    expect(text.body).toContain(`${account.name}: please complete Form I-9 Section 1`);
    expect(text.body).toContain('Reply STOP to opt out');
    expect(text.body).not.toMatch(/Keoni|Kahananui/);
    const link = /https?:\/\/\S+\/i9\/\S+/.exec(text.body)?.[0];
    expect(link).toBeTruthy();

    // The employee opens the link from the text on their own phone.
    const phone = await browser.newContext({ viewport: PHONE_VIEWPORT, isMobile: true, hasTouch: true });
    const employeePage = await phone.newPage();
    await employeePage.goto(new URL(link!).pathname);
    await expect(employeePage.getByRole('heading', { name: 'Before you begin' })).toBeVisible();
    await phone.close();
  });

  test('the owner turns the calendar feed on, and its URL answers a valid calendar until it is turned off', async ({ page, request }) => {
    const { account } = await apiApprovedCompany(request, aCompany('Hilo Bakery'));
    await logInToDashboard(page, account.email, account.password);
    await page.goto('/dashboard/account');
    await page.getByRole('button', { name: 'Turn the calendar feed on' }).click();
    const field = page.getByLabel('Your calendar feed URL (shown this once)');
    await expect(field).toHaveValue(/\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    await expectNoSeriousA11yViolations(page, { label: 'account, calendar feed on (375 px)' });
    const url = new URL(await field.inputValue());

    const feed = await request.get(url.pathname);
    expect(feed.status()).toBe(200);
    expect(feed.headers()['content-type']).toContain('text/calendar');
    const calendar = new ICAL.Component(ICAL.parse(await feed.text()));
    expect(calendar.name).toBe('vcalendar');
    expect(calendar.getFirstPropertyValue('version')).toBe('2.0');

    await page.getByRole('button', { name: 'Turn the feed off' }).click();
    await expect(page.getByRole('button', { name: 'Turn the calendar feed on' })).toBeVisible();
    expect((await request.get(url.pathname)).status()).toBe(404);
  });
});
