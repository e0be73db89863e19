import { JwtService } from '@nestjs/jwt';
import { SESSION_ENDED } from '../src/common/auth/access.guard';
import { EndedSessions } from '../src/common/auth/ended-sessions';
import { prescreeningPayload, signupPayload } from './support/payloads';
import { TestContext } from './support/test-app';

/**
 * POST /api/auth/logout ends this device's sign-in only (its `sid`, kept as ended in Redis); POST
 * /api/auth/logout-everywhere ends every session of the user at once (each token carries the user's
 * token version, which it raises). Every request checks both.
 */
describe('POST /api/auth/logout and /api/auth/logout-everywhere', () => {
  let ctx: TestContext;
  beforeAll(async () => (ctx = await TestContext.start()));
  afterAll(() => ctx.close());

  const account = async () => {
    const payload = signupPayload();
    await ctx.http.post('/api/companies').send(payload).expect(201);
    const login = async () => (await ctx.http.post('/api/auth/login').send({ email: payload.email, password: payload.password }).expect(201)).body.token as string;
    return { login };
  };
  const list = (token: string) => ctx.http.get('/api/submissions').set('Authorization', ctx.auth(token));

  it("logout answers 204 and ends this device's session only: the other device stays signed in", async () => {
    const maria = await account();
    const [laptop, phone] = [await maria.login(), await maria.login()];
    await list(laptop).expect(200);

    await ctx.http.post('/api/auth/logout').set('Authorization', ctx.auth(laptop)).expect(204);
    expect((await list(laptop).expect(401)).body).toEqual({ errors: [{ msg: SESSION_ENDED }] });
    await ctx.http.post('/api/auth/logout').set('Authorization', ctx.auth(laptop)).expect(401);
    await list(phone).expect(200);
  });

  it('refuses the ended token on the very next request of another API process sharing Redis', async () => {
    const second = await TestContext.start();
    try {
      // The second process answers from memory once it listens: the logout must reach it there.
      const listening = second.app.get(EndedSessions);
      while (!listening.isListening()) await new Promise((r) => setTimeout(r, 20));
      const maria = await account();
      const token = await maria.login();
      await second.http.get('/api/submissions').set('Authorization', ctx.auth(token)).expect(200);
      await ctx.http.post('/api/auth/logout').set('Authorization', ctx.auth(token)).expect(204);
      expect((await second.http.get('/api/submissions').set('Authorization', ctx.auth(token)).expect(401)).body).toEqual({ errors: [{ msg: SESSION_ENDED }] });
    } finally {
      await second.close();
    }
  });

  it('refuses a token ended before another API process started: a new process loads the sign-ins already ended', async () => {
    const maria = await account();
    const token = await maria.login();
    await ctx.http.post('/api/auth/logout').set('Authorization', ctx.auth(token)).expect(204);
    const later = await TestContext.start();
    try {
      expect((await later.http.get('/api/submissions').set('Authorization', ctx.auth(token)).expect(401)).body).toEqual({ errors: [{ msg: SESSION_ENDED }] });
      // Once it listens (its keys loaded) it still refuses it, and still accepts another sign-in of the same user.
      const other = await maria.login();
      for (let i = 0; i < 3; i++) await later.http.get('/api/submissions').set('Authorization', ctx.auth(token)).expect(401);
      await later.http.get('/api/submissions').set('Authorization', ctx.auth(other)).expect(200);
    } finally {
      await later.close();
    }
  });

  it('log out everywhere answers 204 and ends every session of the user, on every device, and nobody else’s', async () => {
    const maria = await account();
    const [laptop, phone] = [await maria.login(), await maria.login()];
    const other = await (await account()).login();

    await ctx.http.post('/api/auth/logout-everywhere').set('Authorization', ctx.auth(laptop)).expect(204);
    for (const token of [laptop, phone]) expect((await list(token).expect(401)).body).toEqual({ errors: [{ msg: SESSION_ENDED }] });
    await ctx.http.post('/api/auth/logout-everywhere').set('Authorization', ctx.auth(phone)).expect(401);
    await list(other).expect(200);

    // A new login is a new session.
    await list(await maria.login()).expect(200);
  });

  it('ends every session when the token names no sign-in (issued before sign-ins were named)', async () => {
    const maria = await account();
    const [named, phone] = [await maria.login(), await maria.login()];
    const { sid: _sid, iat: _iat, exp: _exp, ...claims } = JSON.parse(Buffer.from(named.split('.')[1], 'base64url').toString());
    const unnamed = ctx.app.get(JwtService).sign(claims, { secret: process.env['JWT_SECRET'], expiresIn: '1h', algorithm: 'HS256' });
    await list(unnamed).expect(200);
    await ctx.http.post('/api/auth/logout').set('Authorization', ctx.auth(unnamed)).expect(204);
    for (const token of [unnamed, phone]) await list(token).expect(401);
  });

  it('is audited as the user who logged out, saying whether everywhere', async () => {
    const maria = await account();
    const token = await maria.login();
    const { userId } = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString());
    await ctx.http.post('/api/auth/logout').set('Authorization', ctx.auth(token)).expect(204);
    await ctx.http.post('/api/auth/logout-everywhere').set('Authorization', ctx.auth(await maria.login())).expect(204);
    const events = await ctx.dataSource.query(`SELECT actor_id, actor_role, record_id, detail FROM audit_events WHERE action = 'auth.logged_out' AND record_id = $1 ORDER BY id`, [userId]);
    expect(events).toEqual([
      { actor_id: userId, actor_role: 'company', record_id: userId, detail: { everywhere: false } },
      { actor_id: userId, actor_role: 'company', record_id: userId, detail: { everywhere: true } },
    ]);
  });

  it('answers 401 without a token or with a forged one, and changes nothing', async () => {
    for (const path of ['/api/auth/logout', '/api/auth/logout-everywhere']) {
      await ctx.http.post(path).expect(401);
      await ctx.http.post(path).set('Authorization', 'Bearer not.a.token').expect(401);
    }
  });

  it('keeps an ended session out of the audit trail of a public form: the call counts as an anonymous visitor’s', async () => {
    const company = await ctx.newCompany();
    const live = await ctx.http.post('/api/submissions').set('Authorization', ctx.auth(company.token)).send(prescreeningPayload(company.id)).expect(201);
    await ctx.http.post('/api/auth/logout').set('Authorization', ctx.auth(company.token)).expect(204);
    const ended = await ctx.http.post('/api/submissions').set('Authorization', ctx.auth(company.token)).send(prescreeningPayload(company.id)).expect(201);
    const actorOf = async (id: string) =>
      (await ctx.dataSource.query(`SELECT actor_id, actor_role FROM audit_events WHERE action = 'submission.created' AND record_id = $1`, [id]))[0];
    expect((await actorOf(live.body.id)).actor_role).toBe('company');
    expect(await actorOf(ended.body.id)).toEqual({ actor_id: null, actor_role: 'public' });
  });
});
