import { expect, type Locator, type Page, type Response } from '@playwright/test';

/**
 * The dashboard's screens (docs/product.md §2) as a company user or the administrator sees them. Methods
 * name what a person does; the assertions that belong to a journey stay in the spec files.
 */
export class Dashboard {
  readonly menu: Locator;

  constructor(private readonly page: Page) {
    this.menu = page.getByRole('navigation', { name: 'Dashboard' });
  }

  /** Follows a side-menu entry; on a phone the menu first opens behind its Menu button. */
  async goTo(entry: 'Dashboard' | 'Submissions' | 'Employees' | 'Companies'): Promise<void> {
    await this.openMenuIfFolded();
    await this.menu.getByRole('link', { name: entry, exact: true }).click();
  }

  async logOut(): Promise<void> {
    await this.openMenuIfFolded();
    await this.menu.getByRole('button', { name: 'Logout' }).click();
  }

  /** Below 900 px the menu folds behind a Menu button; it opens here. Waits for the layout first. */
  private async openMenuIfFolded(): Promise<void> {
    const menuButton = this.page.getByRole('button', { name: 'Menu' });
    await expect(menuButton.or(this.menu).filter({ visible: true }).first()).toBeVisible();
    if ((await menuButton.isVisible()) && (await menuButton.getAttribute('aria-expanded')) !== 'true') await menuButton.click();
  }

  get prescreeningLinkSection(): Locator {
    return this.page.getByRole('region', { name: 'Your pre-screening link' });
  }
}

/**
 * A text field of a dashboard form by its accessible name. Not getByLabel: the dashboard's labels
 * hold an aria-hidden ' *', so their text is 'First name *' while the name is 'First name'.
 */
export function dashboardField(page: Page, name: string): Locator {
  return page.getByRole('textbox', { name, exact: true });
}

/** /dashboard/erd: the employer authorization a company signs once. */
export class ErdForm {
  constructor(private readonly page: Page) {}

  field(name: string): Locator {
    return dashboardField(this.page, name);
  }

  async sign(ein: string, signature: string): Promise<void> {
    await this.field('EIN').fill(ein);
    await this.field('Signature (your full name)').fill(signature);
    await this.page.getByRole('button', { name: 'Submit' }).click();
  }
}

/** The row of a dashboard table that names someone or something (rows open their record when clicked). */
export function tableRow(page: Page, text: string): Locator {
  return page.getByRole('row').filter({ hasText: text });
}

/** /dashboard/submissions/{id}. */
export class SubmissionDetail {
  readonly statusPicker: Locator;

  constructor(private readonly page: Page) {
    this.statusPicker = page.getByLabel('Status', { exact: true });
  }

  async waitForApplicant(name: string): Promise<void> {
    await expect(this.page.getByRole('heading', { level: 1, name: 'Submission Details' })).toBeVisible();
    // Name and signature both read the applicant's name.
    await expect(this.page.getByRole('region', { name: 'Applicant' })).toContainText(name);
  }

  /** The read-only status a company user sees: 'Status: Pending'. */
  readOnlyStatus(label: string): Locator {
    return this.page.getByText(`Status: ${label}`, { exact: true });
  }

  get documents(): Locator {
    return this.page.getByRole('region', { name: 'Documents' });
  }

  /**
   * Opens a generated form ('Form 8850 (PDF)') once the worker has rendered it: the detail does not
   * poll, so the page is reloaded until the form is listed. Answers the file call's response; the
   * tab the portal opened for it is closed.
   */
  async openForm(label: string): Promise<Response> {
    const button = this.documents.getByRole('button', { name: label });
    await expect(async () => {
      await this.page.reload();
      await expect(button).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 30_000, intervals: [500, 1_000, 2_000] });
    const [tab, file] = await Promise.all([this.page.waitForEvent('popup'), this.page.waitForResponse((r) => r.url().includes('/api/files/')), button.click()]);
    await tab.close();
    return file;
  }

  /** A WOTC answer line, e.g. answer('Military branch') reads 'Military branch: Army'. */
  answer(label: string): Locator {
    const startsWithLabel = new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}:`);
    return this.page.getByRole('region', { name: 'WOTC Answers' }).getByRole('listitem').filter({ hasText: startsWithLabel }).first();
  }
}

/** /dashboard/employees/{id}: the employee, the I-9 status and the private link. */
export class EmployeeDetail {
  readonly i9Section: Locator;
  /** The uploaded copies shown beside the Section 2 form. */
  readonly viewer: Locator;
  /** The Section 2 form while it is open. */
  readonly section2Form: Locator;
  /** Section 2 as signed. */
  readonly section2Record: Locator;

  constructor(private readonly page: Page) {
    this.i9Section = page.getByRole('region', { name: 'Form I-9' });
    this.viewer = page.getByRole('region', { name: 'Documents uploaded by the employee' });
    this.section2Form = page.getByRole('region', { name: 'Section 2: Employer Review and Verification' }).getByRole('form', { name: 'Complete Section 2' });
    this.section2Record = page.getByRole('region', { name: 'Section 2: Employer Review and Verification' });
  }

  /** One document's fieldset of the Section 2 form ("List B document"). */
  section2Document(list: 'A' | 'B' | 'C'): Locator {
    return this.section2Form.getByRole('group', { name: `List ${list} document` });
  }

  section2Field(name: string, scope: Locator = this.section2Form): Locator {
    return scope.getByRole('textbox', { name, exact: true });
  }

  /** The /i9/{url} link as the page prints it. */
  async i9LinkText(): Promise<string> {
    const text = await this.i9Section.getByText(/\/i9\//).textContent();
    return (text ?? '').trim();
  }
}
