import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { downloadFile } from '../../api/download-file';
import type { InspectionExportView } from '../../api/generated';
import { ADMIN, COMPANY_USER, currentLocation, renderDashboard } from '../testing/render-dashboard';
import { mockApi, type ApiCall } from '../testing/mock-api';
import { aCompany } from '../testing/fixtures';

// The download itself (blob, temporary link, file name) is covered by api/download-file.spec.ts.
vi.mock('../../api/download-file', () => ({ downloadFile: vi.fn() }));
const download = vi.mocked(downloadFile);

const PAGE = '/dashboard/i9-inspection';
const EXPORTS = '/api/inspection-exports';

function anExport(n: number, over: Partial<InspectionExportView> = {}): InspectionExportView {
  return {
    id: `50000000-0000-4000-8000-00000000000${n}`,
    company_id: 7,
    scope: 'all',
    hired_from: null,
    hired_to: null,
    location_ids: null,
    status: 'done',
    done: 40,
    total: 40,
    file_id: `60000000-0000-4000-8000-00000000000${n}`,
    error: null,
    created_at: '2026-11-20T15:04:00.000Z',
    finished_at: '2026-11-20T15:06:00.000Z',
    ...over,
  };
}

/** The exports list, changed by the test as the worker would change it, and POST answering 202. */
function exportsApi(initial: InspectionExportView[], post: (call: ApiCall) => unknown = () => ({ status: 202, body: { id: 'new' } }), more: Parameters<typeof mockApi>[0] = {}) {
  const state = { rows: initial };
  const api = mockApi({
    ...more,
    [`GET ${EXPORTS}`]: () => ({ data: state.rows, count: state.rows.length }),
    [`POST ${EXPORTS}`]: (call: ApiCall) => post(call),
    'GET /api/companies': () => ({ data: [aCompany({ id: 7, name: 'Acme' })], names: ['Acme'], count: 1 }),
  });
  return { ...api, state };
}

const rowOf = (text: string | RegExp) => within(screen.getByRole('table')).getByText(text).closest('tr') as HTMLElement;

