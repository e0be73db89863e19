import { SmsSendError, type OutgoingText, type SmsProvider } from './sms-provider';

export interface TwilioSettings {
  readonly accountSid: string;
  readonly authToken: string;
  /** The sending number (E.164), or … */
  readonly from?: string;
  /** … a Messaging Service, which picks the sender itself. */
  readonly messagingServiceSid?: string;
  /** https://api.twilio.com; a local fake in tests. */
  readonly baseUrl: string;
  /** How long one request may take before it counts as a network failure (retried). */
  readonly timeoutMs?: number;
}

/**
 * Twilio's Messages API: POST {base}/2010-04-01/Accounts/{AccountSid}/Messages.json, form-encoded
 * To, From or MessagingServiceSid and Body, with basic authentication (AccountSid:AuthToken). It
 * answers 201 with the message's `sid`. Any provider that speaks this shape plugs in by its base URL.
 */
export class TwilioSmsProvider implements SmsProvider {
  constructor(private readonly settings: TwilioSettings) {}

  async send(text: OutgoingText): Promise<string> {
    const s = this.settings;
    const form = new URLSearchParams({ To: text.to, Body: text.body });
    if (s.messagingServiceSid) form.set('MessagingServiceSid', s.messagingServiceSid);
    else if (s.from) form.set('From', s.from);
    const url = `${s.baseUrl.replace(/\/+$/, '')}/2010-04-01/Accounts/${encodeURIComponent(s.accountSid)}/Messages.json`;
    let response: Response;
    try {
      response = await fetch(url, {
        method: 'POST',
        headers: {
          authorization: `Basic ${Buffer.from(`${s.accountSid}:${s.authToken}`).toString('base64')}`,
          'content-type': 'application/x-www-form-urlencoded',
          accept: 'application/json',
        },
        body: form.toString(),
        signal: AbortSignal.timeout(s.timeoutMs ?? 15_000),
      });
    } catch (err) {
      // The network or the timeout: nothing says the provider refused, so try again later.
      throw new SmsSendError(`The SMS provider did not answer (${(err as Error).name}).`, true);
    }
    const answer = (await response.json().catch(() => null)) as { sid?: unknown; code?: unknown } | null;
    if (response.ok && typeof answer?.sid === 'string') return answer.sid;
    // Twilio's own error code (21211 invalid number, 21610 opted out…) is kept; its message may quote the number, so it is not.
    const code = typeof answer?.code === 'number' ? `, code ${answer.code}` : '';
    // A 2xx without a message id is not retried: the text may well have gone, and a second would be a duplicate.
    const retryable = response.status === 429 || response.status >= 500;
    throw new SmsSendError(`The SMS provider refused the text: HTTP ${response.status}${code}.`, retryable);
  }
}
