import { TestContext } from './support/test-app';

/**
 * The Content-Security-Policy names a third-party script origin only for a feature that is configured.
 * Beside the origins it lists the SHA-256 of each inline script of the built portal, when there is one
 * (portal-serving.int-spec.ts checks which).
 */
const INLINE_SCRIPT_HASH = /^'sha256-[A-Za-z0-9+/]{43}='$/;
const origins = (sources: string[]) => sources.filter((source) => !INLINE_SCRIPT_HASH.test(source));

describe('Content-Security-Policy', () => {
  const policyOf = async (env: Record<string, string>) => {
    const ctx = await TestContext.start(env);
    try {
      const res = await ctx.http.get('/api/health');
      return Object.fromEntries(
        String(res.headers['content-security-policy'])
          .split(';')
          .map((d) => d.trim().split(/\s+/))
          .map(([name, ...sources]) => [name, sources]),
      ) as Record<string, string[]>;
    } finally {
      await ctx.close();
    }
  };

  it('runs only the portal’s own scripts when neither reCAPTCHA nor Places is configured', async () => {
    const csp = await policyOf({});
    expect(origins(csp['script-src'])).toEqual(["'self'"]);
    expect(JSON.stringify(csp)).not.toMatch(/google|gstatic/);
    expect(csp['frame-ancestors']).toEqual(["'self'"]);
    expect(csp['base-uri']).toEqual(["'self'"]);
  });

  it('allows Google’s reCAPTCHA origins with a site key, and the Maps origins only with a Places key', async () => {
    const recaptcha = await policyOf({ VITE_RECAPTCHA_SITE_KEY: 'site-key' });
    expect(origins(recaptcha['script-src'])).toEqual(["'self'", 'https://www.google.com', 'https://www.gstatic.com']);
    expect(JSON.stringify(recaptcha)).not.toContain('maps.googleapis.com');
    const places = await policyOf({ VITE_PLACES_API_KEY: 'places-key' });
    expect(origins(places['script-src'])).toEqual(["'self'", 'https://maps.googleapis.com']);
    expect(places['connect-src']).toEqual(["'self'", 'https://maps.googleapis.com', 'https://places.googleapis.com']);
  });
});
