import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { tmpdir } from 'node:os';
import { once } from 'node:events';
import { join } from 'node:path';
import type Redis from 'ioredis';
import { REDIS } from '../src/common/redis/redis.module';
import { TestContext } from './support/test-app';

const BUNDLE = `console.log(${JSON.stringify('portal '.repeat(400))});`;
// What tools/prerender.mjs writes: the shells with their stylesheet inlined, and the static pages' HTML.
const STYLE = 'body{margin:0}';
const SHELL = `<!doctype html><title>ClearHire</title><style>${STYLE}</style><div id="root"></div>`;
const FORMS_SHELL = '<!doctype html><title>ClearHire</title><div id="root"></div><script type="module" src="/assets/forms-abc123.js"></script>';
// A form's own copy of the forms' shell, which preloads its page's chunk (the build writes one per form).
const I9_SHELL = `${FORMS_SHELL}<link rel="modulepreload" href="/assets/I9Page-abc123.js">`;
// A form's copies with its first screen in each language, which the build writes for the pre-screening and the I-9.
const firstScreen = (language: string, text: string) =>
  `<!doctype html><html lang="${language}"><title>ClearHire</title><div id="first-screen"><p>${text}</p></div><div id="root"></div>`;
const PRESCREENING_EN = firstScreen('en', 'Before you start');
const PRESCREENING_ES = firstScreen('es', 'Antes de empezar');
// The inline script that starts a prerendered page's scripts after its first paint (the same in every page).
const START = '(()=>{document.currentScript.dataset.entry})();';
const page = (heading: string) =>
  `<!doctype html><title>${heading} | ClearHire</title><style>${STYLE}</style><style>h1{color:navy}</style><script data-entry="/assets/index-abc123.js" data-preload="">${START}</script><div id="root"><main><h1>${heading}</h1>${'<p>Text of the page.</p>'.repeat(60)}</main></div>`;
const HOME = page('Hire with confidence');
const ABOUT = page('About ClearHire');
const sha256 = (css: string) => createHash('sha256').update(css).digest('base64');

