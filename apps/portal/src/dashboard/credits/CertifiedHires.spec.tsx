import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CertifiedHireCredit, CreditList } from '../../api/generated';
import { ADMIN, COMPANY_USER, renderDashboard } from '../testing/render-dashboard';
import { mockApi, type ApiCall } from '../testing/mock-api';
import { aCertifiedHire, aWageRecord, CREDIT_SUMMARY, hirePage } from '../testing/fixtures';
import { NO_HIRES_MESSAGE } from './CertifiedHires';

const HIRE_ID = '00000000-0000-4000-9000-000000000001';
const WAGES_2025 = `/api/submissions/${HIRE_ID}/wages/2025`;

function hiresApi(list: (call: ApiCall) => CreditList, more: Parameters<typeof mockApi>[0] = {}) {
  return mockApi({
    'GET /api/credits/summary': () => CREDIT_SUMMARY,
    'GET /api/credits': list,
    'GET /api/companies': () => ({ data: [], names: [], count: 0 }),
    ...more,
  });
}

/** One hire on the page, with the given wage routes. */
function oneHireApi(hire: CertifiedHireCredit, more: Parameters<typeof mockApi>[0] = {}) {
  return hiresApi(() => ({ data: [hire], count: 1 }), more);
}

function hireCards(): HTMLElement[] {
  return within(screen.getByRole('list', { name: 'Certified hires' })).getAllByRole('listitem');
}

async function openWages(name: string): Promise<HTMLElement> {
  const button = await screen.findByRole('button', { name: `Wages of ${name}` });
  expect(button.getAttribute('aria-expanded')).toBe('false');
  await userEvent.click(button);
  expect(button.getAttribute('aria-expanded')).toBe('true');
  const panel = document.getElementById(button.getAttribute('aria-controls') ?? '') as HTMLElement;
  expect(panel.hidden).toBe(false);
  return panel;
}

