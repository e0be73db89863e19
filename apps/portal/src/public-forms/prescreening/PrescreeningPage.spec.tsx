import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { encodeCompanyLinkId } from '@clearhire/domain';
import { callTo, mockApi, resetApi } from '../testing/api-mock';
import { field, fill, queryField } from '../testing/queries';
import { renderAt } from '../testing/render';

// The URL's company name is a decoy: the page must show the name the server gives for company 42.
const LINK = `/prescreening/${encodeCompanyLinkId(42)}?company=Evil%20Corp`;
// A company with one location: nobody is asked where they applied.
const COMPANY = { [`GET /api/forms/prescreening/${encodeCompanyLinkId(42)}`]: { status: 200, body: { name: 'Acme Diner', locations: [{ id: 3, name: 'Acme Diner' }] } } };
const SEVERAL_LOCATIONS = {
  [`GET /api/forms/prescreening/${encodeCompanyLinkId(42)}`]: { status: 200, body: { name: 'Acme Diner', locations: [{ id: 5, name: 'Airport' }, { id: 3, name: 'Downtown' }] } },
};
const LOCATION_LINK = `/prescreening/${encodeCompanyLinkId(42)}/k3yOfThePier`;
const LOCATION = { [`GET /api/forms/prescreening/${encodeCompanyLinkId(42)}/k3yOfThePier`]: { status: 200, body: { name: 'Acme Diner', location: { id: 9, name: 'Pier 39' } } } };
const ZIP = { 'GET /api/places/zip/78701': { status: 200, body: { zip: '78701', city: 'Austin', county: 'Travis', state: 'TX' } } };

// The lazy chunks (the page, the form behind page 0, Spanish) are loaded once up front, so the first test does not wait for them.
beforeAll(() => Promise.all([import('./PrescreeningPage'), import('./PrescreeningForm'), import('../i18n/es')]));
afterEach(resetApi);

/** Answers page 0; page 1 is the form's own chunk, shown once it is there. */
async function startEligible(user: UserEvent) {
  await user.click(await screen.findByRole('button', { name: 'Yes' }));
  await screen.findByRole('heading', { name: 'Basic information' });
}

/** Page 1 as an applicant types it; the ZIP lookup fills city, county and state. */
async function fillBasicInfo(user: UserEvent) {
  await fill(user, field('First name'), 'Ana');
  await fill(user, field('Last name'), 'Lopez');
  await fill(user, field('E-mail'), 'ana@example.com');
  await fill(user, field('Street address'), '100 Congress Ave');
  await user.type(field('ZIP code'), '78701');
  await waitFor(() => expect(field('City').value).toBe('Austin'));
  // Typed with punctuation: the fields keep the digits only.
  await fill(user, field('Phone'), '(512) 555-0100');
  await fill(user, field('Social Security number (SSN)'), '123-45-6789');
  fireEvent.change(field('Birth date'), { target: { value: '1990-05-01' } });
}

/** The eligible path up to the questions page, with page 1 filled; nothing sent yet. */
async function openQuestions() {
  const { calls } = mockApi({ ...COMPANY, ...ZIP });
  const { user } = renderAt(LINK);
  await startEligible(user);
  await fillBasicInfo(user);
  await user.click(screen.getByRole('button', { name: 'Continue' }));
  await screen.findByRole('heading', { name: 'Eligibility questions' });
  return { calls, user };
}

const answer = (user: UserEvent, question: RegExp, choice: 'Yes' | 'No') =>
  user.click(within(screen.getByRole('group', { name: question })).getByRole('radio', { name: choice }));

