import { expect, type APIRequestContext, type APIResponse, type Page } from '@playwright/test';
import { ERD_AUTHORIZATION_VERSION } from '@clearhire/contracts';
import { ADMIN, PDF_FILE, PNG_FILE, type CompanyAccount, type Person } from './test-data';

/**
 * Shortcuts through the API for the state a journey starts from, when another journey already
 * drives that step through the portal (signup, ERD, approval, a submission, an employee).
 * Each call checks its status so a broken step fails here, with the server's answer, not later.
 */

async function expectStatus(response: APIResponse, status: number): Promise<void> {
  expect(response.status(), `${response.url()} answered ${await response.text()}`).toBe(status);
}

export async function apiLogin(request: APIRequestContext, email: string, password: string): Promise<string> {
  const response = await request.post('/api/auth/login', { data: { email, password } });
  await expectStatus(response, 201);
  return ((await response.json()) as { token: string }).token;
}

export function auth(token: string): Record<string, string> {
  return { Authorization: `Bearer ${token}` };
}

export interface RegisteredCompany {
  account: CompanyAccount;
  id: number;
  token: string;
}

/** Signs a company up and logs it in; its ERD is not submitted yet. */
export async function apiSignup(request: APIRequestContext, account: CompanyAccount): Promise<RegisteredCompany> {
  const response = await request.post('/api/companies', {
    data: {
      firstname: account.firstname,
      lastname: account.lastname,
      email: account.email,
      password: account.password,
      password2: account.password,
      name: account.name,
      phone: account.phone,
      industry: account.industry,
      size: account.size,
      timeZone: HOST_TIME_ZONE,
    },
  });
  await expectStatus(response, 201);
  const { companyId } = (await response.json()) as { companyId: number };
  return { account, id: companyId, token: await apiLogin(request, account.email, account.password) };
}

/** Signs a company up, submits its ERD and has the administrator approve it. */
export async function apiApprovedCompany(request: APIRequestContext, account: CompanyAccount): Promise<RegisteredCompany> {
  const company = await apiSignup(request, account);
  await apiApproveErd(request, company);
  return company;
}

/** Submits the company's ERD and has the administrator approve it (the company may then add employees). */
export async function apiApproveErd(request: APIRequestContext, company: RegisteredCompany): Promise<void> {
  const { account } = company;
  const erd = await request.post('/api/forms/erd', {
    headers: auth(company.token),
    data: {
      firstname: account.firstname,
      lastname: account.lastname,
      name: account.name,
      phone: account.phone,
      email: account.email,
      ein: account.ein,
      signature: account.signature,
      // The words the ERD page shows before the signature (libs/contracts erd-authorization.ts).
      authorizationVersion: ERD_AUTHORIZATION_VERSION,
      erdStatus: 'pending',
    },
  });
  await expectStatus(erd, 201);
  const adminToken = await apiLogin(request, ADMIN.email, ADMIN.password);
  await expectStatus(await request.patch(`/api/forms/${company.id}/erd`, { headers: auth(adminToken) }), 201);
}

/** An eligible pre-screening (a veteran on SNAP) for the company; returns the submission id. */
export async function apiPrescreening(request: APIRequestContext, companyId: number, applicant: Person, locationId?: number): Promise<string> {
  const response = await request.post('/api/submissions', {
    data: {
      companyId,
      ...(locationId === undefined ? {} : { locationId }),
      eligible: true,
      firstname: applicant.firstname,
      lastname: applicant.lastname,
      email: applicant.email,
      street: applicant.street,
      city: applicant.city,
      county: applicant.county,
      state: applicant.state,
      zip: applicant.zip,
      phone: applicant.phone,
      ssn: applicant.ssn,
      birthdate: applicant.birthdate,
      signature: `${applicant.firstname} ${applicant.lastname}`,
      military: true,
      militaryUnemployed6m: false,
      militaryUnemployed4w: true,
      militarySnap: true,
      militaryDisability: false,
      militaryReleased: false,
      snap: true,
      tanf: false,
      ssi: false,
      vr: false,
      unemployed: false,
      felony: false,
      woc: false,
    },
  });
  await expectStatus(response, 201);
  return ((await response.json()) as { id: string }).id;
}

export interface AddedEmployee {
  id: string;
  /** The private part of the employee's /i9/{url} link. */
  url: string;
}

export async function apiAddEmployee(request: APIRequestContext, companyToken: string, person: Person, extra: { offerAcceptedOn?: string; locationId?: number } = {}): Promise<AddedEmployee> {
  const added = await request.post('/api/employees', {
    headers: auth(companyToken),
    data: { firstname: person.firstname, lastname: person.lastname, email: person.email, ...extra },
  });
  await expectStatus(added, 201);
  const { employeeId } = (await added.json()) as { employeeId: string };
  const detail = await request.get(`/api/employees/${employeeId}`, { headers: auth(companyToken) });
  await expectStatus(detail, 200);
  return { id: employeeId, url: ((await detail.json()) as { data: { url: string } }).data.url };
}

