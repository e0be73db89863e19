import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ADMIN, COMPANY_USER, renderDashboard } from '../testing/render-dashboard';
import { mockApi } from '../testing/mock-api';

const URL_1 = 'https://app.clearhire.test/api/calendar/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA.ics';
const URL_2 = 'https://app.clearhire.test/api/calendar/BBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBBB.ics';

describe('Calendar feed (account)', () => {
  afterEach(() => vi.restoreAllMocks());

  it('turns the feed on and shows the URL once, makes a new one, and turns it off', async () => {
    let on = false;
    const urls = [URL_1, URL_2];
    const api = mockApi({
      'GET /api/account/calendar-feed': () => ({ on, created_at: on ? '2026-11-27T12:00:00.000Z' : null }),
      'POST /api/account/calendar-feed': () => {
        on = true;
        return { status: 201, body: { url: urls.shift(), created_at: '2026-11-27T12:00:00.000Z' } };
      },
      'DELETE /api/account/calendar-feed': () => {
        on = false;
        return { status: 204, body: undefined };
      },
      'GET /api/companies/:id/users': () => ({ users: [] }),
    });
    renderDashboard('/dashboard/account', COMPANY_USER);
    await userEvent.click(await screen.findByRole('button', { name: 'Turn the calendar feed on' }));
    expect(((await screen.findByLabelText(/Your calendar feed URL/)) as HTMLInputElement).value).toBe(URL_1);
    expect(screen.getByText(/Google Calendar/)).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Make a new URL' }));
    await waitFor(() => expect((screen.getByLabelText(/Your calendar feed URL/) as HTMLInputElement).value).toBe(URL_2));
    await userEvent.click(screen.getByRole('button', { name: 'Turn the feed off' }));
    expect(await screen.findByRole('button', { name: 'Turn the calendar feed on' })).toBeTruthy();
    expect(screen.queryByLabelText(/Your calendar feed URL/)).toBeNull();
    expect(api.callsTo('POST', '/api/account/calendar-feed')).toHaveLength(2);
    expect(api.callsTo('DELETE', '/api/account/calendar-feed')).toHaveLength(1);
  });

  it('is not offered to administrators', async () => {
    mockApi({ 'GET /api/auth/two-factor': () => ({ enabled: true }), 'GET /api/team/admins': () => ({ users: [] }) });
    renderDashboard('/dashboard/account', ADMIN);
    expect(await screen.findByRole('heading', { name: 'Account' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Calendar feed' })).toBeNull();
  });
});
