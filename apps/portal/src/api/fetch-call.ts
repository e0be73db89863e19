import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';

/**
 * One call of the API with fetch, for the public pages that make a call or two and load neither
 * Redux nor RTK Query (the applicant's forms, the sign-up): those two weigh about 26 KB gzip. The
 * request carries the generated client's types; a failed call rejects with an Error that has RTK
 * Query's fields (status, and the answer's body or the network's message), so api/errors.ts and the
 * form kit's server errors read it as they read RTK Query's.
 */
export type FetchCallError = FetchBaseQueryError;

/** A failed call, as an Error that carries RTK Query's fields (status and the answer's body, or the network's message). */
class CallError extends Error {
  constructor(
    readonly status: number | 'FETCH_ERROR',
    readonly data: unknown,
    readonly error?: string,
  ) {
    super(error ?? `The API answered ${status}`);
  }
}

interface Send {
  json?: unknown;
  form?: FormData;
  recaptcha?: string;
  signal?: AbortSignal;
}

// Absolute, like the RTK Query client, so the same calls work in the browser and under jsdom.
const origin = () => (typeof window === 'undefined' ? 'http://localhost' : window.location.origin);

export async function fetchCall<T>(method: 'GET' | 'POST', path: string, { json, form, recaptcha, signal }: Send = {}): Promise<T> {
  const headers: Record<string, string> = {};
  if (json !== undefined) headers['Content-Type'] = 'application/json';
  // Beside the body for JSON forms; the only place for multipart ones, which the API checks before it reads the body.
  if (recaptcha) headers['x-recaptcha-token'] = recaptcha;
  let response: Response;
  try {
    response = await fetch(`${origin()}${path}`, { method, headers, body: json !== undefined ? JSON.stringify(json) : form, signal });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new CallError('FETCH_ERROR', undefined, String(error));
  }
  const text = await response.text();
  let data: unknown = text;
  try {
    data = text ? JSON.parse(text) : null;
  } catch {
    /* not JSON: kept as text */
  }
  if (!response.ok) throw new CallError(response.status, data);
  return data as T;
}

