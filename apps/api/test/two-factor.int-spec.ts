import { Secret, TOTP } from 'otpauth';
import { TestContext, type CompanyAccount } from './support/test-app';
import { erdPayload, uniqueEmail } from './support/payloads';
import { Clock, FieldCipher, fieldAt } from '@clearhire/server';

/** The code an authenticator app shows for `secret`, `steps` periods of 30 s from now. */
const codeFor = (secret: string, steps = 0) => new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: Date.now() + steps * 30_000 });
const claims = (token: string) => JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString());
const SETUP_FIRST = { errors: [{ msg: 'Set up two-factor sign-in first: it is required for your account.' }] };
const CHALLENGE_ENDED = { errors: [{ msg: 'This sign-in was already completed, or closed after too many wrong codes. Please log in again.', param: 'challenge' }] };
const WRONG_CODE = { errors: [{ msg: 'The code is incorrect or was already used.', param: 'code' }] };
const ACCOUNT_LOCKED = (wait: string) => ({ errors: [{ msg: `Too many wrong codes for this account. Please wait ${wait} before trying again.` }] });

describe('two-factor sign-in', () => {
  let ctx: TestContext;
  beforeAll(async () => (ctx = await TestContext.start()));
  afterAll(() => ctx.close());
  const as = (token: string) => ({ Authorization: ctx.auth(token) });

  /** Turns two-factor sign-in on for a session; the secret and what `enable` answered. */
  /** `password` null: a session that must set it up, asked for none. */
  const enrol = async (token: string, password: string | null = 'correct horse battery') => {
    const setup = await ctx.http.post('/api/auth/two-factor/setup').set(as(token)).send(password === null ? {} : { password }).expect(201);
    const enabled = await ctx.http.post('/api/auth/two-factor/enable').set(as(token)).send({ code: codeFor(setup.body.secret) }).expect(200);
    return { secret: setup.body.secret as string, recoveryCodes: enabled.body.recoveryCodes as string[], token: enabled.body.token as string };
  };

  it('sets up an authenticator app: a QR code, a first code, ten recovery codes, and the other sessions end', async () => {
    const company = await ctx.newCompany();
    expect((await ctx.http.get('/api/auth/two-factor').set(as(company.token)).expect(200)).body).toEqual({ enabled: false, required: false, recoveryCodesLeft: 0 });
    // The password first: a stolen session must not tie the account to a thief's phone.
    expect((await ctx.http.post('/api/auth/two-factor/setup').set(as(company.token)).send({}).expect(400)).body.errors[0].param).toBe('password');
    expect((await ctx.http.post('/api/auth/two-factor/setup').set(as(company.token)).send({ password: 'not my password' }).expect(400)).body.errors[0].param).toBe('password');
    const setup = await ctx.http.post('/api/auth/two-factor/setup').set(as(company.token)).send({ password: 'correct horse battery' }).expect(201);
    expect(setup.body.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(setup.body.uri).toBe(`otpauth://totp/ClearHire:${encodeURIComponent(company.email)}?issuer=ClearHire&secret=${setup.body.secret}&algorithm=SHA1&digits=6&period=30`);
    expect(Buffer.from(setup.body.qrCode.replace('data:image/svg+xml;base64,', ''), 'base64').toString()).toMatch(/^<svg /);
    // The secret is stored encrypted, bound to its row.
    const [row] = await ctx.dataSource.query('SELECT id, totp_secret_encrypted FROM users WHERE email = $1', [company.email]);
    expect(row.totp_secret_encrypted).toMatch(/^v2\./);
    expect(ctx.app.get(FieldCipher).decryptText(row.totp_secret_encrypted, fieldAt('users', 'totp_secret_encrypted', row.id))).toBe(setup.body.secret);
    // A wrong code, a malformed one: refused, nothing turned on.
    for (const code of ['000000', '12345', 'abcdef', '']) {
      const res = await ctx.http.post('/api/auth/two-factor/enable').set(as(company.token)).send({ code }).expect(400);
      expect(res.body.errors[0].param).toBe('code');
    }
    expect((await ctx.http.get('/api/auth/two-factor').set(as(company.token)).expect(200)).body.enabled).toBe(false);
    const enabled = await ctx.http.post('/api/auth/two-factor/enable').set(as(company.token)).send({ code: codeFor(setup.body.secret) }).expect(200);
    expect(enabled.body.recoveryCodes).toHaveLength(10);
    for (const code of enabled.body.recoveryCodes) expect(code).toMatch(/^[a-z2-7]{5}-[a-z2-7]{5}$/);
    await ctx.http.get('/api/employees').set(as(company.token)).expect(401);
    await ctx.http.get('/api/employees').set(as(enabled.body.token)).expect(200);
    expect((await ctx.http.get('/api/auth/two-factor').set(as(enabled.body.token)).expect(200)).body).toEqual({ enabled: true, required: false, recoveryCodesLeft: 10 });
    await ctx.http.post('/api/auth/two-factor/setup').set(as(enabled.body.token)).send({ password: 'correct horse battery' }).expect(409);
  });

  it('asks for the code after the password; a code works once, a recovery code once, and the challenge is no session', async () => {
    const company = await ctx.newCompany();
    const { secret, recoveryCodes } = await enrol(company.token);
    const login = () => ctx.http.post('/api/auth/login').send({ email: company.email, password: 'correct horse battery' }).expect(201);
    const first = await login();
    expect(Object.keys(first.body)).toEqual(['twoFactorChallenge']);
    await ctx.http.get('/api/employees').set(as(first.body.twoFactorChallenge)).expect(401);
    const second = (challenge: string, code: string) => ctx.http.post('/api/auth/login/two-factor').send({ challenge, code });
    // The code that turned it on was used: the same code cannot sign in.
    expect((await second(first.body.twoFactorChallenge, codeFor(secret)).expect(401)).body).toEqual({ errors: [{ msg: 'The code is incorrect or was already used.', param: 'code' }] });
    const next = codeFor(secret, 1);
    const ok = await second(first.body.twoFactorChallenge, next).expect(201);
    expect(claims(ok.body.token)).toMatchObject({ companyId: company.id, role: 'owner' });
    await ctx.http.get('/api/employees').set(as(ok.body.token)).expect(200);
    await second((await login()).body.twoFactorChallenge, next).expect(401);
    // A recovery code, in capitals and without its dash: once.
    const recovery = recoveryCodes[3].replace('-', '').toUpperCase();
    await second((await login()).body.twoFactorChallenge, recovery).expect(201);
    await second((await login()).body.twoFactorChallenge, recovery).expect(401);
    expect((await ctx.http.get('/api/auth/two-factor').set(as(ok.body.token)).expect(200)).body.recoveryCodesLeft).toBe(9);
    // A forged or malformed challenge, and bad input.
    await second('not-a-challenge', codeFor(secret, 1)).expect(401);
    await second(ctx.auth(company.token).slice(7), codeFor(secret, 1)).expect(401);
    await ctx.http.post('/api/auth/login/two-factor').send({ code: '123456' }).expect(400);
    await ctx.http.post('/api/auth/login/two-factor').send({ challenge: first.body.twoFactorChallenge }).expect(400);
  });

  it('exchanges a challenge for one session only, in turn or at once, and leaves the refused factor unused', async () => {
    const company = await ctx.newCompany();
    const { secret, recoveryCodes } = await enrol(company.token);
    const challenge = async () => (await ctx.http.post('/api/auth/login').send({ email: company.email, password: 'correct horse battery' }).expect(201)).body.twoFactorChallenge as string;
    const second = (of: string, code: string) => ctx.http.post('/api/auth/login/two-factor').send({ challenge: of, code });
    const used = await challenge();
    await second(used, recoveryCodes[0]).expect(201);
    expect((await second(used, codeFor(secret, 1)).expect(400)).body).toEqual(CHALLENGE_ENDED);
    expect((await second(used, recoveryCodes[1]).expect(400)).body).toEqual(CHALLENGE_ENDED);
    // Two valid factors with one challenge at once: one session, and the other factor is still good.
    const racing = await challenge();
    const factors = [codeFor(secret, 1), recoveryCodes[1]];
    const answers = await Promise.all(factors.map((code) => second(racing, code)));
    expect(answers.map((a) => a.status).sort()).toEqual([201, 400]);
    expect(answers.find((a) => a.status === 400)?.body).toEqual(CHALLENGE_ENDED);
    const refused = factors[answers.findIndex((a) => a.status === 400)];
    await second(await challenge(), refused).expect(201);
    const events: { reason: string }[] = await ctx.dataSource.query(
      `SELECT detail->>'reason' AS reason FROM audit_events WHERE action = 'auth.login_failed' AND record_id = (SELECT id::text FROM users WHERE email = $1) ORDER BY id`,
      [company.email],
    );
    expect(events.map((e) => e.reason)).toEqual(['challenge_ended', 'challenge_ended', 'challenge_ended']);
  });

  it('voids a pending challenge at log out everywhere (not at the logout of one device), and throttles wrong codes like wrong passwords', async () => {
    const company = await ctx.newCompany();
    const { secret, token } = await enrol(company.token);
    const login = () => ctx.http.post('/api/auth/login').send({ email: company.email, password: 'correct horse battery' }).expect(201);
    const pending = (await login()).body.twoFactorChallenge;
    await ctx.http.post('/api/auth/logout-everywhere').set(as(token)).expect(204);
    expect((await ctx.http.post('/api/auth/login/two-factor').send({ challenge: pending, code: codeFor(secret, 1) }).expect(401)).body.errors[0].msg).toBe('This sign-in has expired. Please log in again.');
    const challenge = (await login()).body.twoFactorChallenge;
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) statuses.push((await ctx.http.post('/api/auth/login/two-factor').send({ challenge, code: String(100000 + i) })).status);
    // The logins with the right password count nothing: 5 free wrong codes from this client, then a wait.
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429, 429]);
    // Nor does the right password clear the codes' count: logging in again does not buy more guesses.
    const again = (await login()).body.twoFactorChallenge;
    expect((await ctx.http.post('/api/auth/login/two-factor').send({ challenge: again, code: '100009' }).expect(429)).body.errors[0].msg).toBe(
      'Too many failed attempts. Please wait 30 seconds before trying again.',
    );
  });

  it('turns off with the password, except where it is required; an owner may require it of the whole company', async () => {
    const company = await ctx.newCompany({ erd: 'none' });
    const { token } = await enrol(company.token);
    expect((await ctx.http.post('/api/auth/two-factor/disable').set(as(token)).send({ password: 'wrong password here' }).expect(400)).body.errors[0].param).toBe('password');
    // The company requires it now: the owner cannot turn it off.
    const updated = await ctx.http.patch(`/api/companies/${company.id}`).set(as(token)).send({ requireTwoFactor: true }).expect(200);
    expect(updated.body.data.require_two_factor).toBe(true);
    await ctx.http.post('/api/auth/two-factor/disable').set(as(token)).send({ password: 'correct horse battery' }).expect(409);
    // A member invited now must set it up before anything else, and may not lift the requirement.
    const member = await newMember(ctx, company, token);
    expect(claims(member.token).twoFactorSetupRequired).toBe(true);
    expect((await ctx.http.get('/api/employees').set(as(member.token)).expect(403)).body).toEqual(SETUP_FIRST);
    await ctx.http.post('/api/forms/erd').set(as(member.token)).send(erdPayload()).expect(403);
    expect((await ctx.http.get('/api/auth/two-factor').set(as(member.token)).expect(200)).body).toMatchObject({ enabled: false, required: true });
    const enrolled = await enrol(member.token, null);
    await ctx.http.get('/api/employees').set(as(enrolled.token)).expect(200);
    expect((await ctx.http.patch(`/api/companies/${company.id}`).set(as(enrolled.token)).send({ requireTwoFactor: false }).expect(403)).body.errors[0].msg).toMatch(/Only an owner/);
    // Lifted by the owner: it can be turned off, and the next login asks for the password only.
    await ctx.http.patch(`/api/companies/${company.id}`).set(as(token)).send({ requireTwoFactor: false }).expect(200);
    const off = await ctx.http.post('/api/auth/two-factor/disable').set(as(token)).send({ password: 'correct horse battery' }).expect(200);
    await ctx.http.get('/api/employees').set(as(token)).expect(401);
    await ctx.http.get('/api/employees').set(as(off.body.token)).expect(200);
    const login = await ctx.http.post('/api/auth/login').send({ email: company.email, password: 'correct horse battery' }).expect(201);
    expect(typeof login.body.token).toBe('string');
    await ctx.http.patch(`/api/companies/${company.id}`).set(as(off.body.token)).send({ requireTwoFactor: 'yes' }).expect(400);
  });
});

