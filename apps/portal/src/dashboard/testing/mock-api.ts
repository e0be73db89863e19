import { vi } from 'vitest';

export interface ApiCall {
  method: string;
  path: string;
  params: URLSearchParams;
  body: unknown;
  /** The Authorization header it carried (which session token), or null. */
  authorization: string | null;
}

export interface MockReply {
  status?: number;
  body?: unknown;
}

type Handler = (call: ApiCall, params: Record<string, string>) => MockReply | unknown;

/**
 * Answers the portal's fetches from a table such as { 'GET /api/submissions/:id': handler }.
 * A handler returns a body (200) or { status, body }. Routes without parameters win over
 * parameterised ones ('/api/submissions/due' before '/api/submissions/:id'). Unknown calls get 404.
 */
export function mockApi(routes: Record<string, Handler>) {
  const calls: ApiCall[] = [];
  const table = Object.entries(routes)
    .map(([key, handler]) => {
      const [method, pattern] = key.split(' ');
      return { method, segments: pattern.split('/'), handler };
    })
    .sort((a, b) => a.segments.filter((s) => s.startsWith(':')).length - b.segments.filter((s) => s.startsWith(':')).length);

  const spy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(new URL(String(input), 'http://localhost'), init);
    const url = new URL(request.url);
    const text = request.method === 'GET' ? '' : await request.text();
    const call: ApiCall = { method: request.method, path: url.pathname, params: url.searchParams, body: text ? JSON.parse(text) : undefined, authorization: request.headers.get('Authorization') };
    calls.push(call);
    const segments = url.pathname.split('/');
    for (const route of table) {
      if (route.method !== request.method || route.segments.length !== segments.length) continue;
      const params: Record<string, string> = {};
      const matches = route.segments.every((s, i) => {
        if (s.startsWith(':')) {
          params[s.slice(1)] = decodeURIComponent(segments[i]);
          return true;
        }
        return s === segments[i];
      });
      if (!matches) continue;
      const reply = route.handler(call, params);
      const { status, body } = isReply(reply) ? reply : { status: 200, body: reply };
      return json(status ?? 200, body);
    }
    return json(404, { errors: [{ msg: `No mock for ${request.method} ${url.pathname}` }] });
  });

  return {
    calls,
    spy,
    callsTo: (method: string, path: string) => calls.filter((c) => c.method === method && c.path === path),
  };
}

function isReply(value: unknown): value is MockReply {
  return typeof value === 'object' && value !== null && 'status' in value && typeof (value as MockReply).status === 'number';
}

function json(status: number, body: unknown): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}
