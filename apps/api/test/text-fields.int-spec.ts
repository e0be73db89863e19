import { Logger } from '@nestjs/common';
import { signupPayload } from './support/payloads';
import { TestContext } from './support/test-app';

describe('text fields and logs', () => {
  let ctx: TestContext;
  beforeAll(async () => (ctx = await TestContext.start()));
  afterAll(() => ctx.close());

  it('counts length the way the database does: an emoji with a variation selector counts twice', async () => {
    // A company name (a person's name refuses emoji: the forms cannot print them).
    const tooLong = await ctx.http.post('/api/companies').send(signupPayload({ name: '❤️'.repeat(51) })).expect(400);
    expect(tooLong.body.errors).toEqual([{ msg: 'Company name must be at most 100 characters.', param: 'name' }]);
    await ctx.http.post('/api/companies').send(signupPayload({ name: '❤️'.repeat(50) })).expect(201);
  });

  it.each([['Ma\u0000ria'], ['Ma\nria'], ['Ma\u007fria']])('refuses control characters in text (%j) with 400, not 500', async (firstname) => {
    const res = await ctx.http.post('/api/companies').send(signupPayload({ firstname })).expect(400);
    expect(res.body.errors).toEqual([{ msg: 'First name contains characters that are not allowed.', param: 'firstname' }]);
  });

  it('refuses a NUL in a search with 400', async () => {
    await ctx.http.get('/api/companies?search=%00').set('Authorization', `Bearer ${await ctx.adminToken()}`).expect(400);
  });

  it('refuses an offset beyond any page with 400, not 500', async () => {
    const company = await ctx.newCompany({ erd: 'none' });
    const res = await ctx.http.get('/api/submissions?offset=99999999999999999999').set('Authorization', `Bearer ${company.token}`).expect(400);
    expect(res.body.errors[0].param).toBe('offset');
  });

  it('writes no personal data to the log when a request fails', async () => {
    const lines: string[] = [];
    const spies = (['log', 'error', 'warn', 'debug', 'verbose'] as const).map((level) =>
      jest.spyOn(Logger.prototype, level).mockImplementation((...args: unknown[]) => void lines.push(args.map(String).join(' '))),
    );
    const consoleSpies = (['log', 'error', 'warn'] as const).map((level) =>
      jest.spyOn(console, level).mockImplementation((...args: unknown[]) => void lines.push(args.map(String).join(' '))),
    );
    try {
      const payload = signupPayload();
      await ctx.http.post('/api/companies').send(payload).expect(201);
      await ctx.http.post('/api/companies').send(payload).expect(409);
      await ctx.http.post('/api/auth/login').send({ email: payload.email, password: 'wrong password' }).expect(401);
      const log = lines.join('\n');
      expect(log).not.toContain(payload.email);
      expect(log).not.toContain(payload.lastname === 'Lopez' ? 'Lopez' : payload.lastname);
      expect(log).not.toContain('$argon2');
    } finally {
      [...spies, ...consoleSpies].forEach((s) => s.mockRestore());
    }
  });
});
