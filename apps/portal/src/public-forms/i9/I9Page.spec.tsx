import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { callTo, mockApi, resetApi, type MockAnswer } from '../testing/api-mock';
import { field, fill, queryField } from '../testing/queries';
import { renderAt } from '../testing/render';
import { stubObjectUrls } from '../testing/object-urls';

beforeAll(() => Promise.all([import('./I9Page'), import('./I9Form')]));
afterEach(resetApi);

const URL_TOKEN = 'f3b1c2d4e5f60718293a4b5c6d7e8f90';
const OPEN: Record<string, MockAnswer> = {
  [`GET /api/forms/i9/${URL_TOKEN}`]: { status: 200, body: { status: 'open', firstname: 'Ana' } },
  'GET /api/places/zip/78701': { status: 200, body: { zip: '78701', city: 'Austin', county: 'Travis', state: 'TX' } },
};
const UPLOAD_ERROR = 'Error: Only JPG, JPEG, PNG or PDF allowed. Max size: 5mb.';

async function openForm(user: UserEvent) {
  await user.click(await screen.findByRole('button', { name: 'I agree' }));
  // Section 1 is the form's own chunk, shown once it is there.
  expect(await screen.findByRole('heading', { name: 'Basic Information' })).toBeTruthy();
}

async function fillSectionOne(user: UserEvent) {
  await fill(user, field('Last name'), 'Lopez');
  await fill(user, field('First name'), 'Ana');
  await fill(user, field('Street address'), '100 Congress Ave');
  await user.type(field('ZIP code'), '78701');
  await waitFor(() => expect(field('State').value).toBe('TX'));
  fireEvent.change(field('Birth date'), { target: { value: '1990-05-01' } });
  await fill(user, field('Social Security number (SSN)'), '123456789');
  await fill(user, field('E-mail'), 'ana@example.com');
  await fill(user, field('Phone'), '5125550100');
  await user.click(screen.getByRole('radio', { name: 'A citizen of the United States' }));
  await fill(user, field('Signature (your full name)'), 'Ana Lopez');
  await user.click(screen.getByRole('radio', { name: 'No, I filled it in myself' }));
}

async function toDocuments(user: UserEvent) {
  await openForm(user);
  await fillSectionOne(user);
  await user.click(screen.getByRole('button', { name: 'Next' }));
  expect(await screen.findByRole('heading', { name: 'Documents Submission' })).toBeTruthy();
}

const pdf = (name = 'passport.pdf', size?: number) => {
  const file = new File(['%PDF-1.4'], name, { type: name.endsWith('.gif') ? 'image/gif' : 'application/pdf' });
  if (size) Object.defineProperty(file, 'size', { value: size });
  return file;
};

describe('I-9 link', () => {
  it('says so when the link is unknown', async () => {
    mockApi({});
    renderAt(`/i9/${URL_TOKEN}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'This I-9 link is not valid' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'I agree' })).toBeNull();
  });

  it('says so when the form was already submitted', async () => {
    mockApi({ [`GET /api/forms/i9/${URL_TOKEN}`]: { status: 200, body: { status: 'used', firstname: 'Ana' } } });
    renderAt(`/i9/${URL_TOKEN}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'This Form I-9 has already been submitted' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'I agree' })).toBeNull();
  });

  it('greets the employee and explains Form I-9 before the agree button', async () => {
    mockApi(OPEN);
    renderAt(`/i9/${URL_TOKEN}`);
    expect(await screen.findByText('Hello, Ana.')).toBeTruthy();
    expect(screen.getByText(/complete and sign Section 1 no later than your first day of work/)).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'List A (one document)' })).toBeTruthy();
  });
});