describe('limits that hold however the requests come', () => {
  let ctx: TestContext;
  // Behind one trusted proxy, each request may name its client: the guesses come from many addresses.
  beforeAll(async () => (ctx = await TestContext.start({ TRUST_PROXY: '1' })));
  afterAll(() => ctx.close());
  const as = (token: string) => ({ Authorization: ctx.auth(token) });

  it('refuses an account\'s second step after 10 wrong codes from any number of addresses, even with the right code', async () => {
    const company = await ctx.newCompany();
    const setup = await ctx.http.post('/api/auth/two-factor/setup').set(as(company.token)).send({ password: 'correct horse battery' }).expect(201);
    await ctx.http.post('/api/auth/two-factor/enable').set(as(company.token)).send({ code: codeFor(setup.body.secret) }).expect(200);
    const from = (n: number) => ({ 'X-Forwarded-For': `198.51.100.${n}` });
    const statuses: number[] = [];
    for (let n = 1; n <= 11; n++) {
      const { body } = await ctx.http.post('/api/auth/login').set(from(n)).send({ email: company.email, password: 'correct horse battery' }).expect(201);
      statuses.push((await ctx.http.post('/api/auth/login/two-factor').set(from(n)).send({ challenge: body.twoFactorChallenge, code: String(200000 + n) })).status);
    }
    expect(statuses).toEqual([...Array(10).fill(401), 429]);
    const { body } = await ctx.http.post('/api/auth/login').set(from(50)).send({ email: company.email, password: 'correct horse battery' }).expect(201);
    const refused = await ctx.http.post('/api/auth/login/two-factor').set(from(50)).send({ challenge: body.twoFactorChallenge, code: codeFor(setup.body.secret, 1) }).expect(429);
    expect(refused.body.errors[0].msg).toBe('Too many wrong codes for this account. Please wait 15 minutes before trying again.');
  });

  it('ends the sessions of those without a second factor when an owner starts requiring it', async () => {
    const company = await ctx.newCompany();
    const member = await newMember(ctx, company, company.token);
    const ownerSetup = await ctx.http.post('/api/auth/two-factor/setup').set(as(company.token)).send({ password: 'correct horse battery' }).expect(201);
    const owner = (await ctx.http.post('/api/auth/two-factor/enable').set(as(company.token)).send({ code: codeFor(ownerSetup.body.secret) }).expect(200)).body.token as string;
    await ctx.http.patch(`/api/companies/${company.id}`).set(as(owner)).send({ requireTwoFactor: true }).expect(200);
    await ctx.http.get('/api/employees').set(as(member.token)).expect(401);
    await ctx.http.get('/api/employees').set(as(owner)).expect(200);
    // Nor can a member's password change renew a full session: their next session is limited to the set-up.
    const email = (await ctx.http.get(`/api/companies/${company.id}/users`).set(as(owner)).expect(200)).body.users[1].email as string;
    const login = await ctx.http.post('/api/auth/login').send({ email, password: 'teammate secret' }).expect(201);
    expect(claims(login.body.token).twoFactorSetupRequired).toBe(true);
    await ctx.http.post('/api/auth/password').set(as(login.body.token)).send({ currentPassword: 'teammate secret', password: 'teammate secret 2', password2: 'teammate secret 2' }).expect(403);
  });
});

