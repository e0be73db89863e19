import { Clock } from '@clearhire/server';
import { TestContext } from './support/test-app';
import { emailOfLength, signupPayload } from './support/payloads';

describe('POST /api/auth/login', () => {
  let ctx: TestContext;
  beforeAll(async () => (ctx = await TestContext.start()));
  afterAll(() => ctx.close());

  it('answers 201 with a token whose payload names the user, role and company', async () => {
    const payload = signupPayload();
    const signup = await ctx.http.post('/api/companies').send(payload).expect(201);
    const res = await ctx.http.post('/api/auth/login').send({ email: payload.email.toUpperCase(), password: payload.password }).expect(201);
    const claims = JSON.parse(Buffer.from(res.body.token.split('.')[1], 'base64url').toString());
    expect(claims).toMatchObject({ isAdmin: false, name: 'Maria Lopez', companyId: signup.body.companyId });
    expect(typeof claims.userId).toBe('string');
  });

  it('gives the same 401 for a wrong password and an unknown e-mail', async () => {
    const payload = signupPayload();
    await ctx.http.post('/api/companies').send(payload).expect(201);
    const wrong = await ctx.http.post('/api/auth/login').send({ email: payload.email, password: 'not the password' }).expect(401);
    const unknown = await ctx.http.post('/api/auth/login').send({ email: 'nobody@example.test', password: 'whatever1' }).expect(401);
    expect(wrong.body).toEqual(unknown.body);
    expect(wrong.body).toEqual({ errors: [{ msg: 'The e-mail or password is incorrect.' }] });
  });

  it('validates e-mail (max 254, any address a mail can go to) and password length (max 50) on the server', async () => {
    const res = await ctx.http.post('/api/auth/login').send({ email: emailOfLength(255), password: 'p'.repeat(51) }).expect(400);
    expect(res.body.errors).toEqual(
      expect.arrayContaining([
        { msg: 'E-mail must be at most 254 characters.', param: 'email' },
        { msg: 'Password must be at most 50 characters.', param: 'password' },
      ]),
    );
    // The longest address is a valid one: checked against the accounts like any other.
    await ctx.http.post('/api/auth/login').send({ email: emailOfLength(254), password: 'a password' }).expect(401);
  });

  it('refuses protected calls without a token (401) and with a forged or expired one', async () => {
    await ctx.http.get('/api/submissions').expect(401);
    const forged = await ctx.http.get('/api/submissions').set('Authorization', 'Bearer abc.def.ghi').expect(401);
    expect(forged.body.errors[0].msg).toMatch(/session has expired/);
    const expired = await TestContext.start({ JWT_TTL: '1s' });
    try {
      const payload = signupPayload();
      await expired.http.post('/api/companies').send(payload).expect(201);
      const token = await expired.login(payload.email, payload.password);
      await new Promise((r) => setTimeout(r, 2100));
      await expired.http.get('/api/submissions').set('Authorization', `Bearer ${token}`).expect(401);
    } finally {
      await expired.close();
    }
  });
});

