import { downloadFile } from './download-file';
import type { FileSession } from './file-session';

describe('downloadFile', () => {
  let clicked: HTMLAnchorElement[];
  let bearer: string | null;
  let sessionEnded: ReturnType<typeof vi.fn<() => void>>;
  let session: FileSession;
  beforeEach(() => {
    clicked = [];
    bearer = null;
    sessionEnded = vi.fn<() => void>();
    session = { bearer: () => bearer, sessionEnded };
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
    URL.createObjectURL = vi.fn(() => 'blob:download');
    URL.revokeObjectURL = vi.fn();
  });
  afterEach(() => vi.restoreAllMocks());

  it('sends the session token and the JSON body, and saves under the server-given name', async () => {
    bearer = 'Bearer token-123';
    const fetchMock = vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      new Response('zip-bytes', { status: 200, headers: { 'Content-Disposition': 'attachment; filename="wotc-TX-2026-11-22.zip"', 'X-Marked-Sent': '3' } }),
    );
    const result = await downloadFile(session, '/api/submissions/state-batch', 'batch.zip', { method: 'POST', json: { state: 'TX' } });
    expect(result.ok && result.filename).toBe('wotc-TX-2026-11-22.zip');
    expect(result.ok && result.headers.get('X-Marked-Sent')).toBe('3');
    const [, init] = fetchMock.mock.calls[0];
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe('{"state":"TX"}');
    expect((init?.headers as Record<string, string>).Authorization).toBe('Bearer token-123');
    expect(clicked.map((a) => a.download)).toEqual(['wotc-TX-2026-11-22.zip']);
    expect(sessionEnded).not.toHaveBeenCalled();
  });

  it('ends the session when the API answers 401, and saves nothing', async () => {
    bearer = 'Bearer revoked';
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(JSON.stringify({ errors: [{ msg: 'Your session has ended' }] }), { status: 401 }));
    expect(await downloadFile(session, '/api/credits/form-5884/2025', 'form-5884.pdf')).toEqual({ ok: false, errors: [{ msg: 'Your session has ended' }] });
    expect(sessionEnded).toHaveBeenCalledTimes(1);
    expect(clicked).toHaveLength(0);
  });

  it("returns the API's errors and saves nothing when the call is refused", async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(JSON.stringify({ errors: [{ msg: 'Choose a company.', param: 'companyId' }] }), { status: 400 }));
    expect(await downloadFile(session, '/api/credits/form-5884/2025', 'form-5884.pdf')).toEqual({ ok: false, errors: [{ msg: 'Choose a company.', param: 'companyId' }] });
    expect(clicked).toHaveLength(0);
  });

  it('explains a network failure', async () => {
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
    const result = await downloadFile(session, '/api/credits/form-5884/2025', 'form-5884.pdf');
    expect(result.ok).toBe(false);
    expect(!result.ok && result.errors[0].msg).toMatch(/could not reach ClearHire/);
  });
});