describe('Basic Information', () => {
  it('changing the number type clears the numbers, and changing citizenship clears the noncitizen numbers', async () => {
    mockApi(OPEN);
    const { user } = renderAt(`/i9/${URL_TOKEN}`);
    await openForm(user);

    await user.click(screen.getByRole('radio', { name: 'A noncitizen authorized to work' }));
    await user.selectOptions(field('Which number will you give?'), 'USCIS A-Number');
    await user.type(field('USCIS A-Number'), '1234567');
    await user.selectOptions(field('Which number will you give?'), 'Form I-94 admission number');
    expect(queryField('USCIS A-Number')).toBeNull();
    expect(field('Form I-94 admission number').value).toBe('');
    await user.type(field('Form I-94 admission number'), '12345678901');
    await user.selectOptions(field('Which number will you give?'), 'USCIS A-Number');
    expect(field('USCIS A-Number').value).toBe('');
    await user.type(field('USCIS A-Number'), '7654321');

    await user.click(screen.getByRole('radio', { name: 'A lawful permanent resident' }));
    expect(queryField('USCIS A-Number')).toBeNull();
    await user.click(screen.getByRole('radio', { name: 'A noncitizen authorized to work' }));
    expect(field('Which number will you give?').value).toBe('');
    expect(queryField('USCIS A-Number')).toBeNull();
  });

  it('applies the Section 1 rules of libs/domain before Next', async () => {
    mockApi(OPEN);
    const { user } = renderAt(`/i9/${URL_TOKEN}`);
    await openForm(user);
    await fillSectionOne(user);
    await user.click(screen.getByRole('radio', { name: 'A noncitizen authorized to work' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));

    expect(await screen.findByText('Enter the date your work authorization ends, or check N/A.')).toBeTruthy();
    expect(screen.getByText(/Choose one number and enter it/)).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Documents Submission' })).toBeNull();
  });
});

describe('Supplement A: a preparer or translator', () => {
  it('asks whether anyone helped, and sends each helper with their signed certification', async () => {
    const { calls } = mockApi({ ...OPEN, 'POST /api/forms/i9': { status: 201, body: { id: 'i9-form-id' } } });
    const { user } = renderAt(`/i9/${URL_TOKEN}`);
    await openForm(user);
    await fillSectionOne(user);
    await user.click(screen.getByRole('radio', { name: 'Yes, someone helped me' }));
    const helper = within(screen.getByRole('group', { name: 'Preparer or translator 1' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await helper.findByText('The preparer or translator must accept the certification.')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Documents Submission' })).toBeNull();

    await fill(user, helper.getByRole('textbox', { name: 'Their last name' }) as HTMLInputElement, 'Ortega');
    await fill(user, helper.getByRole('textbox', { name: 'Their first name' }) as HTMLInputElement, 'Lucia');
    await fill(user, helper.getByRole('textbox', { name: 'Street address' }) as HTMLInputElement, '9 Elm St');
    await fill(user, helper.getByRole('textbox', { name: 'City' }) as HTMLInputElement, 'Dallas');
    await user.selectOptions(helper.getByRole('combobox', { name: 'State' }), 'TX');
    await fill(user, helper.getByRole('textbox', { name: 'ZIP code' }) as HTMLInputElement, '75204');
    await fill(user, helper.getByRole('textbox', { name: 'Signature of the preparer or translator (their full name)' }) as HTMLInputElement, 'Lucia Ortega');
    await user.click(helper.getByRole('checkbox', { name: /I am the preparer or translator named above/ }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('heading', { name: 'Documents Submission' })).toBeTruthy();

    await user.click(screen.getByRole('radio', { name: 'One document from List A' }));
    await user.selectOptions(field('List A document'), 'U.S. Passport');
    await user.upload(field('List A photo or scan'), pdf());
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Form Submitted' })).toBeTruthy();
    const sent = await callTo(calls, 'POST', '/api/forms/i9').request.clone().formData();
    expect(JSON.parse(sent.get('preparers') as string)).toEqual([
      { lastName: 'Ortega', firstName: 'Lucia', street: '9 Elm St', city: 'Dallas', state: 'TX', zip: '75204', signature: 'Lucia Ortega', attested: true },
    ]);
  });
});

describe('Documents Submission', () => {
  it('choosing one or two documents resets every document choice', async () => {
    mockApi(OPEN);
    const { user } = renderAt(`/i9/${URL_TOKEN}`);
    await toDocuments(user);

    await user.click(screen.getByRole('radio', { name: 'One document from List A' }));
    await user.selectOptions(field('List A document'), 'U.S. Passport');
    await user.upload(field('List A photo or scan'), pdf());
    expect(screen.getByText('Chosen: passport.pdf')).toBeTruthy();

    await user.click(screen.getByRole('radio', { name: 'Two documents: one from List B and one from List C' }));
    expect(queryField('List A document')).toBeNull();
    expect(field('List B document').value).toBe('');
    expect(field('List C document').value).toBe('');
    await user.selectOptions(field('List B document'), "Driver's License");

    await user.click(screen.getByRole('radio', { name: 'One document from List A' }));
    expect(field('List A document').value).toBe('');
    expect(field('List A photo or scan').files).toHaveLength(0);
    expect(screen.queryByText('Chosen: passport.pdf')).toBeNull();
  });

  it('shows a chosen photo as a thumbnail before it is sent, a new one in its place, and a PDF by its name, marked PDF', async () => {
    const urls = stubObjectUrls();
    const image = (name: string, type: string) => new File([new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10])], name, { type });
    mockApi(OPEN);
    const { user } = renderAt(`/i9/${URL_TOKEN}`);
    await toDocuments(user);
    await user.click(screen.getByRole('radio', { name: 'Two documents: one from List B and one from List C' }));
    await user.upload(field('List B photo or scan'), image('IMG_2041.png', 'image/png'));
    const first = (await screen.findByRole('img', { name: 'Preview of IMG_2041.png' })).getAttribute('src');
    expect(urls.made).toContain(first);
    expect(screen.getByText('Chosen: IMG_2041.png')).toBeTruthy();

    await user.upload(field('List B photo or scan'), image('IMG_2042.jpg', 'image/jpeg'));
    const second = (await screen.findByRole('img', { name: 'Preview of IMG_2042.jpg' })).getAttribute('src');
    expect(second).not.toBe(first);
    expect(urls.revoked).toContain(first);
    expect(screen.queryByRole('img', { name: 'Preview of IMG_2041.png' })).toBeNull();

    await user.upload(field('List C photo or scan'), pdf('ss-card.pdf'));
    expect(screen.getByText('Chosen: ss-card.pdf')).toBeTruthy();
    expect(screen.getByText('PDF')).toBeTruthy();
    expect(screen.getAllByRole('img', { name: /^Preview of/ })).toHaveLength(1);

    // Another count of documents drops the files: their previews go, their URLs given back.
    await user.click(screen.getByRole('radio', { name: 'One document from List A' }));
    expect(screen.queryByRole('img', { name: /^Preview of/ })).toBeNull();
    expect([...urls.revoked].sort()).toEqual([...urls.made].sort());
  });

  it.each([
    ['a GIF image', pdf('photo.gif')],
    ['a 6 MB PDF', pdf('scan.pdf', 6 * 1024 * 1024)],
  ])('refuses %s with the exact upload message', async (_name, file) => {
    mockApi(OPEN);
    // A person can pick "All files" in the file dialog, so the accept attribute is not relied on.
    const { user } = renderAt(`/i9/${URL_TOKEN}`, { applyAccept: false });
    await toDocuments(user);
    await user.click(screen.getByRole('radio', { name: 'One document from List A' }));
    await user.upload(field('List A photo or scan'), file);

    const alert = await screen.findByText(UPLOAD_ERROR);
    expect(alert.getAttribute('role')).toBe('alert');
    expect(field('List A photo or scan').getAttribute('aria-invalid')).toBe('true');
    expect(field('List A photo or scan').files).toHaveLength(0);
  });

  it('sends Section 1 and the files as multipart form data, then confirms', async () => {
    const { calls } = mockApi({
      ...OPEN,
      'POST /api/forms/i9': () => ({ status: 201, body: { id: 'emp-1' } }),
    });
    const { user } = renderAt(`/i9/${URL_TOKEN}`);
    await toDocuments(user);
    await user.click(screen.getByRole('radio', { name: 'One document from List A' }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Choose the document.')).toBeTruthy();
    expect(screen.getByText('Choose the file of this document.')).toBeTruthy();

    await user.selectOptions(field('List A document'), 'U.S. Passport');
    await user.upload(field('List A photo or scan'), pdf());
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Form Submitted' })).toBeTruthy();
    const post = callTo(calls, 'POST', '/api/forms/i9');
    expect(post.request.headers.get('content-type')).toMatch(/^multipart\/form-data; boundary=/);
    const sent = await post.request.clone().formData();
    expect(Object.fromEntries([...sent.entries()].filter(([, v]) => typeof v === 'string'))).toEqual({
      url: URL_TOKEN,
      lastname: 'Lopez',
      firstname: 'Ana',
      street: '100 Congress Ave',
      city: 'Austin',
      county: 'Travis',
      state: 'TX',
      zip: '78701',
      birthdate: '1990-05-01',
      ssn: '123456789',
      email: 'ana@example.com',
      phone: '5125550100',
      citizenship: 'citizen1',
      signature: 'Ana Lopez',
      documentsType: JSON.stringify({ listA: { type: 'U.S. Passport', filename: 'passport.pdf' } }),
    });
    // The file itself goes as a part of its own (jsdom drops its name on the way; i9-form.spec checks the name).
    expect(typeof sent.get('listA')).not.toBe('string');
    expect((sent.get('listA') as Blob).size).toBe(8);
  });

  it('lists the server errors at the top', async () => {
    mockApi({
      ...OPEN,
      'POST /api/forms/i9': { status: 415, body: { errors: [{ msg: UPLOAD_ERROR, param: 'listA' }, { msg: 'Upload the List A document.', param: 'listA' }] } },
    });
    const { user } = renderAt(`/i9/${URL_TOKEN}`);
    await toDocuments(user);
    await user.click(screen.getByRole('radio', { name: 'One document from List A' }));
    await user.selectOptions(field('List A document'), 'U.S. Passport');
    await user.upload(field('List A photo or scan'), pdf());
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    const title = await screen.findByText('Please correct the following:');
    const list = title.closest('[role="alert"]') as HTMLElement;
    expect(within(list).getAllByRole('listitem').map((li) => li.textContent)).toEqual([UPLOAD_ERROR, 'Upload the List A document.']);
    // The field the server named shows its message too.
    expect(field('List A document').getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByRole('heading', { name: 'Form Submitted' })).toBeNull();
  });
});
