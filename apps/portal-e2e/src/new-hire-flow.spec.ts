import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { apiApprovedCompany, apiJoinEVerify, companyToday, startLoggedIn } from './support/api-setup';
import { mailedI9Link } from './support/outbox';
import { EmployeeDetail, SubmissionDetail } from './support/pages/dashboard';
import { I9Form, PrescreeningForm } from './support/pages/public-forms';
import { aCompany, aPerson, inYears, PHONE_VIEWPORT, PNG_FILE } from './support/test-data';

/**
 * One person from WOTC applicant to verified employee, typed in once: the applicant pre-screens on
 * a phone; the employer records the hire, which starts the Form I-9; the employee finds Section 1
 * filled in from the pre-screening, corrects the address, uploads a document and signs; the
 * employer signs Section 2 and is led straight to the E-Verify case (test mode); both the
 * submission and the employee show the same timeline, and the submission shows where Section 1
 * differs from what the applicant signed.
 */
test('a pre-screened applicant is hired, completes a prefilled Section 1 and is verified, with one timeline on both pages', async ({ page, browser, request }) => {
  test.setTimeout(180_000);
  const account = aCompany('Bluebonnet');
  const company = await apiApprovedCompany(request, account);
  await apiJoinEVerify(request, company);
  const applicant = aPerson('Rosa');
  const name = `${applicant.firstname} ${applicant.lastname}`;

  // The applicant, on a phone, from the company's link.
  const phone = await browser.newContext({ viewport: PHONE_VIEWPORT, isMobile: true, hasTouch: true });
  const applicantPage = await phone.newPage();
  await applicantPage.goto(`/prescreening/${company.id * 73017}?company=${encodeURIComponent(account.name)}`);
  const prescreening = new PrescreeningForm(applicantPage);
  await prescreening.answerIntro('Yes');
  await prescreening.fillBasicInformation(applicant);
  await prescreening.continue();
  await prescreening.answer('Are you a veteran of the U.S. Armed Forces?', 'No');
  await prescreening.answer('Has your family received SNAP benefits (food stamps) for the past 6 months?', 'Yes');
  await prescreening.answer('Did your family receive TANF (Temporary Assistance for Needy Families) during the past 2 years?', 'No');
  await prescreening.answer('Did you receive SSI (Supplemental Security Income) benefits for any month ending during the past 60 days?', 'No');
  await prescreening.answer(
    'Were you referred to this job by a state-approved vocational rehabilitation agency, a Ticket to Work employment network, or the Department of Veterans Affairs?',
    'No',
  );
  await prescreening.answer('Have you been unemployed for at least 27 consecutive weeks, and received unemployment compensation for all or part of that time?', 'No');
  await prescreening.answer('During the past year, were you convicted of a felony or released from prison for a felony?', 'No');
  await prescreening.answer('Have you worked for this company before?', 'No');
  await prescreening.signAndSubmit(name);
  await expect(prescreening.heading('Prescreening Submitted')).toBeVisible();
  await phone.close();

  // The employer records the hire; starting the Form I-9 is offered, and on.
  await startLoggedIn(page, company.token);
  await page.goto('/dashboard/submissions');
  await page.getByRole('row').filter({ hasText: name }).click();
  const submission = new SubmissionDetail(page);
  await submission.waitForApplicant(name);
  const submissionUrl = page.url();
  const hire = page.getByRole('region', { name: 'Hire Record' });
  const today = companyToday();
  await hire.getByLabel('Job offer date', { exact: true }).fill(today);
  await hire.getByLabel('Hire date', { exact: true }).fill(today);
  await hire.getByLabel('Start date', { exact: true }).fill(today);
  await hire.getByLabel('Starting wage', { exact: true }).fill('16.50');
  await hire.getByLabel('Job title', { exact: true }).fill('Line cook');
  await expect(hire.getByRole('checkbox', { name: "Start this employee's Form I-9 now" })).toBeChecked();
  await hire.getByRole('button', { name: 'Save hire record' }).click();
  await expect(hire.getByRole('status')).toContainText(`Form I-9 started: ${name} will receive the private link by e-mail.`);
  await expectNoSeriousA11yViolations(page, { label: 'submission, hire recorded and Form I-9 started' });

  // The employee opens the mailed link on a phone: Section 1 holds the pre-screening's answers.
  const link = await mailedI9Link(applicant.email);
  const employeePhone = await browser.newContext({ viewport: PHONE_VIEWPORT, isMobile: true, hasTouch: true });
  const employeePage = await employeePhone.newPage();
  await employeePage.goto(link);
  const i9 = new I9Form(employeePage);
  await i9.agree();
  await expect(employeePage.getByText('We filled in what you gave in your pre-screening. Check each field and correct what has changed.')).toBeVisible();
  await expect(employeePage.getByLabel('Last name', { exact: true })).toHaveValue(applicant.lastname);
  await expect(employeePage.getByLabel('First name', { exact: true })).toHaveValue(applicant.firstname);
  await expect(employeePage.getByLabel('Birth date', { exact: true })).toHaveValue(applicant.birthdate);
  await expect(employeePage.getByLabel('Street address', { exact: true })).toHaveValue(applicant.street);
  // The SSN is not sent back to the browser: only its last four digits are shown.
  await expect(employeePage.getByText('Social Security number ending in 6789 (from your pre-screening)')).toBeVisible();
  await expect(employeePage.getByLabel('Social Security number (SSN)', { exact: true })).toHaveCount(0);
  expect(await employeePage.content()).not.toContain(applicant.ssn);
  await expectNoSeriousA11yViolations(employeePage, { label: 'I-9, Section 1 prefilled from the pre-screening (375 px)' });
  // Moved since applying: the employee corrects the address, and gives what only they can.
  await employeePage.getByLabel('Street address', { exact: true }).fill('7 Elm Rd');
  await employeePage.getByRole('group', { name: 'Citizenship or immigration status', exact: true }).getByRole('radio', { name: 'A citizen of the United States', exact: true }).check();
  await employeePage.getByLabel('Signature (your full name)', { exact: true }).fill(name);
  await i9.noHelper();
  await i9.next();
  await employeePage.getByRole('group', { name: 'Which documents will you upload?', exact: true }).getByRole('radio', { name: 'One document from List A', exact: true }).check();
  await i9.documentType('A').selectOption('U.S. Passport');
  await i9.fileInput('A').setInputFiles(PNG_FILE);
  await i9.submit();
  await expect(i9.heading('Form Submitted')).toBeVisible();
  await employeePhone.close();

  // The submission keeps what the applicant signed, and says where Section 1 differs.
  await page.reload();
  await submission.waitForApplicant(name);
  const differences = page.getByRole('table').filter({ has: page.getByRole('columnheader', { name: 'Pre-screening' }) });
  await expect(page.getByRole('heading', { name: 'Section 1 differs from the pre-screening' })).toBeVisible();
  await expect(differences.getByRole('row', { name: /Street address/ })).toContainText(applicant.street);
  await expect(differences.getByRole('row', { name: /Street address/ })).toContainText('7 Elm Rd');

  // The employer signs Section 2 and is led straight to the E-Verify case.
  await page.getByRole('link', { name: `${name}'s employee page` }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  const employee = new EmployeeDetail(page);
  await expect(employee.i9Section.getByText('Section 2 to complete', { exact: true })).toBeVisible();
  const passport = employee.section2Document('A');
  await passport.getByRole('combobox', { name: 'Document title' }).selectOption('U.S. Passport');
  await employee.section2Field('Issuing authority', passport).fill('U.S. Department of State');
  await employee.section2Field('Document number', passport).fill('A12345678');
  await passport.getByLabel('Expiration date', { exact: true }).fill(inYears(5));
  await employee.section2Field('Title').fill('Owner');
  await employee.section2Field('Street address').fill('500 Congress Ave');
  await employee.section2Field('City or town').fill('Austin');
  await employee.section2Form.getByRole('combobox', { name: 'State' }).selectOption('TX');
  await employee.section2Field('ZIP code').fill('78701');
  await employee.section2Form.getByRole('checkbox', { name: /I examined the documents myself/ }).check();
  await employee.section2Form.getByRole('button', { name: 'Sign Section 2' }).click();
  const nextStep = page.getByRole('heading', { name: /^Create the E-Verify case — due / });
  await expect(nextStep).toBeVisible();
  await expect(nextStep).toBeFocused();
  await page.getByRole('button', { name: 'Create the E-Verify case' }).click();
  const everify = page.getByRole('region', { name: 'E-Verify' });
  await everify.getByRole('button', { name: 'Create E-Verify case' }).click();
  await expect(everify.getByText('Employment authorized (test mode)')).toBeVisible({ timeout: 30_000 });

  // One timeline on both pages, from the pre-screening to E-Verify, each step leading to its page.
  await page.reload();
  const timeline = page.getByRole('region', { name: 'Timeline' });
  const expected = ['Pre-screened for WOTC', 'Job offered', 'Hired', 'First day of work', 'Section 1 signed', 'Section 2 signed', 'E-Verify case created', 'E-Verify: Employment authorized'];
  for (const step of expected) await expect(timeline.getByRole('link', { name: step, exact: true })).toBeVisible();
  const employeeSteps = await timeline.getByRole('listitem').allTextContents();
  await expectNoSeriousA11yViolations(page, { label: 'employee page, verified, with the timeline' });
  await timeline.getByRole('link', { name: 'Pre-screened for WOTC', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`^${submissionUrl.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
  await submission.waitForApplicant(name);
  await expect(page.getByRole('region', { name: 'Timeline' }).getByRole('listitem')).toHaveText(employeeSteps);
});