/**
 * Wrong codes all at once: whoever has the password logs in once and sends 4 guesses with its
 * challenge from each of 30 addresses, the 120 guesses together. Each is counted before its code is
 * checked, so the account's limit holds however they race, in Redis and in the process alike. And
 * the waits end when their time is up: the right password and code get back in after a lockout.
 */
describe.each([
  ['counted in Redis', {}],
  ['counted in the process while Redis does not answer', { REDIS_URL: 'redis://127.0.0.1:1' }],
])("the limits on wrong passwords and codes, %s", (_, env) => {
  let ctx: TestContext;
  // The window is measured on the injectable Clock, held still here and moved by hand: nothing waits.
  let now = Date.parse('2026-03-02T15:00:00Z');
  beforeAll(async () => {
    ctx = await TestContext.start({ TRUST_PROXY: '1', ...env });
    jest.spyOn(ctx.app.get(Clock), 'now').mockImplementation(() => new Date(now));
  });
  afterAll(() => ctx.close());
  const codeAt = (secret: string, steps = 0) => new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: now + steps * 30_000 });
  const from = (n: number) => ({ 'X-Forwarded-For': `198.51.100.${n}` });

  const login = (n: number, email: string, password: string) => ctx.http.post('/api/auth/login').set(from(n)).send({ email, password });
  const second = (n: number, challenge: string, code: string) => ctx.http.post('/api/auth/login/two-factor').set(from(n)).send({ challenge, code });

  /** A new owner with two-factor sign-in on: their secret, a challenge from an address, and codes that are wrong now. */
  const enrolled = async () => {
    const company = await ctx.newCompany({ erd: 'none' });
    const setup = await ctx.http.post('/api/auth/two-factor/setup').set('Authorization', ctx.auth(company.token)).send({ password: 'correct horse battery' }).expect(201);
    const secret = setup.body.secret as string;
    await ctx.http.post('/api/auth/two-factor/enable').set('Authorization', ctx.auth(company.token)).send({ code: codeAt(secret) }).expect(200);
    const challengeFrom = async (n: number) => (await login(n, company.email, 'correct horse battery').expect(201)).body.twoFactorChallenge as string;
    const valid = [-1, 0, 1].map((steps) => codeAt(secret, steps));
    const wrong = Array.from({ length: 130 }, (_, i) => String(300000 + i)).filter((code) => !valid.includes(code));
    return { email: company.email, secret, challengeFrom, wrong };
  };

  it('checks at most 10 of 120 codes from 30 addresses, and refuses even the right code until the window ends', async () => {
    const { email, secret, challengeFrom, wrong } = await enrolled();
    const challenge = await challengeFrom(1);
    const addresses = Array.from({ length: 30 }, (_, i) => i + 1);
    const answers = await Promise.all(addresses.flatMap((n, i) => [0, 1, 2, 3].map((k) => second(n, challenge, wrong[i * 4 + k]))));
    const checked = answers.filter((a) => a.status === 401);
    const refused = answers.filter((a) => a.status !== 401);
    expect([checked.length, refused.length]).toEqual([10, 110]);
    for (const a of checked) expect(a.body).toEqual(WRONG_CODE);
    for (const a of refused) expect([a.status, a.body]).toEqual([429, ACCOUNT_LOCKED('15 minutes')]);
    const [{ userId }] = await ctx.dataSource.query('SELECT id AS "userId" FROM users WHERE email = $1', [email]);
    const [{ n }] = await ctx.dataSource.query(`SELECT count(*)::int AS n FROM audit_events WHERE action = 'auth.login_failed' AND record_id = $1 AND detail->>'reason' = 'bad_second_factor'`, [userId]);
    expect(n).toBe(10);

    // The right code, from an address that sent nothing, with a new challenge: refused until the window ends.
    const late = await challengeFrom(100);
    now += 15 * 60_000 - 1000;
    const waiting = await second(100, late, codeAt(secret, 1)).expect(429);
    expect([waiting.headers['retry-after'], waiting.body]).toEqual(['1', ACCOUNT_LOCKED('1 second')]);
    now += 1000;
    // The challenges that met the lock stay closed; a new sign-in gets in.
    expect((await second(1, challenge, codeAt(secret, 1)).expect(400)).body).toEqual(CHALLENGE_ENDED);
    expect((await second(100, late, codeAt(secret, 1)).expect(400)).body).toEqual(CHALLENGE_ENDED);
    await second(101, await challengeFrom(101), codeAt(secret, 1)).expect(201);
  });

  it('does not count a right code against the account, nor let it wipe the wrong codes before it', async () => {
    const { secret, challengeFrom, wrong } = await enrolled();
    const first = await challengeFrom(1);
    for (let n = 1; n <= 9; n++) await second(n, first, wrong[n]).expect(401);
    await second(10, first, codeAt(secret, 1)).expect(201);
    const next = await challengeFrom(11);
    await second(11, next, wrong[11]).expect(401);
    await second(12, next, wrong[12]).expect(429);
  });

  // Issue 32: the right password after a lockout was itself counted as a failure, set a doubled wait, and
  // the code that followed was refused with 429; every new try doubled the wait again.
  it('lets a two-factor user back in once the wait is over: 5 wrong passwords, the wait, the password, the code, a session', async () => {
    const { email, secret } = await enrolled();
    for (let i = 0; i < 5; i++) await login(151, email, 'not the password').expect(401);
    const waiting = await login(151, email, 'correct horse battery').expect(429);
    expect([waiting.headers['retry-after'], waiting.body.errors[0].msg]).toEqual(['30', 'Too many failed attempts. Please wait 30 seconds before trying again.']);
    now += 30_000;
    const challenge = (await login(151, email, 'correct horse battery').expect(201)).body.twoFactorChallenge as string;
    expect(typeof challenge).toBe('string');
    const signedIn = await second(151, challenge, codeAt(secret, 1)).expect(201);
    expect(claims(signedIn.body.token).twoFactorSetupRequired).toBeUndefined();
    await ctx.http.get('/api/employees').set('Authorization', ctx.auth(signedIn.body.token)).expect(200);
    // The right password ended the password's failures: wrong ones are free again, not a doubled wait.
    for (let i = 0; i < 4; i++) await login(151, email, 'not the password').expect(401);
    await login(151, email, 'correct horse battery').expect(201);
  });

  it('keeps the codes under their own limits: the right password clears neither the client\'s wrong codes nor the account\'s', async () => {
    const { email, secret, challengeFrom, wrong } = await enrolled();
    // One client: 5 wrong codes are free, then it waits; its password is still right, and still let through.
    const first = await challengeFrom(152);
    for (let i = 0; i < 5; i++) await second(152, first, wrong[i]).expect(401);
    const refused = await second(152, await challengeFrom(152), codeAt(secret, 1)).expect(429);
    expect([refused.headers['retry-after'], refused.body.errors[0].msg]).toEqual(['30', 'Too many failed attempts. Please wait 30 seconds before trying again.']);
    // The account: 5 more from other clients make 10 checked in the window; then even the right code waits.
    for (let n = 153; n <= 157; n++) await second(n, await challengeFrom(n), wrong[n - 140]).expect(401);
    const locked = await second(158, await challengeFrom(158), codeAt(secret, 1)).expect(429);
    expect(locked.body).toEqual(ACCOUNT_LOCKED('15 minutes'));
    const [{ n: checked }] = await ctx.dataSource.query(
      `SELECT count(*)::int AS n FROM audit_events WHERE action = 'auth.login_failed' AND record_id = (SELECT id::text FROM users WHERE email = $1) AND detail->>'reason' = 'bad_second_factor'`,
      [email],
    );
    expect(checked).toBe(10);
    // Codes the lock refused were never checked, and do not lengthen a client's own wait: a client
    // that tries again whenever it could (had they counted, its 9th try would wait 480 s, past the
    // window) gets in as soon as the window is over.
    const lockedAt = now;
    for (const [i, seconds] of [0, 0, 0, 0, 0, 30, 60, 120, 240].entries()) {
      now += seconds * 1000;
      expect((await second(159, await challengeFrom(159), wrong[30 + i]).expect(429)).body.errors[0].msg).toMatch(/^Too many wrong codes for this account\./);
    }
    now = lockedAt + 15 * 60_000;
    await second(159, await challengeFrom(159), codeAt(secret, 1)).expect(201);
  });
});

