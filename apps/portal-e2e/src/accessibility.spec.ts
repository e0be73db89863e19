import { expect, test, type Page } from '@playwright/test';
import {
  apiAddEmployee,
  apiApprovedCompany,
  apiCertify,
  apiLogin,
  apiPrescreening,
  apiRecordHire,
  apiRecordWages,
  apiSignup,
  apiSubmitI9,
  startLoggedIn,
  companyToday,
  type AddedEmployee,
  type RegisteredCompany,
} from './support/api-setup';
import { expectNoSeriousA11yViolations } from './support/axe';
import { ADMIN, aCompany, aPerson, DESKTOP_VIEWPORT, PHONE_VIEWPORT, type Person } from './support/test-data';

/**
 * Issue 4, journey 6, and issue 5's screens: axe on every public route of docs/product.md §2 and on the
 * dashboard pages the journeys visit, at 375 px and on a desktop. One test per screen and width, so the report names
 * each result; every scan is also noted on its test (annotation 'axe').
 */

interface World {
  company: RegisteredCompany;
  /** Signed up, ERD not submitted: the one account that sees the ERD form. */
  newCompany: RegisteredCompany;
  adminToken: string;
  applicant: Person;
  submissionId: string;
  /** Invited, I-9 not submitted yet: its link opens the form. */
  invited: AddedEmployee;
  /** I-9 submitted with documents: its detail shows Section 1 and the uploads. */
  hired: AddedEmployee;
  hiredPerson: Person;
  /** Certified by the state, with wages recorded: the Tax Credits page has a year and a hire to show. */
  certifiedPerson: Person;
}

let world: World;

test.beforeAll(async ({ playwright }, testInfo) => {
  const request = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
  const company = await apiApprovedCompany(request, aCompany('Axe'));
  const applicant = aPerson('Ada');
  const submissionId = await apiPrescreening(request, company.id, applicant);
  const invited = await apiAddEmployee(request, company.token, aPerson('Pat'));
  const hiredPerson = aPerson('Sam');
  const hired = await apiAddEmployee(request, company.token, hiredPerson);
  await apiSubmitI9(request, hired, hiredPerson);
  const certifiedPerson = { ...aPerson('Cy'), ssn: '123453333' };
  const certifiedId = await apiPrescreening(request, company.id, certifiedPerson);
  await apiRecordHire(request, company.token, certifiedId);
  await apiCertify(request, certifiedId, 'SNAP', 'TX-AXE-1');
  await apiRecordWages(request, company.token, certifiedId, companyToday().slice(0, 4), 450, 8000);
  world = {
    company,
    newCompany: await apiSignup(request, aCompany('Axe new')),
    adminToken: await apiLogin(request, ADMIN.email, ADMIN.password),
    applicant,
    submissionId,
    invited,
    hired,
    hiredPerson,
    certifiedPerson,
  };
  await request.dispose();
});

interface Screen {
  name: string;
  path: () => string;
  /** Who is logged in; public screens are scanned logged out. */
  as?: 'company' | 'new company' | 'admin';
  /** What shows once the screen has its content (not its loading state). */
  ready: (page: Page) => Promise<void>;
}

const h1 = (name: string | RegExp) => async (page: Page) => {
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
};

const PUBLIC_SCREENS: Screen[] = [
  { name: 'home', path: () => '/', ready: h1('Hire with confidence and claim the tax credits you have earned') },
  { name: 'earn tax credits', path: () => '/earn_tax_credits', ready: h1(/\S/) },
  { name: 'target groups', path: () => '/work_opportunity_tax_credit_target_groups', ready: h1(/\S/) },
  { name: 'case study', path: () => '/wotc_case_study', ready: h1(/\S/) },
  { name: 'effortless I-9 compliance', path: () => '/effortless-i9-compliance', ready: h1(/\S/) },
  { name: 'protecting your business', path: () => '/protecting-your-business', ready: h1(/\S/) },
  { name: 'tips for I-9 compliance', path: () => '/tips-for-i9-compliance', ready: h1(/\S/) },
  { name: 'about', path: () => '/about', ready: h1('About') },
  { name: 'privacy', path: () => '/privacy', ready: h1(/\S/) },
  { name: 'terms', path: () => '/terms', ready: h1(/\S/) },
  { name: 'signup', path: () => '/signup', ready: h1('Create a free account') },
  { name: 'account created', path: () => '/thank-you', ready: h1('Account Created') },
  { name: 'contact', path: () => '/contact', ready: async (page) => expect(page.getByRole('button', { name: 'Request a demo' })).toBeVisible() },
  { name: 'request sent', path: () => '/thank-you-demo', ready: h1('Request Sent') },
  { name: 'login', path: () => '/login', ready: h1('Log in') },
  { name: 'forgot password', path: () => '/forgot-password', ready: h1('Forgot your password?') },
  { name: 'reset password', path: () => '/reset-password#token=e2e-axe-scan-token', ready: h1('Choose a new password') },
  {
    name: 'pre-screening',
    path: () => `/prescreening/${world.company.id * 73017}?company=${encodeURIComponent(world.company.account.name)}`,
    ready: async (page) => expect(page.getByRole('heading', { name: 'Before you start' })).toBeVisible(),
  },
  { name: 'I-9', path: () => `/i9/${world.invited.url}`, ready: async (page) => expect(page.getByRole('heading', { name: 'Before you begin' })).toBeVisible() },
];

