import { act, fireEvent, screen, within } from '@testing-library/react';
import { ADMIN, COMPANY_USER, renderDashboard } from '../testing/render-dashboard';
import { mockApi } from '../testing/mock-api';
import { aCompany, aDue, submissionPage } from '../testing/fixtures';
import type { CompanyView } from '../../api/generated';

function homeApi(company: Partial<CompanyView> = {}, due = [aDue(1)]) {
  return mockApi({
    'GET /api/submissions': (call) => submissionPage(0, Number(call.params.get('limit'))),
    'GET /api/submissions/due': () => ({ data: due, count: due.length }),
    'GET /api/companies/:id': () => ({ data: aCompany(company) }),
  });
}

describe('Dashboard index', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('links each stat card to the submissions list with its status', async () => {
    homeApi();
    renderDashboard('/dashboard', ADMIN);
    const total = await screen.findByRole('link', { name: 'Total Submissions 25' });
    expect(total.getAttribute('href')).toBe('/dashboard/submissions');
    expect(screen.getByRole('link', { name: 'Approved 5' }).getAttribute('href')).toBe('/dashboard/submissions?status=approved');
    expect(screen.getByRole('link', { name: 'Pending 12' }).getAttribute('href')).toBe('/dashboard/submissions?status=pending');
    expect(screen.getByRole('link', { name: 'Sent To State 6' }).getAttribute('href')).toBe('/dashboard/submissions?status=sent');
  });

  it('lists the five most recent submissions', async () => {
    const api = homeApi();
    renderDashboard('/dashboard', ADMIN);
    const recent = (await screen.findByRole('heading', { name: 'Recent Submissions' })).closest('section') as HTMLElement;
    expect(await within(recent).findAllByRole('link', { name: /^View submission/ })).toHaveLength(5);
    expect(api.callsTo('GET', '/api/submissions')[0].params.get('limit')).toBe('5');
  });

  it('shows hires due at the state, late ones marked Late', async () => {
    homeApi({}, [aDue(1, { late: true, days_left: -2 }), aDue(2, { days_left: 4 })]);
    renderDashboard('/dashboard', ADMIN);
    expect(await screen.findByText('Late')).toBeTruthy();
    expect(screen.getByText('Due in 4 days')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Hire1 Nguyen' }).getAttribute('href')).toBe('/dashboard/submissions/10000000-0000-4000-8000-000000000001');
  });

  it('asks a company without an ERD to complete the forms', async () => {
    homeApi({ erd_status: 'not-submitted' });
    renderDashboard('/dashboard', COMPANY_USER);
    const link = await screen.findByRole('link', { name: 'Complete the ERD and I-9 Employer Authorization forms' });
    expect(link.getAttribute('href')).toBe('/dashboard/erd');
    expect(screen.queryByRole('button', { name: 'Copy link' })).toBeNull();
  });

  it('tells a company with a pending ERD that the forms are being processed', async () => {
    homeApi({ erd_status: 'pending' });
    renderDashboard('/dashboard', COMPANY_USER);
    expect(await screen.findByText(/forms are being processed\. You will be notified of any issue\./)).toBeTruthy();
    expect(screen.queryByRole('link', { name: /Complete the ERD/ })).toBeNull();
  });

  it('gives an approved company its pre-screening link', async () => {
    homeApi({ erd_status: 'approved', name: 'Acme & Sons' });
    renderDashboard('/dashboard', COMPANY_USER);
    const link = `${window.location.origin}/prescreening/${7 * 73017}?company=Acme%20%26%20Sons`;
    expect(await screen.findByText(link)).toBeTruthy();
  });

  it('shows no ERD banner to an administrator', async () => {
    const api = homeApi({ erd_status: 'not-submitted' });
    renderDashboard('/dashboard', ADMIN);
    await screen.findByRole('link', { name: 'Total Submissions 25' });
    expect(screen.queryByText(/Complete the ERD/)).toBeNull();
    expect(api.calls.some((c) => c.path.startsWith('/api/companies/'))).toBe(false);
  });

  it("confirms the copy with 'Copied to Clipboard!' for one second", async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    homeApi({ erd_status: 'approved' });
    renderDashboard('/dashboard', COMPANY_USER);
    const copy = await screen.findByRole('button', { name: 'Copy link' });

    vi.useFakeTimers();
    await act(async () => {
      fireEvent.click(copy);
    });
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/prescreening/${7 * 73017}?company=Acme`);
    expect(screen.getByText('Copied to Clipboard!')).toBeTruthy();
    act(() => vi.advanceTimersByTime(999));
    expect(screen.queryByText('Copied to Clipboard!')).toBeTruthy();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('Copied to Clipboard!')).toBeNull();
  });
});
