import type { NextFunction, Request, RequestHandler, Response } from 'express';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * helmet's security headers, worked out once at boot and set by one middleware. helmet runs eleven
 * middlewares per request to produce the same headers every time (nothing in our options depends on
 * the request: the CSP has no nonce), which cost about 6% of a request's CPU. Here helmet itself
 * computes them, once, against a recording response, so the headers are exactly helmet's.
 */
export function securityHeaders(options: HelmetOptions): RequestHandler {
  const set: [string, string][] = [];
  const removed: string[] = [];
  const recorder = {
    setHeader: (name: string, value: string | number | readonly string[]) => void set.push([name, Array.isArray(value) ? value.join(', ') : String(value)]),
    removeHeader: (name: string) => void removed.push(name),
  };
  let done = false;
  helmet(options)({} as Request, recorder as unknown as Response, (err?: unknown) => {
    if (err) throw err;
    done = true;
  });
  // helmet finishes synchronously today; if a future version did not, its headers would be missing here.
  if (!done) throw new Error('helmet did not set its headers synchronously');
  return (_req: Request, res: Response, next: NextFunction) => {
    for (const name of removed) res.removeHeader(name);
    for (const [name, value] of set) res.setHeader(name, value);
    next();
  };
}
