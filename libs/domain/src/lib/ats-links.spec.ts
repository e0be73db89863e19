import { normalizeHostName, normalizeHttpsOrigin, resolveReturnUrl } from './ats-links';

describe('normalizeHostName', () => {
  it('accepts host names, in lower case, without a trailing dot', () => {
    expect(normalizeHostName(' ATS.Example.com ')).toBe('ats.example.com');
    expect(normalizeHostName('jobs.example.co.uk.')).toBe('jobs.example.co.uk');
    expect(normalizeHostName('localhost')).toBe('localhost');
    expect(normalizeHostName('a-b.example')).toBe('a-b.example');
  });

  it.each(['https://ats.example.com', 'ats.example.com:8443', 'ats.example.com/path', '*.example.com', '-bad.example.com', 'bad-.example.com', '127.0.0.1', '', 'a..b', `${'a'.repeat(64)}.com`])(
    'refuses %j',
    (text) => expect(normalizeHostName(text)).toBeNull(),
  );
});

describe('normalizeHttpsOrigin', () => {
  it('gives the origin a browser compares', () => {
    expect(normalizeHttpsOrigin('https://Careers.Example.com')).toBe('https://careers.example.com');
    expect(normalizeHttpsOrigin('https://careers.example.com/')).toBe('https://careers.example.com');
    expect(normalizeHttpsOrigin('https://careers.example.com:8443')).toBe('https://careers.example.com:8443');
    expect(normalizeHttpsOrigin('https://careers.example.com:443')).toBe('https://careers.example.com');
  });

  it.each(['http://careers.example.com', 'careers.example.com', 'https://careers.example.com/jobs', 'https://*.example.com', 'https://u:p@careers.example.com', 'https://careers.example.com?x=1', "https://a.example.com 'unsafe-inline'", 'javascript:alert(1)'])(
    'refuses %j',
    (text) => expect(normalizeHttpsOrigin(text)).toBeNull(),
  );
});

describe('resolveReturnUrl', () => {
  const hosts = ['ats.example.com'];
  const ids = { submissionId: '5f0c1a0e-8f1e-4e57-9a39-2f4b3f0f8a11', externalId: 'CAND-42' };

  it('sends the applicant back to an allowed host with the submission and external ids, keeping its own query', () => {
    expect(resolveReturnUrl('https://ats.example.com/candidates/42?step=2', hosts, ids)).toBe(
      'https://ats.example.com/candidates/42?step=2&submissionId=5f0c1a0e-8f1e-4e57-9a39-2f4b3f0f8a11&externalId=CAND-42',
    );
    expect(resolveReturnUrl('https://ATS.example.com/done', hosts, { submissionId: 'x' })).toBe('https://ats.example.com/done?submissionId=x');
  });

  it.each([
    ['another host', 'https://evil.example.net/?u=ats.example.com'],
    ['a sub-domain of an allowed host', 'https://x.ats.example.com/'],
    ['a host that merely ends like it', 'https://notats.example.com/'],
    ['credentials before the host', 'https://ats.example.com@evil.example.net/'],
    ['a script URL', 'javascript:alert(1)//ats.example.com'],
    ['a relative URL', '/candidates/42'],
    ['a URL too long', `https://ats.example.com/${'a'.repeat(2000)}`],
    ['nothing', undefined],
  ])('ignores %s', (_what, url) => expect(resolveReturnUrl(url, hosts, ids)).toBeNull());
});
