import { devices, expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { apiApproveErd, apiLogin, auth, companyToday, startLoggedIn } from './support/api-setup';
import { mailedI9Link, mailedText } from './support/outbox';
import { EmployeeDetail } from './support/pages/dashboard';
import { I9Form } from './support/pages/public-forms';
import { logInToDashboard, SignupPage } from './support/pages/public-site';
import { aCompany, aPerson, DESKTOP_VIEWPORT, inYears, PNG_FILE, uniqueSuffix } from './support/test-data';

// A phone (Pixel 7's screen, touch and user agent); the browser stays the one the suite runs.
const { defaultBrowserType: _browser, ...PIXEL_7 } = devices['Pixel 7'];

/** The text of a PDF, as PDF.js reads it (what a search or a screen reader finds). */
async function pdfText(pdf: Buffer): Promise<string> {
  const { extractText } = await import('unpdf');
  const { text } = await extractText(new Uint8Array(pdf), { mergePages: true });
  return text.replace(/\s+/g, ' ');
}

/**
 * Names as they are written, and mail in the employee's language, on a phone: the owner Carla Muñoz
 * signs up and is greeted by her name; she adds José Nguyễn, who reads Spanish, with an address
 * longer than 30 characters; the Spanish Form I-9 mail arrives; José completes Section 1; Section 2
 * proposes "Muñoz" as the examiner's last name; the Form I-9 record prints both names as written.
 * Company settings is in the owner's menu, and Logout ends this device only.
 */
test.describe('Names as they are written, mail in Spanish, on a phone', () => {
  test.use(PIXEL_7);

  test('an accented owner adds an employee in Spanish, who completes Section 1; the names reach the forms intact', async ({ page, browser, request }) => {
    test.setTimeout(240_000);
    const account = { ...aCompany('Panadería'), lastname: 'Muñoz', signature: 'Carla Muñoz' };

    // Sign-up, then the ERD is approved (other journeys cover those screens).
    const signup = new SignupPage(page);
    await signup.open();
    await signup.register(account);
    await expect(page).toHaveURL(/\/thank-you$/);
    const apiToken = await apiLogin(request, account.email, account.password);
    const claims = JSON.parse(Buffer.from(apiToken.split('.')[1], 'base64url').toString('utf8')) as { name: string; companyId: number };
    expect(claims.name).toBe('Carla Muñoz');
    await apiApproveErd(request, { account, id: claims.companyId, token: apiToken });

    await logInToDashboard(page, account.email, account.password);
    await expect(page.getByText('Signed in as')).toHaveText('Signed in as Carla Muñoz');

    // The menu: Company settings for the owner, and the two logouts.
    await page.getByRole('button', { name: 'Menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Dashboard' });
    await expect(menu.getByRole('link', { name: 'Company settings' })).toHaveAttribute('href', `/dashboard/companies/${claims.companyId}`);
    await expect(menu.getByRole('button', { name: 'Logout', exact: true })).toBeVisible();
    await expect(menu.getByRole('button', { name: 'Log out everywhere' })).toBeVisible();
    await menu.getByRole('link', { name: 'Employees' }).click();

    // José Nguyễn, written to in Spanish, at an address far longer than 30 characters.
    await page.getByRole('link', { name: 'Add New Employee' }).click();
    const email = `jose.nguyen.panaderia.${uniqueSuffix()}@correo-de-la-panaderia.example.com`;
    expect(email.length).toBeGreaterThan(30);
    await page.getByLabel('First name', { exact: true }).fill('José');
    await page.getByLabel('Last name', { exact: true }).fill('Nguyễn');
    await page.getByLabel('E-mail', { exact: true }).fill(email);
    await page.getByLabel('Language of the e-mails').selectOption('es');
    await page.getByRole('button', { name: 'Submit' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'José Nguyễn' })).toBeVisible();
    await expectNoSeriousA11yViolations(page, { label: 'employee page, accented names, on a phone' });

    // The Form I-9 mail, in Spanish.
    const mail = await mailedText(email, /Formulario I-9/);
    expect(mail).toContain('Hola, José:');
    expect(mail).toContain('Por favor, llene la Sección 1');
    const link = await mailedI9Link(email);

    // José completes Section 1 on his own phone.
    const employeePhone = await browser.newContext(PIXEL_7);
    const employeePage = await employeePhone.newPage();
    await employeePage.goto(link);
    const i9 = new I9Form(employeePage);
    await i9.agree();
    await i9.fillSectionOne({ ...aPerson('José'), lastname: 'Nguyễn', email });
    await i9.noHelper();
    await i9.next();
    await employeePage.getByRole('group', { name: 'Which documents will you upload?', exact: true }).getByRole('radio', { name: 'One document from List A', exact: true }).check();
    await i9.documentType('A').selectOption('U.S. Passport');
    await i9.fileInput('A').setInputFiles(PNG_FILE);
    await i9.submit();
    await expect(i9.heading('Form Submitted')).toBeVisible();
    await employeePhone.close();

    // Section 2 proposes the examiner's own names, as written.
    await page.reload();
    const employee = new EmployeeDetail(page);
    await expect(employee.section2Field('Last name')).toHaveValue('Muñoz');
    await expect(employee.section2Field('First name')).toHaveValue('Carla');
    await employee.section2Form.getByLabel('First day of employment', { exact: true }).fill(companyToday());
    const passport = employee.section2Document('A');
    await passport.getByRole('combobox', { name: 'Document title' }).selectOption('U.S. Passport');
    await employee.section2Field('Issuing authority', passport).fill('U.S. Department of State');
    await employee.section2Field('Document number', passport).fill('A12345678');
    await passport.getByLabel('Expiration date', { exact: true }).fill(inYears(5));
    await employee.section2Field('Title').fill('Dueña');
    await employee.section2Field('Street address').fill('500 Congress Ave');
    await employee.section2Field('City or town').fill('Austin');
    await employee.section2Form.getByRole('combobox', { name: 'State' }).selectOption('TX');
    await employee.section2Field('ZIP code').fill('78701');
    await employee.section2Form.getByRole('checkbox', { name: /I examined the documents myself/ }).check();
    await employee.section2Form.getByRole('button', { name: 'Sign Section 2' }).click();
    await expect(employee.section2Record.getByText('Muñoz').first()).toBeVisible();

    // The record's versions, the current one marked, and its PDF prints both names as written.
    const documents = page.getByRole('region', { name: 'Documents' });
    await expect(async () => {
      await page.reload();
      await expect(documents.getByRole('button', { name: 'Form I-9 record, version 2, current (PDF)' })).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 60_000 });
    await expect(documents.getByRole('button', { name: 'Form I-9 record, version 1 (PDF)' })).toBeVisible();
    const detail = (await (await request.get(`/api/employees/${page.url().split('/').pop()}`, { headers: auth(apiToken) })).json()) as {
      data: { documents: { id: string; kind: string; current: boolean }[] };
    };
    const current = detail.data.documents.find((d) => d.kind === 'i9-record' && d.current);
    expect(current).toBeTruthy();
    const pdf = await request.get(`/api/files/${current!.id}`, { headers: auth(apiToken) });
    expect(pdf.status()).toBe(200);
    const text = await pdfText(await pdf.body());
    expect(text).toContain('Nguyễn');
    expect(text).toContain('Muñoz');

    // Logout ends this phone's session only: the other sign-in still works until Log out everywhere.
    await page.getByRole('button', { name: 'Menu' }).click();
    await menu.getByRole('button', { name: 'Logout', exact: true }).click();
    await expect(page).toHaveURL(/\/$/);
    expect((await request.get('/api/employees', { headers: auth(apiToken) })).status()).toBe(200);
    const laptop = await browser.newContext({ viewport: DESKTOP_VIEWPORT, isMobile: false, hasTouch: false });
    const laptopPage = await laptop.newPage();
    await startLoggedIn(laptopPage, await apiLogin(request, account.email, account.password));
    await laptopPage.goto('/dashboard');
    await laptopPage.getByRole('navigation', { name: 'Dashboard' }).getByRole('button', { name: 'Log out everywhere' }).click();
    await expect(laptopPage).toHaveURL(/\/$/);
    expect((await request.get('/api/employees', { headers: auth(apiToken) })).status()).toBe(401);
    await laptop.close();
  });
});
