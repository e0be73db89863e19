/** One text to send: the number (E.164) and the words. */
export interface OutgoingText {
  readonly to: string;
  readonly body: string;
}

/**
 * Where texts go: a provider's HTTP API (Twilio's Messages API shape) or, with nothing configured,
 * a folder of files (the outbox), so development and tests send nothing. Chosen once from the
 * configuration (`smsProviderFrom`); the worker is the only caller, from a job.
 */
export interface SmsProvider {
  /** Sends one text; resolves with the provider's id of the message (the outbox's file name). */
  send(text: OutgoingText): Promise<string>;
}

/**
 * A provider's refusal. `retryable`: the provider or the network failed (a 429 or 5xx, a timeout),
 * so the job tries again; otherwise the request itself was refused (a bad number, a number the
 * provider knows opted out, wrong credentials) and repeating it would be refused the same way.
 * The message names the provider's status and code only, never the number or the body.
 */
export class SmsSendError extends Error {
  constructor(
    message: string,
    readonly retryable: boolean,
  ) {
    super(message);
    this.name = 'SmsSendError';
  }
}
