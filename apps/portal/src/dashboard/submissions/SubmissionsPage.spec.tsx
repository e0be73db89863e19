import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ADMIN, COMPANY_USER, currentLocation, renderDashboard } from '../testing/render-dashboard';
import { mockApi, type ApiCall } from '../testing/mock-api';
import { aLocation, aSubmission, COUNTS, submissionPage } from '../testing/fixtures';

function listApi(total = 25) {
  return mockApi({
    'GET /api/submissions': (call: ApiCall) => submissionPage(Number(call.params.get('offset') ?? 0), Number(call.params.get('limit') ?? 10), total),
    'GET /api/companies': (call: ApiCall) => ({
      data: [],
      count: 2,
      names: call.params.get('search') ? ['Acme Holdings', 'Acme Foods'] : ['Acme Holdings', 'Acme Foods', 'Zenith'],
    }),
  });
}

function dataRows(): HTMLElement[] {
  return within(screen.getByRole('table')).getAllByRole('row').slice(1);
}

describe('All Submissions', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows 10 rows first and appends the next 10 from offset 10 on View more', async () => {
    const api = listApi(25);
    renderDashboard('/dashboard/submissions', ADMIN);
    await screen.findByText('Applicant10 Rivera');
    expect(dataRows()).toHaveLength(10);

    await userEvent.click(screen.getByRole('button', { name: 'View more' }));
    await screen.findByText('Applicant20 Rivera');
    expect(dataRows()).toHaveLength(20);
    expect(screen.getByText('Applicant1 Rivera')).toBeTruthy();
    const offsets = api.callsTo('GET', '/api/submissions').map((c) => [c.params.get('offset'), c.params.get('limit')]);
    expect(offsets).toContainEqual(['10', '10']);

    await userEvent.click(screen.getByRole('button', { name: 'View more' }));
    await screen.findByText('Applicant25 Rivera');
    expect(dataRows()).toHaveLength(25);
    expect(screen.queryByRole('button', { name: 'View more' })).toBeNull();
  });

  it("shows each row's largest possible credit with its target group, and a dash when there is none", async () => {
    mockApi({
      'GET /api/submissions': () => ({
        data: [aSubmission(1), aSubmission(2, { eligible: false, target_group: null, target_group_name: null, max_credit: 0 })],
        count: 2,
        counts: { total: 2, pending: 2, sent: 0, approved: 0, rejected: 0 },
      }),
      'GET /api/companies': () => ({ data: [], count: 0, names: [] }),
    });
    renderDashboard('/dashboard/submissions', COMPANY_USER);
    await screen.findByText('Applicant1 Rivera');
    const headers = within(screen.getByRole('table')).getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers).toEqual(['Name', 'Status', 'Largest Credit', 'Date Submitted', 'Actions']);
    const [withGroup, without] = dataRows().map((row) => within(row).getAllByRole('cell')[2]);
    expect(withGroup.textContent).toBe('$2,400SNAP recipient');
    expect(without.textContent).toBe('—');
  });

  it("says 'No results found' when nothing matches", async () => {
    listApi(0);
    renderDashboard('/dashboard/submissions', COMPANY_USER);
    expect(await screen.findByText('No results found')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'View more' })).toBeNull();
  });

  it('shows an empty list when the fetch fails', async () => {
    mockApi({ 'GET /api/submissions': () => ({ status: 500, body: { errors: [{ msg: 'Internal error' }] } }) });
    renderDashboard('/dashboard/submissions', COMPANY_USER);
    expect(await screen.findByText('No results found')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Pending 0' })).toBeTruthy();
  });

  it('filters by a status chip, dims the others, and clears on a second press', async () => {
    const api = listApi();
    renderDashboard('/dashboard/submissions', COMPANY_USER);
    const approved = await screen.findByRole('button', { name: 'Approved 5' });
    expect(approved.getAttribute('aria-pressed')).toBe('false');

    await userEvent.click(approved);
    expect(approved.getAttribute('aria-pressed')).toBe('true');
    expect(approved.getAttribute('data-dimmed')).toBe('false');
    for (const other of ['Pending 12', 'Sent To State 6', 'Rejected 2']) {
      const chip = screen.getByRole('button', { name: other });
      expect(chip.getAttribute('aria-pressed')).toBe('false');
      expect(chip.getAttribute('data-dimmed')).toBe('true');
    }
    expect(currentLocation()).toBe('/dashboard/submissions?status=approved');
    await waitFor(() => expect(api.callsTo('GET', '/api/submissions').some((c) => c.params.get('status') === 'approved')).toBe(true));

    await userEvent.click(approved);
    expect(approved.getAttribute('aria-pressed')).toBe('false');
    expect(screen.getByRole('button', { name: 'Pending 12' }).getAttribute('data-dimmed')).toBe('false');
    expect(currentLocation()).toBe('/dashboard/submissions');
  });

  it('starts from the status in the URL (a stat card link)', async () => {
    const api = listApi();
    renderDashboard('/dashboard/submissions?status=sent', COMPANY_USER);
    const sent = await screen.findByRole('button', { name: 'Sent To State 6' });
    expect(sent.getAttribute('aria-pressed')).toBe('true');
    expect(api.callsTo('GET', '/api/submissions')[0].params.get('status')).toBe('sent');
  });

  it('shows the Company column and company filter to administrators only', async () => {
    listApi();
    const { unmount } = renderDashboard('/dashboard/submissions', ADMIN);
    expect(await screen.findByRole('columnheader', { name: 'Company' })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Company' })).toBeTruthy();
    unmount();

    listApi();
    renderDashboard('/dashboard/submissions', COMPANY_USER);
    await screen.findByText('Applicant1 Rivera');
    expect(screen.queryByRole('columnheader', { name: 'Company' })).toBeNull();
    expect(screen.queryByRole('combobox', { name: 'Company' })).toBeNull();
  });

  it('offers company names as the admin types and filters by the chosen company', async () => {
    const api = listApi();
    renderDashboard('/dashboard/submissions', ADMIN);
    const select = await screen.findByRole('combobox', { name: 'Company' });
    expect(within(select).getByRole('option', { name: 'All Companies' })).toBeTruthy();

    await userEvent.type(screen.getByRole('searchbox', { name: 'Search companies' }), 'Acme');
    await waitFor(() => expect(api.callsTo('GET', '/api/companies').some((c) => c.params.get('search') === 'Acme')).toBe(true));
    await waitFor(() => expect(within(select).queryByRole('option', { name: 'Zenith' })).toBeNull());

    await userEvent.selectOptions(select, 'Acme Foods');
    expect(currentLocation()).toBe('/dashboard/submissions?companyName=Acme+Foods');
    await waitFor(() => expect(api.callsTo('GET', '/api/submissions').some((c) => c.params.get('companyName') === 'Acme Foods')).toBe(true));

    await userEvent.selectOptions(select, 'All Companies');
    expect(currentLocation()).toBe('/dashboard/submissions');
  });

  it('opens a submission from its row and from its View link', async () => {
    mockApi({
      'GET /api/submissions': () => submissionPage(0, 10),
      'GET /api/submissions/:id': () => ({ status: 404, body: { errors: [{ msg: 'Submission not found.' }] } }),
    });
    renderDashboard('/dashboard/submissions', COMPANY_USER);
    const view = await screen.findByRole('link', { name: 'View submission of Applicant3 Rivera' });
    expect(view.getAttribute('href')).toBe('/dashboard/submissions/00000000-0000-4000-8000-000000000003');
    await userEvent.click(screen.getByText('Applicant3 Rivera'));
    // The router moves once the detail page's lazy chunk has loaded (navigation is a transition).
    await waitFor(() => expect(currentLocation()).toBe('/dashboard/submissions/00000000-0000-4000-8000-000000000003'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Submission Details' })).toBeTruthy();
  });

  it("filters a company user's list by location and shows each row's location, where they have several", async () => {
    const api = mockApi({
      'GET /api/companies/:id/locations': () => ({ data: [aLocation(70, 'Main Street'), aLocation(71, 'Airport')] }),
      'GET /api/submissions': (call: ApiCall) => {
        const rows = [aSubmission(1, { location: { id: 70, name: 'Main Street' } }), aSubmission(2, { location: { id: 71, name: 'Airport' } })].filter(
          (r) => !call.params.get('locationId') || String(r.location.id) === call.params.get('locationId'),
        );
        return { data: rows, count: rows.length, counts: COUNTS };
      },
    });
    renderDashboard('/dashboard/submissions', COMPANY_USER);
    const filter = await screen.findByLabelText('Location');
    await waitFor(() => expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toContain('Location'));
    expect(await screen.findByRole('cell', { name: 'Main Street' })).toBeTruthy();
    await userEvent.selectOptions(filter, 'Airport');
    await waitFor(() => expect(currentLocation()).toBe('/dashboard/submissions?locationId=71'));
    await waitFor(() => expect(screen.queryByText('Applicant1 Rivera')).toBeNull());
    expect(await screen.findByText('Applicant2 Rivera')).toBeTruthy();
    expect(api.callsTo('GET', '/api/submissions').some((c) => c.params.get('locationId') === '71')).toBe(true);
  });

  it('shows no location filter to a user of one location', async () => {
    listApi(5);
    renderDashboard('/dashboard/submissions', COMPANY_USER);
    await screen.findByText('Applicant1 Rivera');
    expect(screen.queryByLabelText('Location')).toBeNull();
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).not.toContain('Location');
  });
});