describe('a lost phone: an owner or administrator turns a user\'s second factor off', () => {
  let ctx: TestContext;
  beforeAll(async () => (ctx = await TestContext.start()));
  afterAll(() => ctx.close());
  const as = (token: string) => ({ Authorization: ctx.auth(token) });

  it('ends the user\'s sessions and lets them in with the password alone, or set it up again where required', async () => {
    const company = await ctx.newCompany();
    const member = await newMember(ctx, company, company.token);
    const memberId = claims(member.token).userId as string;
    const reset = (token: string, companyId = company.id, userId = memberId) => ctx.http.delete(`/api/companies/${companyId}/users/${userId}/two-factor`).set(as(token));
    expect((await reset(company.token).expect(409)).body.errors[0].msg).toBe('This user does not sign in with two factors.');
    const setup = await ctx.http.post('/api/auth/two-factor/setup').set(as(member.token)).send({ password: 'teammate secret' }).expect(201);
    const { body } = await ctx.http.post('/api/auth/two-factor/enable').set(as(member.token)).send({ code: codeFor(setup.body.secret) }).expect(200);
    const team = await ctx.http.get(`/api/companies/${company.id}/users`).set(as(company.token)).expect(200);
    expect(team.body.users.map((u: { twoFactor: boolean }) => u.twoFactor)).toEqual([false, true]);
    // Only owners and administrators, only of their company, never their own.
    await reset(body.token).expect(403);
    const other = await ctx.newCompany();
    await reset(other.token).expect(404);
    await reset(other.token, other.id).expect(404);
    await reset(company.token, company.id, claims(company.token).userId).expect(409);
    const done = await reset(company.token).expect(200);
    expect(done.body.data).toMatchObject({ id: memberId, twoFactor: false });
    await ctx.http.get('/api/employees').set(as(body.token)).expect(401);
    const email = team.body.users[1].email as string;
    const login = await ctx.http.post('/api/auth/login').send({ email, password: 'teammate secret' }).expect(201);
    expect(Object.keys(login.body)).toEqual(['token']);
    // An administrator may do it for any company.
    const admin = await ctx.adminToken();
    const again = await ctx.http.post('/api/auth/two-factor/setup').set(as(login.body.token)).send({ password: 'teammate secret' }).expect(201);
    await ctx.http.post('/api/auth/two-factor/enable').set(as(login.body.token)).send({ code: codeFor(again.body.secret) }).expect(200);
    await reset(admin).expect(200);
    const events: { action: string }[] = await ctx.dataSource.query(`SELECT action FROM audit_events WHERE record_id = $1 AND action LIKE '%two_factor%' ORDER BY id`, [memberId]);
    expect(events.map((e) => e.action)).toEqual(['auth.two_factor_setup_started', 'auth.two_factor_enabled', 'company.user_two_factor_reset', 'auth.two_factor_setup_started', 'auth.two_factor_enabled', 'company.user_two_factor_reset']);
  });
});