describe('the API serves the built portal at /', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    const dir = mkdtempSync(join(tmpdir(), 'clearhire-portal-'));
    mkdirSync(join(dir, 'assets'));
    writeFileSync(join(dir, 'index.html'), SHELL);
    writeFileSync(join(dir, 'forms.html'), FORMS_SHELL);
    mkdirSync(join(dir, 'forms'));
    writeFileSync(join(dir, 'forms', 'i9.html'), I9_SHELL);
    writeFileSync(join(dir, 'forms', 'prescreening.en.html'), PRESCREENING_EN);
    writeFileSync(join(dir, 'forms', 'prescreening.es.html'), PRESCREENING_ES);
    mkdirSync(join(dir, 'prerendered', 'about'), { recursive: true });
    for (const [file, html] of [
      ['prerendered/index.html', HOME],
      ['prerendered/about/index.html', ABOUT],
    ]) {
      writeFileSync(join(dir, file), html);
      writeFileSync(join(dir, `${file}.br`), brotliCompressSync(html));
      writeFileSync(join(dir, `${file}.gz`), gzipSync(html));
    }
    writeFileSync(join(dir, 'assets', 'index-abc123.js'), BUNDLE);
    // What tools/precompress.mjs writes beside each built file.
    writeFileSync(join(dir, 'assets', 'index-abc123.js.br'), brotliCompressSync(BUNDLE));
    writeFileSync(join(dir, 'assets', 'index-abc123.js.gz'), gzipSync(BUNDLE));
    writeFileSync(join(dir, 'robots.txt'), 'User-agent: *\nDisallow: /dashboard\n');
    // A stray file where an API path is: the API still answers that path, never the file.
    mkdirSync(join(dir, 'api'));
    writeFileSync(join(dir, 'api', 'health'), 'a file of the build');
    ctx = await TestContext.start({ PORTAL_DIR: dir });
  });
  afterAll(() => ctx.close());

  it('answers API paths from the API, never from a file of the build', async () => {
    const res = await ctx.http.get('/api/health').expect(200);
    expect(res.body).toMatchObject({ status: 'ok' });
    await ctx.http.get('/api/submissions').expect(401);
  });

  it('answers the health check 200 while its Redis connection is still opening (at boot, or reconnecting)', async () => {
    const redis = ctx.app.get<Redis>(REDIS);
    // The state a busy machine can leave it in at the first request: up, but not connected yet.
    const reconnecting = once(redis, 'reconnecting');
    redis.disconnect(true);
    await reconnecting;
    expect(redis.status).not.toBe('ready');
    const res = await ctx.http.get('/api/health').expect(200);
    expect(res.body).toEqual({ status: 'ok', database: 'up', redis: 'up' });
  });

  it.each(['/dashboard/submissions', '/login', '/signup?plan=free', '/no-such-page'])('answers %s with the portal shell, never cached', async (path) => {
    const res = await ctx.http.get(path).expect(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.text).toBe(SHELL);
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it.each([
    ['/prescreening/73017?company=Acme', PRESCREENING_EN, '/api/forms/prescreening/73017'],
    ['/prescreening/73017/a-location-key', PRESCREENING_EN, '/api/forms/prescreening/73017/a-location-key'],
    ['/i9/some-token', I9_SHELL, '/api/forms/i9/some-token'],
    ['/reverify/some-token/', FORMS_SHELL, '/api/forms/reverification/some-token'],
  ])('answers the applicant’s form %s with the forms’ shell (the form’s own copy when built), its first read preloaded', async (path, html, firstRead) => {
    const res = await ctx.http.get(path).expect(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.text).toBe(html);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['link']).toBe(`<${firstRead}>; rel=preload; as=fetch; crossorigin`);
  });

  it.each([
    ['a Spanish browser', { 'Accept-Language': 'es-MX,es;q=0.9,en;q=0.5' }, PRESCREENING_ES],
    ['an English browser', { 'Accept-Language': 'en-US,en;q=0.9,es;q=0.5' }, PRESCREENING_EN],
    ['a browser naming no language', {}, PRESCREENING_EN],
    ['a Spanish browser whose visitor chose English', { 'Accept-Language': 'es-MX', Cookie: 'theme=dark; clearhire.language=en' }, PRESCREENING_EN],
    ['an English browser whose visitor chose Spanish', { 'Accept-Language': 'en-US', Cookie: 'clearhire.language=es' }, PRESCREENING_ES],
  ])('sends the pre-screening’s first screen in the language the form will open in: %s', async (_visitor, headers, html) => {
    const res = await ctx.http.get('/prescreening/73017').set(headers).expect(200);
    expect(res.text).toBe(html);
    expect(res.headers['vary']).toMatch(/Cookie/);
    expect(res.headers['vary']).toMatch(/Accept-Language/);
  });

  it('sends no form, and so no first screen, for a link whose part does not decode (the page could draw no form for it)', async () => {
    const res = await ctx.http.get('/prescreening/%E0%A4%A').expect(400);
    expect(res.text).not.toContain('first-screen');
  });

  it('preloads no read for a link key a Link header would have to quote, and serves no form for a path with a part too many', async () => {
    const quoted = await ctx.http.get('/i9/a%3E%3B%20rel%3Dstylesheet').expect(200);
    expect(quoted.text).toBe(I9_SHELL);
    expect(quoted.headers['link']).toBeUndefined();
    const extra = await ctx.http.get('/i9/some-token/more').expect(200);
    expect(extra.text).toBe(SHELL);
    expect(extra.headers['link']).toBeUndefined();
  });

  it.each([
    ['/', HOME],
    ['/?utm_source=mail', HOME],
    ['/about', ABOUT],
    ['/about/', ABOUT],
  ])('answers the prerendered page %s: its text is in the HTML before any script runs', async (path, html) => {
    const res = await ctx.http.get(path).expect(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.text).toBe(html);
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('sends a prerendered page as its precompressed copy', async () => {
    const res = await ctx.http.get('/about').set('Accept-Encoding', 'br, gzip').expect(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['vary']).toMatch(/Accept-Encoding/i);
    expect(Number(res.headers['content-length'])).toBeLessThan(ABOUT.length / 5);
    expect(res.text).toBe(ABOUT);
    const gzip = await ctx.http.get('/').set('Accept-Encoding', 'gzip').expect(200);
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.text).toBe(HOME);
  });

  it('allows exactly the inline <style> elements of the built HTML in its Content-Security-Policy', async () => {
    const res = await ctx.http.get('/').expect(200);
    const styleSrc = /(?:^|;)\s*style-src ([^;]*)/.exec(String(res.headers['content-security-policy']))?.[1].split(/\s+/);
    expect(styleSrc?.sort()).toEqual(["'self'", `'sha256-${sha256(STYLE)}'`, `'sha256-${sha256('h1{color:navy}')}'`].sort());
  });

  it('allows exactly the inline <script> elements of the built HTML, none of the scripts loaded by src', async () => {
    const res = await ctx.http.get('/dashboard').expect(200);
    const scriptSrc = /(?:^|;)\s*script-src ([^;]*)/.exec(String(res.headers['content-security-policy']))?.[1].split(/\s+/);
    expect(scriptSrc).toEqual(["'self'", `'sha256-${sha256(START)}'`]);
    // The API's own answers carry the same policy.
    const api = await ctx.http.get('/api/health');
    expect(api.headers['content-security-policy']).toContain(`script-src 'self' 'sha256-${sha256(START)}'`);
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

  // HEAD is GET without the body (RFC 9110 §9.3.2): monitors, link checkers and `curl -I` ask with it.
  // The test client asks GET, not HEAD, for gzip unless told: each case names its encoding.
  it.each([
    ['/', 'identity'],
    ['/about', 'identity'],
    ['/about', 'br, gzip'],
    ['/dashboard/submissions', 'identity'],
    ['/prescreening/73017', 'identity'],
    ['/assets/index-abc123.js', 'gzip'],
    ['/assets/index-abc123.js', 'identity'],
    ['/robots.txt', 'identity'],
    ['/assets/missing.js', 'identity'],
    ['/sitemap.xml', 'identity'],
    ['/api/health', 'identity'],
    ['/api/nothing-here', 'identity'],
    ['/api/submissions', 'identity'],
  ])('answers HEAD %s (Accept-Encoding: %s) with the status and headers of GET, and no body', async (path, encoding) => {
    const get = await ctx.http.get(path).set('Accept-Encoding', encoding);
    const head = await ctx.http.head(path).set('Accept-Encoding', encoding);
    expect(head.status).toBe(get.status);
    for (const name of ['content-type', 'content-length', 'content-encoding', 'cache-control', 'vary', 'etag', 'content-security-policy']) {
      expect([name, head.headers[name]]).toEqual([name, get.headers[name]]);
    }
    expect(head.text ?? '').toBe('');
  });
});
