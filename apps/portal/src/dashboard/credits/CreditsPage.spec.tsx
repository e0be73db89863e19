import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { WAGE_IMPORT_LIMITS } from '@clearhire/contracts';
import { downloadFile } from '../../api/download-file';
import type { CreditSummary } from '../../api/generated';
import { ADMIN, COMPANY_USER, currentLocation, renderDashboard } from '../testing/render-dashboard';
import { mockApi } from '../testing/mock-api';
import { aCompany, CREDIT_SUMMARY, hirePage } from '../testing/fixtures';

// The download itself (blob, temporary link, file name) is covered by api/download-file.spec.ts.
vi.mock('../../api/download-file', () => ({ downloadFile: vi.fn() }));
const download = vi.mocked(downloadFile);

const COMPANIES = [aCompany({ id: 7, name: 'Acme' }), aCompany({ id: 9, name: 'Zenith' })];

const NOTHING_WAITING = { total: 0, submissions: 0, hiatus_from: ['2026-01-01'] };

function creditsApi(summary: CreditSummary = CREDIT_SUMMARY, waiting = NOTHING_WAITING) {
  return mockApi({
    'GET /api/credits/summary': () => summary,
    'GET /api/dashboard': () => ({ waiting_for_renewal: waiting }),
    'GET /api/credits': () => hirePage(0, 10, 3),
    'GET /api/companies': () => ({ data: COMPANIES, names: COMPANIES.map((c) => c.name), count: COMPANIES.length }),
  });
}

type Api = ReturnType<typeof creditsApi>;
type ImportReply = { status: number; body: unknown };

/**
 * Answers POST /api/credits/import, whose multipart body the JSON mock cannot read: the forms
 * sent are kept for the test; every other call goes on to the mock.
 */
function answerImport(api: Api, reply: ImportReply) {
  const sent: FormData[] = [];
  const others = api.spy.getMockImplementation();
  api.spy.mockImplementation(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(new URL(String(input), 'http://localhost'), init);
    if (request.method === 'POST' && new URL(request.url).pathname === '/api/credits/import') {
      sent.push(await request.formData());
      return new Response(JSON.stringify(reply.body), { status: reply.status, headers: { 'Content-Type': 'application/json' } });
    }
    if (!others) throw new Error('mockApi has no implementation');
    return others(input, init);
  });
  return sent;
}

function yearCard(year: number): HTMLElement {
  return screen.getByRole('article', { name: `Tax year ${year}` });
}

function lineCells(card: HTMLElement, line: RegExp): string[] {
  const row = within(card).getByRole('rowheader', { name: line }).closest('tr') as HTMLElement;
  return within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent ?? '');
}

const csv = (name = 'wages.csv', size?: number) => {
  const file = new File(['ssn,tax_year,hours,first_year_wages\n123-45-6789,2025,450,8000\n'], name, { type: name.endsWith('.csv') ? 'text/csv' : 'application/pdf' });
  if (size !== undefined) Object.defineProperty(file, 'size', { value: size });
  return file;
};

