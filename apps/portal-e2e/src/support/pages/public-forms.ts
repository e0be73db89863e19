import { expect, type Locator, type Page } from '@playwright/test';
import type { Person } from '../test-data';

/** A yes/no (or other radio) question: a fieldset whose legend is the question. */
function question(scope: Page | Locator, text: string): Locator {
  return scope.getByRole('group', { name: text, exact: true });
}

async function answer(scope: Page | Locator, text: string, choice: string): Promise<void> {
  await question(scope, text).getByRole('radio', { name: choice, exact: true }).check();
}

/**
 * Street, ZIP, city, county and state, shared by both forms, typed in full. The form may also fill
 * city, county and state from the ZIP code (zip-lookup.spec.ts); it never overwrites what is typed.
 */
async function fillAddress(page: Page, person: Person): Promise<void> {
  await page.getByLabel('Street address', { exact: true }).fill(person.street);
  await page.getByLabel('ZIP code', { exact: true }).fill(person.zip);
  await page.getByLabel('City', { exact: true }).fill(person.city);
  await page.getByLabel('County', { exact: true }).fill(person.county);
  await page.getByLabel('State', { exact: true }).selectOption(person.state);
}

/** /prescreening/{link id}?company=…: the applicant's WOTC pre-screening (docs/product.md §2). */
export class PrescreeningForm {
  constructor(private readonly page: Page) {}

  heading(name: string): Locator {
    return this.page.getByRole('heading', { name, exact: true });
  }

  /** Page 0: one answer to 'Does one or more of these statements apply to you?'. */
  async answerIntro(choice: 'Yes' | 'No'): Promise<void> {
    await expect(this.heading('Before you start')).toBeVisible();
    await this.page.getByRole('group', { name: 'Does one or more of these statements apply to you?' }).getByRole('button', { name: choice, exact: true }).click();
  }

  /** Page 1: basic information, then Continue (eligible) or nothing (the caller signs and submits). */
  async fillBasicInformation(person: Person): Promise<void> {
    await expect(this.heading('Basic information')).toBeVisible();
    await this.page.getByLabel('First name', { exact: true }).fill(person.firstname);
    await this.page.getByLabel('Last name', { exact: true }).fill(person.lastname);
    await this.page.getByLabel('E-mail', { exact: true }).fill(person.email);
    await fillAddress(this.page, person);
    await this.page.getByLabel('Phone', { exact: true }).fill(person.phone);
    await this.page.getByLabel('Social Security number (SSN)', { exact: true }).fill(person.ssn);
    await this.page.getByLabel('Birth date', { exact: true }).fill(person.birthdate);
  }

  async continue(): Promise<void> {
    await this.page.getByRole('button', { name: 'Continue', exact: true }).click();
    await expect(this.heading('Eligibility questions')).toBeVisible();
  }

  question(text: string): Locator {
    return question(this.page, text);
  }

  async answer(text: string, choice: string): Promise<void> {
    await answer(this.page, text, choice);
  }

  field(label: string): Locator {
    return this.page.getByLabel(label, { exact: true });
  }

  async signAndSubmit(signature: string): Promise<void> {
    await this.page.getByLabel('Signature (your full name)', { exact: true }).fill(signature);
    await this.page.getByRole('button', { name: 'Submit', exact: true }).click();
  }
}

/** /i9/{url}: the employee's Form I-9 Section 1 and documents (docs/product.md §2). */
export class I9Form {
  constructor(private readonly page: Page) {}

  heading(name: string): Locator {
    return this.page.getByRole('heading', { name, exact: true });
  }

  async agree(): Promise<void> {
    await expect(this.heading('Before you begin')).toBeVisible();
    await this.page.getByRole('button', { name: 'I agree', exact: true }).click();
  }

  /** Page 1 'Basic Information' as a U.S. citizen, signed, then Next. */
  async fillSectionOne(person: Person): Promise<void> {
    await expect(this.heading('Basic Information')).toBeVisible();
    await this.page.getByLabel('Last name', { exact: true }).fill(person.lastname);
    await this.page.getByLabel('First name', { exact: true }).fill(person.firstname);
    await fillAddress(this.page, person);
    await this.page.getByLabel('Birth date', { exact: true }).fill(person.birthdate);
    await this.page.getByLabel('Social Security number (SSN)', { exact: true }).fill(person.ssn);
    await this.page.getByLabel('E-mail', { exact: true }).fill(person.email);
    await this.page.getByLabel('Phone', { exact: true }).fill(person.phone);
    await answer(this.page, 'Citizenship or immigration status', 'A citizen of the United States');
    await this.page.getByLabel('Signature (your full name)', { exact: true }).fill(`${person.firstname} ${person.lastname}`);
  }

  /** Supplement A: nobody helped with Section 1. */
  async noHelper(): Promise<void> {
    await answer(this.page, 'Did anyone help you fill in Section 1, as a preparer or a translator?', 'No, I filled it in myself');
  }

  /** Supplement A: one preparer or translator, who signs their certification. */
  async addHelper(helper: { lastName: string; firstName: string; street: string; city: string; state: string; zip: string }): Promise<void> {
    await answer(this.page, 'Did anyone help you fill in Section 1, as a preparer or a translator?', 'Yes, someone helped me');
    const area = this.page.getByRole('group', { name: 'Preparer or translator 1' });
    await area.getByLabel('Their last name', { exact: true }).fill(helper.lastName);
    await area.getByLabel('Their first name', { exact: true }).fill(helper.firstName);
    await area.getByLabel('Street address', { exact: true }).fill(helper.street);
    await area.getByLabel('City', { exact: true }).fill(helper.city);
    await area.getByLabel('State', { exact: true }).selectOption(helper.state);
    await area.getByLabel('ZIP code', { exact: true }).fill(helper.zip);
    await area.getByLabel('Signature of the preparer or translator (their full name)', { exact: true }).fill(`${helper.firstName} ${helper.lastName}`);
    await area.getByRole('checkbox', { name: /I am the preparer or translator named above/ }).check();
  }

  async next(): Promise<void> {
    await this.page.getByRole('button', { name: 'Next', exact: true }).click();
    await expect(this.heading('Documents Submission')).toBeVisible();
  }

  async chooseTwoDocuments(): Promise<void> {
    await answer(this.page, 'Which documents will you upload?', 'Two documents: one from List B and one from List C');
  }

  documentType(list: 'A' | 'B' | 'C'): Locator {
    return this.page.getByLabel(`List ${list} document`, { exact: true });
  }

  fileInput(list: 'A' | 'B' | 'C'): Locator {
    return this.page.getByLabel(`List ${list} photo or scan`, { exact: true });
  }

  /** The messages the form announces (role alert) that have text: file errors, server errors. */
  shownAlerts(): Locator {
    return this.page.getByRole('alert').filter({ hasText: /\S/ });
  }

  async submit(): Promise<void> {
    await this.page.getByRole('button', { name: 'Submit', exact: true }).click();
  }
}