describe('two-factor sign-in required of administrators (the default)', () => {
  let ctx: TestContext;
  beforeAll(async () => (ctx = await TestContext.start({ ADMIN_TWO_FACTOR: 'required' })));
  afterAll(() => ctx.close());

  it('lets an administrator without it do nothing but set it up or log out', async () => {
    const admin = await ctx.adminToken();
    expect(claims(admin).twoFactorSetupRequired).toBe(true);
    expect((await ctx.http.get('/api/submissions').set('Authorization', ctx.auth(admin)).expect(403)).body).toEqual(SETUP_FIRST);
    await ctx.http.get('/api/admins').set('Authorization', ctx.auth(admin)).expect(403);
    // The session must set it up and has just given the password: none asked again.
    const setup = await ctx.http.post('/api/auth/two-factor/setup').set('Authorization', ctx.auth(admin)).send({}).expect(201);
    const enabled = await ctx.http.post('/api/auth/two-factor/enable').set('Authorization', ctx.auth(admin)).send({ code: codeFor(setup.body.secret) }).expect(200);
    expect(claims(enabled.body.token).twoFactorSetupRequired).toBeUndefined();
    await ctx.http.get('/api/submissions').set('Authorization', ctx.auth(enabled.body.token)).expect(200);
    const off = await ctx.http.post('/api/auth/two-factor/disable').set('Authorization', ctx.auth(enabled.body.token)).send({ password: 'admin password 1' }).expect(409);
    expect(off.body.errors[0].msg).toBe('Administrators must sign in with two factors.');
  });
});

