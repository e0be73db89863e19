import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import type { App } from 'supertest/types';
import { DataSource } from 'typeorm';
import { dataSourceOptions } from '@clearhire/db';
import { createApp } from '../src/app/create-app';
import { ApiMonitoring } from '../src/common/observability/api-monitoring';
import { loadConfig } from '../src/config/app-config';
import { CapturedLogs } from './support/captured-logs';
import { prescreeningPayload } from './support/payloads';
import { TestContext } from './support/test-app';

const METRICS_TOKEN = 'test-metrics-token-0123456789';

/** An app of this file's own, its log lines captured at debug level, its metrics on a free port behind a token. */
async function observedApp(env: Record<string, string> = {}): Promise<{ app: NestExpressApplication; logs: CapturedLogs }> {
  const logs = new CapturedLogs();
  const config = loadConfig({ ...process.env, LOG_LEVEL: 'debug', METRICS_PORT: '0', METRICS_TOKEN, ...env });
  const app = await createApp(config, { logDestination: logs });
  await app.init();
  return { app, logs };
}

const http = (app: NestExpressApplication) => request(app.getHttpServer() as App);

describe('request ids, request logs, metrics and health', () => {
  let ctx: TestContext;
  let app: NestExpressApplication;
  let logs: CapturedLogs;
  const metricsUrl = () => `http://127.0.0.1:${app.get(ApiMonitoring).port}/metrics`;
  const scrape = async () => (await fetch(metricsUrl(), { headers: { Authorization: `Bearer ${METRICS_TOKEN}` } })).text();

  beforeAll(async () => {
    ctx = await TestContext.start();
    ({ app, logs } = await observedApp());
  });
  afterAll(async () => {
    await app.close();
    await ctx.close();
  });

  describe('request id', () => {
    it('answers a new id in X-Request-Id, and keeps a well-formed one the caller sent', async () => {
      const fresh = await http(app).get('/api/health/live').expect(200);
      expect(fresh.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
      const kept = await http(app).get('/api/health/live').set('X-Request-Id', 'lb-7f3a9c').expect(200);
      expect(kept.headers['x-request-id']).toBe('lb-7f3a9c');
    });

    it('replaces an id that is not short letters, digits and dashes', async () => {
      for (const bad of ['has space', 'a'.repeat(65), 'x<script>', 'ssn=123-45-6789&x']) {
        const res = await http(app).get('/api/health/live').set('X-Request-Id', bad).expect(200);
        expect(res.headers['x-request-id']).not.toBe(bad);
        expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
      }
    });

    it('is on error answers and on the portal paths too', async () => {
      const missing = await http(app).get('/api/no-such-thing').expect(404);
      expect(missing.headers['x-request-id']).toBeTruthy();
      expect(missing.body).toEqual({ errors: [expect.objectContaining({ msg: expect.any(String) })] });
    });
  });

  describe('request log', () => {
    it('writes one JSON line per request: method, route template, status, duration and id; no path, query or body', async () => {
      const email = 'applicant.trace@example.test';
      const res = await http(app)
        .get('/api/forms/i9/secret-link-token-abc?firstName=Rosalind&email=applicant.trace%40example.test')
        .set('User-Agent', 'jest')
        .set('Authorization', 'Bearer not-a-real-session')
        .set('Cookie', 'session=private-cookie');
      const id = res.headers['x-request-id'];
      const line = logs.lines().find((l) => l['requestId'] === id && l['msg'] === 'request');
      expect(line).toEqual(
        expect.objectContaining({ level: 'info', service: 'clearhire-api', method: 'GET', route: '/api/forms/i9/:url', status: res.status, durationMs: expect.any(Number) }),
      );
      const text = logs.text();
      for (const secret of ['secret-link-token-abc', 'Rosalind', email, 'applicant.trace', 'not-a-real-session', 'private-cookie']) expect(text).not.toContain(secret);
    });

    it('logs a pre-screening link page by "portal", never by its path or query', async () => {
      const res = await http(app).get('/prescreening/73017/location-key-xyz?firstName=Rosalind&email=r%40example.test');
      const line = logs.lines().find((l) => l['requestId'] === res.headers['x-request-id'] && l['msg'] === 'request');
      expect(line?.['route']).toBe('portal');
      expect(logs.text()).not.toContain('location-key-xyz');
      expect(logs.text()).not.toContain('Rosalind');
    });

    it('keeps health checks at debug, so a load balancer does not fill the log', async () => {
      const res = await http(app).get('/api/health/ready').expect(200);
      expect(logs.lines().find((l) => l['requestId'] === res.headers['x-request-id'])?.['level']).toBe('debug');
    });
  });

  describe('metrics port', () => {
    it('is not served on the public API port', async () => {
      // The portal may answer an unknown page with its own HTML; never with the metrics.
      await http(app).get('/metrics').expect((res) => expect(res.text ?? '').not.toContain('clearhire_http_request'));
      await http(app).get('/api/metrics').expect(404);
    });

    it('refuses a scrape without the token, in the error shape', async () => {
      const none = await fetch(metricsUrl());
      expect(none.status).toBe(401);
      expect(await none.json()).toEqual({ errors: [{ msg: 'A valid metrics token is required.', param: 'authorization' }] });
      expect((await fetch(metricsUrl(), { headers: { Authorization: 'Bearer wrong-token-of-some-length' } })).status).toBe(401);
    });

    it('counts requests by route template and status, with latency buckets, process and pool metrics', async () => {
      const company = await ctx.newCompany();
      // The observed app takes a pre-screening: its route, never the submission's id, is the label.
      const created = await http(app).post('/api/submissions').send(prescreeningPayload(company.id)).expect(201);
      await http(app).get(`/api/submissions/${created.body.id}`).expect(401);
      const text = await scrape();
      expect(text).toMatch(/clearhire_http_request_duration_seconds_count\{method="POST",route="\/api\/submissions",status="201"\} 1\b/);
      expect(text).toMatch(/clearhire_http_request_duration_seconds_bucket\{le="0.1",method="POST",route="\/api\/submissions",status="201"\} [01]\b/);
      expect(text).toMatch(/clearhire_http_request_duration_seconds_count\{method="GET",route="\/api\/submissions\/:id",status="401"\} 1\b/);
      expect(text).not.toContain(created.body.id);
      expect(text).toMatch(/clearhire_db_pool_connections\{state="idle"\} \d+/);
      expect(text).toMatch(/clearhire_db_pool_connections\{state="waiting"\} 0/);
      expect(text).toMatch(/^process_cpu_user_seconds_total \d/m);
      expect(text).toMatch(/^nodejs_eventloop_lag_seconds \d/m);
    });
  });

  describe('health', () => {
    it('keeps GET /api/health as it was', async () => {
      expect((await http(app).get('/api/health').expect(200)).body).toEqual({ status: 'ok', database: 'up', redis: 'up' });
    });

    it('is live and ready when PostgreSQL, Redis and the migrations are there', async () => {
      expect((await http(app).get('/api/health/live').expect(200)).body).toEqual({ status: 'ok' });
      expect((await http(app).get('/api/health/ready').expect(200)).body).toEqual({ status: 'ok' });
    });

    it('is not ready while the database misses a migration of this release, and is again once it has it', async () => {
      const owner = await new DataSource(dataSourceOptions(process.env['MIGRATION_DATABASE_URL'] as string)).initialize();
      const [last] = await owner.query('SELECT id, timestamp, name FROM migrations ORDER BY id DESC LIMIT 1');
      try {
        await owner.query('DELETE FROM migrations WHERE id = $1', [last.id]);
        const res = await http(app).get('/api/health/ready').expect(503);
        expect(res.body).toEqual({ errors: [{ msg: 'The database is missing migrations of this release: run migrate.', param: 'migrations' }] });
        await http(app).get('/api/health/live').expect(200);
      } finally {
        await owner.query('INSERT INTO migrations (id, timestamp, name) VALUES ($1, $2, $3)', [last.id, last.timestamp, last.name]);
        await owner.destroy();
      }
      await http(app).get('/api/health/ready').expect(200);
    });

    it('is not ready while Redis is unreachable, and stays live', async () => {
      const cut = await observedApp({ REDIS_URL: 'redis://127.0.0.1:1', METRICS_PORT: '' });
      try {
        const res = await http(cut.app).get('/api/health/ready').expect(503);
        expect(res.body).toEqual({ errors: [{ msg: 'Redis does not answer.', param: 'redis' }] });
        await http(cut.app).get('/api/health/live').expect(200);
      } finally {
        await cut.app.close();
      }
    });

    it('is not ready while PostgreSQL is unreachable, and stays live', async () => {
      const cut = await observedApp({ METRICS_PORT: '' });
      try {
        await cut.app.get(DataSource).destroy();
        const res = await http(cut.app).get('/api/health/ready').expect(503);
        expect(res.body).toEqual({ errors: [{ msg: 'PostgreSQL does not answer.', param: 'database' }] });
        await http(cut.app).get('/api/health/live').expect(200);
      } finally {
        await cut.app.close().catch(() => undefined);
      }
    });
  });
});