describe('I-9 Inspection', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    download.mockReset();
  });

  it('is in the menu and lists the exports with their state: ready to download, being built, failed', async () => {
    exportsApi([
      anExport(1, { status: 'running', done: 12, total: 40, file_id: null, finished_at: null, scope: 'hire-range', hired_from: '2025-01-01', hired_to: '2025-06-30' }),
      anExport(2, { status: 'failed', scope: 'retained', file_id: null, error: 'The export could not be built. It is retried automatically; ask again if it keeps failing.' }),
      anExport(3),
      anExport(6, { status: 'expired', scope: 'current', file_id: null }),
    ]);
    renderDashboard('/dashboard', COMPANY_USER);
    await userEvent.click(await screen.findByRole('link', { name: 'I-9 Inspection' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'I-9 Inspection' })).toBeTruthy();
    expect(screen.getByText(/must reach the inspector within 3 business days/)).toBeTruthy();

    // The list comes after the page: wait for its rows.
    await screen.findByText('First day 1 Jan 2025 to 30 Jun 2025');
    const running = rowOf('First day 1 Jan 2025 to 30 Jun 2025');
    const bar = within(running).getByRole('progressbar', { name: 'Export progress: 12 of 40 Forms I-9' }) as HTMLProgressElement;
    expect([bar.value, bar.max]).toEqual([12, 40]);
    expect(within(running).getByText('12 of 40 Forms I-9')).toBeTruthy();
    expect(within(running).queryByRole('button')).toBeNull();

    expect(within(rowOf('Failed')).getByText(/could not be built/)).toBeTruthy();
    const expired = rowOf('Deleted');
    expect(within(expired).getByText(/deleted 30 days after it was ready, or when a Form I-9 in it was destroyed/)).toBeTruthy();
    expect(within(expired).queryByRole('button')).toBeNull();

    download.mockResolvedValue({ ok: true, filename: 'inspection-export.zip', headers: new Headers() });
    const ready = rowOf('Both: every Form I-9 kept');
    expect(within(ready).getByText('Ready')).toBeTruthy();
    await userEvent.click(within(ready).getByRole('button', { name: /Download zip/ }));
    expect(download).toHaveBeenCalledWith(expect.anything(), '/api/files/60000000-0000-4000-8000-000000000003', 'inspection-export-60000000-0000-4000-8000-000000000003.zip');
  });

  it('asks for an export, shows it waiting, and follows its progress until the zip is ready', async () => {
    const api = exportsApi([], (call) => {
      api.state.rows = [anExport(4, { status: 'queued', done: 0, total: 0, file_id: null, finished_at: null, scope: 'current' })];
      return { status: 202, body: { id: anExport(4).id, sent: call.body } };
    });
    renderDashboard(PAGE, COMPANY_USER);
    expect(await screen.findByText('No results found')).toBeTruthy();
    await userEvent.click(screen.getByRole('radio', { name: 'Current employees' }));
    await userEvent.click(screen.getByRole('button', { name: 'Prepare the export' }));
    expect(api.callsTo('POST', EXPORTS).map((c) => c.body)).toEqual([{ scope: 'current' }]);
    expect(await screen.findByText(/Export requested: it is being built/)).toBeTruthy();
    expect(await screen.findByText('Waiting to start')).toBeTruthy();

    // The worker finishes it: the page asks again on its own while an export is being built.
    api.state.rows = [anExport(4, { scope: 'current', total: 3, done: 3 })];
    expect(await screen.findByRole('button', { name: /Download zip/ })).toBeTruthy();
    expect(within(rowOf('Current employees')).getByText('3 Forms I-9')).toBeTruthy();
  });

  it('limits an export to the locations checked when the company has several', async () => {
    const sites = [
      { id: 11, name: 'Airport' },
      { id: 12, name: 'Downtown' },
    ];
    const api = exportsApi([], undefined, { 'GET /api/companies/7/locations': () => ({ data: sites }) });
    renderDashboard(PAGE, COMPANY_USER);
    const group = await screen.findByRole('group', { name: 'Locations to include' });
    expect(within(group).getByText('None checked: every location.')).toBeTruthy();
    await userEvent.click(within(group).getByRole('checkbox', { name: 'Downtown' }));
    await userEvent.click(screen.getByRole('radio', { name: 'Current employees' }));
    await userEvent.click(screen.getByRole('button', { name: 'Prepare the export' }));
    await waitFor(() => expect(api.callsTo('POST', EXPORTS).map((c) => c.body)).toEqual([{ scope: 'current', locationIds: [12] }]));
  });

  it('checks a hire range before asking, and shows the server’s word under the field it names', async () => {
    const api = exportsApi([], () => ({ status: 400, body: { errors: [{ msg: 'The hire range ends before it starts.', param: 'hiredTo' }] } }));
    renderDashboard(PAGE, COMPANY_USER);
    await userEvent.click(await screen.findByRole('button', { name: 'Prepare the export' }));
    expect(await screen.findByText('Choose which Forms I-9 to include.')).toBeTruthy();

    await userEvent.click(screen.getByRole('radio', { name: 'Employees whose first day falls in a range' }));
    await userEvent.type(screen.getByLabelText('First day from'), '2025-06-02');
    await userEvent.type(screen.getByLabelText('First day to'), '2025-06-01');
    await userEvent.click(screen.getByRole('button', { name: 'Prepare the export' }));
    expect(await screen.findByText('The range ends before it starts.')).toBeTruthy();
    expect(api.callsTo('POST', EXPORTS)).toHaveLength(0);

    await userEvent.clear(screen.getByLabelText('First day to'));
    await userEvent.type(screen.getByLabelText('First day to'), '2025-06-30');
    await userEvent.click(screen.getByRole('button', { name: 'Prepare the export' }));
    await waitFor(() => expect(api.callsTo('POST', EXPORTS).map((c) => c.body)).toEqual([{ scope: 'hire-range', hiredFrom: '2025-06-02', hiredTo: '2025-06-30' }]));
    const to = await screen.findByLabelText('First day to');
    await waitFor(() => expect(to.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(to.getAttribute('aria-describedby')!.split(' ').pop()!)?.textContent).toBe('The hire range ends before it starts.');
  });

  it('has an administrator choose the company first, and asks for that company’s exports', async () => {
    const api = exportsApi([anExport(5)]);
    renderDashboard(PAGE, ADMIN);
    expect(await screen.findByText('Choose a company to prepare or download its inspection exports.')).toBeTruthy();
    expect(api.callsTo('GET', EXPORTS)).toHaveLength(0);
    await screen.findByRole('option', { name: 'Acme' });
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Company' }), 'Acme');
    expect(currentLocation()).toBe(`${PAGE}?companyId=7`);
    await screen.findByText('Ready');
    expect(api.callsTo('GET', EXPORTS)[0].params.get('companyId')).toBe('7');
    await userEvent.click(screen.getByRole('radio', { name: 'Both: every Form I-9 kept' }));
    await userEvent.click(screen.getByRole('button', { name: 'Prepare the export' }));
    await waitFor(() => expect(api.callsTo('POST', EXPORTS).map((c) => c.body)).toEqual([{ scope: 'all', companyId: 7 }]));
  });
});
