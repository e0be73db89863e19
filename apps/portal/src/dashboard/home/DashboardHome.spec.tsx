import { act, fireEvent, screen, within } from '@testing-library/react';
import { ADMIN, COMPANY_MEMBER, COMPANY_USER, renderDashboard } from '../testing/render-dashboard';
import { mockApi } from '../testing/mock-api';
import { aCompany, aDue, submissionPage } from '../testing/fixtures';
import type { CompanyView, CreditSummary, Dashboard, LocationFigures } from '../../api/generated';

const months = (n: number) =>
  Array.from({ length: n }, (_, i) => ({ month: `2026-${String(i + 1).padStart(2, '0')}`, pending: i, sent: 1, approved: i % 2, rejected: 0 }));

const REHIRE_REASON =
  'No credit: the applicant worked for this company before. No wages count for a person the employer employed at any time before the hiring date (IRC §51(i)(2)).';

const FIGURES: Dashboard = {
  potential_credits: { total: 12000, submissions: 2, rehires_not_counted: 0, rehires_reason: REHIRE_REASON },
  waiting_for_renewal: { total: 0, submissions: 0, hiatus_from: ['2026-01-01'] },
  potential_by_group: [
    { group: 'VET_DISABLED_UNEMPLOYED_6M', group_name: 'Disabled veteran unemployed 6 months', credit: 9600, submissions: 1 },
    { group: 'SNAP', group_name: 'SNAP recipient', credit: 2400, submissions: 1 },
  ],
  submissions_by_month: months(12),
  reverifications: { overdue: 1, within_30_days: 2, within_90_days: 3 },
  i9_work: {
    section2_due: 1,
    everify_to_create: 0,
    everify_action_needed: 1,
    hired_i9_not_started: 0,
    hired_i9_not_started_since: null,
    items: [
      { employee_id: 'e1', name: 'Dora Late', kind: 'section2', text: 'Complete Form I-9 Section 2.', due_date: '2026-11-20', days_left: -2, days_unit: 'business', test_mode: false },
      { employee_id: 'e2', name: 'Eli Mismatch', kind: 'notify', text: 'Notify the employee privately and give them the Further Action Notice.', due_date: '2026-12-10', days_left: 10, days_unit: 'federal-working', test_mode: true },
    ],
  },
};

const line = (wages: number, credit: number) => ({ wages, credit });
const SUMMARY: CreditSummary = {
  data: [
    { tax_year: 2026, line_1a: line(0, 0), line_1b: line(6000, 2400), line_1c: line(0, 0), line_2: 2400, employees: 1 },
    { tax_year: 2025, line_1a: line(4000, 1000), line_1b: line(0, 0), line_1c: line(0, 0), line_2: 1000, employees: 1 },
  ],
  by_group: [{ group: 'SNAP', group_name: 'SNAP recipient', credit: 3400, employees: 2 }],
};

const LOCATIONS: LocationFigures[] = [
  { id: 11, name: 'Austin Downtown', submissions: 1200, potential_credit: 48000, earned_credit: 2400, i9_work_due: 3, everify_steps_due: 1, reverifications_due: 0 },
  { id: 12, name: 'Round Rock', submissions: 40, potential_credit: 9600, earned_credit: 0, i9_work_due: 0, everify_steps_due: 0, reverifications_due: 2 },
];

