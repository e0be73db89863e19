import { User } from '@clearhire/db';
import { runCommand } from '../src/cli/commands';
import { uniqueEmail } from './support/payloads';
import { TestContext } from './support/test-app';

describe('operations commands', () => {
  let ctx: TestContext;
  let out: string[];
  let spies: jest.SpyInstance[];
  beforeAll(async () => (ctx = await TestContext.start()));
  afterAll(() => ctx.close());
  beforeEach(() => {
    out = [];
    spies = (['log', 'error'] as const).map((level) => jest.spyOn(console, level).mockImplementation((...a: unknown[]) => void out.push(a.join(' '))));
  });
  afterEach(() => spies.forEach((s) => s.mockRestore()));

  it('migrate reports an up-to-date schema', async () => {
    expect(await runCommand('migrate', [])).toBe(0);
    expect(out.join('\n')).toContain('Database schema is up to date.');
  });

  it('verify-audit reports an intact trail with the number of events checked', async () => {
    await ctx.newCompany({ erd: 'none' });
    expect(await runCommand('verify-audit', [])).toBe(0);
    expect(out.join('\n')).toMatch(/Audit trail intact: \d+ events checked(, through the checkpoint of \S+)?\./);
  });

  it('seed-admin creates an administrator with a printed random password, then leaves it alone', async () => {
    const email = uniqueEmail('ops');
    const saved = { ...process.env };
    try {
      process.env['ADMIN_EMAIL'] = email;
      delete process.env['ADMIN_PASSWORD'];
      expect(await runCommand('seed-admin', [])).toBe(0);
      const password = /password: (\S+)/.exec(out.join('\n'))?.[1];
      expect(password).toBeTruthy();
      const token = await ctx.login(email, password!);
      expect(JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString())).toMatchObject({ isAdmin: true, companyId: null });
      out.length = 0;
      expect(await runCommand('seed-admin', [])).toBe(0);
      expect(out.join('\n')).toContain('password unchanged');
      // A lost phone: the command line turns two-factor sign-in off with the new password.
      await ctx.dataSource.query(`UPDATE users SET totp_secret_encrypted = 'v2.x.y.z.w', totp_enabled_at = now() WHERE email = $1`, [email]);
      process.env['ADMIN_PASSWORD'] = 'a new admin password';
      expect(await runCommand('seed-admin', [])).toBe(0);
      const login = await ctx.http.post('/api/auth/login').send({ email, password: 'a new admin password' }).expect(201);
      expect(Object.keys(login.body)).toEqual(['token']);
      expect(await ctx.dataSource.getRepository(User).countBy({ email })).toBe(1);
    } finally {
      process.env = saved;
    }
  });

  it('refuses an unknown command', async () => {
    expect(await runCommand('drop-everything', [])).toBe(64);
  });
});
