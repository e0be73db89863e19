import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { currentLocation, isShown, renderSite, storeLogin, expectTitle } from '../testing';

describe('home page', () => {
  it('sends a logged-in visitor to the dashboard', async () => {
    storeLogin();
    renderSite('/');
    await screen.findByRole('heading', { name: 'Dashboard stand-in' });
    expect(currentLocation()).toBe('/dashboard');
    expect(screen.queryByRole('link', { name: 'Get Started' })).toBeNull();
  });

  it('shows the hero, every header section and the marketing claims to a visitor', async () => {
    renderSite('/');
    await screen.findByRole('heading', { level: 1, name: /claim the tax credits/i });
    expect(screen.getByRole('link', { name: 'Get Started' }).getAttribute('href')).toBe('/contact');
    for (const id of ['simplify', 'what-is', 'how-it-works', 'resources', 'faq-section']) {
      expect(document.getElementById(id), id).not.toBeNull();
    }
    await expectTitle('ClearHire: WOTC tax credits and remote Form I-9');
    const text = document.body.textContent ?? '';
    expect(text).toContain('up to $9,600 per eligible hire');
    expect(text).toContain('from $2,400 to $9,600 per employee');
    expect(text).toContain('$50,000 to $100,000 a year');
    expect(text).toContain('no fee if no credits are found');
    expect(text).toContain('within 28 days of the start date');
  });

  it('starts the FAQ with only the first of seven answers open and toggles them', async () => {
    const user = userEvent.setup();
    renderSite('/');
    const faq = await screen.findByRole('region', { name: 'Frequently asked questions' });
    const questions = within(faq).getAllByRole('button');
    expect(questions).toHaveLength(7);
    expect(questions.map((q) => q.getAttribute('aria-expanded'))).toEqual([
      'true',
      'false',
      'false',
      'false',
      'false',
      'false',
      'false',
    ]);
    const answerOf = (question: HTMLElement) => document.getElementById(question.getAttribute('aria-controls') ?? '');
    expect(isShown(answerOf(questions[0]))).toBe(true);

    const cost = within(faq).getByRole('button', { name: 'What does ClearHire cost?' });
    expect(isShown(answerOf(cost))).toBe(false);
    await user.click(cost);
    expect(cost.getAttribute('aria-expanded')).toBe('true');
    expect(isShown(answerOf(cost))).toBe(true);
    expect(answerOf(cost)?.textContent).toContain('If no credits are found, there is no fee.');

    await user.click(questions[0]);
    expect(questions[0].getAttribute('aria-expanded')).toBe('false');
    expect(isShown(answerOf(questions[0]))).toBe(false);
    await user.click(cost);
    expect(isShown(answerOf(cost))).toBe(false);
  });

  it('switches How it works between the I-9 and WOTC steps', async () => {
    const user = userEvent.setup();
    renderSite('/');
    const section = await screen.findByRole('region', { name: 'How it works' });
    const i9 = within(section).getByRole('button', { name: 'I-9' });
    const wotc = within(section).getByRole('button', { name: 'WOTC' });
    const stepTitles = () =>
      within(section)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent);

    expect([i9.getAttribute('aria-pressed'), wotc.getAttribute('aria-pressed')]).toEqual(['true', 'false']);
    expect(stepTitles()).toEqual(['Form completion', 'Verification', 'Record keeping']);

    await user.click(wotc);
    expect([i9.getAttribute('aria-pressed'), wotc.getAttribute('aria-pressed')]).toEqual(['false', 'true']);
    expect(stepTitles()).toEqual(['Pre-screening', 'Verification', 'Claim tax credit']);

    await user.click(i9);
    expect(stepTitles()).toEqual(['Form completion', 'Verification', 'Record keeping']);
  });

  it('links a resource card to each of the six content pages', async () => {
    renderSite('/');
    const resources = await screen.findByRole('region', { name: 'Resources' });
    expect(
      within(resources)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual([
      '/earn_tax_credits',
      '/work_opportunity_tax_credit_target_groups',
      '/wotc_case_study',
      '/effortless-i9-compliance',
      '/protecting-your-business',
      '/tips-for-i9-compliance',
    ]);
  });
});
