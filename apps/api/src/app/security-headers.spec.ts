import express from 'express';
import helmet from 'helmet';
import request from 'supertest';
import { contentSecurityPolicy } from './content-security-policy';
import { securityHeaders } from './security-headers';

const OPTIONS = { contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy({ recaptcha: true, places: false }) } };

/** The headers an app answers with, the date left out. */
async function headersOf(middleware: express.RequestHandler): Promise<Record<string, string>> {
  const app = express();
  app.use(middleware);
  app.get('/x', (_req, res) => void res.send('ok'));
  const res = await request(app).get('/x');
  const { date: _date, ...rest } = res.headers as Record<string, string>;
  return rest;
}

describe('securityHeaders', () => {
  it("answers with exactly helmet's headers, computed once", async () => {
    expect(await headersOf(securityHeaders(OPTIONS))).toEqual(await headersOf(helmet(OPTIONS)));
  });

  it('sends the Content-Security-Policy of our options and removes X-Powered-By', async () => {
    const headers = await headersOf(securityHeaders(OPTIONS));
    expect(headers['content-security-policy']).toContain("script-src 'self' https://www.google.com https://www.gstatic.com");
    expect(headers['x-powered-by']).toBeUndefined();
    expect(headers['strict-transport-security']).toMatch(/max-age=\d+/);
  });
});
