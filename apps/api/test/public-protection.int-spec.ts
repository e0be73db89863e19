import { Clock } from '@clearhire/server';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { contactPayload, signupPayload } from './support/payloads';
import { TestContext } from './support/test-app';

/** A stand-in for Google's siteverify: accepts the token "human" only, and records what it was sent. */
async function startRecaptchaStub(): Promise<{ url: string; requests: URLSearchParams[]; server: Server }> {
  const requests: URLSearchParams[] = [];
  const server = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      const params = new URLSearchParams(body);
      requests.push(params);
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ success: params.get('response') === 'human' && params.get('secret') === 'test-secret' }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/siteverify`, requests, server };
}

describe('rate limits on public endpoints', () => {
  let ctx: TestContext;
  beforeAll(async () => (ctx = await TestContext.start({ PUBLIC_RATE_LIMIT: '3', REDIS_PREFIX: `${process.env['REDIS_PREFIX']}limits:` })));
  afterAll(() => ctx.close());

  it('answers 429 in the error shape once an IP exceeds the limit, and stores nothing more', async () => {
    const before = Number((await ctx.dataSource.query('SELECT count(*) FROM contact_requests'))[0].count);
    for (let i = 0; i < 3; i++) await ctx.http.post('/api/companies/contact').send(contactPayload()).expect(201);
    const res = await ctx.http.post('/api/companies/contact').send(contactPayload()).expect(429);
    expect(res.body).toEqual({ errors: [{ msg: 'Too many requests. Please wait a minute and try again.' }] });
    const after = Number((await ctx.dataSource.query('SELECT count(*) FROM contact_requests'))[0].count);
    expect(after - before).toBe(3);
  });

  it('never limits the health check', async () => {
    for (let i = 0; i < 6; i++) await ctx.http.get('/api/health').expect(200);
  });

  it('does not limit logged-in dashboard calls', async () => {
    const admin = await ctx.adminToken();
    for (let i = 0; i < 6; i++) await ctx.http.get('/api/companies').set('Authorization', `Bearer ${admin}`).expect(200);
  });
});

describe('reCAPTCHA when a secret is configured', () => {
  let ctx: TestContext;
  let stub: Awaited<ReturnType<typeof startRecaptchaStub>>;
  beforeAll(async () => {
    stub = await startRecaptchaStub();
    ctx = await TestContext.start({ RECAPTCHA_SECRET: 'test-secret', RECAPTCHA_VERIFY_URL: stub.url });
  });
  afterAll(async () => {
    await ctx.close();
    stub.server.closeAllConnections();
    stub.server.close();
  });

  it('refuses a sign-up without a token, or with a token Google rejects, and creates nothing', async () => {
    const missing = await ctx.http.post('/api/companies').send(signupPayload()).expect(400);
    expect(missing.body.errors).toEqual([{ msg: 'Please confirm that you are not a robot.', param: 'recaptcha' }]);
    const payload = signupPayload({ recaptcha: 'robot' });
    await ctx.http.post('/api/companies').send(payload).expect(400);
    expect(await ctx.dataSource.query('SELECT 1 FROM users WHERE email = $1', [payload.email.toLowerCase()])).toHaveLength(0);
  });

  it('accepts a verified token in the body or in the x-recaptcha-token header, sending the secret and the client IP', async () => {
    await ctx.http.post('/api/companies').send(signupPayload({ recaptcha: 'human' })).expect(201);
    await ctx.http.post('/api/companies/contact').set('x-recaptcha-token', 'human').send(contactPayload()).expect(201);
    const last = stub.requests[stub.requests.length - 1];
    expect(last.get('secret')).toBe('test-secret');
    expect(last.get('remoteip')).toMatch(/127\.0\.0\.1/);
  });
});

describe('when Redis is unreachable', () => {
  let ctx: TestContext;
  // A port nothing listens on: every Redis command fails at once.
  beforeAll(async () => (ctx = await TestContext.start({ REDIS_URL: 'redis://127.0.0.1:1' })));
  afterAll(() => ctx.close());

  it('still accepts public forms and logins', async () => {
    const payload = signupPayload();
    await ctx.http.post('/api/companies').send(payload).expect(201);
    await ctx.login(payload.email, payload.password);
  });

  it('reports Redis down on the health check with 503', async () => {
    const res = await ctx.http.get('/api/health').expect(503);
    expect(res.body).toEqual({ status: 'degraded', database: 'up', redis: 'down' });
  });
});

describe('when Redis is unreachable, the limits still hold (counted in the process)', () => {
  let ctx: TestContext;
  beforeAll(
    async () =>
      (ctx = await TestContext.start({ REDIS_URL: 'redis://127.0.0.1:1', PUBLIC_RATE_LIMIT: '3', LOGIN_FAILURE_LIMIT: '2', LOGIN_BACKOFF_SECONDS: '60', TRUST_PROXY: '1' })),
  );
  afterAll(() => ctx.close());

  it('answers 429 with Retry-After once an IP exceeds the public rate limit, and creates nothing more', async () => {
    const signup = (ip: string) => {
      const payload = signupPayload();
      return { email: payload.email.toLowerCase(), req: ctx.http.post('/api/companies').set('X-Forwarded-For', ip).send(payload) };
    };
    for (let i = 0; i < 3; i++) await signup('203.0.113.40').req.expect(201);
    const refused = signup('203.0.113.40');
    const res = await refused.req.expect(429);
    expect(res.body).toEqual({ errors: [{ msg: 'Too many requests. Please wait a minute and try again.' }] });
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect(await ctx.dataSource.query('SELECT 1 FROM users WHERE email = $1', [refused.email])).toHaveLength(0);
    // Another client is not affected.
    await signup('203.0.113.41').req.expect(201);
  });

  it("throttles a client's failed logins for an address, and still lets the owner in from another IP", async () => {
    // The throttle's time is the injectable Clock's, held still: the wait reads exactly 60 s.
    jest.spyOn(ctx.app.get(Clock), 'now').mockReturnValue(new Date('2026-03-02T15:00:00Z'));
    const payload = signupPayload();
    await ctx.http.post('/api/companies').set('X-Forwarded-For', '198.51.100.50').send(payload).expect(201);
    const login = (ip: string, password: string) => ctx.http.post('/api/auth/login').set('X-Forwarded-For', ip).send({ email: payload.email, password });
    for (let i = 0; i < 2; i++) await login('203.0.113.42', 'a guess').expect(401);
    const res = await login('203.0.113.42', payload.password).expect(429);
    expect(res.headers['retry-after']).toBe('60');
    expect(res.body.errors[0].msg).toBe('Too many failed attempts. Please wait 60 seconds before trying again.');
    await login('198.51.100.50', payload.password).expect(201);
  });
});