const row = (text: () => string) => async (page: Page) => {
  await expect(page.getByRole('row').filter({ hasText: text() }).first()).toBeVisible();
};

const DASHBOARD_SCREENS: Screen[] = [
  {
    name: 'dashboard index (approved company)',
    path: () => '/dashboard',
    as: 'company',
    ready: async (page) => {
      await expect(page.getByRole('region', { name: 'Your pre-screening link' })).toBeVisible();
      await row(() => world.applicant.lastname)(page);
    },
  },
  { name: 'dashboard index (administrator)', path: () => '/dashboard', as: 'admin', ready: row(() => world.applicant.lastname) },
  { name: 'submissions (company)', path: () => '/dashboard/submissions', as: 'company', ready: row(() => world.applicant.lastname) },
  { name: 'submissions (administrator)', path: () => '/dashboard/submissions', as: 'admin', ready: row(() => world.applicant.lastname) },
  {
    name: 'submission detail (administrator)',
    path: () => `/dashboard/submissions/${world.submissionId}`,
    as: 'admin',
    ready: async (page) => {
      await expect(page.getByRole('region', { name: 'Applicant' })).toContainText(world.applicant.lastname);
      await expect(page.getByLabel('Status', { exact: true })).toBeVisible();
    },
  },
  { name: 'companies', path: () => '/dashboard/companies', as: 'admin', ready: row(() => world.company.account.name) },
  {
    name: 'company detail',
    path: () => `/dashboard/companies/${world.company.id}`,
    as: 'admin',
    ready: async (page) => {
      await h1(world.company.account.name)(page);
      await row(() => world.applicant.lastname)(page);
    },
  },
  { name: 'employees', path: () => '/dashboard/employees', as: 'company', ready: row(() => world.hiredPerson.lastname) },
  {
    name: 'employee detail (I-9 submitted)',
    path: () => `/dashboard/employees/${world.hired.id}`,
    as: 'admin',
    ready: async (page) => {
      await expect(page.getByRole('region', { name: 'Section 1: Employee Information and Attestation' })).toBeVisible();
      // The I-9 workspace: the uploaded copies beside the Section 2 form.
      await expect(page.getByRole('button', { name: 'Sign Section 2' })).toBeVisible();
      await expect(page.getByRole('region', { name: 'Documents uploaded by the employee' }).getByRole('img')).toBeVisible();
    },
  },
  {
    name: 'status change asking for the certification',
    path: () => `/dashboard/submissions/${world.submissionId}`,
    as: 'admin',
    ready: async (page) => {
      await page.getByLabel('Status', { exact: true }).selectOption({ label: 'Approved' });
      await expect(page.getByRole('form', { name: 'Change status to Approved' }).getByLabel('Certification number')).toBeVisible();
    },
  },
  {
    name: 'tax credits (company, a hire\'s wages open)',
    path: () => '/dashboard/credits',
    as: 'company',
    ready: async (page) => {
      await h1('Tax Credits')(page);
      const name = `${world.certifiedPerson.firstname} ${world.certifiedPerson.lastname}`;
      await page.getByRole('button', { name: `Wages of ${name}` }).click();
      await expect(page.getByRole('form', { name: 'Record a tax year' })).toBeVisible();
    },
  },
  {
    name: 'tax credits (administrator)',
    path: () => '/dashboard/credits',
    as: 'admin',
    ready: async (page) => {
      await h1('Tax Credits')(page);
      await expect(page.getByRole('list', { name: 'Certified hires' }).getByRole('listitem').first()).toBeVisible();
    },
  },
  { name: 'state batch (Texas)', path: () => '/dashboard/state-batch?state=TX', as: 'admin', ready: row(() => world.applicant.lastname) },
  {
    name: 'ERD form',
    path: () => '/dashboard/erd',
    as: 'new company',
    ready: async (page) => expect(page.getByRole('textbox', { name: 'EIN', exact: true })).toBeVisible(),
  },
];

function tokenFor(as: Screen['as']): string | undefined {
  if (as === 'company') return world.company.token;
  if (as === 'new company') return world.newCompany.token;
  if (as === 'admin') return world.adminToken;
  return undefined;
}

const VIEWPORTS = [
  { label: '375 px', size: PHONE_VIEWPORT },
  { label: 'desktop', size: DESKTOP_VIEWPORT },
];

for (const viewport of VIEWPORTS) {
  test.describe(`axe at ${viewport.label}`, () => {
    test.use({ viewport: viewport.size });

    for (const screen of [...PUBLIC_SCREENS, ...DASHBOARD_SCREENS]) {
      test(`${screen.name}${screen.as ? ` as ${screen.as}` : ''}`, async ({ page }) => {
        const token = tokenFor(screen.as);
        if (token) await startLoggedIn(page, token);
        await page.goto(screen.path());
        await screen.ready(page);
        // Nothing still loading: the scan sees the page as a person reads it.
        await expect(page.getByRole('status').filter({ hasText: /Loading/ })).toHaveCount(0);
        await expectNoSeriousA11yViolations(page, { label: screen.name });
      });
    }
  });
}