describe('Tax Credits: Certified hires', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows 10 hires first and the next 10 from offset 10 on View more', async () => {
    const api = hiresApi((call) => hirePage(Number(call.params.get('offset') ?? 0), Number(call.params.get('limit') ?? 10), 25));
    renderDashboard('/dashboard/credits', COMPANY_USER);
    await screen.findByRole('link', { name: 'Hire10 Nguyen' });
    expect(hireCards()).toHaveLength(10);

    await userEvent.click(screen.getByRole('button', { name: 'View more' }));
    await screen.findByRole('link', { name: 'Hire20 Nguyen' });
    expect(hireCards()).toHaveLength(20);
    expect(api.callsTo('GET', '/api/credits').map((c) => [c.params.get('offset'), c.params.get('limit')])).toContainEqual(['10', '10']);

    await userEvent.click(screen.getByRole('button', { name: 'View more' }));
    await screen.findByRole('link', { name: 'Hire25 Nguyen' });
    expect(hireCards()).toHaveLength(25);
    expect(screen.queryByRole('button', { name: 'View more' })).toBeNull();
  });

  it("shows a hire's group, start date, first-year hours and credit, and links to its submission", async () => {
    hiresApi(() => hirePage(0, 10, 1));
    renderDashboard('/dashboard/credits', COMPANY_USER);
    const link = await screen.findByRole('link', { name: 'Hire1 Nguyen' });
    expect(link.getAttribute('href')).toBe(`/dashboard/submissions/${HIRE_ID}`);
    const card = hireCards()[0];
    const value = (label: string) => within(card).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
    expect(value('Certified group')).toBe('SNAP recipient');
    expect(value('Start date')).toBe('10 Mar 2025');
    expect(value('First-year hours')).toBe('450');
    expect(value('Credit')).toBe('$2,400');
    // The company is an administrator's column only.
    expect(within(card).queryByText('Company', { selector: 'dt' })).toBeNull();
  });

  it('shows the company of each hire to administrators', async () => {
    hiresApi(() => hirePage(0, 10, 1));
    renderDashboard('/dashboard/credits', ADMIN);
    await screen.findByRole('link', { name: 'Hire1 Nguyen' });
    expect(within(hireCards()[0]).getByText('Company', { selector: 'dt' }).nextElementSibling?.textContent).toBe('Acme');
  });

  it('explains when there are no certified hires yet', async () => {
    hiresApi(() => ({ data: [], count: 0 }));
    renderDashboard('/dashboard/credits', COMPANY_USER);
    expect(await screen.findByText(NO_HIRES_MESSAGE)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'View more' })).toBeNull();
  });

  it("lists a hire's wages by tax year behind the Wages button", async () => {
    oneHireApi(aCertifiedHire(1, { records: [aWageRecord(), aWageRecord({ tax_year: 2026, hours: 100, first_year_wages: 2500, line: '1b', first_year_credit: 1000, credit: 1000 })] }));
    renderDashboard('/dashboard/credits', COMPANY_USER);
    const panel = await openWages('Hire1 Nguyen');
    const rows = within(within(panel).getByRole('table')).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell').map((c) => c.textContent))).toEqual([
      ['450', '$8,000', '1b (40%)', '$2,400', 'Edit tax year 2025Remove tax year 2025'],
      ['100', '$2,500', '1b (40%)', '$1,000', 'Edit tax year 2026Remove tax year 2026'],
    ]);
    // SNAP has no second-year wages: neither the columns nor the field.
    expect(within(panel).queryByRole('columnheader', { name: 'Second-year wages' })).toBeNull();
    expect(within(panel).queryByLabelText(/Second-year wages/)).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Wages of Hire1 Nguyen' }));
    expect(panel.hidden).toBe(true);
  });

  it('records a tax year with exactly the hours and first-year wages, the start year first', async () => {
    const hire = aCertifiedHire(1, { records: [] });
    const api = oneHireApi(hire, {
      'PUT /api/submissions/:id/wages/:taxYear': () => ({ data: { ...hire, records: [aWageRecord()], credit_total: 2400 } }),
    });
    renderDashboard('/dashboard/credits', COMPANY_USER);
    const panel = await openWages('Hire1 Nguyen');
    expect(within(panel).getByText('No wages recorded yet.')).toBeTruthy();
    const year = within(panel).getByLabelText(/^Tax year/) as HTMLInputElement;
    expect(year.value).toBe('2025');

    await userEvent.type(within(panel).getByLabelText(/^Hours/), '450');
    await userEvent.type(within(panel).getByLabelText(/^First-year wages/), '8000.50');
    const reads = api.callsTo('GET', '/api/credits').length;
    await userEvent.click(within(panel).getByRole('button', { name: 'Save wages' }));

    await within(panel).findByText('Tax year 2025 saved.');
    const [put] = api.callsTo('PUT', WAGES_2025);
    expect(put.body).toEqual({ hours: 450, firstYearWages: 8000.5 });
    // The 'credits' tag: the list is read again with the new credits.
    await waitFor(() => expect(api.callsTo('GET', '/api/credits').length).toBeGreaterThan(reads));
  });

  it('sends the second-year wages of a long-term family assistance recipient', async () => {
    const hire = aCertifiedHire(1, { group: 'LTFA', group_name: 'Long-term family assistance recipient', start_date: '2024-06-01', records: [] });
    const api = oneHireApi(hire, { 'PUT /api/submissions/:id/wages/:taxYear': () => ({ data: hire }) });
    renderDashboard('/dashboard/credits', COMPANY_USER);
    const panel = await openWages('Hire1 Nguyen');
    const year = within(panel).getByLabelText(/^Tax year/);
    await userEvent.clear(year);
    await userEvent.type(year, '2025');
    await userEvent.type(within(panel).getByLabelText(/^Hours/), '1200');
    await userEvent.type(within(panel).getByLabelText(/^First-year wages/), '9000');
    await userEvent.type(within(panel).getByLabelText(/^Second-year wages/), '4000');
    await userEvent.click(within(panel).getByRole('button', { name: 'Save wages' }));
    await within(panel).findByText('Tax year 2025 saved.');
    expect(api.callsTo('PUT', WAGES_2025)[0].body).toEqual({ hours: 1200, firstYearWages: 9000, secondYearWages: 4000 });
  });

  it("lists the server's errors together at the top of the form", async () => {
    const errors = [
      { msg: 'Hours count only in the first year of work (2025-03-10 to 2026-03-09), none of which is in 2025.', param: 'hours' },
      { msg: 'First-year wages must be at most 9,999,999.99.', param: 'firstYearWages' },
    ];
    const api = oneHireApi(aCertifiedHire(1, { records: [] }), {
      'PUT /api/submissions/:id/wages/:taxYear': () => ({ status: 400, body: { errors } }),
    });
    renderDashboard('/dashboard/credits', COMPANY_USER);
    const panel = await openWages('Hire1 Nguyen');
    await userEvent.type(within(panel).getByLabelText(/^Hours/), '10');
    await userEvent.type(within(panel).getByLabelText(/^First-year wages/), '100');
    await userEvent.click(within(panel).getByRole('button', { name: 'Save wages' }));

    const form = within(panel).getByRole('form', { name: 'Record a tax year' });
    await within(form).findByText('Please correct the following:');
    expect(within(within(form).getByRole('alert')).getAllByRole('listitem').map((li) => li.textContent)).toEqual(errors.map((e) => e.msg));
    expect(within(panel).queryByText(/saved\.$/)).toBeNull();
    expect(api.callsTo('PUT', WAGES_2025)).toHaveLength(1);
  });

  it('checks the numbers before sending', async () => {
    const api = oneHireApi(aCertifiedHire(1, { records: [] }));
    renderDashboard('/dashboard/credits', COMPANY_USER);
    const panel = await openWages('Hire1 Nguyen');
    await userEvent.type(within(panel).getByLabelText(/^First-year wages/), '100.555');
    await userEvent.click(within(panel).getByRole('button', { name: 'Save wages' }));
    expect(await within(panel).findByText('Hours is required.')).toBeTruthy();
    expect(within(panel).getByText('First-year wages can have at most 2 decimals.')).toBeTruthy();
    expect(api.calls.some((c) => c.method === 'PUT')).toBe(false);
  });

  it('edits a tax year with its values filled in', async () => {
    const hire = aCertifiedHire(1);
    const api = oneHireApi(hire, { 'PUT /api/submissions/:id/wages/:taxYear': () => ({ data: hire }) });
    renderDashboard('/dashboard/credits', COMPANY_USER);
    const panel = await openWages('Hire1 Nguyen');
    await userEvent.click(within(panel).getByRole('button', { name: 'Edit tax year 2025' }));
    const form = within(panel).getByRole('form', { name: 'Edit tax year 2025' });
    const hours = within(form).getByLabelText(/^Hours/) as HTMLInputElement;
    expect(hours.value).toBe('450');
    expect(document.activeElement).toBe(hours);
    expect((within(form).getByLabelText(/^First-year wages/) as HTMLInputElement).value).toBe('8000');
    await userEvent.clear(hours);
    await userEvent.type(hours, '500');
    await userEvent.click(within(form).getByRole('button', { name: 'Save wages' }));
    await within(panel).findByText('Tax year 2025 saved.');
    expect(api.callsTo('PUT', WAGES_2025)[0].body).toEqual({ hours: 500, firstYearWages: 8000 });
    expect(within(panel).getByRole('form', { name: 'Record a tax year' })).toBeTruthy();
  });

  it('removes a tax year with DELETE', async () => {
    const api = oneHireApi(aCertifiedHire(1), { 'DELETE /api/submissions/:id/wages/:taxYear': () => ({ status: 204 }) });
    renderDashboard('/dashboard/credits', COMPANY_USER);
    const panel = await openWages('Hire1 Nguyen');
    await userEvent.click(within(panel).getByRole('button', { name: 'Remove tax year 2025' }));
    await within(panel).findByText('Tax year 2025 removed.');
    expect(api.callsTo('DELETE', WAGES_2025)).toHaveLength(1);
  });

  it('shows why wages cannot be recorded instead of the form', async () => {
    const problem = 'This hire has no credit group: the certification names no target group. Record the certified group with the approval.';
    oneHireApi(aCertifiedHire(1, { group: null, group_name: null, can_record: false, problem, records: [] }));
    renderDashboard('/dashboard/credits', COMPANY_USER);
    const panel = await openWages('Hire1 Nguyen');
    expect(within(panel).getByText(problem)).toBeTruthy();
    expect(within(panel).queryByRole('form')).toBeNull();
    expect(within(panel).queryByRole('button', { name: 'Save wages' })).toBeNull();
  });
});
