import { expect, test, type Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { apiApprovedCompany, apiCertify, apiPrescreening, apiRecordHire, startLoggedIn, companyToday, type RegisteredCompany } from './support/api-setup';
import { aCompany, aPerson, type Person } from './support/test-data';

/**
 * Issue 5, claiming: a company whose two SNAP hires the state certified records the first one's
 * wages in the form, imports the second one's from a payroll file (after a file with errors that
 * saves nothing), reads its Form 5884 lines, downloads the worksheet and sees the credits on its
 * dashboard.
 */
const taxYear = companyToday().slice(0, 4);

// Two SSNs of one company must differ: the payroll file finds each hire by its SSN.
const withSsn = (person: Person, serial: string): Person => ({ ...person, ssn: `12345${serial}` });
const fullName = (p: Person) => `${p.firstname} ${p.lastname}`;

let company: RegisteredCompany;
const first = withSsn(aPerson('Marisol'), '1111');
const second = withSsn(aPerson('Ignatius'), '2222');

/** One row of the tax year's Form 5884 table, e.g. line('1b') reads '1b (40%) … $6,000 $2,400'. */
function line(page: Page, id: string) {
  return page
    .getByRole('article', { name: `Tax year ${taxYear}` })
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: new RegExp(`^${id}\\b`) }) });
}

async function importPayroll(page: Page, name: string, csv: string) {
  await page.getByLabel('Payroll CSV file').setInputFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await page.getByRole('button', { name: 'Import', exact: true }).click();
}

test.describe.serial('Claiming the credit of certified hires', () => {
  test.beforeAll(async ({ request }) => {
    company = await apiApprovedCompany(request, aCompany('Claimco'));
    for (const [person, number] of [
      [first, 'TX-CLAIM-1'],
      [second, 'TX-CLAIM-2'],
    ] as const) {
      const id = await apiPrescreening(request, company.id, person);
      await apiRecordHire(request, company.token, id);
      await apiCertify(request, id, 'SNAP', number);
    }
  });

  test('1. the dashboard shows what the two certified hires can earn, waiting for the program to be renewed', async ({ page }) => {
    await startLoggedIn(page, company.token);
    await page.goto('/dashboard');
    // They start today, after WOTC's authorization ended (2025-12-31): shown apart, not as potential credits.
    await expect(page.getByRole('link', { name: /Waiting for Renewal \$4,800 for 2 hires who started on or after 1 Jan 2026, after WOTC's authorization ended/ })).toBeVisible();
    await expect(page.getByRole('link', { name: /Potential Credits \$0 across 0 eligible submissions/ })).toBeVisible();
    await expect(page.getByRole('link', { name: /Credits Earned \$0/ })).toBeVisible();
    const months = page.getByRole('table', { name: 'Submissions by month and current status' });
    await expect(months.getByRole('row').last().getByRole('cell').nth(2)).toHaveText('2');
  });

  test('2. wages recorded in the form earn 40% of the capped first-year wages (line 1b)', async ({ page }) => {
    await startLoggedIn(page, company.token);
    await page.goto('/dashboard');
    await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Tax Credits' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Tax Credits' })).toBeVisible();
    const hires = page.getByRole('list', { name: 'Certified hires' });
    await expect(hires.getByRole('listitem').filter({ hasText: fullName(second) })).toBeVisible();

    const card = hires.getByRole('listitem').filter({ has: page.getByRole('heading', { name: fullName(first) }) });
    await card.getByRole('button', { name: `Wages of ${fullName(first)}` }).click();
    const form = card.getByRole('form', { name: 'Record a tax year' });
    await expect(form.getByLabel('Tax year')).toHaveValue(taxYear);
    await form.getByLabel('Hours').fill('450');
    await form.getByLabel('First-year wages ($)').fill('8000');
    await form.getByRole('button', { name: 'Save wages' }).click();

    const record = card.getByRole('region', { name: `Wages of ${fullName(first)}` }).getByRole('row').filter({ hasText: taxYear });
    await expect(record).toContainText('1b');
    await expect(record).toContainText('$2,400');
    await expect(line(page, '1b')).toContainText('$6,000');
    await expect(line(page, '1b')).toContainText('$2,400');
    await expect(line(page, '2')).toContainText('$2,400');
  });

  test('3. a payroll file with errors saves nothing and lists each bad line; the corrected file is imported', async ({ page }) => {
    await startLoggedIn(page, company.token);
    await page.goto('/dashboard/credits');
    await importPayroll(page, 'payroll-bad.csv', ['ssn,tax_year,hours,first_year_wages', `123-45-2222,${Number(taxYear) + 1},200,3000`, '987-65-4321,' + taxYear + ',200,3000', `123452222,${taxYear},abc,3000`].join('\n'));
    const refusal = page.getByText('Nothing was saved. Correct these lines and import the file again:');
    await expect(refusal).toBeVisible();
    const section = page.getByRole('region', { name: 'Import payroll' });
    await expect(section.getByRole('listitem').filter({ hasText: /^Line 2:/ })).toBeVisible();
    await expect(section.getByRole('listitem').filter({ hasText: /^Line 3:/ })).toBeVisible();
    await expect(section.getByRole('listitem').filter({ hasText: /^Line 4:/ })).toBeVisible();
    await expect(section).not.toContainText('2222');
    await expect(line(page, '1a')).toContainText('$0');

    await importPayroll(page, 'payroll.csv', ['ssn,tax_year,hours,first_year_wages,employee', `123-45-2222,${taxYear},200,3000,${fullName(second)}`].join('\n'));
    await expect(page.getByText('Imported 1 row for 1 hire.')).toBeVisible();
    await expect(refusal).toHaveCount(0);
    // 200 hours: 25% of $3,000 on line 1a, next to the first hire's line 1b.
    await expect(line(page, '1a')).toContainText('$3,000');
    await expect(line(page, '1a')).toContainText('$750');
    await expect(line(page, '2')).toContainText('$3,150');
  });

  test('4. the Form 5884 worksheet downloads as a PDF and the dashboard counts the credit earned', async ({ page }) => {
    await startLoggedIn(page, company.token);
    await page.goto('/dashboard/credits');
    const year = page.getByRole('article', { name: `Tax year ${taxYear}` });
    const [download] = await Promise.all([page.waitForEvent('download'), year.getByRole('button', { name: 'Download PDF' }).click()]);
    expect(download.suggestedFilename()).toBe(`form-5884-${taxYear}.pdf`);
    expect((await readFile(await download.path())).subarray(0, 5).toString()).toBe('%PDF-');

    await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Dashboard' }).click();
    await expect(page.getByRole('link', { name: /Credits Earned \$3,150/ })).toBeVisible();
    const snap = page.getByRole('table', { name: 'Credits by target group' }).getByRole('row', { name: /SNAP/ });
    await expect(snap.getByRole('cell').last()).toHaveText('$3,150');
  });
});
