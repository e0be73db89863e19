import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ADMIN, COMPANY_USER, currentLocation, renderDashboard } from '../testing/render-dashboard';
import { mockApi, type ApiCall } from '../testing/mock-api';
import { aCompany, aLocation, anEmployee } from '../testing/fixtures';
import type { CompanyView } from '../../api/generated';

function employeesApi(erdStatus: CompanyView['erd_status'], total = 12) {
  return mockApi({
    'GET /api/companies/:id': () => ({ data: aCompany({ erd_status: erdStatus }) }),
    'GET /api/employees': (call: ApiCall) => {
      const offset = Number(call.params.get('offset') ?? 0);
      const size = Math.max(0, Math.min(Number(call.params.get('limit') ?? 10), total - offset));
      return { data: Array.from({ length: size }, (_, i) => anEmployee(offset + i + 1)), count: total };
    },
  });
}

/** The name cell, not the hidden part of the row's View link. */
const NAME_CELL = { selector: 'td' };

describe('Employees', () => {
  afterEach(() => vi.restoreAllMocks());

  it('offers Add New Employee once the company ERD is approved', async () => {
    employeesApi('approved');
    renderDashboard('/dashboard/employees', COMPANY_USER);
    const add = await screen.findByRole('link', { name: 'Add New Employee' });
    expect(add.getAttribute('href')).toBe('/dashboard/employees/add');
  });

  it.each(['not-submitted', 'pending'] as const)('hides Add New Employee while the ERD is %s', async (status) => {
    employeesApi(status);
    renderDashboard('/dashboard/employees', COMPANY_USER);
    expect(await screen.findByText(/Employees can be added once your ERD/)).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Add New Employee' })).toBeNull();
  });

  it('never offers Add New Employee to an administrator', async () => {
    employeesApi('approved');
    renderDashboard('/dashboard/employees', ADMIN);
    await screen.findByText('Employee1 Kim', NAME_CELL);
    expect(screen.queryByRole('link', { name: 'Add New Employee' })).toBeNull();
  });

  it('lists employees 10 at a time with their I-9 status', async () => {
    const api = employeesApi('approved', 12);
    renderDashboard('/dashboard/employees', COMPANY_USER);
    await screen.findByText('Employee10 Kim', NAME_CELL);
    const headers = screen.getAllByRole('columnheader').map((th) => th.textContent);
    expect(headers).toEqual(['Name', 'I-9 Status', 'Deadlines', 'Email', 'Added on', 'Actions']);
    expect(within(screen.getByRole('table')).getAllByText('I-9 awaiting submission...')).toHaveLength(10);
    await userEvent.click(screen.getByRole('button', { name: 'View more' }));
    await screen.findByText('Employee12 Kim', NAME_CELL);
    expect(api.callsTo('GET', '/api/employees').some((c) => c.params.get('offset') === '10')).toBe(true);
  });

  it('shows the Section 2 due date, marked when late, and the reverification date', async () => {
    mockApi({
      'GET /api/companies/:id': () => ({ data: aCompany() }),
      'GET /api/employees': () => ({
        data: [
          anEmployee(1, { i9_status: 'submitted', section2_due_date: '2026-11-20', section2_days_left: -5, section2_late: true }),
          anEmployee(2, { i9_status: 'verified', reverify_by: '2027-01-10' }),
        ],
        count: 2,
      }),
    });
    renderDashboard('/dashboard/employees', COMPANY_USER);
    const late = await screen.findByText('Section 2 due 20 Nov 2026 (late)');
    expect(late.className).toMatch(/urgent/);
    // Section 1 is in: what remains is the employer's own Section 2.
    expect(screen.getByText('Section 2 to complete')).toBeTruthy();
    expect(screen.getByText('Reverify by 10 Jan 2027')).toBeTruthy();
  });

  it('lists only the employees to reverify when asked, as the dashboard links it', async () => {
    const api = mockApi({
      'GET /api/companies/:id': () => ({ data: aCompany() }),
      'GET /api/employees': (call: ApiCall) => ({ data: call.params.get('reverify') === 'due' ? [anEmployee(3, { reverify_by: '2026-12-20' })] : [anEmployee(1), anEmployee(3)], count: 1 }),
    });
    renderDashboard('/dashboard/employees?reverify=due', COMPANY_USER);
    expect(await screen.findByText('Reverify by 20 Dec 2026')).toBeTruthy();
    expect((screen.getByLabelText('Only employees to reverify within 90 days') as HTMLInputElement).checked).toBe(true);
    expect(api.callsTo('GET', '/api/employees').every((c) => c.params.get('reverify') === 'due')).toBe(true);
    await userEvent.click(screen.getByLabelText('Only employees to reverify within 90 days'));
    expect(await screen.findByText('Employee1 Kim', NAME_CELL)).toBeTruthy();
  });

  it('searches and shows a No results found row', async () => {
    const api = mockApi({
      'GET /api/companies/:id': () => ({ data: aCompany() }),
      'GET /api/employees': (call: ApiCall) =>
        call.params.get('search') ? { data: [], count: 0 } : { data: [anEmployee(1)], count: 1 },
    });
    renderDashboard('/dashboard/employees', COMPANY_USER);
    await screen.findByText('Employee1 Kim', NAME_CELL);
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search employees' }), 'nobody');
    expect(await screen.findByRole('cell', { name: 'No results found' })).toBeTruthy();
    expect(api.callsTo('GET', '/api/employees').some((c) => c.params.get('search') === 'nobody')).toBe(true);
  });

  it('shows No results found when the list cannot be fetched', async () => {
    mockApi({
      'GET /api/companies/:id': () => ({ data: aCompany() }),
      'GET /api/employees': () => ({ status: 500, body: { errors: [{ msg: 'Internal error' }] } }),
    });
    renderDashboard('/dashboard/employees', COMPANY_USER);
    expect(await screen.findByRole('cell', { name: 'No results found' })).toBeTruthy();
  });

  it('opens an employee from the row', async () => {
    employeesApi('approved');
    renderDashboard('/dashboard/employees', COMPANY_USER);
    await userEvent.click(await screen.findByText('Employee2 Kim', NAME_CELL));
    await waitFor(() => expect(currentLocation()).toBe('/dashboard/employees/20000000-0000-4000-8000-000000000002'));
  });

  it('filters by location and shows each employee\'s location where the user has several', async () => {
    const api = mockApi({
      'GET /api/companies/:id': () => ({ data: aCompany() }),
      'GET /api/companies/:id/locations': () => ({ data: [aLocation(70, 'Acme'), aLocation(71, 'Airport')] }),
      'GET /api/employees': (call: ApiCall) => {
        const at = call.params.get('locationId');
        const rows = [anEmployee(1), anEmployee(2, { location: { id: 71, name: 'Airport' } })].filter((e) => !at || String(e.location.id) === at);
        return { data: rows, count: rows.length };
      },
    });
    renderDashboard('/dashboard/employees', COMPANY_USER);
    const filter = await screen.findByLabelText('Location');
    await waitFor(() => expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toContain('Location'));
    await userEvent.selectOptions(filter, 'Airport');
    await waitFor(() => expect(currentLocation()).toBe('/dashboard/employees?locationId=71'));
    await waitFor(() => expect(screen.queryByText('Employee1 Kim', NAME_CELL)).toBeNull());
    expect(await screen.findByText('Employee2 Kim', NAME_CELL)).toBeTruthy();
    expect(api.callsTo('GET', '/api/employees').some((c) => c.params.get('locationId') === '71')).toBe(true);
  });
});
