import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { callTo, mockApi, resetApi, type MockAnswer } from '../testing/api-mock';
import { field, fill, queryField } from '../testing/queries';
import { renderAt } from '../testing/render';

beforeAll(() => Promise.all([import('./I9Page'), import('./I9Form')]));
afterEach(() => {
  resetApi();
  localStorage.clear();
});

const URL_TOKEN = 'f3b1c2d4e5f60718293a4b5c6d7e8f90';
const PREFILL = {
  firstname: 'James',
  lastname: 'Carter',
  street: '100 Main St',
  apt: 'Apt 4',
  city: 'Austin',
  county: 'Travis',
  state: 'TX',
  zip: '78701',
  birthdate: '1995-06-15',
  email: 'james.carter@example.test',
  phone: '5125550199',
  ssn_last4: '6789',
};
const PREFILLED: Record<string, MockAnswer> = {
  [`GET /api/forms/i9/${URL_TOKEN}`]: { status: 200, body: { status: 'open', firstname: 'James', prefill: PREFILL } },
  'GET /api/places/zip/78701': { status: 200, body: { zip: '78701', city: 'Austin', county: 'Travis', state: 'TX' } },
  'POST /api/forms/i9': { status: 201, body: { id: 'i9-form-id' } },
};
const SSN_TEXT = 'Social Security number ending in 6789 (from your pre-screening)';

async function openForm(user: UserEvent, agree = 'I agree') {
  await user.click(await screen.findByRole('button', { name: agree }));
}

/** What only the employee can give: the attestation, the signature, whether anyone helped, then a List A passport. */
async function attestSignAndSend(user: UserEvent) {
  await user.click(screen.getByRole('radio', { name: 'A citizen of the United States' }));
  await fill(user, field('Signature (your full name)'), 'James Carter');
  await user.click(screen.getByRole('radio', { name: 'No, I filled it in myself' }));
  await user.click(screen.getByRole('button', { name: 'Next' }));
  expect(await screen.findByRole('heading', { name: 'Documents Submission' })).toBeTruthy();
  await user.click(screen.getByRole('radio', { name: 'One document from List A' }));
  await user.selectOptions(field('List A document'), 'U.S. Passport');
  await user.upload(field('List A photo or scan'), new File(['%PDF-1.4'], 'passport.pdf', { type: 'application/pdf' }));
  await user.click(screen.getByRole('button', { name: 'Submit' }));
  expect(await screen.findByRole('heading', { level: 1, name: 'Form Submitted' })).toBeTruthy();
}

describe('Section 1 started from the pre-screening', () => {
  it('opens with the pre-screening filled in and a note, the SSN by its last four digits, and the attestation and signature empty', async () => {
    mockApi(PREFILLED);
    const { user } = renderAt(`/i9/${URL_TOKEN}`);
    await openForm(user);
    expect(await screen.findByText('We filled in what you gave in your pre-screening. Check each field and correct what has changed.')).toBeTruthy();
    expect(field('Last name').value).toBe('Carter');
    expect(field('First name').value).toBe('James');
    expect(field('Street address').value).toBe('100 Main St');
    expect(field('ZIP code').value).toBe('78701');
    expect(field('City').value).toBe('Austin');
    expect(field('State').value).toBe('TX');
    expect(field('Birth date').value).toBe('1995-06-15');
    expect(field('E-mail').value).toBe('james.carter@example.test');
    expect(field('Phone').value).toBe('5125550199');
    expect(screen.getByText(SSN_TEXT)).toBeTruthy();
    expect(queryField('Social Security number (SSN)')).toBeNull();
    expect(field('Signature (your full name)').value).toBe('');
    expect(screen.getByRole('radio', { name: 'A citizen of the United States' })).toHaveProperty('checked', false);
  });

  it('sends no SSN when the employee keeps the one from the pre-screening, and the fields as corrected', async () => {
    const { calls } = mockApi(PREFILLED);
    const { user } = renderAt(`/i9/${URL_TOKEN}`);
    await openForm(user);
    await screen.findByText(SSN_TEXT);
    await fill(user, field('Street address'), '7 Elm Rd');
    await attestSignAndSend(user);
    const sent = await callTo(calls, 'POST', '/api/forms/i9').request.clone().formData();
    expect(sent.has('ssn')).toBe(false);
    expect(sent.get('street')).toBe('7 Elm Rd');
    expect(sent.get('lastname')).toBe('Carter');
    expect(sent.get('signature')).toBe('James Carter');
  });

  it('sends the SSN the employee typed after choosing to change it', async () => {
    const { calls } = mockApi(PREFILLED);
    const { user } = renderAt(`/i9/${URL_TOKEN}`);
    await openForm(user);
    await user.click(await screen.findByRole('button', { name: 'Change' }));
    expect(screen.queryByText(SSN_TEXT)).toBeNull();
    const ssn = field('Social Security number (SSN)');
    expect(ssn.value).toBe('');
    await fill(user, ssn, '219099998');
    await attestSignAndSend(user);
    const sent = await callTo(calls, 'POST', '/api/forms/i9').request.clone().formData();
    expect(sent.get('ssn')).toBe('219099998');
  });

  it('asks for the SSN as usual once changed, rather than sending none', async () => {
    const { calls } = mockApi(PREFILLED);
    const { user } = renderAt(`/i9/${URL_TOKEN}`);
    await openForm(user);
    await user.click(await screen.findByRole('button', { name: 'Change' }));
    await user.click(screen.getByRole('radio', { name: 'A citizen of the United States' }));
    await fill(user, field('Signature (your full name)'), 'James Carter');
    await user.click(screen.getByRole('radio', { name: 'No, I filled it in myself' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(field('Social Security number (SSN)').getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByRole('heading', { name: 'Documents Submission' })).toBeNull();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('says the same in Spanish', async () => {
    mockApi(PREFILLED);
    const { user } = renderAt(`/i9/${URL_TOKEN}`);
    await user.click(await screen.findByRole('button', { name: 'Español' }));
    await openForm(user, 'Acepto');
    expect(await screen.findByText('Completamos lo que usted dio en su preselección. Revise cada campo y corrija lo que haya cambiado.')).toBeTruthy();
    expect(screen.getByText('Número de Seguro Social que termina en 6789 (de su preselección)')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Cambiar' })).toBeTruthy();
  });

  it('opens empty, with the usual SSN field and no note, without a pre-screening', async () => {
    mockApi({ ...PREFILLED, [`GET /api/forms/i9/${URL_TOKEN}`]: { status: 200, body: { status: 'open', firstname: 'Ana', prefill: null } } });
    const { user } = renderAt(`/i9/${URL_TOKEN}`);
    await openForm(user);
    expect(field('Social Security number (SSN)').value).toBe('');
    expect(field('Last name').value).toBe('');
    expect(screen.queryByText(/We filled in what you gave/)).toBeNull();
    expect(screen.queryByRole('button', { name: 'Change' })).toBeNull();
  });
});
