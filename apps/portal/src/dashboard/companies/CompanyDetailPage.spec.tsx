import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ADMIN, COMPANY_USER, renderDashboard } from '../testing/render-dashboard';
import { mockApi } from '../testing/mock-api';
import { aCompany, submissionPage } from '../testing/fixtures';
import type { CompanyView } from '../../api/generated';
import { openFile } from '../../api/open-file';

vi.mock('../../api/open-file', () => ({ openFile: vi.fn().mockResolvedValue(true) }));

function companyApi(company: CompanyView & { documents?: unknown }) {
  let current = company;
  return mockApi({
    'GET /api/companies/:id': () => ({ data: current }),
    'GET /api/submissions': () => submissionPage(0, 5, 8),
    'PATCH /api/companies/:id': (req) => {
      current = { ...current, time_zone: (req.body as { timeZone: string }).timeZone };
      return { data: current };
    },
    'PATCH /api/forms/:companyId/erd': () => {
      current = { ...current, erd_status: 'approved' };
      return { status: 201, body: { erd_status: 'approved' } };
    },
    'GET /api/companies/:id/api-keys': () => ({ data: [], count: 0 }),
    'POST /api/companies/:id/api-keys': (req) => ({
      status: 201,
      body: { data: { id: 'k9', name: (req.body as { name: string }).name, prefix: 'chk_k9000000', scopes: ['submissions:read'], created_by: { id: 'u1', name: 'Ada Admin' }, created_at: '2026-11-27T12:00:00.000Z', last_used_at: null, revoked_at: null, revoked_by: null, key: `chk_k9000000_${'z'.repeat(43)}` } },
    }),
  });
}

describe('Company detail', () => {
  beforeEach(() => vi.clearAllMocks());
  afterEach(() => vi.restoreAllMocks());

  it('shows contact information, a Go Back link and the latest five submissions', async () => {
    const api = companyApi(aCompany({ name: 'Acme Foods', fax: '5125550101' }));
    renderDashboard('/dashboard/companies/7', ADMIN);
    expect(await screen.findByRole('heading', { level: 1, name: 'Acme Foods' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go Back' }).getAttribute('href')).toBe('/dashboard/companies');
    expect(screen.getByRole('link', { name: 'carla@acme.example' }).getAttribute('href')).toBe('mailto:carla@acme.example');
    expect(screen.getByText('5125550101')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View all submissions of Acme Foods' }).getAttribute('href')).toBe(
      '/dashboard/submissions?companyName=Acme%20Foods',
    );
    const recent = screen.getByRole('heading', { name: 'Recent Submissions' }).closest('section') as HTMLElement;
    await within(recent).findByText('Applicant5 Rivera');
    expect(within(recent).getAllByRole('link', { name: /^View submission/ })).toHaveLength(5);
    const call = api.callsTo('GET', '/api/submissions')[0];
    expect([call.params.get('companyId'), call.params.get('limit')]).toEqual(['7', '5']);
  });

  it("lets an administrator make a key for the company in its API keys section, the secret shown once", async () => {
    const api = companyApi(aCompany({ name: 'Acme Foods' }));
    renderDashboard('/dashboard/companies/7', ADMIN);
    const section = within((await screen.findByRole('heading', { level: 2, name: 'API keys' })).closest('section') as HTMLElement);
    const form = within(await section.findByRole('form', { name: 'Create an API key' }));
    await userEvent.type(form.getByLabelText(/^Name/), 'Set up by support');
    await userEvent.click(form.getByLabelText('submissions:read'));
    await userEvent.click(form.getByRole('button', { name: 'Create key' }));
    expect(await section.findByText(`chk_k9000000_${'z'.repeat(43)}`)).toBeTruthy();
    expect(api.callsTo('POST', '/api/companies/7/api-keys')[0].body).toEqual({ name: 'Set up by support', scopes: ['submissions:read'] });
  });

  it('shows a company user no API keys section on the company page', async () => {
    companyApi(aCompany({ name: 'Acme Foods' }));
    renderDashboard('/dashboard/companies/7', COMPANY_USER);
    expect(await screen.findByRole('heading', { level: 1, name: 'Acme Foods' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'API keys' })).toBeNull();
  });

  it('lets an administrator approve a pending ERD', async () => {
    const api = companyApi(aCompany({ erd_status: 'pending' }));
    renderDashboard('/dashboard/companies/7', ADMIN);
    expect(await screen.findByText('ERD Pending Approval')).toBeTruthy();
    expect(screen.getByText('The signed ERD document is being prepared.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('ERD Approved')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
    expect(api.callsTo('PATCH', '/api/forms/7/erd')).toHaveLength(1);
  });

  it('opens the signed ERD once the worker lists it', async () => {
    companyApi({ ...aCompany({ erd_status: 'approved' }), documents: [{ id: 'erd-doc', kind: 'erd-authorization', createdAt: '2026-02-01T00:00:00Z' }] });
    renderDashboard('/dashboard/companies/7', ADMIN);
    await userEvent.click(await screen.findByRole('button', { name: 'View ERD (PDF)' }));
    expect(openFile).toHaveBeenCalledWith(expect.anything(), 'erd-doc');
  });

  it('shows a company user its company without the Approve action', async () => {
    companyApi(aCompany({ erd_status: 'pending' }));
    renderDashboard('/dashboard/companies/7', COMPANY_USER);
    expect(await screen.findByText('ERD Pending Approval')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Go Back' }).getAttribute('href')).toBe('/dashboard');
  });

  it('shows "ERD Not Submitted Yet" and no document for a company that has not signed', async () => {
    companyApi(aCompany({ erd_status: 'not-submitted' }));
    renderDashboard('/dashboard/companies/7', ADMIN);
    expect(await screen.findByText('ERD Not Submitted Yet')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText(/being prepared/)).toBeNull());
  });

  it("shows the company's time zone and saves a new one", async () => {
    const api = companyApi(aCompany());
    renderDashboard('/dashboard/companies/7', COMPANY_USER);
    const zone = (await screen.findByLabelText('Time zone')) as HTMLSelectElement;
    expect(zone.value).toBe('America/New_York');
    const save = screen.getByRole('button', { name: 'Save time zone' }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    await userEvent.selectOptions(zone, 'America/Los_Angeles');
    await userEvent.click(save);
    expect(await screen.findByRole('status')).toBeTruthy();
    expect(api.callsTo('PATCH', '/api/companies/7')[0].body).toEqual({ timeZone: 'America/Los_Angeles' });
    await waitFor(() => expect((screen.getByLabelText('Time zone') as HTMLSelectElement).value).toBe('America/Los_Angeles'));
  });
});