function homeApi(company: Partial<CompanyView> = {}, due = [aDue(1)], credits: { figures?: Dashboard; summary?: CreditSummary; locations?: LocationFigures[] } = {}) {
  return mockApi({
    'GET /api/submissions': (call) => submissionPage(0, Number(call.params.get('limit'))),
    'GET /api/submissions/due': () => ({ data: due, count: due.length }),
    'GET /api/companies/:id': () => ({ data: aCompany(company) }),
    'GET /api/dashboard': () => credits.figures ?? FIGURES,
    'GET /api/dashboard/locations': () => ({ data: credits.locations ?? LOCATIONS.slice(0, 1) }),
    'GET /api/credits/summary': () => credits.summary ?? SUMMARY,
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

  it('shows the Form I-9 reverifications due, linked to the list of them', async () => {
    homeApi();
    renderDashboard('/dashboard', COMPANY_USER);
    const tile = within((await screen.findByRole('heading', { name: 'Form I-9 reverifications' })).closest('section') as HTMLElement);
    expect(tile.getByText('1 employee past their reverification date')).toBeTruthy();
    expect(tile.getByText('then 3 more within 90 days')).toBeTruthy();
    expect(tile.getAllByRole('link')[0].getAttribute('href')).toBe('/dashboard/employees?reverify=due');
  });

  it('lists the Section 2 and E-Verify work, most urgent first, each linked to its employee, and says test mode', async () => {
    homeApi();
    renderDashboard('/dashboard', COMPANY_USER);
    const tile = within((await screen.findByRole('heading', { name: 'Section 2 and E-Verify due' })).closest('section') as HTMLElement);
    expect(tile.getByText('E-Verify cases needing action').parentElement?.textContent).toMatch(/E-Verify cases needing action\s*1/);
    const links = tile.getAllByRole('link');
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Dora Late', '/dashboard/employees/e1'],
      ['Eli Mismatch', '/dashboard/employees/e2'],
    ]);
    // Each deadline in the days it is counted in: Section 2 in business days, a mismatch in federal working days.
    expect(tile.getByText('Late by 2 business days (20 Nov 2026).')).toBeTruthy();
    expect(tile.getByText('10 federal working days left (10 Dec 2026).')).toBeTruthy();
    expect(tile.getByText('E-Verify test mode: these cases are not real E-Verify results.')).toBeTruthy();
  });

  it('counts the hires whose Form I-9 is not started, from the oldest hire date, even when nothing else is due', async () => {
    homeApi({}, [aDue(1)], {
      figures: { ...FIGURES, i9_work: { section2_due: 0, everify_to_create: 0, everify_action_needed: 0, hired_i9_not_started: 2, hired_i9_not_started_since: '2026-11-18', items: [] } },
    });
    renderDashboard('/dashboard', COMPANY_USER);
    const tile = within((await screen.findByRole('heading', { name: 'Section 2 and E-Verify due' })).closest('section') as HTMLElement);
    expect(tile.getByText('Hired, Form I-9 not started').parentElement?.textContent).toMatch(/Hired, Form I-9 not started\s*2\s*the oldest hired 18 Nov 2026/);
    expect(tile.getByRole('link', { name: 'add them as employees from their pre-screening' }).getAttribute('href')).toBe('/dashboard/submissions');
  });

  it('hides the Section 2 and E-Verify tile while nothing is due', async () => {
    homeApi({}, [aDue(1)], { figures: { ...FIGURES, i9_work: { section2_due: 0, everify_to_create: 0, everify_action_needed: 0, hired_i9_not_started: 0, hired_i9_not_started_since: null, items: [] } } });
    renderDashboard('/dashboard', COMPANY_USER);
    await screen.findByRole('heading', { name: 'Form I-9 reverifications' });
    expect(screen.queryByRole('heading', { name: 'Section 2 and E-Verify due' })).toBeNull();
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

  it('tells a member of a company without an ERD that an owner must sign it, without the link', async () => {
    homeApi({ erd_status: 'not-submitted' });
    renderDashboard('/dashboard', COMPANY_MEMBER);
    expect(await screen.findByText('An owner of your company must sign the ERD and I-9 Employer Authorization forms.')).toBeTruthy();
    expect(screen.queryByRole('link', { name: /Complete the ERD/ })).toBeNull();
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

  it('shows the potential credit of the eligible submissions and the credit earned over every tax year', async () => {
    homeApi();
    renderDashboard('/dashboard', COMPANY_USER);
    const potential = await screen.findByRole('link', { name: /Potential Credits \$12,000 across 2 eligible submissions/ });
    expect(potential.getAttribute('href')).toBe('/dashboard/submissions');
    const earned = await screen.findByRole('link', { name: /Credits Earned \$3,400/ });
    expect(earned.getAttribute('href')).toBe('/dashboard/credits');
    expect(screen.queryByRole('note')).toBeNull();
    expect(screen.queryByRole('link', { name: /Waiting for Renewal/ })).toBeNull();
  });

  it('shows the credits waiting for the program to be renewed as a figure of their own, only when there are some', async () => {
    homeApi({}, [aDue(1)], { figures: { ...FIGURES, waiting_for_renewal: { total: 2400, submissions: 1, hiatus_from: ['2026-01-01'] } } });
    renderDashboard('/dashboard', COMPANY_USER);
    const waiting = await screen.findByRole('link', { name: /Waiting for Renewal \$2,400 for 1 hire who started on or after 1 Jan 2026, after WOTC's authorization ended/ });
    expect(waiting.getAttribute('href')).toBe('/dashboard/credits');
    expect(screen.getByRole('link', { name: /Potential Credits \$12,000/ })).toBeTruthy();
  });

  it('says, where the chart would say "no credits yet", that the only eligible hires wait for WOTC\'s renewal', async () => {
    const figures: Dashboard = {
      ...FIGURES,
      potential_credits: { ...FIGURES.potential_credits, total: 0, submissions: 0 },
      waiting_for_renewal: { total: 2400, submissions: 1, hiatus_from: ['2026-01-01'] },
      potential_by_group: [],
    };
    homeApi({}, [aDue(1)], { figures, summary: { data: [], by_group: [] } });
    renderDashboard('/dashboard', COMPANY_USER);
    expect(await screen.findByText(/^No credits to chart yet: the \$2,400 waiting for renewal is for 1 hire who started on or after 1 Jan 2026, after WOTC's authorization ended\./)).toBeTruthy();
    expect(screen.queryByText(/appear once eligible applicants pre-screen/)).toBeNull();
  });

  it('says how many rehires the potential credits leave out, and why', async () => {
    homeApi({}, [aDue(1)], { figures: { ...FIGURES, potential_credits: { ...FIGURES.potential_credits, rehires_not_counted: 2 } } });
    renderDashboard('/dashboard', COMPANY_USER);
    const note = await screen.findByRole('note');
    expect(note.textContent).toBe(`Not counted: 2 applicants who worked for you before. ${REHIRE_REASON}`);
  });

  it('charts the submissions by month and the credits by target group', async () => {
    homeApi();
    renderDashboard('/dashboard', ADMIN);
    const months = await screen.findByRole('table', { name: 'Submissions by month and current status' });
    expect(within(months).getAllByRole('row')).toHaveLength(13);
    const groups = await screen.findByRole('table', { name: 'Credits by target group' });
    const snap = within(groups).getByRole('row', { name: /SNAP recipient/ });
    expect(within(snap).getAllByRole('cell').map((c) => c.textContent)).toEqual(['$2,400', '$3,400']);
    expect(within(groups).getAllByRole('row')[1].textContent).toContain('Disabled veteran');
  });

  it('says so when the credit figures cannot be loaded', async () => {
    mockApi({
      'GET /api/submissions': (call) => submissionPage(0, Number(call.params.get('limit'))),
      'GET /api/submissions/due': () => ({ data: [], count: 0 }),
      'GET /api/dashboard': () => ({ status: 500, body: { errors: [{ msg: 'Internal error' }] } }),
      'GET /api/credits/summary': () => SUMMARY,
    });
    renderDashboard('/dashboard', ADMIN);
    expect(await screen.findByText('We could not load the credit figures. Reload the page to try again.')).toBeTruthy();
  });

  it('shows an owner the figures of each location, and narrows the dashboard to the location chosen', async () => {
    const api = homeApi({}, [aDue(1)], { locations: LOCATIONS });
    renderDashboard('/dashboard', COMPANY_USER);
    const table = await screen.findByRole('table', { name: 'Figures per location' });
    const austin = within(table).getByRole('row', { name: /Austin Downtown/ });
    expect(within(austin).getAllByRole('cell').map((c) => c.textContent)).toEqual(['1,200', '$48,000', '$2,400', '3', '1', '0']);
    fireEvent.click(within(table).getByRole('button', { name: 'Show the figures of Round Rock' }));
    expect((screen.getByLabelText('Figures for') as HTMLSelectElement).value).toBe('12');
    await vi.waitFor(() => expect(api.callsTo('GET', '/api/dashboard').some((c) => c.params.get('locationId') === '12')).toBe(true));
    // One location's credits earned are its own row's, not the company's summary.
    expect(await screen.findByRole('link', { name: /Credits Earned \$0/ })).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Figures for'), { target: { value: '' } });
    expect(await screen.findByRole('link', { name: /Credits Earned \$3,400/ })).toBeTruthy();
  });

  it('offers a member with several locations the filter, without the table of every location', async () => {
    const api = homeApi({}, [aDue(1)], { locations: LOCATIONS });
    renderDashboard('/dashboard', COMPANY_MEMBER);
    const select = await screen.findByLabelText('Figures for');
    expect(within(select).getAllByRole('option').map((o) => o.textContent)).toEqual(['Every location', 'Austin Downtown', 'Round Rock']);
    fireEvent.change(select, { target: { value: '11' } });
    await vi.waitFor(() => expect(api.callsTo('GET', '/api/dashboard').some((c) => c.params.get('locationId') === '11')).toBe(true));
    expect(screen.queryByRole('table', { name: 'Figures per location' })).toBeNull();
  });

  it('offers no location filter with one location', async () => {
    const api = homeApi();
    renderDashboard('/dashboard', COMPANY_USER);
    await screen.findByRole('link', { name: /Potential Credits/ });
    await vi.waitFor(() => expect(api.callsTo('GET', '/api/dashboard/locations')).toHaveLength(1));
    expect(screen.queryByLabelText('Figures for')).toBeNull();
    expect(screen.queryByRole('table', { name: 'Figures per location' })).toBeNull();
  });

  it('asks an administrator for no figures per location', async () => {
    const api = homeApi({}, [aDue(1)], { locations: LOCATIONS });
    renderDashboard('/dashboard', ADMIN);
    await screen.findByRole('link', { name: /Potential Credits/ });
    expect(api.callsTo('GET', '/api/dashboard/locations')).toHaveLength(0);
    expect(screen.queryByLabelText('Figures for')).toBeNull();
  });
});