/** A noncitizen authorized to work until `expiry`, who uploads an Employment Authorization Document (List A). */
export const NONCITIZEN_WITH_EAD = (expiry: string) => ({
  citizenship: 'citizen4',
  expiry,
  citizen4Number1: '123456789',
  documentsType: JSON.stringify({ listA: { type: 'Employment Authorization Document (Form I-766)', filename: PNG_FILE.name } }),
  listA: PNG_FILE,
});

/** The employee's Form I-9 Section 1 as a U.S. citizen with a List B and a List C document (or as `over` says). */
export async function apiSubmitI9(request: APIRequestContext, employee: AddedEmployee, person: Person, over: Record<string, unknown> = {}): Promise<void> {
  const response = await request.post('/api/forms/i9', {
    multipart: {
      url: employee.url,
      lastname: person.lastname,
      firstname: person.firstname,
      street: person.street,
      city: person.city,
      county: person.county,
      state: person.state,
      zip: person.zip,
      birthdate: person.birthdate,
      ssn: person.ssn,
      email: person.email,
      phone: person.phone,
      citizenship: 'citizen1',
      signature: `${person.firstname} ${person.lastname}`,
      // The documents `over` names replace the List B and List C pair.
      ...('documentsType' in over
        ? over
        : {
            documentsType: JSON.stringify({
              listB: { type: "Driver's License", filename: PNG_FILE.name },
              listC: { type: 'Social Security Card', filename: PDF_FILE.name },
            }),
            listB: PNG_FILE,
            listC: PDF_FILE,
            ...over,
          }),
    } as Record<string, string | typeof PNG_FILE>,
  });
  await expectStatus(response, 201);
}

/** The employer's Section 2 with one List A document, the first day today. */
export async function apiSection2(request: APIRequestContext, companyToken: string, employeeId: string, document: Record<string, string>): Promise<void> {
  const response = await request.patch(`/api/forms/${employeeId}/i9`, {
    headers: auth(companyToken),
    data: {
      firstDayOfEmployment: companyToday(),
      documents: [document],
      alternativeProcedure: false,
      lastName: 'Owner',
      firstName: 'Carla',
      title: 'HR Manager',
      employerName: 'Acme Restaurants LLC',
      employerStreet: '500 Congress Ave',
      employerCity: 'Austin',
      employerState: 'TX',
      employerZip: '78701',
    },
  });
  await expectStatus(response, 201);
}

/** Makes the company an E-Verify employer: its E-Verify company ID and an MOU signed a year ago. */
export async function apiJoinEVerify(request: APIRequestContext, company: RegisteredCompany): Promise<void> {
  const mou = new Date(`${companyToday()}T12:00:00Z`);
  mou.setUTCFullYear(mou.getUTCFullYear() - 1);
  const response = await request.patch(`/api/companies/${company.id}`, {
    headers: auth(company.token),
    data: { everifyCompanyId: '1234567', everifyMouSignedOn: mou.toISOString().slice(0, 10), everifyHiringSites: ['Main store'] },
  });
  await expectStatus(response, 200);
}

/** A U.S. passport, the List A document the E-Verify journeys examine. */
export const US_PASSPORT_EXAMINED = { list: 'A', title: 'U.S. Passport', issuingAuthority: 'U.S. Department of State', number: 'A12345678' };

/**
 * Starts the page logged in with this token, as a login would leave it (localStorage `token`),
 * for journeys whose subject is not the login itself.
 */
export async function startLoggedIn(page: Page, token: string): Promise<void> {
  await page.addInitScript((value) => window.localStorage.setItem('token', value), token);
}

/**
 * The zone the test companies live in: the machine's, as the portal's sign-up sends the browser's
 * (Chromium runs in the machine's zone), so the journeys hold under any TZ.
 */
export const HOST_TIME_ZONE = Intl.DateTimeFormat().resolvedOptions().timeZone;

/** Today on the test companies' calendar: the day the API judges their offers, certifications and tax years by. */
export function companyToday(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: HOST_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date());
}

/** The company records the job offer, hire and start, all today (the pre-screening was signed today). */
export async function apiRecordHire(request: APIRequestContext, companyToken: string, submissionId: string, jobTitle = 'Line cook'): Promise<void> {
  const today = companyToday();
  const response = await request.patch(`/api/submissions/${submissionId}/hire`, {
    headers: auth(companyToken),
    data: { offerDate: today, hireDate: today, startDate: today, startingWage: 16.5, jobTitle },
  });
  await expectStatus(response, 200);
}

/** The administrator records the state's certification of the submission. */
export async function apiCertify(request: APIRequestContext, submissionId: string, certifiedGroup: string, certificationNumber: string): Promise<void> {
  const adminToken = await apiLogin(request, ADMIN.email, ADMIN.password);
  const response = await request.patch(`/api/submissions/${submissionId}`, {
    headers: auth(adminToken),
    data: { newStatus: 'approved', certifiedOn: companyToday(), certificationNumber, certifiedGroup },
  });
  await expectStatus(response, 200);
}

/** The company records a certified hire's first-year hours and wages for a tax year. */
export async function apiRecordWages(request: APIRequestContext, companyToken: string, submissionId: string, taxYear: string, hours: number, firstYearWages: number): Promise<void> {
  const response = await request.put(`/api/submissions/${submissionId}/wages/${taxYear}`, { headers: auth(companyToken), data: { hours, firstYearWages } });
  await expectStatus(response, 200);
}