describe('login throttle: per e-mail address and client', () => {
  let ctx: TestContext;
  // TRUST_PROXY=1: the test client stands for the proxy, so X-Forwarded-For names each client's IP.
  // The throttle reads the injectable Clock, held still here and moved by hand: the waits are exact
  // whatever the machine's speed.
  let now = Date.parse('2026-03-02T15:00:00Z');
  beforeAll(async () => {
    ctx = await TestContext.start({ TRUST_PROXY: '1', LOGIN_FAILURE_LIMIT: '3', LOGIN_BACKOFF_SECONDS: '1' });
    jest.spyOn(ctx.app.get(Clock), 'now').mockImplementation(() => new Date(now));
  });
  afterAll(() => ctx.close());
  const advance = (ms: number) => (now += ms);

  const login = (ip: string, email: string, password: string) => ctx.http.post('/api/auth/login').set('X-Forwarded-For', ip).send({ email, password });
  const owner = async () => {
    const payload = signupPayload();
    await ctx.http.post('/api/companies').send(payload).expect(201);
    return payload;
  };

  it("does not let a stranger's failures from one IP stop the owner logging in from another", async () => {
    const { email, password } = await owner();
    for (let i = 0; i < 3; i++) await login('203.0.113.66', email, 'a guess').expect(401);
    await login('203.0.113.66', email, 'another guess').expect(429);
    const res = await login('198.51.100.7', email, password).expect(201);
    expect(typeof res.body.token).toBe('string');
  });

  it('makes the failing client wait, even with the right password: 429 with Retry-After and a clear message', async () => {
    const { email, password } = await owner();
    for (let i = 0; i < 3; i++) await login('203.0.113.10', email, 'wrong password').expect(401);
    const res = await login('203.0.113.10', email, password).expect(429);
    expect(res.headers['retry-after']).toBe('1');
    expect(res.body).toEqual({ errors: [{ msg: 'Too many failed attempts. Please wait 1 second before trying again.' }] });
  });

  it('makes each further failure from that client wait twice as long, and forgets them once it logs in', async () => {
    const { email, password } = await owner();
    for (let i = 0; i < 3; i++) await login('203.0.113.20', email, 'wrong password').expect(401);
    expect((await login('203.0.113.20', email, 'wrong password').expect(429)).headers['retry-after']).toBe('1');
    advance(1000);
    await login('203.0.113.20', email, 'wrong password').expect(401);
    expect((await login('203.0.113.20', email, 'wrong password').expect(429)).headers['retry-after']).toBe('2');
    advance(1999);
    expect((await login('203.0.113.20', email, password).expect(429)).headers['retry-after']).toBe('1');
    advance(1);
    await login('203.0.113.20', email, password).expect(201);
    // A fresh start: the free attempts again, not a longer wait.
    for (let i = 0; i < 2; i++) await login('203.0.113.20', email, 'wrong password').expect(401);
    await login('203.0.113.20', email, password).expect(201);
  });

  it('throttles an unknown address the same way, so the answers never tell whether it exists', async () => {
    for (let i = 0; i < 3; i++) await login('203.0.113.30', 'nobody-here@example.test', 'a guess').expect(401);
    const res = await login('203.0.113.30', 'nobody-here@example.test', 'a guess').expect(429);
    expect(res.headers['retry-after']).toBe('1');
  });
});

describe('error shape for malformed requests', () => {
  let ctx: TestContext;
  beforeAll(async () => (ctx = await TestContext.start()));
  afterAll(() => ctx.close());

  it('answers malformed JSON with 400 in the error shape', async () => {
    const res = await ctx.http.post('/api/auth/login').set('Content-Type', 'application/json').send('{"email": "a@b.c",').expect(400);
    expect(res.body).toEqual({ errors: [{ msg: 'The request body is not valid JSON.' }] });
  });

  it('answers an oversized body with 413', async () => {
    const res = await ctx.http.post('/api/companies/contact').send({ firstname: 'x'.repeat(200_000) }).expect(413);
    expect(res.body).toEqual({ errors: [{ msg: 'The request is too large.' }] });
  });

  it.each([['[]'], ['"text"'], ['null'], ['42']])('answers a JSON body that is not an object (%s) with 400', async (body) => {
    const res = await ctx.http.post('/api/auth/login').set('Content-Type', 'application/json').send(body).expect(400);
    expect(res.body.errors.length).toBeGreaterThan(0);
  });

  it('answers wrong types with 400 naming the field', async () => {
    const res = await ctx.http.post('/api/auth/login').send({ email: 42, password: ['x'] }).expect(400);
    expect(res.body.errors.map((e: { param: string }) => e.param).sort()).toEqual(['email', 'password']);
  });

  it('answers unknown routes with 404 in the error shape', async () => {
    const res = await ctx.http.get('/api/nothing-here').expect(404);
    expect(res.body).toEqual({ errors: [{ msg: 'Not found.' }] });
  });

  it('serves the OpenAPI document', async () => {
    const res = await ctx.http.get('/api/docs-json').expect(200);
    expect(Object.keys(res.body.paths)).toEqual(expect.arrayContaining(['/api/submissions', '/api/forms/i9', '/api/files/{id}']));
  });

  it('reports the health of PostgreSQL and Redis', async () => {
    const res = await ctx.http.get('/api/health').expect(200);
    expect(res.body).toEqual({ status: 'ok', database: 'up', redis: 'up' });
  });

  it('marks every response as not cacheable', async () => {
    const res = await ctx.http.get('/api/health');
    expect(res.headers['cache-control']).toBe('no-store');
  });
});
