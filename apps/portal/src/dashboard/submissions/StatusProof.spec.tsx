import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { UPLOAD_LIMITS } from '@clearhire/contracts';
import { ADMIN, COMPANY_USER, renderDashboard } from '../testing/render-dashboard';
import { mockApi } from '../testing/mock-api';
import { withFixedToday } from '../testing/clock';
import { aSubmissionDetail } from '../testing/fixtures';
import type { StatusEventView, SubmissionDetailView } from '../../api/generated';
import { openFile } from '../../api/open-file';

vi.mock('../../api/open-file', () => ({ openFile: vi.fn().mockResolvedValue(true) }));

const ID = '00000000-0000-4000-8000-000000000001';
const PATH = `/dashboard/submissions/${ID}`;
const STATUS_URL = `/api/submissions/${ID}`;
const PROOF_ID = '00000000-0000-4000-8000-0000000000aa';

function aSentEvent(over: Partial<StatusEventView> = {}): StatusEventView {
  return {
    status: 'sent',
    changedAt: '2026-11-20T16:00:00.000Z',
    sentOn: '2026-11-20',
    sentChannel: 'mail',
    certifiedOn: null,
    certificationNumber: null,
    certifiedGroup: null,
    rejectionReason: null,
    proofDocumentId: null,
    ...over,
  };
}

/**
 * The detail and its status changes. A JSON change goes through the table mock; a multipart one,
 * whose body the JSON mock cannot read, is answered here (or refused with `refusal`) and its form
 * kept for the test.
 */
function detailApi(detail: SubmissionDetailView, refusal?: { status: number; body: unknown }) {
  let current = detail;
  const sent: FormData[] = [];
  const api = mockApi({
    'GET /api/submissions/:id': () => ({ data: current }),
    'PATCH /api/submissions/:id': (call) => {
      const change = call.body as { newStatus: 'sent'; sentOn?: string; sentChannel?: StatusEventView['sentChannel'] };
      current = { ...current, status: change.newStatus, status_history: [aSentEvent({ sentOn: change.sentOn ?? null, sentChannel: change.sentChannel ?? null })] };
      return { data: current };
    },
  });
  const json = api.spy.getMockImplementation();
  api.spy.mockImplementation(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(new URL(String(input), 'http://localhost'), init);
    if (request.method === 'PATCH' && (request.headers.get('Content-Type') ?? '').startsWith('multipart/form-data')) {
      const form = await request.formData();
      sent.push(form);
      if (refusal) return new Response(JSON.stringify(refusal.body), { status: refusal.status, headers: { 'Content-Type': 'application/json' } });
      const event = aSentEvent({ sentOn: String(form.get('sentOn')), sentChannel: form.get('sentChannel') as StatusEventView['sentChannel'], proofDocumentId: PROOF_ID });
      current = { ...current, status: 'sent', status_history: [event] };
      return new Response(JSON.stringify({ data: current }), { status: 200, headers: { 'Content-Type': 'application/json' } });
    }
    if (!json) throw new Error('mockApi has no implementation');
    return json(input, init);
  });
  return { ...api, sent };
}

const aFile = (name: string, type: string, size?: number) => {
  const file = new File(['%PDF-1.4 proof of mailing'], name, { type });
  if (size !== undefined) Object.defineProperty(file, 'size', { value: size });
  return file;
};