describe('pre-screening link', () => {
  it('explains that a link which is not a company link is not open', async () => {
    renderAt('/prescreening/12345');
    expect(await screen.findByRole('heading', { level: 1, name: 'This pre-screening link is not open' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Yes' })).toBeNull();
  });

  it('says the same of a company the server does not open the form for', async () => {
    mockApi({ [`GET /api/forms/prescreening/${encodeCompanyLinkId(42)}`]: { status: 404, body: { errors: [{ msg: 'This pre-screening link is not open.' }] } } });
    renderAt(LINK);
    expect(await screen.findByRole('heading', { level: 1, name: 'This pre-screening link is not open' })).toBeTruthy();
    expect(screen.queryByText(/Evil Corp/)).toBeNull();
  });

  it('names the company the server holds for the link, never the name in its URL', async () => {
    mockApi(COMPANY);
    renderAt(LINK);
    expect(await screen.findByText(/^Acme Diner takes part in the Work Opportunity Tax Credit/)).toBeTruthy();
    expect(screen.getByRole('group', { name: 'Does one or more of these statements apply to you?' })).toBeTruthy();
    expect(screen.queryByText(/Evil Corp/)).toBeNull();
  });
});

describe('where the applicant applied', () => {
  /** The No path to its Submit, page 1 and the signature filled. */
  async function signNo(user: UserEvent) {
    await user.click(await screen.findByRole('button', { name: 'No' }));
    await screen.findByRole('heading', { name: 'Basic information' });
    await fillBasicInfo(user);
    await fill(user, field('Signature (your full name)'), 'Ana Lopez');
  }

  it('asks nothing of the applicant of a company with one location, and sends no location', async () => {
    const { calls } = mockApi({ ...COMPANY, ...ZIP, 'POST /api/submissions': { status: 201, body: { id: 'sub-1' } } });
    const { user } = renderAt(LINK);
    await signNo(user);
    expect(queryField('Where did you apply?')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await screen.findByRole('heading', { level: 1, name: 'Prescreening Submitted' });
    expect(callTo(calls, 'POST', '/api/submissions').json).not.toHaveProperty('locationId');
  });

  it('asks "Where did you apply?" among several locations, required, and sends the one chosen', async () => {
    const { calls } = mockApi({ ...SEVERAL_LOCATIONS, ...ZIP, 'POST /api/submissions': { status: 201, body: { id: 'sub-1' } } });
    const { user } = renderAt(LINK);
    await signNo(user);
    const where = field('Where did you apply?') as unknown as HTMLSelectElement;
    expect(where.tagName).toBe('SELECT');
    expect(where.getAttribute('aria-required')).toBe('true');
    expect([...where.options].map((o) => o.textContent)).toEqual(['Choose…', 'Airport', 'Downtown']);

    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(where.getAttribute('aria-invalid')).toBe('true'));
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    await user.selectOptions(where, 'Downtown');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await screen.findByRole('heading', { level: 1, name: 'Prescreening Submitted' });
    expect(callTo(calls, 'POST', '/api/submissions').json).toMatchObject({ companyId: 42, locationId: 3 });
  });

  it("shows the server's message on the location beside the question", async () => {
    mockApi({
      ...SEVERAL_LOCATIONS,
      ...ZIP,
      'POST /api/submissions': { status: 400, body: { errors: [{ msg: 'Choose the location where you applied.', param: 'locationId' }] } },
    });
    const { user } = renderAt(LINK);
    await signNo(user);
    await user.selectOptions(field('Where did you apply?'), 'Airport');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    const where = field('Where did you apply?');
    await waitFor(() => expect(where.getAttribute('aria-invalid')).toBe('true'));
    const described = (where.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent ?? '');
    expect(described.join(' ')).toContain('Choose the location where you applied.');
  });

  it("says where the applicant is applying on a location's own link, and sends that location", async () => {
    const { calls } = mockApi({ ...LOCATION, ...ZIP, 'POST /api/submissions': { status: 201, body: { id: 'sub-1' } } });
    const { user } = renderAt(LOCATION_LINK);
    expect(await screen.findByText('You are applying at Pier 39.')).toBeTruthy();
    await signNo(user);
    expect(screen.getByText('You are applying at Pier 39.')).toBeTruthy();
    expect(queryField('Where did you apply?')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await screen.findByRole('heading', { level: 1, name: 'Prescreening Submitted' });
    expect(callTo(calls, 'POST', '/api/submissions').json).toMatchObject({ companyId: 42, locationId: 9 });
  });

  it('answers a location link the server does not open as a closed link', async () => {
    mockApi({ [`GET /api/forms/prescreening/${encodeCompanyLinkId(42)}/k3yOfThePier`]: { status: 404, body: { errors: [{ msg: 'This pre-screening link is not open.' }] } } });
    renderAt(LOCATION_LINK);
    expect(await screen.findByRole('heading', { level: 1, name: 'This pre-screening link is not open' })).toBeTruthy();
  });
});

describe('the No path', () => {
  it('goes to basic information with the signature and Submit, and sends no answers', async () => {
    const { calls } = mockApi({ ...COMPANY, ...ZIP, 'POST /api/submissions': { status: 201, body: { id: 'sub-1' } } });
    const { user } = renderAt(LINK);
    await user.click(await screen.findByRole('button', { name: 'No' }));

    expect(await screen.findByRole('heading', { name: 'Basic information' })).toBeTruthy();
    expect(field('Signature (your full name)')).toBeTruthy();
    expect(screen.getByText(/acts as my electronic signature on IRS Form 8850/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Continue' })).toBeNull();
    expect(screen.queryByRole('group', { name: /veteran/ })).toBeNull();

    await fillBasicInfo(user);
    await fill(user, field('Signature (your full name)'), 'Ana Lopez');
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Prescreening Submitted' })).toBeTruthy();
    const sent = callTo(calls, 'POST', '/api/submissions').json as Record<string, unknown>;
    expect(sent).toEqual({
      companyId: 42,
      eligible: false,
      firstname: 'Ana',
      lastname: 'Lopez',
      email: 'ana@example.com',
      street: '100 Congress Ave',
      zip: '78701',
      city: 'Austin',
      county: 'Travis',
      state: 'TX',
      phone: '5125550100',
      ssn: '123456789',
      birthdate: '1990-05-01',
      signature: 'Ana Lopez',
      // The language the form was filled in: the applicant's mails follow it.
      language: 'en',
    });
  });
});

describe('a link from an applicant tracking system', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('opens with the values the link carries, still editable, and sends the candidate id and the way back with the corrections', async () => {
    const query = '?externalId=CAND-77&firstName=Anna&lastName=Lopez&email=ana%40example.com&phone=%2B15125550100&returnUrl=https%3A%2F%2Fats.example.com%2Fc%2F77';
    const link = `/prescreening/${encodeCompanyLinkId(42)}${query}`;
    window.history.replaceState(null, '', link);
    const { calls } = mockApi({ ...COMPANY, ...ZIP, 'POST /api/submissions': { status: 201, body: { id: 'sub-1', redirect_url: null } } });
    const { user } = renderAt(link);
    await user.click(await screen.findByRole('button', { name: 'No' }));
    await screen.findByRole('heading', { name: 'Basic information' });
    expect([field('First name').value, field('Last name').value, field('E-mail').value, field('Phone').value]).toEqual(['Anna', 'Lopez', 'ana@example.com', '5125550100']);

    await fillBasicInfo(user);
    await fill(user, field('Signature (your full name)'), 'Ana Lopez');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Prescreening Submitted' })).toBeTruthy();
    expect(callTo(calls, 'POST', '/api/submissions').json).toMatchObject({ firstname: 'Ana', externalId: 'CAND-77', returnUrl: 'https://ats.example.com/c/77', language: 'en' });
  });
});

describe('the Yes path', () => {
  it('checks page 1 before Continue, with messages tied to the fields', async () => {
    mockApi(COMPANY);
    const { user } = renderAt(LINK);
    await startEligible(user);
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    const firstName = field('First name');
    await waitFor(() => expect(firstName.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(firstName.getAttribute('aria-describedby') ?? '')?.textContent).toBe('This field is required.');
    expect(document.activeElement).toBe(firstName);
    expect(screen.queryByRole('heading', { name: 'Eligibility questions' })).toBeNull();
  });

  it('shows follow-ups as answers open them and sends only the questions that were shown', async () => {
    const { calls } = mockApi({ ...COMPANY, ...ZIP, 'POST /api/submissions': { status: 201, body: { id: 'sub-2' } } });
    const { user } = renderAt(LINK);
    await startEligible(user);
    await fillBasicInfo(user);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('heading', { name: 'Eligibility questions' })).toBeTruthy();

    // Military: the two branches depend on the 6-month unemployment answer.
    await answer(user, /veteran of the U.S. Armed Forces/, 'Yes');
    await answer(user, /unemployed for a total of at least 6 months/, 'Yes');
    expect(field('Branch of service')).toBeTruthy();
    expect(screen.queryByRole('group', { name: /at least 4 weeks/ })).toBeNull();
    await user.selectOptions(field('Branch of service'), 'Navy');
    await answer(user, /unemployed for a total of at least 6 months/, 'No');
    expect(screen.getByRole('group', { name: /at least 4 weeks/ })).toBeTruthy();
    expect(queryField('Branch of service')).toBeNull();
    // Changing the main answer to No hides the block; its answers must not be sent.
    await answer(user, /veteran of the U.S. Armed Forces/, 'No');
    expect(screen.queryByRole('group', { name: /unemployed for a total/ })).toBeNull();

    await answer(user, /SNAP benefits \(food stamps\) for the past 6 months/, 'No');
    await answer(user, /at least 3 of the past 5 months/, 'Yes');
    await answer(user, /receive TANF \(Temporary/, 'Yes');
    expect(field('Which state paid the TANF benefits?')).toBeTruthy();
    await answer(user, /receive TANF \(Temporary/, 'No');
    await answer(user, /SSI/, 'No');
    await answer(user, /vocational rehabilitation/, 'Yes');
    await user.click(screen.getByRole('radio', { name: 'Veterans Administration' }));
    await answer(user, /27 consecutive weeks/, 'Yes');
    fireEvent.change(field('Date your unemployment began'), { target: { value: '2025-01-06' } });
    await user.selectOptions(field('State that paid the unemployment compensation'), 'TX');
    await answer(user, /convicted of a felony/, 'Yes');
    for (const label of ['Date of conviction', 'Date of release from prison', 'State of conviction']) expect(field(label)).toBeTruthy();
    for (const group of [/federal or a state conviction/, /deferred adjudication/, /work release program/]) expect(screen.getByRole('group', { name: group })).toBeTruthy();
    await answer(user, /convicted of a felony/, 'No');
    await answer(user, /worked for this company before/, 'No');
    await fill(user, field('Signature (your full name)'), 'Ana Lopez');
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Prescreening Submitted' })).toBeTruthy();
    const sent = callTo(calls, 'POST', '/api/submissions').json as Record<string, unknown>;
    expect(sent).toMatchObject({
      eligible: true,
      military: false,
      snap: false,
      snap3: true,
      tanf: false,
      ssi: false,
      vr: true,
      vrService: 'Veterans Administration',
      unemployed: true,
      unemployedDate: '2025-01-06',
      unemployedState: 'TX',
      felony: false,
      woc: false,
    });
    for (const hidden of ['militaryUnemployed6m', 'militaryUnemployed4w', 'militaryBranch', 'tanfState', 'felonyType']) expect(sent).not.toHaveProperty(hidden);
  });

  it('shows the TANF follow-ups under the TANF question, in the order of Form 8850 (line 2, then line 6)', async () => {
    const { user } = await openQuestions();
    await answer(user, /receive TANF \(Temporary/, 'Yes');
    // The TANF block: its question and the follow-ups drawn with it, each control named q-<field>.
    const block = document.getElementById('q-tanf')?.parentElement as HTMLElement;
    const questions = [...block.querySelectorAll('[id^="q-"]')].map((e) => e.id).filter((id) => /^q-[A-Za-z0-9]+$/.test(id));
    expect(questions).toEqual(['q-tanf', 'q-tanfState', 'q-tanfTime', 'q-tanfAssistance9', 'q-tanfAssistance18', 'q-tanfStopped']);
  });

  it('refuses a discharge year that contradicts "discharged during the past year", in English and in Spanish, until it fits', async () => {
    const { calls, user } = await openQuestions();
    const thisYear = Number(new Date().toISOString().slice(0, 4));
    await answer(user, /veteran of the U.S. Armed Forces/, 'Yes');
    await answer(user, /discharged or released from active duty during the past year/, 'Yes');
    await fill(user, field('Year of discharge or release'), String(thisYear - 3));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    const message = `You answered that you were discharged or released during the past year: the year must be ${thisYear - 1} or later.`;
    expect(await screen.findByText(message)).toBeTruthy();
    expect(calls.some((c) => c.path === '/api/submissions')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Español' }));
    expect(await screen.findByText(`Respondió que fue dado de baja o liberado durante el último año: el año debe ser ${thisYear - 1} o posterior.`)).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'English' }));

    // A "No" to the discharge question takes the year as it is.
    await answer(user, /discharged or released from active duty during the past year/, 'No');
    await waitFor(() => expect(screen.queryByText(message)).toBeNull());
  });

  it('asks for every shown yes/no question before sending', async () => {
    const { calls, user } = await openQuestions();
    await fill(user, field('Signature (your full name)'), 'Ana Lopez');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findAllByText('Please answer yes or no.')).toHaveLength(8);
    expect(calls.some((c) => c.path === '/api/submissions')).toBe(false);
  });
});

describe('address help without a places key', () => {
  it('fills city, county and state from the ZIP code without overwriting what was typed', async () => {
    const { calls } = mockApi({ ...COMPANY, ...ZIP });
    const { user } = renderAt(LINK);
    await startEligible(user);
    await fill(user, field('City'), 'Sunset Valley');
    await user.type(field('ZIP code'), '78701');

    await waitFor(() => expect(field('County')).toHaveProperty('value', 'Travis'));
    expect(field('State')).toHaveProperty('value', 'TX');
    expect(field('City')).toHaveProperty('value', 'Sunset Valley');
    expect(screen.getByText('City, county and state were filled in from the ZIP code. Please check them.')).toBeTruthy();
    expect(calls.filter((c) => c.path === '/api/places/zip/78701')).toHaveLength(1);
  });
});

describe('server errors', () => {
  it('lists each message at the top and puts the focus on the field the server named', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    mockApi({
      ...COMPANY,
      ...ZIP,
      'POST /api/submissions': {
        status: 400,
        body: { errors: [{ msg: 'This pre-screening link is not open. Ask the employer for its current link.' }, { msg: 'SSN is not a valid Social Security number.', param: 'ssn' }] },
      },
    });
    const { user } = renderAt(LINK);
    await user.click(await screen.findByRole('button', { name: 'No' }));
    await screen.findByRole('heading', { name: 'Basic information' });
    await fillBasicInfo(user);
    await fill(user, field('Signature (your full name)'), 'Ana Lopez');
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    const alert = await screen.findByText('This pre-screening link is not open. Ask the employer for its current link.');
    const list = alert.closest('[role="alert"]') as HTMLElement;
    expect(within(list).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'This pre-screening link is not open. Ask the employer for its current link.',
      'SSN is not a valid Social Security number.',
    ]);
    // After 10 ms (docs/product.md §9): the SSN, whose message also sits under it, is where the applicant continues.
    vi.advanceTimersByTime(10);
    expect(document.activeElement).toBe(field('Social Security number (SSN)'));
    expect(screen.queryByRole('heading', { name: 'Prescreening Submitted' })).toBeNull();
    vi.useRealTimers();
  });
});

describe('language', () => {
  it('switches labels, questions and messages to Spanish and remembers the choice', async () => {
    mockApi(COMPANY);
    const { user } = renderAt(LINK);
    await user.click(await screen.findByRole('button', { name: 'Español' }));
    expect(await screen.findByRole('group', { name: '¿Alguna de estas afirmaciones se aplica a usted?' })).toBeTruthy();
    expect(document.documentElement.lang).toBe('es');
    expect(localStorage.getItem('clearhire.language')).toBe('es');

    await user.click(screen.getByRole('button', { name: 'Sí' }));
    expect(screen.getByRole('heading', { name: 'Información básica' })).toBeTruthy();
    expect(field('Nombre')).toBeTruthy();
    expect(field('Código postal (ZIP)')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Continuar' }));
    expect((await screen.findAllByText('Este campo es obligatorio.')).length).toBeGreaterThan(0);

    // Errors already shown follow the language back to English.
    await user.click(screen.getByRole('button', { name: 'English' }));
    expect((await screen.findAllByText('This field is required.')).length).toBeGreaterThan(0);
    expect(document.documentElement.lang).toBe('en');
  });

  it('starts in Spanish for a Spanish browser', async () => {
    vi.spyOn(navigator, 'language', 'get').mockReturnValue('es-MX');
    mockApi(COMPANY);
    renderAt(LINK);
    expect(await screen.findByRole('heading', { level: 1, name: 'Preselección para el Crédito Tributario por Oportunidad de Trabajo' })).toBeTruthy();
    expect(document.documentElement.lang).toBe('es');
  });
});
