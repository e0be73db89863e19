import { screen, within } from '@testing-library/react';
import { I9_LIST_A, I9_LIST_B, I9_LIST_C } from '@clearhire/contracts';
import { renderSite, expectTitle } from '../testing';
import { CASE_STUDY_TOTAL } from './case-study-figures';

const PAGES = [
  ['/earn_tax_credits', 'Earn tax credits | ClearHire'],
  ['/work_opportunity_tax_credit_target_groups', 'Target groups | ClearHire'],
  ['/wotc_case_study', 'WOTC case study | ClearHire'],
  ['/effortless-i9-compliance', 'Effortless I-9 compliance | ClearHire'],
  ['/protecting-your-business', 'Protecting your business | ClearHire'],
  ['/tips-for-i9-compliance', 'Tips for I-9 compliance | ClearHire'],
  ['/about', 'About | ClearHire'],
  ['/privacy', 'Privacy | ClearHire'],
  ['/terms', 'Terms | ClearHire'],
  ['/signup', 'Create a free account | ClearHire'],
  ['/contact', 'Contact us for a demo | ClearHire'],
  ['/login', 'Log in | ClearHire'],
  ['/thank-you', 'Account Created | ClearHire'],
  ['/thank-you-demo', 'Request Sent | ClearHire'],
] as const;

/** Opens a page and, once its h1 (named `heading`, when given) shows, gives the page's whole text. */
async function pageText(path: string, heading?: string): Promise<string> {
  renderSite(path);
  await screen.findByRole('heading', heading ? { level: 1, name: heading } : { level: 1 });
  return document.body.textContent ?? '';
}

describe('public pages', () => {
  it.each(PAGES)('%s has one main, one h1, sections and the title %j', async (path, title) => {
    renderSite(path);
    const h1 = await screen.findByRole('heading', { level: 1 });
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getAllByRole('main')).toHaveLength(1);
    expect(screen.getByRole('main').id).toBe('main');
    expect(screen.getByRole('main').contains(h1)).toBe(true);
    await expectTitle(title);
    expect(screen.getByRole('banner')).toBeTruthy();
    expect(screen.getByRole('contentinfo')).toBeTruthy();
  });

  it('labels the restaurant case study as illustrative and adds it up to over $250,000', async () => {
    renderSite('/wotc_case_study');
    await screen.findByRole('heading', { level: 1, name: /restaurant chain earned over \$250,000/ });
    expect(screen.getByRole('note', { name: 'Illustrative example' }).textContent).toContain(
      'not the record of a specific ClearHire client',
    );
    expect(CASE_STUDY_TOTAL).toBeGreaterThan(250_000);
    const total = within(screen.getByRole('table')).getByRole('row', { name: /^Total/ });
    expect(total.textContent).toContain(CASE_STUDY_TOTAL.toLocaleString('en-US'));
  });

  it('lists the I-9 documents of the contracts picklists', async () => {
    const text = await pageText('/effortless-i9-compliance');
    for (const [list, documents] of [
      ['List A', I9_LIST_A],
      ['List B', I9_LIST_B],
      ['List C', I9_LIST_C],
    ] as const) {
      const block = screen.getByRole('heading', { level: 3, name: list }).parentElement as HTMLElement;
      expect(
        within(block)
          .getAllByRole('listitem')
          .map((li) => li.textContent),
      ).toEqual([...documents]);
    }
    expect(text).toContain('no later than their first day of employment');
    expect(text).toContain('within three business days of the first day of employment');
  });

  it('states the retention rule and computes its examples', async () => {
    const text = await pageText('/protecting-your-business');
    expect(text).toContain('3 years after the date of hire or 1 year after the date employment ended, whichever is later');
    expect(text).toContain('who left on March 1, 2025: keep the form until January 15, 2027');
    expect(text).toContain('who left on September 30, 2025: keep the form until September 30, 2026');
  });

  it('tells applicants and employees how their data is protected', async () => {
    const text = await pageText('/privacy', 'Privacy notice');
    expect(text).toContain('Social Security numbers and document numbers are encrypted at rest.');
    expect(text).toContain('masked');
    expect(text).toContain('audit log');
    expect(text).toContain('We do not sell personal information');
  });

  it('sets out the contingent fee and that nothing is legal advice', async () => {
    const text = await pageText('/terms', 'Terms of service');
    expect(text).toContain('If no credits are found, there is no fee.');
    expect(text).toContain('They are not legal or tax advice.');
  });
});
