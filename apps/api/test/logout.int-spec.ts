import { SESSION_ENDED } from '../src/common/auth/access.guard';
import { prescreeningPayload, signupPayload } from './support/payloads';
import { TestContext } from './support/test-app';

/**
 * POST /api/auth/logout ends every session of the user at once: each token carries the user's token
 * version, which the logout raises, and every request checks it.
 */
describe('POST /api/auth/logout', () => {
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

  it('answers 204 and ends every session of the user, on every device, and nobody else’s', async () => {
    const maria = await account();
    const [laptop, phone] = [await maria.login(), await maria.login()];
    const other = await (await account()).login();
    await list(laptop).expect(200);

    await ctx.http.post('/api/auth/logout').set('Authorization', ctx.auth(laptop)).expect(204);
    for (const token of [laptop, phone]) expect((await list(token).expect(401)).body).toEqual({ errors: [{ msg: SESSION_ENDED }] });
    await ctx.http.post('/api/auth/logout').set('Authorization', ctx.auth(phone)).expect(401);
    await list(other).expect(200);

    // A new login is a new session.
    await list(await maria.login()).expect(200);
  });

  it('is audited as the user who logged out', async () => {
    const token = await (await account()).login();
    const { userId } = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString());
    await ctx.http.post('/api/auth/logout').set('Authorization', ctx.auth(token)).expect(204);
    const [event] = await ctx.dataSource.query(`SELECT actor_id, actor_role, record_id FROM audit_events WHERE action = 'auth.logged_out' AND record_id = $1`, [userId]);
    expect(event).toEqual({ actor_id: userId, actor_role: 'company', record_id: userId });
  });

  it('answers 401 without a token or with a forged one, and changes nothing', async () => {
    await ctx.http.post('/api/auth/logout').expect(401);
    await ctx.http.post('/api/auth/logout').set('Authorization', 'Bearer not.a.token').expect(401);
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
