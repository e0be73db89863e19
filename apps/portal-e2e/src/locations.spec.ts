import { expect, test, type Page } from '@playwright/test';
import { apiAddEmployee, apiApprovedCompany, apiPrescreening, auth } from './support/api-setup';
import { mailedLink } from './support/outbox';
import { Dashboard } from './support/pages/dashboard';
import { PrescreeningForm } from './support/pages/public-forms';
import { logInToDashboard } from './support/pages/public-site';
import { aCompany, aPerson } from './support/test-data';

/**
 * Locations: an owner adds two hiring sites and a manager for the first; an applicant applies through
 * the second site's own link; the manager sees only the first site's people on every page, and the
 * second site's records are not there for them, in the portal and at the API (docs/product.md §6).
 */
test("a member of one location sees only that location's applicants and employees", async ({ page, browser, request }) => {
  test.setTimeout(120_000);
  const company = await apiApprovedCompany(request, aCompany('Harbor Foods'));
  await logInToDashboard(page, company.account.email, company.account.password);

  // The owner adds two locations from the Locations page.
  await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Locations', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Locations' })).toBeVisible();
  for (const name of ['Downtown', 'Airport']) {
    const form = page.getByRole('form', { name: 'Add a location' });
    await form.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
    await form.getByRole('button', { name: 'Add location' }).click();
    await expect(locationsTable(page).getByRole('rowheader', { name, exact: true })).toBeVisible();
  }
  const locations = ((await (await request.get(`/api/companies/${company.id}/locations`, { headers: auth(company.token) })).json()) as { data: { id: number; name: string; prescreening_link: string }[] }).data;
  const downtown = locations.find((l) => l.name === 'Downtown')!;
  const airport = locations.find((l) => l.name === 'Airport')!;

  // A manager for Downtown only, invited from the Team page.
  const manager = aPerson('Mara');
  await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Team', exact: true }).click();
  const invite = page.getByRole('form', { name: 'Invite a teammate' });
  await invite.getByRole('textbox', { name: 'E-mail', exact: true }).fill(manager.email);
  await invite.getByRole('combobox', { name: 'Role' }).selectOption('member');
  await invite.getByRole('group', { name: 'Locations' }).getByRole('checkbox', { name: 'Downtown' }).check();
  await invite.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByText(`Invitation sent to ${manager.email}.`)).toBeVisible();
  // The pending invitation says where the member will work.
  await expect(page.getByText(/at Downtown/)).toBeVisible();

  // People at both sites: an employee and an applicant at each, the Airport applicant through the Airport link.
  const downtownApplicant = aPerson('Dina');
  await apiPrescreening(request, company.id, downtownApplicant, downtown.id);
  const downtownEmployee = aPerson('Dario');
  await apiAddEmployee(request, company.token, downtownEmployee, { locationId: downtown.id });
  const airportEmployee = await apiAddEmployee(request, company.token, aPerson('Aldo'), { locationId: airport.id });

  const applicantContext = await browser.newContext();
  const applicantPage = await applicantContext.newPage();
  await applicantPage.goto(airport.prescreening_link);
  await expect(applicantPage.getByText('You are applying at Airport.')).toBeVisible();
  const airportApplicant = aPerson('Ayla');
  const form = new PrescreeningForm(applicantPage);
  await form.answerIntro('No');
  await form.fillBasicInformation(airportApplicant);
  await form.signAndSubmit(`${airportApplicant.firstname} ${airportApplicant.lastname}`);
  await expect(form.heading('Prescreening Submitted')).toBeVisible();
  await applicantContext.close();
  // Attributed to where the applicant applied.
  const all = (await (await request.get('/api/submissions', { headers: auth(company.token) })).json()) as { data: { id: string; lastname: string; location: { id: number } }[] };
  const airportSubmission = all.data.find((s) => s.lastname === airportApplicant.lastname)!;
  expect(airportSubmission.location.id).toBe(airport.id);

  // The manager joins through the mailed invitation, in a browser of their own.
  const managerContext = await browser.newContext();
  const page2 = await managerContext.newPage();
  const managerDashboard = new Dashboard(page2);
  await page2.goto(await mailedLink(manager.email, 'invitation'));
  const accept = page2.getByRole('form', { name: 'Accept the invitation' });
  await accept.getByLabel('First name', { exact: true }).fill(manager.firstname);
  await accept.getByLabel('Last name', { exact: true }).fill(manager.lastname);
  await accept.getByLabel('Password', { exact: true }).fill('manager password 1');
  await accept.getByLabel('Repeat password', { exact: true }).fill('manager password 1');
  await accept.getByRole('button', { name: 'Create my account' }).click();
  await expect(page2.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();

  // Dashboard: one submission (Downtown's), not two.
  await expect(page2.getByRole('link', { name: 'Total Submissions 1', exact: true })).toBeVisible();
  await expect(page2.getByText(airportApplicant.lastname)).toHaveCount(0);

  // Submissions: Downtown's applicant only.
  await managerDashboard.goTo('Submissions');
  await expect(page2.getByRole('row', { name: new RegExp(downtownApplicant.lastname) })).toHaveCount(1);
  await expect(page2.getByText(airportApplicant.lastname)).toHaveCount(0);

  // Employees: Downtown's employee only.
  await managerDashboard.goTo('Employees');
  await expect(page2.getByRole('row', { name: new RegExp(downtownEmployee.lastname) })).toHaveCount(1);
  await expect(page2.getByRole('table').getByRole('row')).toHaveCount(2);

  // Locations: their own, read-only.
  await page2.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Locations', exact: true }).click();
  await expect(locationsTable(page2).getByRole('rowheader', { name: 'Downtown', exact: true })).toBeVisible();
  await expect(page2.getByText('Airport')).toHaveCount(0);
  await expect(page2.getByRole('form', { name: 'Add a location' })).toHaveCount(0);

  // The Airport's records by address: not there, as another company's would not be.
  const notFound = (what: string) => page2.getByRole('alert').filter({ hasText: `This ${what} does not exist, or your account cannot see it.` });
  await page2.goto(`/dashboard/submissions/${airportSubmission.id}`);
  await expect(notFound('submission')).toBeVisible();
  await page2.goto(`/dashboard/employees/${airportEmployee.id}`);
  await expect(notFound('employee')).toBeVisible();
  await managerContext.close();
});

const locationsTable = (page: Page) => page.getByRole('region', { name: 'Locations table' });