/** A member invited by the owner (token `ownerToken`) who joined: their session token. */
async function newMember(ctx: TestContext, company: CompanyAccount, ownerToken: string): Promise<{ token: string }> {
  const invitation = await ctx.http.post(`/api/companies/${company.id}/invitations`).set('Authorization', ctx.auth(ownerToken)).send({ email: uniqueEmail('member'), role: 'member' }).expect(201);
  const [row] = await ctx.dataSource.query('SELECT token_encrypted FROM account_links WHERE id = $1', [invitation.body.id]);
  const token = ctx.app.get(FieldCipher).decryptText(row.token_encrypted, fieldAt('account_links', 'token_encrypted', invitation.body.id));
  const accepted = await ctx.http.post('/api/auth/invitations/accept').send({ token, firstname: 'Sam', lastname: 'Rivera', password: 'teammate secret', password2: 'teammate secret' }).expect(201);
  // Joining gives the same session a login would: limited to setting it up where it is required.
  const required = (await ctx.http.get(`/api/companies/${company.id}`).set('Authorization', ctx.auth(ownerToken)).expect(200)).body.data.require_two_factor;
  expect(claims(accepted.body.token).twoFactorSetupRequired).toBe(required ? true : undefined);
  const email = (await ctx.dataSource.query('SELECT email FROM account_links WHERE id = $1', [invitation.body.id]))[0].email;
  const login = await ctx.http.post('/api/auth/login').send({ email, password: 'teammate secret' }).expect(201);
  return { token: login.body.token };
}
