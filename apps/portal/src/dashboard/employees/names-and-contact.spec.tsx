import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { COMPANY_USER, renderDashboard } from '../testing/render-dashboard';
import { mockApi } from '../testing/mock-api';
import { aCompany, anEmployeeDetail } from '../testing/fixtures';
import type { DocumentView, EmployeeDetailView } from '../../api/generated';

const ID = '20000000-0000-4000-8000-000000000001';
const PATH = `/dashboard/employees/${ID}`;
const OWNER = { ...COMPANY_USER, name: 'Carla Muñoz' };

const record = (revision: number, current: boolean): DocumentView => ({
  id: `rec-${revision}`,
  kind: 'i9-record',
  type: null,
  contentType: 'application/pdf',
  size: 9000,
  createdAt: '2026-11-03T12:00:00.000Z',
  revision,
  version: revision + 1,
  current,
});

function api(employee: EmployeeDetailView, replies: { patch?: { status: number; body: unknown }; resend?: { status: number; body: unknown } } = {}) {
  let current = employee;
  return mockApi({
    'GET /api/employees/:id': () => ({ data: current }),
    'GET /api/companies/:id': () => ({ data: aCompany() }),
    'GET /api/companies/:companyId/locations': () => ({ data: [] }),
    'PATCH /api/employees/:id': () => replies.patch ?? { status: 200, body: { data: current } },
    'POST /api/employees/:id/resend-link': () => {
      current = { ...current, url: 'n3w-token' };
      return replies.resend ?? { status: 200, body: { data: current } };
    },
  });
}

const contact = () => screen.findByRole('region', { name: 'Contact and offer' });

describe('names as they are written, and how an employee is reached', () => {
  afterEach(() => vi.restoreAllMocks());

  it('proposes the examiner’s own names for Section 2 as written: Carla Muñoz, not MuÃ±oz', async () => {
    api(anEmployeeDetail({ firstname: 'José', lastname: 'Nguyễn', i9_status: 'submitted', start_date: '2026-11-23' }));
    renderDashboard(PATH, OWNER);
    expect(await screen.findByRole('heading', { level: 1, name: 'José Nguyễn' })).toBeTruthy();
    const form = within(await screen.findByRole('region', { name: 'Section 2: Employer Review and Verification' }));
    expect((form.getByLabelText('Last name') as HTMLInputElement).value).toBe('Muñoz');
    expect((form.getByLabelText('First name') as HTMLInputElement).value).toBe('Carla');
    expect(screen.getByText('Carla Muñoz')).toBeTruthy();
  });

  it('labels each version of the Form I-9 record, the current one marked', async () => {
    api(anEmployeeDetail({ i9_status: 'verified', documents: [record(0, false), record(1, true)] }));
    renderDashboard(PATH, OWNER);
    const documents = within(await screen.findByRole('region', { name: 'Documents' }));
    expect(documents.getAllByRole('button').map((b) => b.textContent)).toEqual(['Form I-9 record, version 1 (PDF)', 'Form I-9 record, version 2, current (PDF)']);
  });

  it('corrects the e-mail and language before Section 1 and sends the link again, saying the old one stopped working', async () => {
    const long = `guadalupe.hernandez.villarreal@bluebonnet-diner-and-bakery.example.test`;
    const calls = api(anEmployeeDetail({ email: 'typo@example.test' }));
    renderDashboard(PATH, OWNER);
    const panel = within(await contact());
    const email = panel.getByLabelText(/^E-mail/) as HTMLInputElement;
    await userEvent.clear(email);
    await userEvent.type(email, long);
    expect(email.value).toBe(long);
    await userEvent.selectOptions(panel.getByLabelText(/Language of the e-mails/), 'es');
    await userEvent.click(panel.getByLabelText(/Send the Form I-9 link again with the changes/));
    await userEvent.click(panel.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.callsTo('POST', `/api/employees/${ID}/resend-link`)).toHaveLength(1));
    expect(calls.callsTo('PATCH', `/api/employees/${ID}`)[0].body).toEqual({ email: long, language: 'es' });
    expect(await panel.findByRole('status')).toHaveProperty('textContent', expect.stringContaining('The previous link no longer works.'));
  });

  it('shows the server’s refusal of the offer day under its field', async () => {
    api(anEmployeeDetail({ start_date: '2026-11-10' }), {
      patch: { status: 400, body: { errors: [{ msg: 'The first day of employment cannot be before the job offer was accepted.', param: 'offerAcceptedOn' }] } },
    });
    renderDashboard(PATH, OWNER);
    const panel = within(await contact());
    const offer = panel.getByLabelText(/Job offer accepted on/) as HTMLInputElement;
    await userEvent.type(offer, '2026-11-12');
    await userEvent.click(panel.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(offer.getAttribute('aria-invalid')).toBe('true'));
    expect(panel.getAllByText('The first day of employment cannot be before the job offer was accepted.').length).toBeGreaterThan(0);
  });

  it('offers no e-mail correction and no new link once Section 1 is done', async () => {
    api(anEmployeeDetail({ i9_status: 'submitted', start_date: '2026-11-23' }));
    renderDashboard(PATH, OWNER);
    const panel = within(await contact());
    expect(panel.queryByLabelText(/^E-mail/)).toBeNull();
    expect(panel.queryByRole('button', { name: 'Send the link again' })).toBeNull();
    expect(panel.getByLabelText(/Job offer accepted on/)).toBeTruthy();
  });
});
