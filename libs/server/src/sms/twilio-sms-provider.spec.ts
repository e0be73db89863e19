import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SmsSendError } from './sms-provider';
import { TwilioSmsProvider } from './twilio-sms-provider';

const SID = `AC${'0123456789abcdef'.repeat(2)}`;
const TOKEN = 'secret auth token 1234567890';

interface Seen {
  method: string;
  url: string;
  authorization: string | undefined;
  contentType: string | undefined;
  form: URLSearchParams;
}

/** A local stand-in for Twilio's Messages API: records each request and answers what the test sets. */
describe('TwilioSmsProvider against a fake Messages API', () => {
  let server: Server;
  let base: string;
  const seen: Seen[] = [];
  let answer: { status: number; body: unknown } = { status: 201, body: { sid: 'SM0123' } };

  beforeAll(async () => {
    server = createServer((req: IncomingMessage, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        seen.push({ method: req.method!, url: req.url!, authorization: req.headers.authorization, contentType: req.headers['content-type'], form: new URLSearchParams(Buffer.concat(chunks).toString()) });
        res.writeHead(answer.status, { 'content-type': 'application/json' }).end(JSON.stringify(answer.body));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  beforeEach(() => {
    seen.length = 0;
    answer = { status: 201, body: { sid: 'SM0123' } };
  });

  it('posts To, From and Body form-encoded with basic auth, and answers the message sid', async () => {
    const provider = new TwilioSmsProvider({ accountSid: SID, authToken: TOKEN, from: '+15005550006', baseUrl: `${base}/` });
    await expect(provider.send({ to: '+18085550142', body: 'Kona Coffee: https://x/i9/abc Reply STOP' })).resolves.toBe('SM0123');
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatchObject({ method: 'POST', url: `/2010-04-01/Accounts/${SID}/Messages.json`, contentType: 'application/x-www-form-urlencoded' });
    expect(seen[0].authorization).toBe(`Basic ${Buffer.from(`${SID}:${TOKEN}`).toString('base64')}`);
    expect(Object.fromEntries(seen[0].form)).toEqual({ To: '+18085550142', From: '+15005550006', Body: 'Kona Coffee: https://x/i9/abc Reply STOP' });
  });

  it('sends through a Messaging Service instead of a number when one is set', async () => {
    const provider = new TwilioSmsProvider({ accountSid: SID, authToken: TOKEN, messagingServiceSid: `MG${'a'.repeat(32)}`, baseUrl: base });
    await provider.send({ to: '+18085550142', body: 'x' });
    expect(seen[0].form.get('MessagingServiceSid')).toBe(`MG${'a'.repeat(32)}`);
    expect(seen[0].form.has('From')).toBe(false);
  });

  it.each([
    [400, { code: 21211, message: 'The To number +18085550142 is not a valid phone number.' }, false, 'HTTP 400, code 21211'],
    [401, { code: 20003, message: 'Authenticate' }, false, 'HTTP 401, code 20003'],
    [429, { code: 20429, message: 'Too Many Requests' }, true, 'HTTP 429, code 20429'],
    [503, 'Service Unavailable', true, 'HTTP 503'],
    [200, { status: 'queued' }, false, 'HTTP 200'],
  ])('maps HTTP %i (%j) to a refusal, retried or not, that never quotes the number', async (status, body, retryable, words) => {
    answer = { status, body };
    const provider = new TwilioSmsProvider({ accountSid: SID, authToken: TOKEN, from: '+15005550006', baseUrl: base });
    const error = await provider.send({ to: '+18085550142', body: 'x' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SmsSendError);
    expect((error as SmsSendError).retryable).toBe(retryable);
    expect((error as SmsSendError).message).toContain(words);
    expect((error as SmsSendError).message).not.toContain('8085550142');
  });

  it('counts a provider that does not answer as retryable', async () => {
    const provider = new TwilioSmsProvider({ accountSid: SID, authToken: TOKEN, from: '+15005550006', baseUrl: 'http://127.0.0.1:1' });
    await expect(provider.send({ to: '+18085550142', body: 'x' })).rejects.toMatchObject({ retryable: true });
  });
});
