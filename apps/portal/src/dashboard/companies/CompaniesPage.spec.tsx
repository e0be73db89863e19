import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ADMIN, COMPANY_USER, currentLocation, renderDashboard } from '../testing/render-dashboard';
import { mockApi, type ApiCall } from '../testing/mock-api';
import { aCompany } from '../testing/fixtures';

function companiesApi(total = 25) {
  return mockApi({
    'GET /api/companies': (call: ApiCall) => {
      const offset = Number(call.params.get('offset') ?? 0);
      const size = Math.max(0, Math.min(Number(call.params.get('limit') ?? 10), total - offset));
      const data = Array.from({ length: size }, (_, i) =>
        aCompany({ id: offset + i + 1, name: offset + i === 0 ? 'Northwind Traders International' : `Co ${offset + i + 1}` }),
      );
      return { data, count: total, names: data.map((c) => c.name) };
    },
  });
}

/** The name cell, not the hidden part of the row's View link. */
const NAME_CELL = { selector: 'td > span' };

function dataRows(): HTMLElement[] {
  return within(screen.getByRole('table')).getAllByRole('row').slice(1);
}

describe('Registered Companies', () => {
  afterEach(() => vi.restoreAllMocks());

  it('tells a company user the page is not available, without asking the API', async () => {
    const api = companiesApi();
    renderDashboard('/dashboard/companies', COMPANY_USER);
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not available' })).toBeTruthy();
    expect(api.callsTo('GET', '/api/companies')).toHaveLength(0);
  });

  it('lists companies with their count, columns and the long-name style', async () => {
    companiesApi();
    renderDashboard('/dashboard/companies', ADMIN);
    expect(await screen.findByText('25 Companies Found')).toBeTruthy();
    const headers = screen.getAllByRole('columnheader').map((th) => th.textContent);
    expect(headers).toEqual(['Name', 'Industry', 'Registration Date', 'Number of Employees', 'ERD Status', 'Actions']);
    const firstRow = dataRows()[0];
    expect(within(firstRow).getByText('Northwind Traders International', NAME_CELL).className).toMatch(/longName/);
    expect(within(firstRow).getByText('5 Jan 2026')).toBeTruthy();
    expect(within(firstRow).getByText('ERD Approved')).toBeTruthy();
    expect(within(dataRows()[1]).getByText('Co 2', NAME_CELL).className).not.toMatch(/longName/);
  });

  it('shows 10 companies and 10 more per View more', async () => {
    const api = companiesApi(15);
    renderDashboard('/dashboard/companies', ADMIN);
    await screen.findByText('Co 10', NAME_CELL);
    expect(dataRows()).toHaveLength(10);
    await userEvent.click(screen.getByRole('button', { name: 'View more' }));
    await screen.findByText('Co 15', NAME_CELL);
    expect(dataRows()).toHaveLength(15);
    expect(api.callsTo('GET', '/api/companies').some((c) => c.params.get('offset') === '10')).toBe(true);
    expect(screen.queryByRole('button', { name: 'View more' })).toBeNull();
  });

  it('keeps the search in the URL and asks the API with it', async () => {
    const api = companiesApi();
    renderDashboard('/dashboard/companies', ADMIN);
    await userEvent.type(await screen.findByRole('searchbox', { name: 'Search companies' }), 'north');
    await waitFor(() => expect(currentLocation()).toBe('/dashboard/companies?search=north'));
    await waitFor(() => expect(api.callsTo('GET', '/api/companies').some((c) => c.params.get('search') === 'north')).toBe(true));
  });

  it("says 'No results found' when no company matches", async () => {
    companiesApi(0);
    renderDashboard('/dashboard/companies?search=zzz', ADMIN);
    expect(await screen.findByText('No results found')).toBeTruthy();
    expect(screen.getByText('0 Companies Found')).toBeTruthy();
  });

  it('opens a company from its row', async () => {
    companiesApi();
    renderDashboard('/dashboard/companies', ADMIN);
    expect((await screen.findByRole('link', { name: 'View Co 2' })).getAttribute('href')).toBe('/dashboard/companies/2');
    await userEvent.click(screen.getByText('Co 2', NAME_CELL));
    await waitFor(() => expect(currentLocation()).toBe('/dashboard/companies/2'));
  });
});