describe('Proof of sending', () => {
  const picker = () => screen.findByRole('combobox', { name: 'Status' }) as Promise<HTMLSelectElement>;
  const sentForm = () => screen.getByRole('form', { name: 'Change status to Sent To State' });

  withFixedToday();
  beforeEach(() => vi.clearAllMocks());
  afterEach(() => vi.restoreAllMocks());

  async function fillSent(user = userEvent.setup()) {
    await user.selectOptions(await picker(), 'sent');
    const form = sentForm();
    const sentOn = within(form).getByLabelText(/Date sent/);
    await user.clear(sentOn);
    await user.type(sentOn, '2026-11-20');
    await user.selectOptions(within(form).getByLabelText(/Sent by/), 'Mail');
    return form;
  }

  it('offers an optional file input with the upload limits', async () => {
    detailApi(aSubmissionDetail());
    renderDashboard(PATH, ADMIN);
    await userEvent.selectOptions(await picker(), 'sent');
    const input = within(sentForm()).getByLabelText('Proof of sending (optional)') as HTMLInputElement;
    expect(input.type).toBe('file');
    expect(input.accept).toBe('.jpg,.jpeg,.png,.pdf');
    expect(input.required).toBe(false);
    const hint = document.getElementById(input.getAttribute('aria-describedby') ?? '');
    expect(hint?.textContent).toMatch(/JPG, JPEG, PNG or PDF, up to 5 MB/);
  });

  it('sends the change as form data with the file, and the detail then lists the proof', async () => {
    const api = detailApi(aSubmissionDetail());
    renderDashboard(PATH, ADMIN);
    const form = await fillSent();
    const proof = aFile('certified-mail-receipt.pdf', 'application/pdf');
    await userEvent.upload(within(form).getByLabelText('Proof of sending (optional)'), proof);
    const reads = api.callsTo('GET', STATUS_URL).length;
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(screen.queryByRole('form')).toBeNull());
    expect(api.sent).toHaveLength(1);
    const data = api.sent[0];
    expect([...data.keys()].sort()).toEqual(['newStatus', 'proof', 'sentChannel', 'sentOn']);
    expect(data.get('newStatus')).toBe('sent');
    expect(data.get('sentOn')).toBe('2026-11-20');
    expect(data.get('sentChannel')).toBe('mail');
    // The file goes as a part of its own (jsdom drops its name on the way; api/multipart.spec checks the name).
    expect(typeof data.get('proof')).not.toBe('string');
    expect((data.get('proof') as Blob).size).toBe(proof.size);
    expect(api.callsTo('PATCH', STATUS_URL)).toHaveLength(0);
    // The submissions tag is invalidated: the detail is read again and shows the proof.
    await waitFor(() => expect(api.callsTo('GET', STATUS_URL).length).toBeGreaterThan(reads));
    expect(await screen.findByRole('button', { name: 'Proof (PDF/image)' })).toBeTruthy();
  });

  it('sends JSON as before when no file is chosen', async () => {
    const api = detailApi(aSubmissionDetail());
    renderDashboard(PATH, ADMIN);
    const form = await fillSent();
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(api.callsTo('PATCH', STATUS_URL).map((c) => c.body)).toEqual([{ newStatus: 'sent', sentOn: '2026-11-20', sentChannel: 'mail' }]));
    expect(api.sent).toHaveLength(0);
  });

  it.each([
    ['a GIF', aFile('receipt.gif', 'image/gif')],
    ['a Word document', aFile('receipt.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document')],
    ['a file over 5 MB', aFile('receipt.pdf', 'application/pdf', UPLOAD_LIMITS.maxBytes + 1)],
    ['an empty file', aFile('receipt.pdf', 'application/pdf', 0)],
  ])('refuses %s without calling the API', async (_what, file) => {
    const api = detailApi(aSubmissionDetail());
    renderDashboard(PATH, ADMIN);
    const user = userEvent.setup({ applyAccept: false });
    const form = await fillSent(user);
    const input = within(form).getByLabelText('Proof of sending (optional)');
    await user.upload(input, file);
    await user.click(within(form).getByRole('button', { name: 'Save' }));

    expect(await within(form).findByText(UPLOAD_LIMITS.message)).toBeTruthy();
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(api.sent).toHaveLength(0);
    expect(api.calls.filter((c) => c.method === 'PATCH')).toHaveLength(0);
  });

  it("shows the API's refusal of the file at the top of the form", async () => {
    const api = detailApi(aSubmissionDetail(), { status: 415, body: { errors: [{ msg: UPLOAD_LIMITS.message, param: 'proof' }] } });
    renderDashboard(PATH, ADMIN);
    const form = await fillSent();
    await userEvent.upload(within(form).getByLabelText('Proof of sending (optional)'), aFile('receipt.pdf', 'application/pdf'));
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    const alert = (await within(form).findByText('Please correct the following:')).closest('[role="alert"]') as HTMLElement;
    expect(within(alert).getByText(UPLOAD_LIMITS.message)).toBeTruthy();
    expect(api.sent).toHaveLength(1);
    expect((await picker()).value).toBe('sent');
  });

  it("opens a sent event's proof from the history, for the company too", async () => {
    detailApi(aSubmissionDetail({ status: 'sent', status_history: [aSentEvent({ proofDocumentId: PROOF_ID }), aSentEvent({ changedAt: '2026-11-18T08:00:00.000Z' })] }));
    renderDashboard(PATH, COMPANY_USER);
    const history = (await screen.findByRole('heading', { name: 'Status History' })).closest('section') as HTMLElement;
    const buttons = within(history).getAllByRole('button', { name: 'Proof (PDF/image)' });
    // Only the event that has a proof offers one.
    expect(buttons).toHaveLength(1);
    await userEvent.click(buttons[0]);
    expect(openFile).toHaveBeenCalledWith(expect.anything(), PROOF_ID);
  });
});
