import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { downloadFile, type DownloadResult } from '../../api/download-file';
import type { QueuedSubmission } from '../../api/generated';
import { ADMIN, COMPANY_USER, currentLocation, renderDashboard } from '../testing/render-dashboard';
import { mockApi, type ApiCall } from '../testing/mock-api';
import { aQueued, queuePage } from '../testing/fixtures';
import { readClaims } from '../../session/token';

// The zip download itself (blob, temporary link, header parsing) is covered by api/download-file.spec.ts.
vi.mock('../../api/download-file', () => ({ downloadFile: vi.fn() }));
const download = vi.mocked(downloadFile);

const QUEUE = '/api/submissions/state-queue';
const TEXAS = '/dashboard/state-batch?state=TX';

/** The state queue; a batch that goes through takes its rows out, as the API marks them sent. */
function queueApi(rows: QueuedSubmission[]) {
  let pending = [...rows];
  const api = mockApi({
    [`GET ${QUEUE}`]: (call: ApiCall) => queuePage(pending, Number(call.params.get('offset') ?? 0), Number(call.params.get('limit') ?? 10)),
  });
  return { ...api, markSent: (ids: string[]) => (pending = pending.filter((row) => !ids.includes(row.id))) };
}

function checkbox(name: string): HTMLInputElement {
  return screen.getByRole('checkbox', { name }) as HTMLInputElement;
}

function sendButton(): HTMLButtonElement {
  return screen.getByRole('button', { name: /Download batch and mark sent|Preparing batch…/ }) as HTMLButtonElement;
}