describe('Tax Credits: Form 5884 by tax year', () => {
  beforeEach(() => {
    vi.clearAllMocks();
    download.mockResolvedValue({ ok: true, filename: 'form-5884.pdf', headers: new Headers() });
  });
  afterEach(() => vi.restoreAllMocks());

  it('shows lines 1a, 1b, 1c and 2 of each tax year, newest first, with the employees and the Form 3800 note', async () => {
    creditsApi();
    renderDashboard('/dashboard/credits', COMPANY_USER);
    expect(await screen.findByRole('heading', { level: 1, name: 'Tax Credits' })).toBeTruthy();
    await screen.findByRole('heading', { name: 'Tax year 2025' });
    const years = screen.getAllByRole('heading', { level: 3, name: /^Tax year/ }).map((h) => h.textContent);
    expect(years).toEqual(['Tax year 2026', 'Tax year 2025']);

    const card = yearCard(2025);
    expect(lineCells(card, /^1a \(25%\)/)).toEqual(['$6,000', '$1,500']);
    expect(lineCells(card, /^1b \(40%\)/)).toEqual(['$12,000', '$4,800']);
    expect(lineCells(card, /^1c \(50%\)/)).toEqual(['$10,000', '$5,000']);
    expect(lineCells(card, /^2/)).toEqual(['', '$11,300']);
    expect(within(card).getByText(/Employees with wages in 2025/).textContent).toBe('Employees with wages in 2025: 4');
    expect(lineCells(yearCard(2026), /^2/)).toEqual(['', '$3,150']);
    expect(screen.getByText(/Line 2, the credit, goes to Form 3800, Part III, line 4b/).textContent).toMatch(/deduction for salaries and wages is reduced by the credit/);
  });

  it('shows the credits waiting for the program to be renewed apart, for the company chosen', async () => {
    const api = creditsApi(CREDIT_SUMMARY, { total: 4800, submissions: 2, hiatus_from: ['2026-01-01'] });
    renderDashboard('/dashboard/credits?companyId=7', ADMIN);
    const waiting = (await screen.findByRole('heading', { name: 'Waiting for the Program to Be Renewed' })).closest('section') as HTMLElement;
    expect(waiting.textContent).toMatch(/\$4,800 of possible credit for 2 hires who started on or after 1 Jan 2026, after WOTC's authorization ended\./);
    expect(api.calls.some((c) => c.path === '/api/dashboard' && c.params.get('companyId') === '7')).toBe(true);
  });

  it('shows no waiting credits when there are none', async () => {
    creditsApi();
    renderDashboard('/dashboard/credits', COMPANY_USER);
    await screen.findByRole('heading', { name: 'Tax year 2025' });
    expect(screen.queryByRole('heading', { name: 'Waiting for the Program to Be Renewed' })).toBeNull();
  });

  it('says so when no wages are recorded yet', async () => {
    creditsApi({ data: [], by_group: [] });
    renderDashboard('/dashboard/credits', COMPANY_USER);
    expect(await screen.findByText(/No wages are recorded yet/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Download PDF/ })).toBeNull();
  });

  it("downloads a company user's own PDF and CSV of a tax year", async () => {
    creditsApi();
    renderDashboard('/dashboard/credits', COMPANY_USER);
    await screen.findByRole('heading', { name: 'Tax year 2026' });
    await userEvent.click(within(yearCard(2026)).getByRole('button', { name: 'Download CSV, tax year 2026' }));
    expect(download).toHaveBeenCalledWith(expect.anything(), '/api/credits/form-5884/2026?format=csv', 'form-5884-2026.csv');
    await userEvent.click(within(yearCard(2025)).getByRole('button', { name: 'Download PDF, tax year 2025' }));
    expect(download).toHaveBeenLastCalledWith(expect.anything(), '/api/credits/form-5884/2025?format=pdf', 'form-5884-2025.pdf');
  });

  it("names the administrator's chosen company in the download, and shows a refusal", async () => {
    const api = creditsApi();
    download.mockResolvedValueOnce({ ok: false, errors: [{ msg: 'Company not found.' }] });
    renderDashboard('/dashboard/credits?companyId=7', ADMIN);
    await screen.findByRole('heading', { name: 'Tax year 2025' });
    expect(api.callsTo('GET', '/api/credits/summary')[0].params.get('companyId')).toBe('7');
    const card = yearCard(2025);
    await userEvent.click(within(card).getByRole('button', { name: 'Download PDF, tax year 2025' }));
    expect(download).toHaveBeenCalledWith(expect.anything(), '/api/credits/form-5884/2025?format=pdf&companyId=7', 'form-5884-2025.pdf');
    expect(within(card).getByRole('alert').textContent).toContain('Company not found.');
  });

  it('keeps the downloads disabled for an administrator until a company is chosen, which goes in the URL', async () => {
    const api = creditsApi();
    renderDashboard('/dashboard/credits', ADMIN);
    await screen.findByRole('heading', { name: 'Tax year 2025' });
    const pdf = within(yearCard(2025)).getByRole('button', { name: 'Download PDF, tax year 2025' }) as HTMLButtonElement;
    expect(pdf.disabled).toBe(true);
    expect(pdf.getAttribute('aria-describedby')).toBe('form-5884-2025-hint');
    expect(document.getElementById('form-5884-2025-hint')?.textContent).toMatch(/Choose a company above/);
    await userEvent.click(pdf);
    expect(download).not.toHaveBeenCalled();

    const company = screen.getByRole('combobox', { name: 'Company' });
    await waitFor(() => expect(within(company).getByRole('option', { name: 'Zenith' })).toBeTruthy());
    await userEvent.selectOptions(company, 'Zenith');
    expect(currentLocation()).toBe('/dashboard/credits?companyId=9');
    await waitFor(() => expect(api.callsTo('GET', '/api/credits/summary').some((c) => c.params.get('companyId') === '9')).toBe(true));
    await waitFor(() => expect(api.callsTo('GET', '/api/credits').some((c) => c.params.get('companyId') === '9')).toBe(true));
    const enabled = await within(await waitFor(() => yearCard(2025))).findByRole('button', { name: 'Download CSV, tax year 2025' });
    await waitFor(() => expect((enabled as HTMLButtonElement).disabled).toBe(false));
    await userEvent.click(enabled);
    expect(download).toHaveBeenCalledWith(expect.anything(), '/api/credits/form-5884/2025?format=csv&companyId=9', 'form-5884-2025.csv');

    await userEvent.selectOptions(company, 'All companies');
    expect(currentLocation()).toBe('/dashboard/credits');
  });

  it('shows no company choice to a company user', async () => {
    const api = creditsApi();
    renderDashboard('/dashboard/credits?companyId=9', COMPANY_USER);
    await screen.findByRole('heading', { name: 'Tax year 2025' });
    expect(screen.queryByRole('combobox', { name: 'Company' })).toBeNull();
    expect(screen.queryByRole('searchbox', { name: 'Search companies' })).toBeNull();
    // The URL cannot widen a company user's scope: the API is asked without a company.
    expect(api.callsTo('GET', '/api/credits/summary').every((c) => !c.params.has('companyId'))).toBe(true);
    expect(api.callsTo('GET', '/api/companies')).toHaveLength(0);
    expect((within(yearCard(2025)).getByRole('button', { name: 'Download PDF, tax year 2025' }) as HTMLButtonElement).disabled).toBe(false);
  });
});

