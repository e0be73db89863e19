import { FieldCipher, fieldAt, JobName, JobQueue, QueueName } from '@clearhire/server';
import { RESET_REQUESTED } from '../src/modules/accounts/passwords.service';
import { TestContext } from './support/test-app';
import { emailOfLength, signupPayload } from './support/payloads';

/** Forgotten and changed passwords: one-use links, the same answer for every address, sessions ended. */
describe('passwords', () => {
  let ctx: TestContext;
  beforeAll(async () => (ctx = await TestContext.start()));
  afterAll(() => ctx.close());

  const signup = async () => {
    const payload = signupPayload();
    await ctx.http.post('/api/companies').send(payload).expect(201);
    return { email: payload.email, password: payload.password, token: await ctx.login(payload.email, payload.password) };
  };
  const links = (email: string): Promise<{ id: string; token_encrypted: string | null; used_at: Date | null; revoked_at: Date | null }[]> =>
    ctx.dataSource.query(`SELECT id, token_encrypted, used_at, revoked_at FROM account_links WHERE email = $1 ORDER BY created_at`, [email]);
  /** The token the worker would mail: read back the way the worker reads it. */
  const mailedToken = (link: { id: string; token_encrypted: string | null }) => ctx.app.get(FieldCipher).decryptText(link.token_encrypted!, fieldAt('account_links', 'token_encrypted', link.id));
  const requestReset = (email: string) => ctx.http.post('/api/auth/password-reset').send({ email });
  const auditCount = async (action: string) => (await ctx.dataSource.query(`SELECT count(*)::int AS n FROM audit_events WHERE action = $1`, [action]))[0].n as number;

  describe('POST /api/auth/password-reset', () => {
    it('answers known and unknown addresses alike, and only a known one gets a link', async () => {
      const user = await signup();
      const known = await requestReset(user.email.toUpperCase()).expect(202);
      const unknown = await requestReset('nobody-here@example.test').expect(202);
      expect(known.body).toEqual(unknown.body);
      expect(known.body.message).toMatch(/If an account uses this address/);
      expect(Object.keys(known.headers).sort()).toEqual(Object.keys(unknown.headers).sort());
      const [link] = await links(user.email);
      expect(link.token_encrypted).toMatch(/^v2\./);
      expect(await links('nobody-here@example.test')).toEqual([]);
      // The stored hash is not the token: the row alone opens nothing.
      const [{ token_hash }] = await ctx.dataSource.query('SELECT token_hash FROM account_links WHERE id = $1', [link.id]);
      expect(token_hash).not.toContain(mailedToken(link));
    });

    it('sends at most three links an hour to one address, answering the same', async () => {
      const user = await signup();
      for (let i = 0; i < 5; i++) await requestReset(user.email).expect(202);
      expect(await links(user.email)).toHaveLength(3);
    });

    it('sends at most three links an hour to one address however many requests come at once, and answers each the same', async () => {
      const user = await signup();
      const answers = await Promise.all(Array.from({ length: 8 }, () => requestReset(user.email)));
      expect(answers.map((a) => [a.status, a.body])).toEqual(Array(8).fill([202, { message: RESET_REQUESTED }]));
      const sent = await links(user.email);
      expect(sent).toHaveLength(3);
      const mails = (await ctx.app.get(JobQueue).queue(QueueName.Mail).getJobs()).filter((job) => job.name === JobName.SendAccountLink && sent.some((l) => l.id === job.data.linkId));
      expect(mails).toHaveLength(3);
      const outcomes: { outcome: string }[] = await ctx.dataSource.query(
        `SELECT detail->>'outcome' AS outcome FROM audit_events WHERE action = 'auth.password_reset_requested' AND record_id = (SELECT id::text FROM users WHERE email = $1) ORDER BY outcome`,
        [user.email],
      );
      expect(outcomes.map((o) => o.outcome)).toEqual([...Array(3).fill('sent'), ...Array(5).fill('too_many')]);
    });

    it('refuses bad input with a 400 that names the field, and records nothing', async () => {
      const before = await auditCount('auth.password_reset_requested');
      for (const body of [{}, { email: 'not-an-address' }, { email: emailOfLength(255) }, { email: 42 }]) {
        const res = await ctx.http.post('/api/auth/password-reset').send(body).expect(400);
        expect(res.body.errors[0].param).toBe('email');
      }
      expect(await auditCount('auth.password_reset_requested')).toBe(before);
    });
  });

  describe('POST /api/auth/password-reset/confirm', () => {
    it('sets the new password once, ends every session and withdraws the other links', async () => {
      const user = await signup();
      await requestReset(user.email).expect(202);
      await requestReset(user.email).expect(202);
      const [first, second] = await links(user.email);
      const token = mailedToken(second);
      await ctx.http.post('/api/auth/password-reset/confirm').send({ token, password: 'a brand new secret', password2: 'a brand new secret' }).expect(204);
      await ctx.http.get('/api/employees').set('Authorization', ctx.auth(user.token)).expect(401);
      await ctx.http.post('/api/auth/login').send({ email: user.email, password: user.password }).expect(401);
      await ctx.login(user.email, 'a brand new secret');
      // Used once: the same link and the older one no longer work.
      const again = await ctx.http.post('/api/auth/password-reset/confirm').send({ token, password: 'another new secret', password2: 'another new secret' }).expect(400);
      expect(again.body).toEqual({ errors: [{ msg: 'This link has expired or has already been used. Please ask for a new one.', param: 'token' }] });
      await ctx.http.post('/api/auth/password-reset/confirm').send({ token: mailedToken(first), password: 'another new secret', password2: 'another new secret' }).expect(400);
      const after = await links(user.email);
      expect(after.map((l) => [Boolean(l.used_at), Boolean(l.revoked_at), l.token_encrypted])).toEqual([
        [false, true, null],
        [true, false, null],
      ]);
    });

    it('refuses an expired link and leaves the password as it was', async () => {
      const user = await signup();
      await requestReset(user.email).expect(202);
      const [link] = await links(user.email);
      const token = mailedToken(link);
      await ctx.dataSource.query(`UPDATE account_links SET expires_at = now() - interval '1 second' WHERE id = $1`, [link.id]);
      await ctx.http.post('/api/auth/password-reset/confirm').send({ token, password: 'a brand new secret', password2: 'a brand new secret' }).expect(400);
      await ctx.login(user.email, user.password);
    });

    it('refuses a made-up token, a common, short or mismatched password, and changes nothing', async () => {
      const user = await signup();
      await requestReset(user.email).expect(202);
      const token = mailedToken((await links(user.email))[0]);
      const cases: [Record<string, unknown>, string][] = [
        [{ token: 'x'.repeat(43), password: 'a brand new secret', password2: 'a brand new secret' }, 'token'],
        [{ token, password: 'Password123', password2: 'Password123' }, 'password'],
        [{ token, password: 'short', password2: 'short' }, 'password'],
        [{ token, password: 'a brand new secret', password2: 'a brand new secreT' }, 'password2'],
        [{ password: 'a brand new secret', password2: 'a brand new secret' }, 'token'],
      ];
      for (const [body, param] of cases) {
        const res = await ctx.http.post('/api/auth/password-reset/confirm').send(body).expect(400);
        expect(res.body.errors.map((e: { param: string }) => e.param)).toContain(param);
      }
      const common = await ctx.http.post('/api/auth/password-reset/confirm').send({ token, password: 'iloveyou1', password2: 'iloveyou1' }).expect(400);
      expect(common.body.errors).toEqual([{ msg: expect.stringMatching(/too common/), param: 'password' }]);
      await ctx.login(user.email, user.password);
      // The link survived the bad attempts and still works.
      await ctx.http.post('/api/auth/password-reset/confirm').send({ token, password: 'a brand new secret', password2: 'a brand new secret' }).expect(204);
    });

    it('does not reset a disabled account: no link is sent to it', async () => {
      const user = await signup();
      await ctx.dataSource.query(`UPDATE users SET disabled_at = now() WHERE email = $1`, [user.email]);
      await requestReset(user.email).expect(202);
      expect(await links(user.email)).toEqual([]);
    });
  });

  describe('POST /api/auth/password', () => {
    it('changes the password with the current one; other sessions end and this device gets a new token', async () => {
      const user = await signup();
      const otherDevice = await ctx.login(user.email, user.password);
      const res = await ctx.http
        .post('/api/auth/password')
        .set('Authorization', ctx.auth(user.token))
        .send({ currentPassword: user.password, password: 'my second secret', password2: 'my second secret' })
        .expect(200);
      await ctx.http.get('/api/employees').set('Authorization', ctx.auth(otherDevice)).expect(401);
      await ctx.http.get('/api/employees').set('Authorization', ctx.auth(user.token)).expect(401);
      await ctx.http.get('/api/employees').set('Authorization', ctx.auth(res.body.token)).expect(200);
      await ctx.login(user.email, 'my second secret');
      expect(await auditCount('auth.password_changed')).toBeGreaterThan(0);
    });

    it('refuses a wrong current password, a common or unchanged one, and changes nothing', async () => {
      const user = await signup();
      const wrong = await ctx.http
        .post('/api/auth/password')
        .set('Authorization', ctx.auth(user.token))
        .send({ currentPassword: 'not my password', password: 'my second secret', password2: 'my second secret' })
        .expect(400);
      expect(wrong.body).toEqual({ errors: [{ msg: 'The current password is incorrect.', param: 'currentPassword' }] });
      const common = await ctx.http.post('/api/auth/password').set('Authorization', ctx.auth(user.token)).send({ currentPassword: user.password, password: 'qwertyuiop', password2: 'qwertyuiop' }).expect(400);
      expect(common.body.errors[0].param).toBe('password');
      const same = await ctx.http.post('/api/auth/password').set('Authorization', ctx.auth(user.token)).send({ currentPassword: user.password, password: user.password, password2: user.password }).expect(400);
      expect(same.body.errors[0]).toEqual({ msg: 'Choose a password different from the current one.', param: 'password' });
      await ctx.http.post('/api/auth/password').send({ currentPassword: user.password, password: 'my second secret', password2: 'my second secret' }).expect(401);
      // Nothing changed: the old password and the old session still work.
      await ctx.login(user.email, user.password);
      await ctx.http.get('/api/employees').set('Authorization', ctx.auth(user.token)).expect(200);
    });

    it('throttles guesses of the current password like logins', async () => {
      const user = await signup();
      let last = 0;
      for (let i = 0; i < 7; i++) {
        last = (await ctx.http.post('/api/auth/password').set('Authorization', ctx.auth(user.token)).send({ currentPassword: `guess ${i}`, password: 'my second secret', password2: 'my second secret' })).status;
      }
      expect(last).toBe(429);
    });
  });

  it('refuses a common password at sign-up too', async () => {
    const res = await ctx.http.post('/api/companies').send(signupPayload({ password: 'password123', password2: 'password123' })).expect(400);
    expect(res.body.errors).toEqual([{ msg: expect.stringMatching(/too common/), param: 'password' }]);
  });
});
