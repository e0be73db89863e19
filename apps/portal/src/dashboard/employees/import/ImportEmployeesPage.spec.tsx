import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { COMPANY_USER, renderDashboard } from '../../testing/render-dashboard';
import { mockApi } from '../../testing/mock-api';
import { aCompany } from '../../testing/fixtures';

vi.mock('../../../ui/scroll', () => ({ scrollToTop: vi.fn(), SCROLL_DELAY_MS: 10 }));

const PREVIEW = { rows: 3, valid: 2, invalid: 1, duplicates: 0, problems: [{ line: 3, column: 'email', msg: 'E-mail must be a valid e-mail address.' }] };
const RESULT = { id: 'imp-1', mode: 'valid', rows: 3, created: 2, existing: 0, rejected: 1, problems: PREVIEW.problems };

/**
 * The API of an approved company; the CSV goes as multipart form data, which the JSON mock cannot
 * read: those calls are answered here and their URLs kept.
 */
function importApi() {
  const api = mockApi({ 'GET /api/companies/:id': () => ({ data: aCompany({ erd_status: 'approved' }) }) });
  const sent: string[] = [];
  const others = api.spy.getMockImplementation()!;
  api.spy.mockImplementation(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(new URL(String(input), 'http://localhost'), init);
    const url = new URL(request.url);
    if (request.method === 'POST' && url.pathname.includes('/employee-imports')) {
      sent.push(`${url.pathname}${url.search}`);
      const body = url.pathname.endsWith('/preview') ? PREVIEW : RESULT;
      return new Response(JSON.stringify(body), { status: url.pathname.endsWith('/preview') ? 200 : 201, headers: { 'Content-Type': 'application/json' } });
    }
    return others(input, init);
  });
  return sent;
}

const csvFile = (name = 'hires.csv') => new File(['first_name,last_name,email,first_day,offer_accepted\n'], name, { type: 'text/csv' });

describe('Import employees', () => {
  afterEach(() => vi.restoreAllMocks());

  it('refuses a file that is not a CSV before sending anything', async () => {
    const sent = importApi();
    renderDashboard('/dashboard/employees/import', COMPANY_USER);
    await userEvent.upload(await screen.findByLabelText('Employees CSV file'), csvFile('hires.pdf'), { applyAccept: false });
    await userEvent.click(screen.getByRole('button', { name: 'Check the file' }));
    expect(await screen.findByText(/Upload a CSV file \(\.csv\) of at most 5 MB and 10,000 rows\./, { selector: 'li, p' })).toBeTruthy();
    expect(sent).toEqual([]);
  });

  it('lists every problem by line and column, then imports only the valid rows when asked', async () => {
    const sent = importApi();
    renderDashboard('/dashboard/employees/import', COMPANY_USER);
    await userEvent.upload(await screen.findByLabelText('Employees CSV file'), csvFile());
    await userEvent.click(screen.getByRole('button', { name: 'Check the file' }));

    expect(await screen.findByText('3 rows: 2 employees to add, 1 row with problems, 0 employees already there.')).toBeTruthy();
    const problems = screen.getByRole('table', { name: 'Problems by line and column' });
    expect(within(problems).getAllByRole('row')[1].textContent).toBe('3emailE-mail must be a valid e-mail address.');

    // All or nothing cannot import a file with a bad row.
    await userEvent.click(screen.getByRole('radio', { name: /All or nothing/ }));
    expect((screen.getByRole('button', { name: 'Import 2 employees' }) as HTMLButtonElement).disabled).toBe(true);
    await userEvent.click(screen.getByRole('radio', { name: /Only the valid rows/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Import 2 employees' }));

    expect(await screen.findByText('2 employees created and sent the Form I-9 link; 0 employees already there; 1 row rejected.')).toBeTruthy();
    await waitFor(() => expect(sent).toEqual(['/api/companies/7/employee-imports/preview', '/api/companies/7/employee-imports?mode=valid']));
  });
});
