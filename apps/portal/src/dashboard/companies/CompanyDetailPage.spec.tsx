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
