import { vi } from 'vitest';
import { cleanup } from '@testing-library/react';
import { baseApi } from '../../api/base-api';
import { store } from '../../app/store';

/** One API answer: a status and a JSON body, or a function of the request for answers that depend on it. */
export type MockAnswer = { status: number; body?: unknown } | ((request: Request) => { status: number; body?: unknown });

export interface RecordedCall {
  method: string;
  path: string;
  request: Request;
  /** The JSON body, when the call sent one. */
  json?: unknown;
}

/**
 * Answers the portal's fetch calls from a table keyed by "METHOD /path" and records them. A call the
 * table does not know answers 404, like an unknown API route.
 */
export function mockApi(answers: Record<string, MockAnswer>) {
  const calls: RecordedCall[] = [];
  const spy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const path = new URL(request.url).pathname;
    const key = `${request.method} ${path}`;
    const call: RecordedCall = { method: request.method, path, request };
    if ((request.headers.get('content-type') ?? '').includes('application/json')) {
      call.json = JSON.parse(await request.clone().text());
    }
    calls.push(call);
    const answer = answers[key];
    const { status, body } = typeof answer === 'function' ? answer(request) : (answer ?? { status: 404, body: { errors: [{ msg: 'Not found.' }] } });
    return new Response(body === undefined ? null : JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  });
  return { calls, spy };
}

/**
 * The store is one for the whole app: forget cached answers between tests. The page is unmounted
 * first; a mounted query would otherwise refetch after the reset, past the mock, and the next test
 * would wait on that request.
 */
export function resetApi(): void {
  cleanup();
  store.dispatch(baseApi.util.resetApiState());
  vi.restoreAllMocks();
}

/** The one recorded call to `path` with `method`; fails the test when there is none. */
export function callTo(calls: RecordedCall[], method: string, path: string): RecordedCall {
  const call = calls.find((c) => c.method === method && c.path === path);
  if (!call) throw new Error(`No ${method} ${path} was made`);
  return call;
}
