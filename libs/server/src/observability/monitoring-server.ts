import { timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A check's answer: ok, or the things that are not ready, each named (`database`, `redis`, `migrations`). */
export interface Readiness {
  ready: boolean;
  problems: { msg: string; param: string }[];
}

export interface MonitoringServerOptions {
  port: number;
  host: string;
  /** When set, every call must carry `Authorization: Bearer <token>`. */
  token?: string;
  metrics: () => Promise<{ body: string; contentType: string }>;
  /** The worker's liveness and readiness (the API answers its own under /api/health). */
  ready?: () => Promise<Readiness>;
}

function tokenMatches(header: string | undefined, token: string): boolean {
  const given = Buffer.from(header?.startsWith('Bearer ') ? header.slice(7) : '');
  const expected = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

function json(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' });
  res.end(JSON.stringify(body));
}

/**
 * The metrics (and, for the worker, health) endpoint, on a port of its own: never the public API
 * port, so a proxy in front of the API cannot expose it by mistake. Bound to METRICS_HOST (loopback
 * by default); with METRICS_TOKEN set, a bearer token is required too. Errors answer in the API's
 * shape, {errors:[{msg,param}]}, and never with a stack.
 */
export async function startMonitoringServer(options: MonitoringServerOptions): Promise<Server> {
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const path = (req.url ?? '/').split('?')[0];
    if (options.token && !tokenMatches(req.headers.authorization, options.token)) {
      res.setHeader('WWW-Authenticate', 'Bearer');
      return json(res, 401, { errors: [{ msg: 'A valid metrics token is required.', param: 'authorization' }] });
    }
    if (req.method !== 'GET') return json(res, 405, { errors: [{ msg: 'Only GET is answered here.', param: 'method' }] });
    if (path === '/metrics') {
      options.metrics().then(
        ({ body, contentType }) => {
          res.writeHead(200, { 'Content-Type': contentType, 'Cache-Control': 'no-store' });
          res.end(body);
        },
        () => json(res, 500, { errors: [{ msg: 'The metrics could not be collected.', param: 'metrics' }] }),
      );
      return;
    }
    if (options.ready && path === '/health/live') return json(res, 200, { status: 'ok' });
    if (options.ready && path === '/health/ready') {
      options.ready().then(
        (r) => (r.ready ? json(res, 200, { status: 'ok' }) : json(res, 503, { errors: r.problems })),
        () => json(res, 503, { errors: [{ msg: 'Readiness could not be checked.', param: 'ready' }] }),
      );
      return;
    }
    json(res, 404, { errors: [{ msg: 'Not found.', param: 'path' }] });
  });
  server.listen(options.port, options.host);
  await new Promise<void>((resolve, reject) => {
    server.once('listening', resolve);
    server.once('error', reject);
  });
  return server;
}

export function listeningPort(server: Server): number {
  return (server.address() as AddressInfo).port;
}

export function closeServer(server: Server): Promise<void> {
  return new Promise((resolve) => {
    server.close(() => resolve());
    server.closeAllConnections();
  });
}
