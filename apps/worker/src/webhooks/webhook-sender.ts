import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { WEBHOOK_LIMITS } from '@clearhire/contracts';
import type { WebhookTarget } from '@clearhire/server';

/** What one attempt got: the HTTP status or why there was none, how long it took and the answer's first bytes. */
export interface SendResult {
  status: number | null;
  error: string | null;
  durationMs: number;
  answer: string;
}

/** A receiver has this long to answer, headers and body together. */
export const WEBHOOK_TIMEOUT_MS = 10_000;

/**
 * POSTs one signed webhook to the address the target check resolved (docs/architecture.md "Webhooks"): the
 * connection is pinned to it through `lookup`, so a DNS answer that changed since the check cannot
 * send it elsewhere, while TLS still verifies the certificate against the URL's host name. Redirects
 * are not followed (a 3xx is a failed attempt); the answer is read up to a small cap and the rest
 * dropped. Never throws: every failure is a result.
 */
export function sendWebhook(target: WebhookTarget, headers: Record<string, string>, body: string, timeoutMs = WEBHOOK_TIMEOUT_MS): Promise<SendResult> {
  const started = process.hrtime.bigint();
  const elapsed = () => Number((process.hrtime.bigint() - started) / 1_000_000n);
  const pinned: LookupFunction = (_host, options, callback) => {
    if (options.all) (callback as unknown as (e: null, a: { address: string; family: number }[]) => void)(null, [{ address: target.address, family: target.family }]);
    else callback(null, target.address, target.family);
  };
  const client = target.url.protocol === 'https:' ? https : http;
  return new Promise((resolve) => {
    let settled = false;
    const finish = (result: Omit<SendResult, 'durationMs'>) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve({ ...result, durationMs: elapsed() });
    };
    const request = client.request(
      target.url,
      { method: 'POST', headers: { ...headers, 'content-length': String(Buffer.byteLength(body)) }, lookup: pinned, agent: false },
      (response) => {
        const chunks: Buffer[] = [];
        let size = 0;
        const done = () => {
          finish({ status: response.statusCode ?? null, error: null, answer: firstBytes(Buffer.concat(chunks)) });
          response.destroy();
        };
        response.on('data', (chunk: Buffer) => {
          chunks.push(chunk);
          size += chunk.length;
          if (size >= WEBHOOK_LIMITS.answerBytes) done();
        });
        response.on('end', done);
        response.on('error', done);
      },
    );
    const timer = setTimeout(() => {
      finish({ status: null, error: `No answer within ${timeoutMs / 1000} s`, answer: '' });
      request.destroy();
    }, timeoutMs);
    request.on('error', (err: NodeJS.ErrnoException) => finish({ status: null, error: connectionError(err), answer: '' }));
    request.end(body);
  });
}

/** The answer's first bytes as text, cut to the cap on a character boundary. */
function firstBytes(answer: Buffer): string {
  return answer.subarray(0, WEBHOOK_LIMITS.answerBytes).toString('utf8').replace(/\uFFFD+$/, '').slice(0, WEBHOOK_LIMITS.answerBytes);
}

/** A connection failure in words, without anything the request carried. */
function connectionError(err: NodeJS.ErrnoException): string {
  const code = err.code ?? 'ERROR';
  const words: Record<string, string> = {
    ECONNREFUSED: 'Connection refused',
    ECONNRESET: 'Connection reset',
    ETIMEDOUT: 'Connection timed out',
    EHOSTUNREACH: 'Host unreachable',
    CERT_HAS_EXPIRED: 'TLS certificate expired',
    DEPTH_ZERO_SELF_SIGNED_CERT: 'TLS certificate self-signed',
    ERR_TLS_CERT_ALTNAME_INVALID: 'TLS certificate does not match the host',
  };
  return (words[code] ?? `Connection failed (${code})`).slice(0, 300);
}
