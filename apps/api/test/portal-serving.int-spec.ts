import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { TestContext } from './support/test-app';

const BUNDLE = `console.log(${JSON.stringify('portal '.repeat(400))});`;
const SHELL = '<!doctype html><title>ClearHire</title><div id="root"></div>';
const FORMS_SHELL = '<!doctype html><title>ClearHire</title><div id="root"></div><script type="module" src="/assets/forms-abc123.js"></script>';

describe('the API serves the built portal at /', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    const dir = mkdtempSync(join(tmpdir(), 'clearhire-portal-'));
    mkdirSync(join(dir, 'assets'));
    writeFileSync(join(dir, 'index.html'), SHELL);
    writeFileSync(join(dir, 'forms.html'), FORMS_SHELL);
    writeFileSync(join(dir, 'assets', 'index-abc123.js'), BUNDLE);
    // What tools/precompress.mjs writes beside each built file.
    writeFileSync(join(dir, 'assets', 'index-abc123.js.br'), brotliCompressSync(BUNDLE));
    writeFileSync(join(dir, 'assets', 'index-abc123.js.gz'), gzipSync(BUNDLE));
    writeFileSync(join(dir, 'robots.txt'), 'User-agent: *\nDisallow: /dashboard\n');
    ctx = await TestContext.start({ PORTAL_DIR: dir });
  });
  afterAll(() => ctx.close());

  it.each(['/', '/dashboard/submissions', '/login'])('answers %s with the portal shell, never cached', async (path) => {
    const res = await ctx.http.get(path).expect(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.text).toBe(SHELL);
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it.each(['/prescreening/73017?company=Acme', '/i9/some-token', '/reverify/some-token'])('answers the applicant’s form %s with the forms’ own shell', async (path) => {
    const res = await ctx.http.get(path).expect(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.text).toBe(FORMS_SHELL);
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('serves hashed assets with a long cache life and 404s unknown ones', async () => {
    const res = await ctx.http.get('/assets/index-abc123.js').expect(200);
    expect(res.headers['cache-control']).toContain('immutable');
    await ctx.http.get('/assets/missing.js').expect(404);
  });

  it.each([
    ['br, gzip, deflate', 'br'],
    ['gzip', 'gzip'],
  ])('sends the precompressed copy a browser accepting %p takes (%s)', async (accept, encoding) => {
    const res = await ctx.http.get('/assets/index-abc123.js').set('Accept-Encoding', accept).expect(200);
    expect(res.headers['content-encoding']).toBe(encoding);
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['vary']).toMatch(/Accept-Encoding/i);
    expect(res.headers['cache-control']).toContain('immutable');
    // The bytes on the wire are the small copy (the test client unpacks them for reading).
    expect(Number(res.headers['content-length'])).toBeLessThan(BUNDLE.length / 5);
    expect(res.text).toBe(BUNDLE);
  });

  it('sends the file itself to a client that accepts no compression', async () => {
    const res = await ctx.http.get('/assets/index-abc123.js').set('Accept-Encoding', 'identity').expect(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.text).toBe(BUNDLE);
  });

  it('serves robots.txt as text, and a missing file as 404, never the shell', async () => {
    const robots = await ctx.http.get('/robots.txt').expect(200);
    expect(robots.headers['content-type']).toMatch(/text\/plain/);
    expect(robots.text).toContain('Disallow: /dashboard');
    for (const path of ['/sitemap.xml', '/favicon.ico', '/wp-login.php']) {
      const res = await ctx.http.get(path).expect(404);
      expect(res.text).not.toContain('<div id="root">');
    }
  });

  it('leaves /api to the API: unknown API paths still answer 404 in the error shape', async () => {
    const res = await ctx.http.get('/api/nothing-here').expect(404);
    expect(res.body).toEqual({ errors: [expect.objectContaining({ msg: expect.any(String) })] });
    expect(res.headers['cache-control']).toBe('no-store');
  });
});

