import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ADMIN, COMPANY_MEMBER, COMPANY_USER, currentLocation, renderDashboard } from '../testing/render-dashboard';
import { mockApi } from '../testing/mock-api';
import { aCompany, submissionPage } from '../testing/fixtures';

function dashboardApi() {
  return mockApi({
    'GET /api/submissions': () => submissionPage(0, 5),
    'GET /api/submissions/due': () => ({ data: [], count: 0 }),
    'GET /api/companies/:id': () => ({ data: aCompany() }),
  });
}

describe('Dashboard layout', () => {
  afterEach(() => vi.restoreAllMocks());

  it('sends a logged-out visitor to the login page, remembering the page asked for', async () => {
    dashboardApi();
    renderDashboard('/dashboard/submissions?status=sent', null);
    expect(await screen.findByRole('heading', { name: 'Log in' })).toBeTruthy();
    expect(currentLocation()).toBe(`/login?redirect=${encodeURIComponent('/dashboard/submissions?status=sent')}`);
  });

  it('shows the side menu with Companies for an administrator', async () => {
    dashboardApi();
    renderDashboard('/dashboard', ADMIN);
    const menu = await screen.findByRole('navigation', { name: 'Dashboard' });
    const links = within(menu).getAllByRole('link').map((a) => a.textContent);
    expect(links).toEqual(['Dashboard', 'Submissions', 'Tax Credits', 'Employees', 'I-9 Inspection', 'Companies', 'State Batch', 'Administrators', 'Account']);
    expect(within(menu).getByRole('button', { name: 'Logout' })).toBeTruthy();
    expect(screen.getByText('Ada Admin')).toBeTruthy();
  });

  it('hides Companies, State Batch and Administrators from a company user, who has Team and Account', async () => {
    dashboardApi();
    renderDashboard('/dashboard', COMPANY_USER);
    const menu = await screen.findByRole('navigation', { name: 'Dashboard' });
    expect(within(menu).queryByRole('link', { name: 'Companies' })).toBeNull();
    expect(within(menu).queryByRole('link', { name: 'State Batch' })).toBeNull();
    expect(within(menu).queryByRole('link', { name: 'Administrators' })).toBeNull();
    expect(within(menu).getByRole('link', { name: 'Team' })).toBeTruthy();
    expect(within(menu).getByRole('link', { name: 'Account' })).toBeTruthy();
    expect(within(menu).getByRole('link', { name: 'Tax Credits' })).toBeTruthy();
    expect(within(menu).getByRole('link', { name: 'Employees' })).toBeTruthy();
    expect(within(menu).getByRole('link', { name: 'I-9 Inspection' })).toBeTruthy();
    expect(screen.getByText('Carla Owner')).toBeTruthy();
  });

  it('folds the menu behind a button that reports whether it is open', async () => {
    dashboardApi();
    renderDashboard('/dashboard', COMPANY_USER);
    const toggle = await screen.findByRole('button', { name: 'Menu' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(toggle.getAttribute('aria-controls')).toBe('dashboard-menu');
    await userEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    // Following a menu link closes it again.
    await userEvent.click(within(screen.getByRole('navigation', { name: 'Dashboard' })).getByRole('link', { name: 'Submissions' }));
    expect(screen.getByRole('button', { name: 'Menu' }).getAttribute('aria-expanded')).toBe('false');
  });

  it('has one main landmark with the id the skip link targets', async () => {
    dashboardApi();
    renderDashboard('/dashboard', ADMIN);
    await screen.findByRole('heading', { level: 1, name: 'Dashboard' });
    expect(screen.getAllByRole('main')).toHaveLength(1);
    expect(screen.getByRole('main').id).toBe('main');
  });
});

describe('Company settings and the two logouts in the menu', () => {
  afterEach(() => vi.restoreAllMocks());

  it("gives an owner 'Company settings', leading to the company's page, before Account", async () => {
    dashboardApi();
    renderDashboard('/dashboard', COMPANY_USER);
    const menu = await screen.findByRole('navigation', { name: 'Dashboard' });
    const links = within(menu).getAllByRole('link').map((a) => a.textContent);
    expect(links.slice(-2)).toEqual(['Company settings', 'Account']);
    expect(within(menu).getByRole('link', { name: 'Company settings' }).getAttribute('href')).toBe('/dashboard/companies/7');
  });

  it('gives a member and an administrator no Company settings entry', async () => {
    dashboardApi();
    renderDashboard('/dashboard', COMPANY_MEMBER);
    const menu = await screen.findByRole('navigation', { name: 'Dashboard' });
    expect(within(menu).queryByRole('link', { name: 'Company settings' })).toBeNull();
  });

  it('offers Logout (this device) and Log out everywhere, which calls its own endpoint', async () => {
    const api = mockApi({
      'GET /api/submissions': () => submissionPage(0, 5),
      'GET /api/submissions/due': () => ({ data: [], count: 0 }),
      'GET /api/companies/:id': () => ({ data: aCompany() }),
      'POST /api/auth/logout-everywhere': () => ({}),
    });
    renderDashboard('/dashboard', COMPANY_USER);
    const menu = await screen.findByRole('navigation', { name: 'Dashboard' });
    expect(within(menu).getByRole('button', { name: 'Logout' })).toBeTruthy();
    const everywhere = within(menu).getByRole('button', { name: 'Log out everywhere' });
    expect(everywhere.getAttribute('aria-describedby')).toBe('logout-everywhere-hint');
    await userEvent.click(everywhere);
    await waitFor(() => expect(api.spy.mock.calls.some(([input]) => String(input) === '/api/auth/logout-everywhere')).toBe(true));
    expect(api.spy.mock.calls.some(([input]) => String(input) === '/api/auth/logout')).toBe(false);
  });
});
