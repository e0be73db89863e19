import { expect, test, type Browser, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { Dashboard, dashboardField, EmployeeDetail, ErdForm, SubmissionDetail, tableRow } from './support/pages/dashboard';
import { I9Form, PrescreeningForm } from './support/pages/public-forms';
import { LoginPage, logInToDashboard, SignupPage } from './support/pages/public-site';
import { ADMIN, aCompany, aPerson, daysAgo, GIF_FILE, inYears, PDF_FILE, PHONE_VIEWPORT, PNG_FILE, UPLOAD_ERROR } from './support/test-data';

/**
 * Issue 4, journeys 1 to 3: one company from signup to its first applicant and first employee.
 * They run in order and share the company: the applicant of journey 2 uses the very link the
 * company copied in journey 1, and journey 3 needs the ERD approved there.
 */
const company = aCompany('Northwind');
let prescreeningLink = '';

/** The administrator, in a browser of their own next to the company's. */
async function adminPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await logInToDashboard(page, ADMIN.email, ADMIN.password);
  return page;
}

/** The administrator opens a company from Companies, searching for its name. */
async function adminOpensCompany(admin: Page, name: string): Promise<void> {
  await new Dashboard(admin).goTo('Companies');
  await expect(admin.getByRole('heading', { level: 1, name: 'Registered Companies' })).toBeVisible();
  await admin.getByRole('searchbox', { name: 'Search companies' }).fill(name);
  await expect(admin).toHaveURL(/\/dashboard\/companies\?search=/);
  await tableRow(admin, name).click();
  await expect(admin.getByRole('heading', { level: 1, name })).toBeVisible();
}

