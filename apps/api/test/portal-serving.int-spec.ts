import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { TestContext } from './support/test-app';

describe('the API serves the built portal at /', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    const dir = mkdtempSync(join(tmpdir(), 'clearhire-portal-'));
    mkdirSync(join(dir, 'assets'));
    writeFileSync(join(dir, 'index.html'), '<!doctype html><title>ClearHire</title><div id="root"></div>');
    writeFileSync(join(dir, 'assets', 'index-abc123.js'), 'console.log("portal")');
    ctx = await TestContext.start({ PORTAL_DIR: dir });
  });
  afterAll(() => ctx.close());

  it.each(['/', '/dashboard/submissions', '/prescreening/73017?company=Acme', '/i9/some-token'])('answers %s with the portal shell, never cached', async (path) => {
    const res = await ctx.http.get(path).expect(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.text).toContain('<div id="root">');
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('serves hashed assets with a long cache life and 404s unknown ones', async () => {
    const res = await ctx.http.get('/assets/index-abc123.js').expect(200);
    expect(res.headers['cache-control']).toContain('immutable');
    await ctx.http.get('/assets/missing.js').expect(404);
  });

  it('leaves /api to the API: unknown API paths still answer 404 in the error shape', async () => {
    const res = await ctx.http.get('/api/nothing-here').expect(404);
    expect(res.body).toEqual({ errors: [expect.objectContaining({ msg: expect.any(String) })] });
    expect(res.headers['cache-control']).toBe('no-store');
  });
});
