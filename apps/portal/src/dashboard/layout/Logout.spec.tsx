import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TOKEN_STORAGE_KEY } from '../../session/token';
import { COMPANY_USER, renderDashboard } from '../testing/render-dashboard';
import { mockApi } from '../testing/mock-api';
import { aCompany, submissionPage } from '../testing/fixtures';

describe('Logout', () => {
  beforeAll(() => import('../home/DashboardHome'));
  afterEach(() => vi.restoreAllMocks());

  it('logs out on the server first, with the session token, then forgets the token', async () => {
    const api = mockApi({
      'GET /api/submissions': () => submissionPage(0, 5),
      'GET /api/submissions/due': () => ({ data: [], count: 0 }),
      'GET /api/companies/:id': () => ({ data: aCompany() }),
      'POST /api/auth/logout': () => ({}),
    });
    renderDashboard('/dashboard', COMPANY_USER);
    const token = localStorage.getItem(TOKEN_STORAGE_KEY);
    expect(token).toBeTruthy();
    const menu = await screen.findByRole('navigation', { name: 'Dashboard' });
    await userEvent.click(within(menu).getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(localStorage.getItem(TOKEN_STORAGE_KEY)).toBeNull());
    const [call] = api.spy.mock.calls.filter(([input]) => String(input) === '/api/auth/logout');
    expect(call[1]).toMatchObject({ method: 'POST', headers: { Authorization: `Bearer ${token}` } });
  });
});