test.describe.serial('A company from signup to its first applicant and employee', () => {
  test('1. signs up, signs the ERD and, once the administrator approves it, copies its pre-screening link', async ({ page, context, browser }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);

    const signup = new SignupPage(page);
    await signup.open();
    await signup.register(company);
    await expect(page).toHaveURL(/\/thank-you$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Account Created' })).toBeVisible();

    // The thank-you page leads to the login, which then opens the ERD form (redirect parameter).
    await page.getByRole('link', { name: 'Log in and complete the ERD' }).click();
    await expect(page).toHaveURL(/\/login\?redirect=%2Fdashboard%2Ferd$/);
    await new LoginPage(page).logIn(company.email, company.password);
    await expect(page).toHaveURL(/\/dashboard\/erd$/);
    await expect(page.getByRole('heading', { level: 1, name: 'ERD and I-9 Employer Authorization' })).toBeVisible();

    const erd = new ErdForm(page);
    await expect(erd.field('First name')).toHaveValue(company.firstname);
    await expect(erd.field('Last name')).toHaveValue(company.lastname);
    await expect(erd.field('Company legal name')).toHaveValue(company.name);
    await expect(erd.field('Phone')).toHaveValue(company.phone);
    await expect(erd.field('E-mail')).toHaveValue(company.email);
    await expect(erd.field('Fax')).toHaveValue('');
    // The words signed are in view before the signature, for the legal name typed (docs/compliance.md §1.4).
    const words = page.getByRole('region', { name: 'Employer Representative Declaration and Form I-9 Employer Authorization' });
    await expect(words).toContainText(`The employer, ${company.name}, designates ClearHire as its representative`);
    await expect(words).toContainText(`I declare that I am authorized to sign for ${company.name}`);
    await erd.sign(company.ein, company.signature);

    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByText('Your ERD and I-9 Employer Authorization forms are being processed. You will be notified of any issue.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Copy link' })).toHaveCount(0);

    const admin = await adminPage(browser);
    await adminOpensCompany(admin, company.name);
    const erdPanel = admin.getByRole('region', { name: 'Employer Authorization (ERD)' });
    await expect(erdPanel.getByText('ERD Pending Approval', { exact: true })).toBeVisible();
    await erdPanel.getByRole('button', { name: 'Approve' }).click();
    await expect(erdPanel.getByText('ERD Approved', { exact: true })).toBeVisible();
    await expect(erdPanel.getByRole('button', { name: 'Approve' })).toHaveCount(0);
    await admin.context().close();

    await page.reload();
    const linkSection = new Dashboard(page).prescreeningLinkSection;
    await expect(linkSection).toBeVisible();
    await expect(page.getByText(/being processed/)).toHaveCount(0);
    const shownLink = ((await linkSection.getByText(/\/prescreening\//).textContent()) ?? '').trim();
    expect(shownLink).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/prescreening\/\d+\?company=/);
    expect(decodeURIComponent(new URL(shownLink).searchParams.get('company') ?? '')).toBe(company.name);

    await linkSection.getByRole('button', { name: 'Copy link' }).click();
    const feedback = linkSection.getByRole('status');
    await expect(feedback).toHaveText('Copied to Clipboard!');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(shownLink);
    // docs/product.md §9: the feedback goes after one second.
    await expect(feedback).toHaveText('', { timeout: 3_000 });
    prescreeningLink = shownLink;
  });

  test('2. an applicant pre-screens on a phone; the company and the administrator follow the submission', async ({ page, browser }) => {
    const applicant = aPerson('Dana');
    const applicantName = `${applicant.firstname} ${applicant.lastname}`;

    // The applicant, on a phone, from the link the company shared.
    const phone = await browser.newContext({ viewport: PHONE_VIEWPORT, isMobile: true, hasTouch: true });
    const applicantPage = await phone.newPage();
    await applicantPage.goto(prescreeningLink);
    const form = new PrescreeningForm(applicantPage);
    await expect(applicantPage.getByText(`${company.name} takes part in the Work Opportunity Tax Credit`)).toBeVisible();
    await expectNoSeriousA11yViolations(applicantPage, { label: 'pre-screening, page 0 (statements)', soft: true });
    await form.answerIntro('Yes');
    await form.fillBasicInformation(applicant);
    await expectNoSeriousA11yViolations(applicantPage, { label: 'pre-screening, page 1 (basic information)', soft: true });
    await form.continue();

    // Military: a veteran unemployed for 6 months gets the branch instead of the 4-week question (docs/product.md §2).
    await form.answer('Are you a veteran of the U.S. Armed Forces?', 'Yes');
    const sixMonths = 'During the past year, were you unemployed for a total of at least 6 months?';
    const fourWeeks = 'During the past year, were you unemployed for a total of at least 4 weeks (but less than 6 months)?';
    await form.answer(sixMonths, 'No');
    await expect(form.question(fourWeeks)).toBeVisible();
    await expect(form.field('Branch of service')).toHaveCount(0);
    await form.answer(sixMonths, 'Yes');
    await expect(form.question(fourWeeks)).toHaveCount(0);
    await form.answer('Did your family receive SNAP benefits (food stamps) for at least 3 months during the past 15 months?', 'No');
    await form.answer('Are you entitled to compensation for a service-connected disability?', 'Yes');
    await form.answer('Were you discharged or released from active duty during the past year?', 'Yes');
    await form.field('Year of discharge or release').fill(String(new Date().getFullYear()));
    await form.field('Branch of service').selectOption('Army');

    // SNAP: 'No' to six months asks about 3 of the past 5 months.
    const snap3 = 'Did your family receive SNAP benefits for at least 3 of the past 5 months, but is no longer eligible to receive them?';
    await expect(form.question(snap3)).toHaveCount(0);
    await form.answer('Has your family received SNAP benefits (food stamps) for the past 6 months?', 'No');
    await form.answer(snap3, 'Yes');

    await form.answer('Did your family receive TANF (Temporary Assistance for Needy Families) during the past 2 years?', 'No');
    await form.answer('Did you receive SSI (Supplemental Security Income) benefits for any month ending during the past 60 days?', 'No');
    await form.answer(
      'Were you referred to this job by a state-approved vocational rehabilitation agency, a Ticket to Work employment network, or the Department of Veterans Affairs?',
      'No',
    );
    await form.answer(
      'Have you been unemployed for at least 27 consecutive weeks, and received unemployment compensation for all or part of that time?',
      'No',
    );

    // Felony: every follow-up.
    await form.answer('During the past year, were you convicted of a felony or released from prison for a felony?', 'Yes');
    await form.field('Date of conviction').fill(daysAgo(200));
    await form.field('Date of release from prison').fill(daysAgo(30));
    await form.field('State of conviction').selectOption('TX');
    await form.answer('Was it a federal or a state conviction?', 'State');
    await form.answer('Did you receive deferred adjudication?', 'No');
    await form.answer('Are you in a work release program?', 'No');
    await form.answer('Have you worked for this company before?', 'No');
    await expectNoSeriousA11yViolations(applicantPage, { label: 'pre-screening, page 2 (questions with follow-ups)', soft: true });

    await form.signAndSubmit(applicantName);
    await expect(form.heading('Prescreening Submitted')).toBeVisible();
    await expect(applicantPage.getByText(`Thank you. Your answers were sent to ${company.name}.`)).toBeVisible();
    await expectNoSeriousA11yViolations(applicantPage, { label: 'pre-screening, submitted', soft: true });
    await phone.close();

    // The company counts it and reads it, without the administrator's tools.
    await logInToDashboard(page, company.email, company.password);
    const dashboard = new Dashboard(page);
    await expect(page.getByRole('link', { name: 'Total Submissions 1', exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Pending 1', exact: true })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Recent Submissions' }).getByRole('cell', { name: applicantName, exact: true })).toBeVisible();
    await dashboard.goTo('Submissions');
    await expect(page.getByRole('button', { name: 'Pending 1', exact: true })).toBeVisible();
    await expect(page.getByRole('columnheader', { name: 'Company' })).toHaveCount(0);
    await tableRow(page, applicantName).click();
    const detail = new SubmissionDetail(page);
    await detail.waitForApplicant(applicantName);
    await expect(detail.readOnlyStatus('Pending')).toBeVisible();
    await expect(page.getByText('Under 40', { exact: true })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Applicant' }).getByText('***-**-6789')).toBeVisible();
    await expect(detail.answer('Military branch')).toHaveText('Military branch: Army');
    await expect(detail.answer('Family received SNAP for at least 3 of the past 5 months')).toHaveText(
      'Family received SNAP for at least 3 of the past 5 months: Yes',
    );
    await expect(detail.answer('Felony type')).toHaveText('Felony type: State');
    await expect(detail.answer('State of conviction')).toHaveText('State of conviction: Texas');
    await expect(page.getByRole('region', { name: 'Target Groups' })).toContainText('$9,600');
    await expect(detail.statusPicker).toHaveCount(0);
    // The company keeps its own Forms 8850 (docs/compliance.md §3.5): they are listed for it too.
    await expect(detail.documents).toBeVisible();

    // The administrator finds it from the company, changes its status and opens the 8850 once rendered.
    const admin = await adminPage(browser);
    await adminOpensCompany(admin, company.name);
    await admin.getByRole('region', { name: 'Recent Submissions' }).getByRole('link', { name: `View submission of ${applicantName}` }).click();
    const adminDetail = new SubmissionDetail(admin);
    await adminDetail.waitForApplicant(applicantName);
    await expect(admin.getByRole('link', { name: company.name, exact: true })).toBeVisible();
    await expect(adminDetail.statusPicker).toHaveValue('pending');
    // Approving asks for the state's certification before anything is saved.
    await adminDetail.statusPicker.selectOption({ label: 'Approved' });
    const evidence = admin.getByRole('form', { name: 'Change status to Approved' });
    await evidence.getByLabel('Certification date').fill(daysAgo(1));
    await evidence.getByLabel('Certification number').fill('TX-2026-0042');
    await expect(evidence.getByLabel('Certified target group')).not.toHaveValue('');
    const statusSaved = admin.waitForResponse((r) => r.request().method() === 'PATCH' && /\/api\/submissions\/[^/]+$/.test(r.url()));
    await evidence.getByRole('button', { name: 'Save' }).click();
    expect((await statusSaved).ok()).toBe(true);
    const history = admin.getByRole('region', { name: 'Status History' });
    await expect(history).toContainText('certification no. TX-2026-0042');
    await expect(adminDetail.statusPicker).toHaveValue('approved');
    await expect(adminDetail.statusPicker).toBeEnabled();

    const pdf = await adminDetail.openForm('Form 8850 (PDF)');
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toContain('application/pdf');
    await admin.context().close();

    // The company sees the new status.
    await page.reload();
    await detail.waitForApplicant(applicantName);
    await expect(detail.readOnlyStatus('Approved')).toBeVisible();
    await dashboard.goTo('Dashboard');
    await expect(page.getByRole('link', { name: 'Approved 1', exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Pending 0', exact: true })).toBeVisible();
  });

  test('3. the company adds an employee who completes Form I-9 with List B and C documents and a translator, then completes Section 2 with the copies beside the form', async ({ page, context, browser }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const employee = aPerson('Eli');
    const employeeName = `${employee.firstname} ${employee.lastname}`;

    await logInToDashboard(page, company.email, company.password);
    await new Dashboard(page).goTo('Employees');
    await page.getByRole('link', { name: 'Add New Employee' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Add New Employee' })).toBeVisible();
    await dashboardField(page, 'First name').fill(employee.firstname);
    await dashboardField(page, 'Last name').fill(employee.lastname);
    await dashboardField(page, 'E-mail').fill(employee.email);
    await page.getByLabel('First day of employment').fill(await page.evaluate(() => new Date().toLocaleDateString('en-CA')));
    await page.getByRole('button', { name: 'Submit' }).click();

    await expect(page).toHaveURL(/\/dashboard\/employees\/[^/]+$/);
    await expect(page.getByRole('heading', { level: 1, name: employeeName })).toBeVisible();
    const detail = new EmployeeDetail(page);
    await expect(detail.i9Section.getByText('I-9 awaiting submission...', { exact: true })).toBeVisible();
    await expect(detail.i9Section.getByText(`We e-mailed ${employee.firstname} at ${employee.email} a private link`)).toBeVisible();
    const shownLink = await detail.i9LinkText();
    await detail.i9Section.getByRole('button', { name: 'Copy link' }).click();
    await expect(detail.i9Section.getByRole('status')).toHaveText('Copied to Clipboard!');
    const i9Link = await page.evaluate(() => navigator.clipboard.readText());
    expect(i9Link).toBe(shownLink);
    expect(i9Link).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/i9\/[^/]+$/);

    // The employee, in a browser of their own.
    const employeeContext = await browser.newContext();
    const employeePage = await employeeContext.newPage();
    await employeePage.goto(i9Link);
    const i9 = new I9Form(employeePage);
    await expect(employeePage.getByText(`Hello, ${employee.firstname}.`)).toBeVisible();
    await i9.agree();
    await i9.fillSectionOne(employee);
    // A translator helped: Supplement A, in their own words and signature.
    await i9.addHelper({ lastName: 'Ortega', firstName: 'Lucia', street: '9 Elm St', city: 'Dallas', state: 'TX', zip: '75204' });
    await expectNoSeriousA11yViolations(employeePage, { label: 'I-9, page 1 (Basic Information, with a translator)', soft: true });
    await i9.next();

    await i9.chooseTwoDocuments();
    await expect(i9.documentType('A')).toHaveCount(0);
    await i9.documentType('B').selectOption("Driver's License");
    await i9.fileInput('B').setInputFiles(GIF_FILE);
    await expect(i9.shownAlerts()).toHaveText([UPLOAD_ERROR]);
    await expect(i9.fileInput('B')).toHaveAttribute('aria-invalid', 'true');
    await expect(i9.fileInput('B')).toHaveAccessibleDescription(new RegExp(UPLOAD_ERROR.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
    await expectNoSeriousA11yViolations(employeePage, { label: 'I-9, page 2 (Documents, a file refused)', soft: true });
    await i9.fileInput('B').setInputFiles(PNG_FILE);
    await expect(i9.shownAlerts()).toHaveCount(0);
    await expect(employeePage.getByText(`Chosen: ${PNG_FILE.name}`)).toBeVisible();
    // The photo shows before it is sent; a PDF keeps its name, marked PDF.
    await expect(employeePage.getByRole('img', { name: `Preview of ${PNG_FILE.name}` })).toBeVisible();
    await i9.documentType('C').selectOption('Social Security Card');
    await i9.fileInput('C').setInputFiles(PDF_FILE);
    await expect(employeePage.getByText(`Chosen: ${PDF_FILE.name}`)).toBeVisible();
    await expect(employeePage.getByText('PDF', { exact: true })).toBeVisible();
    await expectNoSeriousA11yViolations(employeePage, { label: 'I-9, page 2 (Documents, a photo previewed and a PDF)', soft: true });
    await i9.submit();
    await expect(i9.heading('Form Submitted')).toBeVisible();
    await expectNoSeriousA11yViolations(employeePage, { label: 'I-9, submitted', soft: true });
    // The link served its purpose.
    await employeePage.reload();
    await expect(i9.heading('This Form I-9 has already been submitted')).toBeVisible();
    await employeeContext.close();

    // The company completes Section 2 itself, the uploaded copies beside the form.
    await page.reload();
    await expect(detail.i9Section.getByText('Section 2 to complete', { exact: true })).toBeVisible();
    // The link served its one use: shown as used, no longer offered to copy.
    await expect(detail.i9Section.getByText(/^The employee's I-9 link has been used: Section 1 was completed on \d{1,2} [A-Z][a-z]{2} \d{4}\.$/)).toBeVisible();
    await expect(detail.i9Section.getByRole('button', { name: 'Copy link' })).toHaveCount(0);
    await expect(detail.i9Section.getByText(/^Section 2 due /)).toBeVisible();
    await expect(page.getByRole('region', { name: 'Section 1: Employee Information and Attestation' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Supplement A: Preparer and/or Translator Certification' })).toContainText('Lucia Ortega');
    await expect(detail.viewer.getByRole('img', { name: "Copy of the List B: Driver's License document uploaded by the employee" })).toBeVisible();
    await expect(detail.viewer.locator('iframe[title="List C: Social Security Card (PDF)"]')).toBeVisible();
    const uploads = page.getByRole('region', { name: 'Documents' });
    await expect(uploads.getByRole('button', { name: "List B: Driver's License (image)" })).toBeVisible();
    await expect(uploads.getByRole('button', { name: 'List C: Social Security Card (PDF)' })).toBeVisible();

    const form = detail.section2Form;
    await expect(form.getByRole('radio', { name: 'One List B and one List C document' })).toBeChecked();
    const listB = detail.section2Document('B');
    const listC = detail.section2Document('C');
    // The titles the employee chose in Section 1 are proposed; the examiner records what the originals say.
    await expect(listB.getByRole('combobox', { name: 'Document title' })).toHaveValue("Driver's license issued by a U.S. state or outlying possession");
    await expect(listC.getByRole('combobox', { name: 'Document title' })).toHaveValue('Social Security Account Number card (unrestricted)');
    await form.getByRole('button', { name: 'Sign Section 2' }).click();
    await expect(form.getByText('Accept the certification to sign Section 2.')).toBeVisible();
    await detail.section2Field('Issuing authority', listB).fill('Texas Department of Public Safety');
    await detail.section2Field('Document number', listB).fill('D40012345');
    await listB.getByLabel('Expiration date', { exact: true }).fill(inYears(4));
    await detail.section2Field('Issuing authority', listC).fill('Social Security Administration');
    await detail.section2Field('Document number', listC).fill(employee.ssn);
    await expect(listC.getByLabel('Expiration date', { exact: true })).toHaveCount(0);
    await expect(detail.section2Field('First name')).toHaveValue(company.firstname);
    await expect(detail.section2Field('Last name')).toHaveValue(company.lastname);
    await detail.section2Field('Title').fill('Owner');
    await expect(detail.section2Field('Business or organization name')).toHaveValue(company.name);
    await detail.section2Field('Street address').fill('500 Congress Ave');
    await detail.section2Field('City or town').fill('Austin');
    await form.getByRole('combobox', { name: 'State' }).selectOption('TX');
    await detail.section2Field('ZIP code').fill('78701');
    await form.getByRole('checkbox', { name: /I examined the documents myself/ }).check();
    await expectNoSeriousA11yViolations(page, { label: 'I-9 workspace, Section 2 filled', soft: true });
    await form.getByRole('button', { name: 'Sign Section 2' }).click();

    await expect(detail.section2Record.getByRole('heading', { name: 'Section 2: Employer Review and Verification' })).toBeVisible();
    await expect(detail.section2Record.getByRole('cell', { name: '••••2345' })).toBeVisible();
    await expect(detail.section2Record.getByText(`${company.firstname} ${company.lastname}, Owner`)).toBeVisible();
    await expect(detail.i9Section.getByText('Verified', { exact: true })).toBeVisible();
    await expect(page.getByRole('region', { name: 'History' })).toContainText(`Section 2 signed by ${company.firstname} ${company.lastname}, Owner.`);

    // The administrator sees the same I-9 completed, with nothing left to sign.
    const admin = await adminPage(browser);
    await new Dashboard(admin).goTo('Employees');
    await admin.getByRole('searchbox', { name: 'Search employees' }).fill(employee.lastname);
    await admin.getByRole('link', { name: `View ${employeeName}`, exact: true }).click();
    await expect(admin.getByRole('heading', { level: 1, name: employeeName })).toBeVisible();
    const adminDetail = new EmployeeDetail(admin);
    await expect(adminDetail.i9Section.getByText('Verified', { exact: true })).toBeVisible();
    await expect(adminDetail.section2Record).toContainText('Texas Department of Public Safety');
    await expect(admin.getByRole('button', { name: 'Sign Section 2' })).toHaveCount(0);
    await admin.context().close();
  });
});
