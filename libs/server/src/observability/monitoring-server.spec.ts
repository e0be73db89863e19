import type { Server } from 'node:http';
import { closeServer, listeningPort, type Readiness, startMonitoringServer } from './monitoring-server';

describe('the monitoring port', () => {
  let server: Server;
  let readiness: Readiness;
  const url = (path: string) => `http://127.0.0.1:${listeningPort(server)}${path}`;
  const auth = { Authorization: 'Bearer a-token-of-sixteen-chars' };

  beforeAll(async () => {
    server = await startMonitoringServer({
      port: 0,
      host: '127.0.0.1',
      token: 'a-token-of-sixteen-chars',
      metrics: async () => ({ body: 'up_metric 1\n', contentType: 'text/plain; version=0.0.4' }),
      ready: async () => readiness,
    });
  });
  afterAll(() => closeServer(server));

  it('serves the metrics with the token', async () => {
    const res = await fetch(url('/metrics'), { headers: auth });
    expect([res.status, res.headers.get('content-type'), await res.text()]).toEqual([200, 'text/plain; version=0.0.4', 'up_metric 1\n']);
  });

  it('refuses every path without the right token, in the error shape', async () => {
    const attempts: Record<string, string>[] = [{}, { Authorization: 'Bearer wrong' }, { Authorization: 'a-token-of-sixteen-chars' }];
    for (const headers of attempts) {
      for (const path of ['/metrics', '/health/live', '/health/ready']) {
        const res = await fetch(url(path), { headers });
        expect([path, res.status, await res.json()]).toEqual([path, 401, { errors: [{ msg: 'A valid metrics token is required.', param: 'authorization' }] }]);
      }
    }
  });

  it('answers readiness 503 naming what is not ready, liveness 200 all the same', async () => {
    readiness = { ready: false, problems: [{ msg: 'Redis does not answer.', param: 'redis' }] };
    const res = await fetch(url('/health/ready'), { headers: auth });
    expect([res.status, await res.json()]).toEqual([503, { errors: [{ msg: 'Redis does not answer.', param: 'redis' }] }]);
    expect((await fetch(url('/health/live'), { headers: auth })).status).toBe(200);
    readiness = { ready: true, problems: [] };
    expect((await fetch(url('/health/ready'), { headers: auth })).status).toBe(200);
  });

  it('answers 404 elsewhere and 405 to anything but GET', async () => {
    expect((await fetch(url('/metrics/../secret'), { headers: auth })).status).toBe(404);
    expect((await fetch(url('/metrics'), { method: 'POST', headers: auth })).status).toBe(405);
  });
});
