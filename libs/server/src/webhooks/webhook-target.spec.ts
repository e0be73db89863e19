import { isPublicAddress, parseAllowedHosts, WebhookTargets, type HostResolver } from './webhook-target';

const resolver =
  (answers: Record<string, string[]>): HostResolver =>
  async (host) => (answers[host] ?? []).map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));

describe('webhook target check', () => {
  const targets = new WebhookTargets([], resolver({ 'hooks.example.com': ['93.184.216.34'], 'mixed.example.com': ['93.184.216.34', '10.1.2.3'], 'inside.example.com': ['192.168.1.10'] }));

  it.each([
    'https://127.0.0.1/hook',
    'https://10.0.0.1/hook',
    'https://172.16.5.4/hook',
    'https://192.168.0.1/hook',
    'https://169.254.169.254/latest/meta-data',
    'https://100.64.0.1/hook',
    'https://0.0.0.0/hook',
    'https://224.0.0.1/hook',
    'https://255.255.255.255/hook',
    'https://[::1]/hook',
    'https://[::ffff:127.0.0.1]/hook',
    'https://[::ffff:10.0.0.1]/hook',
    'https://[fe80::1]/hook',
    'https://[fd00:ec2::254]/hook',
    'https://[2002:7f00:1::]/hook',
    'https://[64:ff9b::a00:1]/hook',
    'https://[::]/hook',
    'https://inside.example.com/hook',
    'https://mixed.example.com/hook',
  ])('refuses %s', async (url) => {
    const result = await targets.check(url);
    expect(result).toEqual({ ok: false, reason: expect.stringMatching(/public address/) });
  });

  it('refuses localhost, which resolves to loopback', async () => {
    const local = new WebhookTargets([], resolver({ localhost: ['127.0.0.1', '::1'] }));
    expect(await local.check('https://localhost/hook')).toMatchObject({ ok: false });
  });

  it('refuses plain http, credentials, junk and names that do not resolve', async () => {
    expect(await targets.check('http://hooks.example.com/x')).toEqual({ ok: false, reason: 'The URL must start with https://.' });
    expect(await targets.check('ftp://hooks.example.com/x')).toMatchObject({ ok: false });
    expect(await targets.check('https://user:pw@hooks.example.com/x')).toMatchObject({ ok: false, reason: expect.stringMatching(/user name or password/) });
    expect(await targets.check('not a url')).toMatchObject({ ok: false, reason: expect.stringMatching(/full URL/) });
    expect(await targets.check('https://nowhere.example.com/x')).toEqual({ ok: false, reason: 'The host nowhere.example.com does not resolve.' });
  });

  it('accepts a public https URL and pins the address it checked', async () => {
    const result = await targets.check('https://hooks.example.com/clearhire?x=1');
    expect(result).toEqual({ ok: true, target: { url: new URL('https://hooks.example.com/clearhire?x=1'), address: '93.184.216.34', family: 4 } });
    expect(await targets.check('https://[2606:4700::1111]/x')).toMatchObject({ ok: true, target: { address: '2606:4700::1111', family: 6 } });
  });

  it('lets an allowed host through on its port only, with plain http', async () => {
    const dev = new WebhookTargets(parseAllowedHosts(' 127.0.0.1:4010 , Receiver.Local '), resolver({ 'receiver.local': ['127.0.0.1'] }));
    expect(await dev.check('http://127.0.0.1:4010/hook')).toMatchObject({ ok: true, target: { address: '127.0.0.1' } });
    expect(await dev.check('http://127.0.0.1:4011/hook')).toMatchObject({ ok: false });
    expect(await dev.check('https://receiver.local/hook')).toMatchObject({ ok: true });
    expect(await dev.check('http://receiver.local:8080/hook')).toMatchObject({ ok: true });
  });

  it('judges addresses by range', () => {
    expect(isPublicAddress('8.8.8.8')).toBe(true);
    expect(isPublicAddress('::ffff:8.8.8.8')).toBe(true);
    expect(isPublicAddress('::ffff:169.254.169.254')).toBe(false);
    expect(isPublicAddress('nonsense')).toBe(false);
  });
});
