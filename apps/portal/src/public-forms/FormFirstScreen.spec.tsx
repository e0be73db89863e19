import { prerender } from 'react-dom/static';
import { render, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { encodeCompanyLinkId } from '@clearhire/domain';
import { FormsApp } from './FormsApp';
import { FormFirstScreen, type FirstScreenForm } from './FormFirstScreen';
import { en } from './i18n/en';
import { es } from './i18n/es';
import { LANGUAGE_STORAGE_KEY, type Language } from './i18n/language';
import { FIRST_SCREEN_ID } from './layout/first-screen';
import { mockApi, resetApi } from './testing/api-mock';

const LINK_ID = encodeCompanyLinkId(42);
const COMPANY = { [`GET /api/forms/prescreening/${LINK_ID}`]: { status: 200, body: { name: 'Acme Diner', locations: [{ id: 3, name: 'Acme Diner' }] } } };
const NOT_OPEN = { [`GET /api/forms/prescreening/${LINK_ID}`]: { status: 404, body: { errors: [{ msg: 'This pre-screening link is not open.' }] } } };
const I9_LINK = { 'GET /api/forms/i9/abc123': { status: 200, body: { status: 'pending', firstname: 'Ana' } } };

beforeAll(() => Promise.all([import('./prescreening/PrescreeningPage'), import('./i9/I9Page')]));
afterEach(() => {
  resetApi();
  localStorage.clear();
  document.body.innerHTML = '';
});

/** The page as the API sends it: the build's first screen (tools/prerender.mjs) before an empty root. */
async function receivePage(form: FirstScreenForm, language: Language) {
  const { prelude } = await prerender(<FormFirstScreen form={form} language={language} messages={{ en, es }[language]} />);
  const firstScreen = Object.assign(document.createElement('div'), { id: FIRST_SCREEN_ID, innerHTML: await new Response(prelude).text() });
  const root = Object.assign(document.createElement('div'), { id: 'root' });
  document.body.append(firstScreen, root);
  return { firstScreen, root };
}

const firstScreen = () => document.getElementById(FIRST_SCREEN_ID);

describe("an applicant's form sent with its first screen", () => {
  it.each([
    ['en', 'Before you start', en.prescreening.introProgram, 'Yes'],
    ['es', 'Antes de empezar', es.prescreening.introProgram, 'Sí'],
  ] as const)('shows the pre-screening in %s before its script runs, names no employer, and waits for the script to answer', async (language, heading, program, yes) => {
    const page = await receivePage('prescreening', language);
    const shown = within(page.firstScreen);
    expect(shown.getByRole('heading', { level: 2, name: heading })).toBeTruthy();
    expect(shown.getByText(program)).toBeTruthy();
    expect(shown.queryByText(/Acme/)).toBeNull();
    expect((shown.getByRole('button', { name: yes }) as HTMLButtonElement).disabled).toBe(true);
  });

  it("gives way to the page's own screen, in the same language, once the link is read", async () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'es');
    mockApi(COMPANY);
    const page = await receivePage('prescreening', 'es');
    render(<FormsApp pathname={`/prescreening/${LINK_ID}`} />, { container: page.root });
    expect(await screen.findByText(/^Acme Diner participa en el Crédito Tributario/)).toBeTruthy();
    expect(firstScreen()).toBeNull();
    expect(screen.getAllByRole('heading', { level: 2, name: 'Antes de empezar' })).toHaveLength(1);
    expect((screen.getByRole('button', { name: 'Sí' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('gives way to the error of a link that is not open', async () => {
    mockApi(NOT_OPEN);
    const page = await receivePage('prescreening', 'en');
    render(<FormsApp pathname={`/prescreening/${LINK_ID}`} />, { container: page.root });
    expect(await screen.findByRole('heading', { level: 1, name: 'This pre-screening link is not open' })).toBeTruthy();
    expect(firstScreen()).toBeNull();
    expect(screen.queryByRole('button', { name: 'Yes' })).toBeNull();
  });

  it("shows the I-9 notice before its script runs without the employee's name, then greets them once the link is read", async () => {
    mockApi(I9_LINK);
    const page = await receivePage('i9', 'en');
    expect(within(page.firstScreen).getByText(en.i9.noticeDocuments)).toBeTruthy();
    expect(within(page.firstScreen).queryByText(/Ana/)).toBeNull();
    render(<FormsApp pathname="/i9/abc123" />, { container: page.root });
    expect(await screen.findByText('Hello, Ana.')).toBeTruthy();
    expect(firstScreen()).toBeNull();
    expect((screen.getByRole('button', { name: 'I agree' }) as HTMLButtonElement).disabled).toBe(false);
  });
});