describe('State Batch', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    download.mockReset();
  });

  it('asks for a state first, then loads its queue and keeps the state in the URL', async () => {
    const api = queueApi([aQueued(1, { late: true, days_left: -2 }), aQueued(2), aQueued(3, { start_date: null, state_deadline: null, days_left: null })]);
    renderDashboard('/dashboard/state-batch', ADMIN);
    expect(await screen.findByRole('heading', { level: 1, name: 'State Batch' })).toBeTruthy();
    expect(screen.getByText(/a CSV of the request fields and every Form 8850 and ETA Form 9061/)).toBeTruthy();
    expect(screen.getByText('Choose a state to see its pending submissions.')).toBeTruthy();
    expect(api.callsTo('GET', QUEUE)).toHaveLength(0);

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'State' }), 'Texas');
    expect(currentLocation()).toBe('/dashboard/state-batch?state=TX');
    const link = await screen.findByRole('link', { name: 'Queued1 Garcia' });
    expect(link.getAttribute('href')).toBe('/dashboard/submissions/30000000-0000-4000-8000-000000000001');
    const call = api.callsTo('GET', QUEUE)[0];
    expect([call.params.get('state'), call.params.get('offset'), call.params.get('limit')]).toEqual(['TX', '0', '10']);
    expect(screen.getByText('Late')).toBeTruthy();
    expect(screen.getByText('Due in 8 days')).toBeTruthy();
    expect(screen.getByText('No start date yet')).toBeTruthy();
    expect(screen.queryByText('Choose a state to see its pending submissions.')).toBeNull();
  });

  it('starts from the state in the URL and says when none is pending', async () => {
    queueApi([]);
    renderDashboard(TEXAS, ADMIN);
    expect(await screen.findByText('No pending submissions for Texas.')).toBeTruthy();
    expect((screen.getByRole('combobox', { name: 'State' }) as HTMLSelectElement).value).toBe('TX');
    expect(screen.queryByRole('button', { name: 'Download batch and mark sent' })).toBeNull();
  });

  it('does not let a row whose forms are still rendering be selected, and says why', async () => {
    queueApi([aQueued(1), aQueued(2, { forms_ready: false })]);
    renderDashboard(TEXAS, ADMIN);
    await screen.findByRole('link', { name: 'Queued2 Garcia' });
    expect(checkbox('Select Queued1 Garcia').disabled).toBe(false);
    const unready = checkbox('Select Queued2 Garcia');
    expect(unready.disabled).toBe(true);
    const reason = document.getElementById(unready.getAttribute('aria-describedby') ?? '');
    expect(reason?.textContent).toMatch(/^Forms still rendering/);
    expect(screen.getByText('Forms ready')).toBeTruthy();
  });

  it('selects all ready rows of the page with one checkbox, and clears them with a second press', async () => {
    queueApi([aQueued(1), aQueued(2, { forms_ready: false }), aQueued(3)]);
    renderDashboard(TEXAS, ADMIN);
    await screen.findByRole('link', { name: 'Queued1 Garcia' });
    expect(screen.getByText('0 selected')).toBeTruthy();
    expect(sendButton().disabled).toBe(true);

    const all = checkbox('Select all ready on this page');
    await userEvent.click(all);
    expect(checkbox('Select Queued1 Garcia').checked).toBe(true);
    expect(checkbox('Select Queued2 Garcia').checked).toBe(false);
    expect(checkbox('Select Queued3 Garcia').checked).toBe(true);
    expect(all.checked).toBe(true);
    expect(screen.getByText('2 selected')).toBeTruthy();
    expect(sendButton().disabled).toBe(false);

    await userEvent.click(all);
    expect(checkbox('Select Queued1 Garcia').checked).toBe(false);
    expect(checkbox('Select Queued3 Garcia').checked).toBe(false);
    expect(screen.getByText('0 selected')).toBeTruthy();
    expect(sendButton().disabled).toBe(true);
  });

  it('selects the ready rows of every page shown, and marks the box mixed when only some are chosen', async () => {
    const api = queueApi(Array.from({ length: 12 }, (_, i) => aQueued(i + 1)));
    renderDashboard(TEXAS, ADMIN);
    await screen.findByRole('link', { name: 'Queued10 Garcia' });
    await userEvent.click(checkbox('Select Queued1 Garcia'));
    expect(checkbox('Select all ready on this page').indeterminate).toBe(true);

    await userEvent.click(screen.getByRole('button', { name: 'View more' }));
    await screen.findByRole('link', { name: 'Queued12 Garcia' });
    expect(api.callsTo('GET', QUEUE).map((c) => c.params.get('offset'))).toContain('10');
    await userEvent.click(checkbox('Select all ready on this page'));
    expect(screen.getByText('12 selected')).toBeTruthy();
    expect(checkbox('Select Queued12 Garcia').checked).toBe(true);
    expect(checkbox('Select all ready on this page').indeterminate).toBe(false);
  });

  it('posts exactly the state, the chosen ids and the channel, reports X-Marked-Sent and refetches the queue', async () => {
    const api = queueApi([aQueued(1), aQueued(2, { forms_ready: false }), aQueued(3), aQueued(4)]);
    let finish: (result: DownloadResult) => void = () => undefined;
    download.mockImplementation((_session, _path, _name, init) => {
      return new Promise<DownloadResult>((resolve) => {
        finish = (result) => {
          api.markSent((init?.json as { submissionIds: string[] }).submissionIds);
          resolve(result);
        };
      });
    });
    renderDashboard(TEXAS, ADMIN);
    await screen.findByRole('link', { name: 'Queued1 Garcia' });
    await userEvent.click(checkbox('Select Queued3 Garcia'));
    await userEvent.click(checkbox('Select Queued1 Garcia'));
    const channel = screen.getByRole('combobox', { name: 'Sent by' }) as HTMLSelectElement;
    expect(channel.value).toBe('bulk-upload');
    expect(channel.selectedOptions[0].textContent).toBe('Bulk upload');
    await userEvent.selectOptions(channel, 'Mail');

    await userEvent.click(sendButton());
    // The batch is asked for once the click is handled, however long the machine takes to get there.
    await waitFor(() => expect(download).toHaveBeenCalledTimes(1));
    expect(sendButton().textContent).toBe('Preparing batch…');
    expect(sendButton().disabled).toBe(true);
    const [session, path, fallback, init] = download.mock.calls[0];
    expect([path, fallback, init?.method]).toEqual(['/api/submissions/state-batch', 'state-batch.zip', 'POST']);
    // The batch is asked for with the administrator's session (its claims: the token's expiry is the second it was made).
    const [scheme, token] = (session.bearer() ?? '').split(' ');
    expect(scheme).toBe('Bearer');
    expect(readClaims(token)).toMatchObject({ userId: ADMIN.userId, isAdmin: true, name: ADMIN.name });
    // Exactly these keys, the ids in the list's order (most urgent first), not the order they were ticked.
    expect(JSON.stringify(init?.json)).toBe(
      JSON.stringify({ state: 'TX', submissionIds: ['30000000-0000-4000-8000-000000000001', '30000000-0000-4000-8000-000000000003'], sentChannel: 'mail' }),
    );

    const fetchesBefore = api.callsTo('GET', QUEUE).length;
    await act(async () => finish({ ok: true, filename: 'wotc-TX-2026-11-22.zip', headers: new Headers({ 'X-Marked-Sent': '2' }) }));
    expect(await screen.findByText('Downloaded wotc-TX-2026-11-22.zip: 2 submissions marked sent to the state.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Queued1 Garcia' })).toBeNull());
    expect(api.callsTo('GET', QUEUE).length).toBeGreaterThan(fetchesBefore);
    expect(screen.queryByRole('link', { name: 'Queued3 Garcia' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Queued4 Garcia' })).toBeTruthy();
    expect(screen.getByText('0 selected')).toBeTruthy();
    expect(checkbox('Select Queued4 Garcia').checked).toBe(false);
    expect(sendButton().textContent).toBe('Download batch and mark sent');
    expect(sendButton().disabled).toBe(true);
  });

  it('shows a refusal at the top and keeps the selection', async () => {
    const api = queueApi([aQueued(1), aQueued(2)]);
    const refusal = 'The forms of 1 submission(s) are still being prepared; try again in a minute.';
    download.mockResolvedValue({ ok: false, errors: [{ msg: refusal, param: 'submissionIds' }] });
    renderDashboard(TEXAS, ADMIN);
    await screen.findByRole('link', { name: 'Queued1 Garcia' });
    await userEvent.click(checkbox('Select Queued2 Garcia'));
    await userEvent.click(sendButton());

    const error = await screen.findByText(refusal);
    expect(error.closest('[role="alert"]')?.textContent).toMatch(/^The batch was not prepared:/);
    expect(checkbox('Select Queued2 Garcia').checked).toBe(true);
    expect(screen.getByText('1 selected')).toBeTruthy();
    expect(sendButton().disabled).toBe(false);
    expect(screen.queryByText(/^Downloaded /)).toBeNull();
    // Nothing was sent, so the queue is not asked again.
    expect(api.callsTo('GET', QUEUE)).toHaveLength(1);
  });

  it('tells a company user the page is for administrators and loads nothing', async () => {
    const api = queueApi([aQueued(1)]);
    renderDashboard(TEXAS, COMPANY_USER);
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not available' })).toBeTruthy();
    expect(screen.getByText('State batches are prepared by administrators only.')).toBeTruthy();
    expect(screen.queryByRole('combobox', { name: 'State' })).toBeNull();
    expect(api.callsTo('GET', QUEUE)).toHaveLength(0);
  });
});