describe('Tax Credits: Import payroll', () => {
  afterEach(() => vi.restoreAllMocks());

  it('explains the columns with an example', async () => {
    creditsApi();
    renderDashboard('/dashboard/credits', COMPANY_USER);
    const section = (await screen.findByRole('heading', { name: 'Import payroll' })).closest('section') as HTMLElement;
    for (const column of WAGE_IMPORT_LIMITS.columns) expect(within(section).getByText(column, { selector: 'dt' })).toBeTruthy();
    expect(within(section).getByText(/long-term family assistance recipients only/)).toBeTruthy();
    expect(section.querySelector('pre')?.textContent).toBe('ssn,tax_year,hours,first_year_wages,second_year_wages\n123-45-6789,2025,450,8000.00,0');
    expect(within(section).getByLabelText('Payroll CSV file').getAttribute('accept')).toBe('.csv,text/csv');
  });

  it('imports a CSV and says how many rows and hires; the figures are read again', async () => {
    const api = creditsApi();
    const sent = answerImport(api, { status: 200, body: { imported: 12, hires: 5 } });
    renderDashboard('/dashboard/credits', COMPANY_USER);
    await screen.findByRole('heading', { name: 'Tax year 2025' });
    const summaryReads = api.callsTo('GET', '/api/credits/summary').length;

    await userEvent.upload(screen.getByLabelText('Payroll CSV file'), csv());
    await userEvent.click(screen.getByRole('button', { name: 'Import' }));
    const done = await screen.findByText('Imported 12 rows for 5 hires.');
    expect(done.getAttribute('role')).toBe('status');
    expect(sent).toHaveLength(1);
    // The file goes as a part of its own (jsdom drops its name on the way; api/multipart.spec checks the name).
    expect(typeof sent[0].get('file')).not.toBe('string');
    expect((sent[0].get('file') as Blob).size).toBe(csv().size);
    expect(sent[0].has('companyId')).toBe(false);
    await waitFor(() => expect(api.callsTo('GET', '/api/credits/summary').length).toBeGreaterThan(summaryReads));
    expect((screen.getByLabelText('Payroll CSV file') as HTMLInputElement).files).toHaveLength(0);
  });

  it("sends the administrator's chosen company with the file, and asks to choose one first", async () => {
    let api = creditsApi();
    const { unmount } = renderDashboard('/dashboard/credits', ADMIN);
    const input = (await screen.findByLabelText('Payroll CSV file')) as HTMLInputElement;
    expect(input.disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Import' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText(/Choose a company above first/)).toBeTruthy();
    unmount();

    api = creditsApi();
    const sent = answerImport(api, { status: 200, body: { imported: 1, hires: 1 } });
    renderDashboard('/dashboard/credits?companyId=7', ADMIN);
    await userEvent.upload(await screen.findByLabelText('Payroll CSV file'), csv());
    await userEvent.click(screen.getByRole('button', { name: 'Import' }));
    expect(await screen.findByText('Imported 1 row for 1 hire.')).toBeTruthy();
    expect(sent[0].get('companyId')).toBe('7');
  });

  it('lists every bad line of a refused file and says nothing was saved', async () => {
    const api = creditsApi();
    const errors = [
      { msg: 'Line 2: the SSN must have 9 digits.', param: 'file', line: 2 },
      { msg: 'Line 4: the hours must be a number.', param: 'file', line: 4 },
      { msg: 'Line 7: no certified hire of this company has this SSN.', param: 'file', line: 7 },
    ];
    answerImport(api, { status: 400, body: { errors } });
    renderDashboard('/dashboard/credits', COMPANY_USER);
    await userEvent.upload(await screen.findByLabelText('Payroll CSV file'), csv());
    await userEvent.click(screen.getByRole('button', { name: 'Import' }));

    const section = screen.getByRole('heading', { name: 'Import payroll' }).closest('section') as HTMLElement;
    await within(section).findByText('Nothing was saved. Correct these lines and import the file again:');
    const alert = within(section).getByRole('alert');
    expect(within(alert).getAllByRole('listitem').map((li) => li.textContent)).toEqual(errors.map((e) => e.msg));
    expect(within(section).queryByText(/^Imported/)).toBeNull();
  });

  it.each([
    ['a file over the size limit', csv('wages.csv', WAGE_IMPORT_LIMITS.maxBytes + 1)],
    ['a file that is not a CSV', csv('wages.pdf')],
  ])('refuses %s before sending it', async (_what, file) => {
    const api = creditsApi();
    const sent = answerImport(api, { status: 200, body: { imported: 1, hires: 1 } });
    renderDashboard('/dashboard/credits', COMPANY_USER);
    const user = userEvent.setup({ applyAccept: false });
    await user.upload(await screen.findByLabelText('Payroll CSV file'), file);
    await user.click(screen.getByRole('button', { name: 'Import' }));
    const section = screen.getByRole('heading', { name: 'Import payroll' }).closest('section') as HTMLElement;
    expect(await within(section).findByText(WAGE_IMPORT_LIMITS.message, { selector: 'li' })).toBeTruthy();
    expect(sent).toHaveLength(0);
    expect(api.calls.some((c) => c.path === '/api/credits/import')).toBe(false);
  });
});
