import type { NextFunction, Request, Response } from 'express';
import { randomUUID } from 'node:crypto';
import type { Logger } from 'pino';
import { acceptedRequestId, runWithLogContext } from '@clearhire/server';
import type { HttpMetrics } from './http-metrics';

export const REQUEST_ID_HEADER = 'X-Request-Id';

/**
 * What a request is logged and counted under: the route template Nest matched (`/api/forms/i9/:url`),
 * never the path itself, which can hold a private link's token or a location's key; `portal` for the
 * built portal's pages and files, `unmatched` for an API path no route answers.
 */
export function routeLabel(req: Request): string {
  const template = (req.route as { path?: unknown } | undefined)?.path;
  if (typeof template === 'string') return template;
  return req.path === '/api' || req.path.startsWith('/api/') ? 'unmatched' : 'portal';
}

/** Health checks come every few seconds from load balancers and Docker: their lines stay at debug. */
const isHealthCheck = (route: string) => route.startsWith('/api/health');

/**
 * First on every request: gives it an id (the caller's X-Request-Id when well-formed, else a new
 * UUID), answers it in X-Request-Id, runs the rest of the request in that id's log context (so every
 * line it writes and every job it queues carries it) and, once the response is sent, writes one log
 * line and one metric observation. The line holds the method, route template, status, duration and
 * id: no URL, query string, header or body, so nothing a person typed reaches the log.
 */
export function requestObserver(logger: Logger, metrics: HttpMetrics) {
  return (req: Request, res: Response, next: NextFunction): void => {
    const requestId = acceptedRequestId(req.headers['x-request-id']) ?? randomUUID();
    const started = process.hrtime.bigint();
    res.setHeader(REQUEST_ID_HEADER, requestId);
    res.once('finish', () => {
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      const route = routeLabel(req);
      const status = res.statusCode;
      metrics.observe(req.method, route, status, seconds);
      const level = isHealthCheck(route) ? 'debug' : status >= 500 ? 'error' : 'info';
      if (logger.isLevelEnabled(level)) logger[level]({ requestId, method: req.method, route, status, durationMs: Math.round(seconds * 10000) / 10 }, 'request');
    });
    runWithLogContext({ requestId }, next);
  };
}
